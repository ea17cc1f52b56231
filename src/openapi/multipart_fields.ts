/**
 * `multipartBody()`: a multipart body from its fields as OpenAPI's Encoding Object says, each part
 * text, a file or JSON, with the headers `request.partHeaders` gives its field (docs/openapi.md,
 * "Bodies").
 *
 * @module
 */
import type { Encoding, PartHeader, PartHeaders } from "./options.ts";
import { MultipartBody, type MultipartPart } from "./multipart_body.ts";
import { describe, scalarText } from "./_values.ts";
import { isPlainObject } from "../uri_template/_plain_object.ts";
import { EndpointError } from "../uri_template/errors.ts";
import { encodingOf, fieldsOf, isStyled, json, JSON_TYPE, rejectField } from "./_form_fields.ts";
import { serializeQuery } from "./serialize.ts";

/** The headers `request.partHeaders` cannot set: the body writes them itself. */
const OWN_HEADERS = new Set(["content-type", "content-disposition"]);

/** A single media type with no wildcard (`image/png`, not `image/*` nor a list), else `undefined`. */
function concrete(contentType: string | undefined): string | undefined {
  return contentType === undefined || /[*,]/.test(contentType) ? undefined : contentType;
}

/**
 * The headers a field's parts carry besides their content-type: those `given` in
 * `request.partHeaders`, names lowercase, checked against those the Encoding Object declares.
 */
function headersOf(
  name: string,
  given: unknown,
  declared: Record<string, PartHeader> | undefined,
): Record<string, string> {
  if (given !== undefined && (typeof given !== "object" || given === null)) {
    rejectField(name, "give its part headers in request.partHeaders as an object of strings");
  }
  const headers: Record<string, string> = Object.create(null);
  for (const [header, value] of Object.entries(given ?? {})) {
    const lower = header.toLowerCase();
    if (OWN_HEADERS.has(lower)) {
      rejectField(
        name,
        `request.partHeaders gives ${JSON.stringify(header)}, which the body writes itself ` +
          "(the part's type is the Encoding Object's contentType)",
      );
    }
    if (Object.hasOwn(headers, lower)) {
      rejectField(name, `its part header "${lower}" is given twice`);
    }
    headers[lower] = value as string; // its type is checked where the part is written
  }
  for (const [header, spec] of Object.entries(declared ?? {})) {
    const required = typeof spec === "object" && spec !== null && Object.hasOwn(spec, "required") &&
      spec.required === true;
    const lower = header.toLowerCase();
    if (required && !OWN_HEADERS.has(lower) && !Object.hasOwn(headers, lower)) {
      rejectField(
        name,
        `the required part header ${JSON.stringify(header)} is missing (give it in ` +
          "request.partHeaders)",
      );
    }
  }
  return headers;
}

/** One item's part: a file as it is, JSON as a JSON part, or text. */
function partOf(
  name: string,
  item: unknown,
  contentType: string | undefined,
  headers: Record<string, string>,
): MultipartPart {
  if (item instanceof Blob) {
    const type = item.type || concrete(contentType) || "application/octet-stream";
    // a Blob with no name is named `blob`, as FormData and browsers name it
    const filename = item instanceof File ? item.name : "blob";
    return { name, headers: { "content-type": type, ...headers }, value: item, filename };
  }
  const text = scalarText(name, "form", item);
  const structured = Array.isArray(item) || isPlainObject(item);
  if (text === undefined && !structured) rejectField(name, `${describe(item)} has no part form`);
  if (contentType === undefined ? structured : JSON_TYPE.test(contentType)) {
    const type = concrete(contentType) ?? "application/json";
    return { name, headers: { "content-type": type, ...headers }, value: json(name, item) };
  }
  const type = concrete(contentType);
  const own = type === undefined ? headers : { "content-type": type, ...headers };
  return { name, headers: own, value: text ?? json(name, item) };
}

/**
 * A field written in its Encoding Object's style, as a form body writes it, one text part per
 * `name=value` pair (`filter[status]=open` and `filter[kind]=bug` for a deepObject): OpenAPI 3.1
 * applies the style fields to multipart bodies. A part carries text as it is, so nothing is
 * percent-encoded (`allowReserved` changes nothing).
 */
function styledParts(
  name: string,
  value: unknown,
  encoding: Encoding,
  headers: Record<string, string>,
): MultipartPart[] {
  const pairs = serializeQuery(name, value, { ...encoding, allowReserved: false });
  return pairs === "" ? [] : pairs.split("&").map((pair) => {
    const [key, text = ""] = pair.split("=", 2).map(decodeURIComponent);
    return { name: key, headers: { ...headers }, value: text };
  });
}

/**
 * The parts of a multipart body: one per field, or one per item of an array (RFC 7578 section
 * 4.3); `undefined` and `null` fields and items are left out.
 *
 * @throws {EndpointError} `INVALID_PARAMETER` for a value with no part form, a part header
 * `request.partHeaders` may not set or leaves out, or one given for a field the body lacks.
 */
function multipartParts(
  fields: Record<string, unknown>,
  encoding: Record<string, Encoding> | undefined,
  partHeaders: PartHeaders | undefined,
): MultipartPart[] {
  if (partHeaders !== undefined && (typeof partHeaders !== "object" || partHeaders === null)) {
    throw new EndpointError(
      "INVALID_PARAMETER",
      "Cannot read request.partHeaders: give an object of headers by field name",
    );
  }
  const parts: MultipartPart[] = [];
  const written = new Set<string>();
  for (const [name, value] of Object.entries(fields)) {
    const items = (Array.isArray(value) ? value : [value]).filter((item) => item != null);
    if (items.length === 0) continue;
    written.add(name);
    const own = encodingOf(encoding, name);
    const given = partHeaders !== undefined && Object.hasOwn(partHeaders, name)
      ? partHeaders[name]
      : undefined;
    const headers = headersOf(name, given, own?.headers);
    if (own !== undefined && isStyled(own)) {
      parts.push(...styledParts(name, value, own, headers));
      continue;
    }
    for (const item of items) parts.push(partOf(name, item, own?.contentType, headers));
  }
  for (const name of Object.keys(partHeaders ?? {})) {
    if (!written.has(name)) {
      throw new EndpointError(
        "INVALID_PARAMETER",
        `Cannot write the part headers of field ${
          JSON.stringify(name)
        }: the body has no such field`,
      );
    }
  }
  return parts;
}

/**
 * A `multipart/form-data` body written as OpenAPI's Encoding Object says. Strings, numbers,
 * booleans, bigints and Dates are text parts; a `Blob` or `File` is a file part with its name
 * (`blob` for a `Blob` that has none, as browsers name it) and its type (else the Encoding
 * Object's, else `application/octet-stream`); an object is an `application/json` part with no file
 * name (OpenAPI's default `contentType` for one), which servers read as a field; an array is one
 * part per item, by the same rules (RFC 7578 section 4.3). An Encoding Object's `contentType`
 * changes that: a JSON type sends even a string as JSON, another sends an object as a text part
 * holding its JSON, and a single concrete type is the part's `content-type`. The headers an
 * Encoding Object declares take their values from `partHeaders` (names in any case, written
 * lowercase); a required one must be given for each field that has parts. An Encoding Object
 * that gives a style field (`style`, `explode`, `allowReserved`; `compileRoutes()` keeps them for
 * OpenAPI 3.1 only, which applies them to multipart bodies) writes its field in that style, one
 * text part per pair, as a form body would (`filter[status]` for a deepObject), and its
 * `contentType` is ignored, as OpenAPI 3.1 says.
 *
 * @param fields The body's fields by name; `undefined` and `null` fields and items are left out.
 * @param encoding The Media Type Object's `encoding`: an Encoding Object per field name.
 * @param partHeaders Per field name, the headers of its parts (`request.partHeaders`).
 * @returns A new {@linkcode MultipartBody}; `fields` and the others are not changed.
 * @throws {EndpointError} `INVALID_PARAMETER` for a value with no part form (a function, a class
 * instance) or no JSON form (a bigint in an object, a cycle); a part header that is required and
 * missing, that is `Content-Type` or `Content-Disposition`, that is given for a field the body
 * does not have, or whose value holds CR or LF (naming the field, never quoting the value).
 *
 * @example A JSON part, a file and a described part header
 * ```ts
 * import { multipartBody } from "@x/endpoint/openapi";
 * import assert from "node:assert/strict";
 *
 * const body = multipartBody(
 *   {
 *     id: 7,
 *     avatar: new File(["<png>"], "me.png", { type: "image/png" }),
 *     address: { city: "Somewhere" },
 *     tags: ["a", "b"],
 *   },
 *   { address: { headers: { "X-Schema": { required: true } } } },
 *   { address: { "X-Schema": "v2" } },
 * );
 * assert.deepEqual(body.parts.map((part) => part.name), ["id", "avatar", "address", "tags", "tags"]);
 * assert.deepEqual(body.parts[2], {
 *   name: "address",
 *   headers: { "content-type": "application/json", "x-schema": "v2" },
 *   value: '{"city":"Somewhere"}',
 * });
 * assert.equal(body.parts[1].filename, "me.png");
 * const form = await new Response(body, { headers: { "content-type": body.type } }).formData();
 * assert.equal(form.get("address"), '{"city":"Somewhere"}');
 * ```
 */
export function multipartBody(
  fields: Record<string, unknown>,
  encoding?: Record<string, Encoding>,
  partHeaders?: PartHeaders,
): MultipartBody {
  return new MultipartBody(multipartParts(fieldsOf(fields, "multipart"), encoding, partHeaders));
}
