/**
 * What the snippets need from a request-options object, and how its body becomes text.
 *
 * @module
 */
import type { MultipartPart } from "../../src/openapi/mod.ts";

/** The shape of `endpoint()`'s result that the snippets read. */
export interface RequestLike {
  /** HTTP method, any case. */
  method: string;
  /** Full url. */
  url: string;
  /** Lowercase header names to string values. */
  headers: Record<string, string>;
  /** The body, when there is one. */
  body?: unknown;
}

/**
 * The parts of a `MultipartBody` (a `Blob` that lists its `parts`), else `undefined`. Told by its
 * shape, not by `instanceof`: the class comes with the library's OpenAPI code, which the page
 * loads only with a description.
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * import { multipartParts } from "./request_text.ts";
 * import { multipartBody } from "../src/openapi/mod.ts";
 * assert.equal(multipartParts(multipartBody({ a: "1" }))?.[0].value, "1");
 * assert.equal(multipartParts(new Blob(["a"])), undefined);
 * ```
 *
 * @param body A request body.
 * @returns Its parts, or `undefined`.
 */
export function multipartParts(body: unknown): readonly MultipartPart[] | undefined {
  const parts = body instanceof Blob ? (body as { parts?: unknown }).parts : undefined;
  return Array.isArray(parts) ? parts : undefined;
}

/**
 * Whether a `content-type` value is JSON (`application/json` or any `+json` type).
 *
 * @param contentType The header value, or `undefined`.
 * @returns `true` for a JSON media type.
 */
export function isJsonContentType(contentType: string | undefined): boolean {
  if (contentType === undefined) return false;
  const type = contentType.split(";")[0].trim().toLowerCase();
  return type === "application/json" || type.endsWith("+json");
}

/**
 * The body as it goes over the wire, following `toRequest()`: a string is sent as it is; with a
 * JSON `content-type`, or for an object or array, the body is `JSON.stringify`-ed (so `null` is
 * `"null"`); any other `null` means no body. (`toRequest()` rejects the remaining cases, e.g. a
 * number with a non-JSON content-type; they are stringified here.)
 *
 * @param request The request options.
 * @returns The body text, or `undefined` when no body is sent.
 */
export function bodyText(request: RequestLike): string | undefined {
  const { body } = request;
  if (body === undefined) return undefined;
  if (typeof body === "string") return body;
  if (body === null && !isJsonContentType(request.headers["content-type"])) {
    return undefined;
  }
  return JSON.stringify(body);
}

/**
 * Pretty JSON that is also a valid JavaScript expression with the same value: a `"__proto__"`
 * key is written `["__proto__"]` so that an object literal does not set its prototype.
 *
 * @param value Any JSON value.
 * @param indent The text put before every line after the first.
 * @returns The literal.
 */
export function jsLiteral(value: unknown, indent = ""): string {
  const json = JSON.stringify(value, null, 2) ?? "undefined";
  return json.replace(/^( *)"__proto__":/gm, '$1["__proto__"]:').replaceAll(
    "\n",
    "\n" + indent,
  );
}

/** A `Blob` or `File` as the options view shows it. */
function fileView(
  blob: Blob,
  texts?: ReadonlyMap<Blob, string>,
): Record<string, unknown> {
  const text = texts?.get(blob);
  return {
    [blob instanceof File ? "File" : "Blob"]: blob instanceof File ? blob.name : blob.size,
    type: blob.type,
    ...(blob instanceof File ? { size: blob.size } : {}),
    ...(text === undefined ? {} : { text }),
  };
}

/**
 * The request options as pretty JSON, a body JSON cannot show written as what it is: a
 * `MultipartBody` as `{ "MultipartBody": parts }` (each part's name, headers, value and file
 * name; a file as below), a `FormData` as `{ "FormData": [[name, value], …] }` (a file part as
 * `{ "File": name, type, size }`, a nameless blob as `{ "Blob": size, type, text }` once its text
 * is read), a `URLSearchParams` as its text.
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * import { optionsText } from "./request_text.ts";
 * const body = new FormData();
 * body.append("name", "Zoë");
 * const text = optionsText({ method: "post", url: "https://x.test/", headers: {}, body });
 * assert.deepEqual(JSON.parse(text).body, { FormData: [["name", "Zoë"]] });
 * ```
 *
 * @param request The request options.
 * @param texts The texts of nameless blobs, when read.
 * @returns The JSON text.
 */
export function optionsText(
  request: RequestLike,
  texts?: ReadonlyMap<Blob, string>,
): string {
  return JSON.stringify(request, (_key, value) => {
    if (value instanceof FormData) {
      return {
        FormData: [...value].map((
          [name, part],
        ) => [name, typeof part === "string" ? part : fileView(part, texts)]),
      };
    }
    const parts = multipartParts(value);
    if (parts !== undefined) {
      return {
        MultipartBody: parts.map((part) => ({
          ...part,
          value: typeof part.value === "string" ? part.value : fileView(part.value, texts),
        })),
      };
    }
    if (value instanceof Blob) return fileView(value, texts);
    if (value instanceof URLSearchParams) return value.toString();
    return value;
  }, 2);
}

/**
 * What `toRequest()` sends as the body, in a few words.
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * import { bodyNote } from "./request_text.ts";
 * const request = { method: "post", url: "https://x.test/", headers: {}, body: { a: 1 } };
 * assert.equal(bodyNote(request), "JSON body stringified");
 * assert.equal(bodyNote({ ...request, body: new FormData() }), "FormData body as multipart/form-data (fetch adds the boundary)");
 * ```
 *
 * @param request The request options.
 * @returns The note.
 */
export function bodyNote(request: RequestLike): string {
  const { body } = request;
  if (multipartParts(body) !== undefined) return "multipart/form-data body, part by part";
  if (body instanceof FormData) {
    return "FormData body as multipart/form-data (fetch adds the boundary)";
  }
  if (body instanceof Blob) return "the file's bytes as the body";
  if (body instanceof URLSearchParams) {
    return "form body as application/x-www-form-urlencoded";
  }
  if (typeof body === "string") return "the body text as it is";
  return bodyText(request) === undefined ? "no body" : "JSON body stringified";
}
