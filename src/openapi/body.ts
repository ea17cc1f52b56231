/**
 * Form bodies as OpenAPI describes them: `application/x-www-form-urlencoded` text and a
 * `multipart/form-data` `FormData`, each property written as its Encoding Object says (OpenAPI
 * 3.1.1, Encoding Object; appendices C and E).
 *
 * @module
 */
import type { Encoding } from "./options.ts";
import { serializeQuery } from "./serialize.ts";
import { describe, encode, scalarText } from "./_values.ts";
import { isPlainObject } from "../uri_template/_plain_object.ts";
import { EndpointError } from "../uri_template/errors.ts";

/** A JSON media type, alone or in a comma-separated list: `application/json`, `…+json`. */
const JSON_TYPE = /(?:^|,)\s*application\/(?:[\w.-]+\+)?json\s*(?:[;,]|$)/i;

function fieldsOf(fields: unknown, body: string): Record<string, unknown> {
  if (isPlainObject(fields)) return fields;
  throw new EndpointError(
    "INVALID_PARAMETER",
    `Cannot write ${describe(fields)} as a ${body} body: give an object of fields`,
  );
}

/**
 * The field's own Encoding Object, if any, as its own fields (never one inherited through a
 * prototype, nor a field of one).
 */
function encodingOf(
  encoding: Record<string, Encoding> | undefined,
  name: string,
): Encoding | undefined {
  return encoding != null && Object.hasOwn(encoding, name)
    ? Object.assign(Object.create(null), encoding[name])
    : undefined;
}

/** Rejects a field's value, naming the field (never quoting the value: it may be secret). */
function rejectField(name: string, what: string, cause?: unknown): never {
  throw new EndpointError(
    "INVALID_PARAMETER",
    `Cannot write field ${JSON.stringify(name)}: ${what}`,
    cause === undefined ? {} : { cause },
  );
}

/**
 * A value's JSON text. A function, a symbol or a class instance (a `Map` would be `{}`) is
 * rejected, and so is what JSON cannot write (a bigint, a cycle).
 */
function json(name: string, value: unknown): string {
  if (
    !Array.isArray(value) && !isPlainObject(value) && scalarText(name, "form", value) === undefined
  ) {
    rejectField(name, `${describe(value)} has no JSON form`);
  }
  try {
    return JSON.stringify(value);
  } catch (cause) {
    return rejectField(name, `${describe(value)} holds what JSON cannot write`, cause);
  }
}

/** Whether a property is written by its `contentType` alone: no style field is given. */
function byContentType(
  encoding: Encoding | undefined,
): encoding is Encoding & { contentType: string } {
  return encoding?.contentType !== undefined && encoding.style === undefined &&
    encoding.explode === undefined && encoding.allowReserved === undefined;
}

/**
 * The `name=value` pairs of a property written by its `contentType` (OpenAPI 3.1.1 recommends
 * this when the Encoding Object gives no `style`, `explode` or `allowReserved`): its JSON text
 * for a JSON type, else its text, one pair per item of an array.
 */
function contentPairs(name: string, value: unknown, contentType: string): string[] {
  if (value === undefined || value === null) return [];
  if (JSON_TYPE.test(contentType)) return [encode(name) + "=" + encode(json(name, value))];
  const items = Array.isArray(value) ? value : [value];
  return items.filter((item) => item !== undefined && item !== null).map((item) =>
    encode(name) + "=" +
    encode(
      scalarText(name, "form", item) ??
        rejectField(name, `${describe(item)} has no ${contentType} form (give a JSON type)`),
    )
  );
}

/** Whether a value holds an array or object inside an array or object (no form writes it). */
function isNested(value: unknown): boolean {
  if (typeof value !== "object" || value === null) return false;
  const members = Array.isArray(value) ? value : isPlainObject(value) ? Object.values(value) : [];
  return members.some((member) =>
    Array.isArray(member) || (typeof member === "object" && isPlainObject(member))
  );
}

/**
 * An `application/x-www-form-urlencoded` body: each field written as a query parameter in the
 * style its Encoding Object gives (`form` with `explode` by default, so an array is `id=3&id=4`;
 * `deepObject` for Stripe's `metadata[key]=v&expand[0]=x`), or by its `contentType` alone when
 * the Encoding Object has no style field (a JSON type writes the value's JSON text). Characters
 * are percent-encoded as in a query (RFC 3986, as OpenAPI's style-based serialisation does): a
 * space is `%20`, a `+` is `%2B`; every form decoder reads `%20` as a space. A field with no
 * Encoding Object whose value nests (an object or array inside one), which `form` cannot write,
 * is written as `deepObject` writes it (`reply_markup[keyboard][0][0]=x`), the form that
 * Express, Rails, PHP and Stripe read back as the same nested value.
 *
 * @param fields The body's fields by name; `undefined` and `null` fields are left out.
 * @param encoding The Media Type Object's `encoding`: an Encoding Object per field name.
 * @returns The body text, without a leading `?`.
 * @throws {EndpointError} `INVALID_PARAMETER` for a value its style cannot write.
 *
 * @example A Stripe-style body and an OAuth token request
 * ```ts
 * import { formUrlEncoded } from "@x/endpoint/openapi";
 * import assert from "node:assert/strict";
 *
 * const body = formUrlEncoded(
 *   { amount: 2000, metadata: { order: "6735" }, expand: ["customer"] },
 *   { metadata: { style: "deepObject" }, expand: { style: "deepObject" } },
 * );
 * assert.equal(body, "amount=2000&metadata%5Border%5D=6735&expand%5B0%5D=customer");
 * assert.equal(
 *   formUrlEncoded({ grant_type: "client_credentials", scope: "read write" }),
 *   "grant_type=client_credentials&scope=read%20write",
 * );
 * ```
 */
export function formUrlEncoded(
  fields: Record<string, unknown>,
  encoding?: Record<string, Encoding>,
): string {
  const pieces: string[] = [];
  for (const [name, value] of Object.entries(fieldsOf(fields, "form"))) {
    const fieldEncoding = encodingOf(encoding, name);
    if (byContentType(fieldEncoding)) {
      pieces.push(...contentPairs(name, value, fieldEncoding.contentType));
      continue;
    }
    const nested = fieldEncoding === undefined && isNested(value);
    const piece = serializeQuery(name, value, nested ? { style: "deepObject" } : fieldEncoding);
    if (piece !== "") pieces.push(piece);
  }
  return pieces.join("&");
}

/** Appends one part: a file as it is, JSON as an `application/json` part, or text. */
function appendPart(
  form: FormData,
  name: string,
  value: unknown,
  contentType: string | undefined,
): void {
  if (value === undefined || value === null) return;
  if (value instanceof Blob) return form.append(name, value);
  const text = scalarText(name, "form", value);
  const structured = Array.isArray(value) || isPlainObject(value);
  if (text === undefined && !structured) rejectField(name, `${describe(value)} has no part form`);
  if (contentType === undefined ? structured : JSON_TYPE.test(contentType)) {
    const type = contentType === undefined || contentType.includes(",")
      ? "application/json"
      : contentType;
    return form.append(name, new Blob([json(name, value)], { type }));
  }
  form.append(name, text ?? json(name, value));
}

/**
 * A `multipart/form-data` body as a `FormData` (`fetch` and `toRequest()` send it with its
 * boundary). Strings, numbers, booleans, bigints and Dates are text parts; a `Blob` or `File` is a
 * file part with its own name and type; an object is an `application/json` part (OpenAPI's
 * default `contentType` for one), which `FormData` names `blob` as it does every part with a type;
 * an array is one part per item, by the same rules (RFC 7578 section 4.3). An Encoding Object's
 * `contentType` changes that: a JSON type sends even a string as JSON, any other type sends an
 * object as a text part holding its JSON. Style fields are not read for multipart bodies.
 *
 * @param fields The body's fields by name; `undefined` and `null` fields and items are left out.
 * @param encoding The Media Type Object's `encoding`: an Encoding Object per field name.
 * @returns A new `FormData`.
 * @throws {EndpointError} `INVALID_PARAMETER` for a value with no part form (a function, a
 * class instance) or no JSON form (a bigint in an object, a cycle).
 *
 * @example Text, a file, JSON and a repeated field
 * ```ts
 * import { multipartFormData } from "@x/endpoint/openapi";
 * import assert from "node:assert/strict";
 *
 * const form = multipartFormData({
 *   id: 7,
 *   avatar: new File(["<png>"], "me.png", { type: "image/png" }),
 *   address: { city: "Somewhere" },
 *   tags: ["a", "b"],
 * });
 * assert.equal(form.get("id"), "7");
 * assert.equal((form.get("avatar") as File).name, "me.png");
 * const address = form.get("address") as File;
 * assert.equal(address.type, "application/json");
 * assert.equal(await address.text(), '{"city":"Somewhere"}');
 * assert.deepEqual(form.getAll("tags"), ["a", "b"]);
 * ```
 */
export function multipartFormData(
  fields: Record<string, unknown>,
  encoding?: Record<string, Encoding>,
): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(fieldsOf(fields, "multipart"))) {
    const contentType = encodingOf(encoding, name)?.contentType;
    const items = Array.isArray(value) ? value : [value];
    for (const item of items) appendPart(form, name, item, contentType);
  }
  return form;
}
