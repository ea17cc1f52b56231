/**
 * The parts of a multipart body, from its fields as OpenAPI's Encoding Object says: text, a file,
 * or JSON, each with the headers `request.partHeaders` gives its field (docs/openapi.md,
 * "Bodies").
 *
 * @module
 */
import type { Encoding, PartHeader } from "./options.ts";
import type { MultipartPart } from "./multipart_body.ts";
import { describe, scalarText } from "./_values.ts";
import { isPlainObject } from "../uri_template/_plain_object.ts";
import { EndpointError } from "../uri_template/errors.ts";
import { encodingOf, json, JSON_TYPE, rejectField } from "./_form_fields.ts";

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
 * The parts of a multipart body: one per field, or one per item of an array (RFC 7578 section
 * 4.3); `undefined` and `null` fields and items are left out.
 *
 * @throws {EndpointError} `INVALID_PARAMETER` for a value with no part form, a part header
 * `request.partHeaders` may not set or leaves out, or one given for a field the body lacks.
 */
export function multipartParts(
  fields: Record<string, unknown>,
  encoding: Record<string, Encoding> | undefined,
  partHeaders: Record<string, Record<string, string>> | undefined,
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
