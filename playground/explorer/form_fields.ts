/**
 * The operation form's fields as plain data: which fields, in which order, how a field's text is
 * read into the **Parameters** JSON and shown from it, and what is wrong with a value.
 *
 * @module
 */
import type { BodyField, Operation, Parameter } from "./route_index.ts";

/** One field of the form: a path, query or cookie parameter, or a body field. */
export type Field = Parameter | BodyField;

/** What separates the items of a list field's text: `bug, needs triage` is two items. */
export const LIST_SEPARATOR = ",";

/**
 * The fields of an operation's form: its parameters (headers go in `headers`) then its body
 * fields, a name shared by a query parameter and a body field once (one JSON key), required
 * fields first, each group in the description's order.
 *
 * @param operation The operation.
 * @returns The fields, in the form's order.
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * import { formFields } from "./form_fields.ts";
 *
 * const fields = formFields({
 *   method: "POST", path: "/Messages", summary: "", operationId: "", docs: "",
 *   parameters: [{ name: "Account", in: "path", type: "string", required: true }],
 *   body: [
 *     { name: "Body", type: "string", required: false },
 *     { name: "To", type: "string", required: true },
 *   ],
 * });
 * assert.deepEqual(fields.map((f) => f.name), ["Account", "To", "Body"]);
 * ```
 */
export function formFields(operation: Operation): Field[] {
  const all: Field[] = [
    ...operation.parameters.filter((p) => p.in !== "header"),
    ...operation.body,
  ];
  const once = all.filter((field, i) => all.findIndex((f) => f.name === field.name) === i);
  return [...once.filter((f) => f.required), ...once.filter((f) => !f.required)];
}

/**
 * Whether a field holds a list (its type ends in `[]`).
 *
 * @param field The field.
 * @returns `true` for `string[]`, `integer[]`, ….
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * import { isList } from "./form_fields.ts";
 *
 * assert.equal(isList({ name: "labels", type: "string[]", required: false }), true);
 * assert.equal(isList({ name: "title", type: "string", required: false }), false);
 * ```
 */
export function isList(field: Field): boolean {
  return field.type.endsWith("[]");
}

const isNumber = (type: string) => type === "integer" || type === "number";

/**
 * What a field's text means in the **Parameters** JSON: nothing for blank text; for a list, its
 * items split on {@linkcode LIST_SEPARATOR}, trimmed, blanks dropped (numbers for a list of
 * numbers; nothing when no item is left); a number for a number field's numeric text; else the text as typed.
 *
 * @param field The field.
 * @param text What is in the field.
 * @returns The value, or `undefined` for blank text.
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * import { readFieldText } from "./form_fields.ts";
 *
 * const labels = { name: "labels", type: "string[]", required: false };
 * assert.deepEqual(readFieldText(labels, "bug, needs triage"), ["bug", "needs triage"]);
 * assert.deepEqual(readFieldText(labels, "bug,"), ["bug"]);
 * assert.deepEqual(readFieldText({ name: "ids", type: "integer[]", required: false }, "1, 2"), [1, 2]);
 * assert.equal(readFieldText({ name: "page", type: "integer", required: false }, "3"), 3);
 * assert.equal(readFieldText({ name: "page", type: "integer", required: false }, " "), undefined);
 * ```
 */
export function readFieldText(field: Field, text: string): unknown {
  if (text.trim() === "") return undefined;
  if (isList(field)) {
    const items = text.split(LIST_SEPARATOR).map((s) => s.trim()).filter(Boolean);
    if (items.length === 0) return undefined;
    const numbers = isNumber(field.type.slice(0, -2));
    return items.map((item) => numbers && !Number.isNaN(Number(item)) ? Number(item) : item);
  }
  if (isNumber(field.type) && !Number.isNaN(Number(text))) return Number(text);
  return text;
}

/**
 * The text a field shows for a value of the **Parameters** JSON: a list's items joined by
 * `", "`, an object as JSON, anything else as a string; nothing for a missing value.
 *
 * @param value The value.
 * @returns The text.
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * import { fieldText } from "./form_fields.ts";
 *
 * assert.equal(fieldText(["bug", "ui"]), "bug, ui");
 * assert.equal(fieldText({ status: "open" }), '{"status":"open"}');
 * assert.equal(fieldText(null), "");
 * ```
 */
export function fieldText(value: unknown): string {
  if (value == null) return "";
  if (Array.isArray(value)) {
    return value.map(fieldText).join(`${LIST_SEPARATOR} `);
  }
  return typeof value === "object" ? JSON.stringify(value) : String(value);
}

/**
 * The text to show in a field: what the person typed while it still means the JSON's value (so
 * `bug,` stays as typed), else the value's own text (the JSON was edited elsewhere).
 *
 * @param field The field.
 * @param typed What the person last typed in it, if anything.
 * @param value Its value in the **Parameters** JSON.
 * @returns The text to show.
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * import { shownText } from "./form_fields.ts";
 *
 * const labels = { name: "labels", type: "string[]", required: false };
 * assert.equal(shownText(labels, "bug, ", ["bug"]), "bug, ");
 * assert.equal(shownText(labels, "bug, ", ["bug", "ui"]), "bug, ui");
 * ```
 */
export function shownText(field: Field, typed: string | undefined, value: unknown): string {
  if (typed !== undefined && sameJson(readFieldText(field, typed), value ?? undefined)) {
    return typed;
  }
  return fieldText(value);
}

const sameJson = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/** A dot segment, as the url would hold it: `.`, `..`, or their percent-encoded forms. */
const DOT_SEGMENT = /^(?:\.|%2e){1,2}$/i;

/**
 * What is wrong with a field's value, to show next to the field: a value outside its enum, or a
 * url parameter whose value is a dot segment (`..`), which the library refuses.
 *
 * @param field The field.
 * @param value Its value in the **Parameters** JSON.
 * @param inUrl Whether the route puts it into the url's path.
 * @returns The message, or `undefined` when the value is fine (or missing).
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * import { fieldError } from "./form_fields.ts";
 *
 * const owner = { name: "owner", in: "path" as const, type: "string", required: true };
 * assert.match(fieldError(owner, "..", true) ?? "", /^`\.\.` cannot be a path segment/);
 * assert.equal(fieldError(owner, "octocat", true), undefined);
 * const state = { name: "state", type: "string", required: false, enum: ["open", "closed"] };
 * assert.equal(fieldError(state, "opne", false), "Not one of `open`, `closed`");
 * ```
 */
export function fieldError(field: Field, value: unknown, inUrl: boolean): string | undefined {
  if (value == null) return undefined;
  if (inUrl && typeof value === "string" && DOT_SEGMENT.test(value)) {
    return `\`${value}\` cannot be a path segment: the url would leave the operation's path`;
  }
  if (field.enum) {
    const values = Array.isArray(value) ? value : [value];
    if (values.some((v) => !field.enum!.includes(String(v)))) {
      return `Not one of ${field.enum.map((v) => `\`${v}\``).join(", ")}`;
    }
  }
  return undefined;
}

/**
 * An object with one entry set: `value` under `name`, or, for `undefined`, `null` when the field
 * is required (a placeholder the page flags) and no entry otherwise. The object given is not
 * changed, and the new one has no prototype, so a field named `__proto__` is a key like any other.
 *
 * @param object The object before (the **Parameters** JSON, or an object field's value).
 * @param name The field's name.
 * @param value Its new value; `undefined` when the field was cleared.
 * @param required Whether the field is required.
 * @returns The new object.
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * import { withEntry } from "./form_fields.ts";
 *
 * const before = { owner: "o", state: "open" };
 * assert.deepEqual({ ...withEntry(before, "state", undefined) }, { owner: "o" });
 * assert.deepEqual({ ...withEntry(before, "owner", undefined, true) }, { owner: null, state: "open" });
 * assert.deepEqual(before, { owner: "o", state: "open" });
 * ```
 */
export function withEntry(
  object: Record<string, unknown> | undefined,
  name: string,
  value: unknown,
  required = false,
): Record<string, unknown> {
  const next: Record<string, unknown> = Object.assign(Object.create(null), object);
  if (value !== undefined) next[name] = value;
  else if (required) next[name] = null;
  else delete next[name];
  return next;
}
