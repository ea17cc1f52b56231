/**
 * `multipart/form-data` bodies (RFC 7578): {@linkcode MultipartBody}, the whole message as a
 * `Blob` that keeps its parts as data. `multipart_fields.ts` writes a body's fields as its parts.
 *
 * @module
 */
import { EndpointError } from "../uri_template/errors.ts";

/** One part of a multipart body, as plain data. */
export interface MultipartPart {
  /** The field name (its content-disposition's `name`). */
  readonly name: string;
  /**
   * The part's headers besides its content-disposition, names lowercase: its `content-type`
   * (none for a text part) and those `request.partHeaders` gives.
   */
  readonly headers: Readonly<Record<string, string>>;
  /** The content: text, or the caller's own `Blob` or `File` (never read). */
  readonly value: string | Blob;
  /** A file part's file name; a part without one is a field, not an upload. */
  readonly filename?: string;
}

/** A header name: an RFC 9110 token. */
const TOKEN = /^[!#$%&'*+.^_`|~0-9A-Za-z-]+$/;

/** A line break as the WHATWG encoding algorithm finds them: CRLF, or a CR or LF alone. */
const LINE_BREAK = /\r\n|\r|\n/g;

function rejectPart(name: string, what: string): never {
  throw new EndpointError(
    "INVALID_PARAMETER",
    `Cannot write part ${JSON.stringify(name)}: ${what}`,
  );
}

/** Refuses what is no list of parts (never quoting what was given). */
function notParts(what: string): never {
  throw new EndpointError("INVALID_PARAMETER", `Cannot write a multipart body: ${what}`);
}

/** A part checked and copied, frozen: header names lowercase, no header value with a line break. */
function checked(part: MultipartPart): MultipartPart {
  if (typeof part !== "object" || part === null) notParts("a part is not an object");
  // own fields only: an inherited `filename` never makes a field an upload
  const own = (key: string) =>
    Object.hasOwn(part, key) ? part[key as keyof MultipartPart] : undefined;
  const name = own("name"),
    headers = own("headers"),
    value = own("value"),
    filename = own("filename");
  if (typeof name !== "string") notParts("a part's name is not a string");
  if (typeof value !== "string" && !(value instanceof Blob)) {
    rejectPart(name, "its value is neither a string nor a Blob");
  }
  if (filename !== undefined && typeof filename !== "string") {
    rejectPart(name, "its filename is not a string");
  }
  const copy: [string, string][] = [];
  const seen = new Set<string>();
  for (const [header, text] of Object.entries(headers ?? {})) {
    const lower = header.toLowerCase();
    if (!TOKEN.test(header)) rejectPart(name, "a header name is not a token");
    if (lower === "content-disposition") {
      rejectPart(name, "its content-disposition is written here");
    }
    if (seen.has(lower)) rejectPart(name, `the header "${lower}" is given twice`);
    seen.add(lower);
    if (typeof text !== "string") rejectPart(name, `the header "${lower}" is not a string`);
    // a line break would end the header and start another: the value is never quoted
    if (/[\r\n]/.test(text)) rejectPart(name, `the header "${lower}" holds a line break`);
    copy.push([lower, text]);
  }
  // fromEntries defines each header (even one named `__proto__`), reading no inherited field
  const frozen = { name, headers: Object.freeze(Object.fromEntries(copy)), value };
  return Object.freeze(filename === undefined ? frozen : { ...frozen, filename });
}

/**
 * A name or file name in a content-disposition, as the WHATWG multipart/form-data encoding
 * algorithm writes it (and RFC 7578 section 4.2 allows): `"`, CR and LF percent-encoded (a
 * name's line breaks are first made CRLF, as a text value's are; a file name's are not).
 */
function quoted(text: string): string {
  return `"${text.replaceAll('"', "%22").replaceAll("\r", "%0D").replaceAll("\n", "%0A")}"`;
}

/** Line breaks as CRLF, as the WHATWG algorithm writes names and text values. */
function crlf(text: string): string {
  return text.replace(LINE_BREAK, "\r\n");
}

/** The lines before a part's content: its content-disposition and its headers. */
function head(part: MultipartPart): string {
  const filename = Object.hasOwn(part, "filename") ? `; filename=${quoted(part.filename!)}` : "";
  let text = `Content-Disposition: form-data; name=${quoted(crlf(part.name))}${filename}\r\n`;
  for (const [header, value] of Object.entries(part.headers)) {
    text += `${header === "content-type" ? "Content-Type" : header}: ${value}\r\n`;
  }
  return text + "\r\n";
}

/**
 * A random boundary (RFC 2046 allows 70 characters; this one has 47). It is drawn again while a
 * text of the body holds it. A file's bytes cannot be checked without reading them, which a
 * synchronous constructor cannot do: 128 random bits make a clash with them negligible.
 */
function boundaryFor(texts: readonly string[]): string {
  for (;;) {
    const bytes = crypto.getRandomValues(new Uint8Array(16));
    const boundary = "----x-endpoint-" +
      Array.from(bytes, (byte) => byte.toString(16).padStart(2, "0")).join("");
    if (!texts.some((text) => text.includes(boundary))) return boundary;
  }
}

/**
 * A `multipart/form-data` body (RFC 7578): a `Blob` whose bytes are the whole message and whose
 * `type` is `multipart/form-data; boundary=…`, built at once from text and the caller's own
 * `Blob`s and `File`s (none is read), and which keeps its {@linkcode MultipartPart}s as frozen
 * data. `fetch`, `Request` and `toRequest()` send it as any `Blob`. Unlike a `FormData`, a part can
 * have a type and no file name (a JSON part, which servers read as a field, not an upload) and
 * headers of its own. Names and file names are escaped as browsers do (`"` as `%22`, CR and LF as
 * `%0D` and `%0A`), line breaks in text are sent as CRLF.
 *
 * @example A JSON part and a file, read back as a server does
 * ```ts
 * import { MultipartBody } from "@x/endpoint/openapi";
 * import assert from "node:assert/strict";
 *
 * const body = new MultipartBody([
 *   { name: "meta", headers: { "content-type": "application/json" }, value: '{"a":1}' },
 *   { name: "cv", headers: {}, value: new File(["%PDF"], "cv.pdf"), filename: "cv.pdf" },
 * ]);
 * assert.match(body.type, /^multipart\/form-data; boundary=/);
 * assert.equal(body.parts[1].filename, "cv.pdf");
 * const form = await new Response(body, { headers: { "content-type": body.type } }).formData();
 * assert.equal(form.get("meta"), '{"a":1}'); // a field: the part has no file name
 * assert.equal((form.get("cv") as File).name, "cv.pdf");
 * ```
 */
export class MultipartBody extends Blob {
  /** The parts, in order, as plain frozen data. */
  readonly parts: readonly MultipartPart[];

  /**
   * Writes the message of `parts`.
   *
   * @param parts The parts, in order; they are copied, never changed.
   * @throws {EndpointError} `INVALID_PARAMETER` for a part that is not one, a header name that is
   * not a token, a header given twice or a content-disposition, or a header value with a line
   * break (naming the part and the header, never quoting the value).
   */
  constructor(parts: readonly MultipartPart[]) {
    if (!Array.isArray(parts)) notParts("give a list of parts");
    const copies = Object.freeze(parts.map(checked));
    const heads = copies.map(head);
    const texts = copies.map((part) =>
      typeof part.value === "string" ? crlf(part.value) : part.value
    );
    const boundary = boundaryFor([...heads, ...texts.filter((text) => typeof text === "string")]);
    const chunks: (string | Blob)[] = [];
    copies.forEach((_, index) =>
      chunks.push(`--${boundary}\r\n${heads[index]}`, texts[index], "\r\n")
    );
    chunks.push(`--${boundary}--\r\n`);
    super(chunks, { type: `multipart/form-data; boundary=${boundary}` });
    this.parts = copies;
  }
}
