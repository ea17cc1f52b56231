/**
 * Form bodies as OpenAPI describes them: `application/x-www-form-urlencoded` text, each property
 * written as its Encoding Object says (OpenAPI 3.1.1, Encoding Object; appendices C and E).
 * Multipart bodies are written by `multipart.ts`.
 *
 * @module
 */
import type { Encoding } from "./options.ts";
import { serializeQuery } from "./serialize.ts";
import { describe, encode, scalarText } from "./_values.ts";
import { isPlainObject } from "../uri_template/_plain_object.ts";
import { encodingOf, fieldsOf, isStyled, json, JSON_TYPE, rejectField } from "./_form_fields.ts";

/** Whether a property is written by its `contentType` alone: no style field is given. */
function byContentType(
  encoding: Encoding | undefined,
): encoding is Encoding & { contentType: string } {
  return encoding?.contentType !== undefined && !isStyled(encoding);
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
