/**
 * `toRequest()`: a web-standard `Request` from request options (SPEC section 6).
 *
 * @module
 */
import { EndpointError } from "./uri_template/errors.ts";
import { quote } from "./uri_template/_quote.ts";
import { isPlainObject } from "./uri_template/_plain_object.ts";
import { headerName, headerValue } from "./_validate.ts";
import type { RequestOptions } from "./types.ts";

/** Methods `fetch` refuses (Fetch standard, "forbidden method"). */
const FORBIDDEN_METHODS = ["CONNECT", "TRACE", "TRACK"];

function hasCredentials(url: string): boolean {
  try {
    const { username, password } = new URL(url);
    return username !== "" || password !== "";
  } catch {
    return false; // Request reports it
  }
}

function isBodyInit(body: unknown): body is BodyInit {
  return typeof body === "string" || body instanceof Blob || body instanceof ArrayBuffer ||
    ArrayBuffer.isView(body) || body instanceof FormData || body instanceof URLSearchParams ||
    body instanceof ReadableStream;
}

/** Bodies whose content-type `Request` sets itself (with the multipart boundary). */
function setsOwnType(body: BodyInit): boolean {
  return body instanceof FormData || body instanceof URLSearchParams;
}

function stringify(body: unknown): string {
  try {
    return JSON.stringify(body);
  } catch (cause) {
    throw new EndpointError(
      "INVALID_PARAMETER",
      `Cannot send ${quote(body)} as a JSON body: ${(cause as Error).message}`,
      { cause },
    );
  }
}

function isJson(contentType: string | undefined): boolean {
  if (contentType === undefined) return false;
  const type = contentType.split(";")[0].trim().toLowerCase();
  return type === "application/json" || type.endsWith("+json");
}

/**
 * Builds a `Request` from request options: the method uppercased (`fetch` does not normalise
 * `patch`), a JSON body stringified, other bodies passed as they are. A `FormData` or
 * `URLSearchParams` body drops a JSON content-type, so `Request` sets the right one (with the
 * multipart boundary). It sends nothing.
 *
 * @param options The result of `endpoint()`.
 * @returns A `Request` ready for `fetch`.
 * @throws {EndpointError} `INVALID_PARAMETER` for a body that is neither a `BodyInit` nor sent as
 * JSON; `INVALID_METHOD` for a method `fetch` forbids (CONNECT, TRACE, TRACK); `INVALID_URL` for
 * a url `Request` refuses (one with credentials).
 *
 * @example Build a Request
 * ```ts
 * import { endpoint, toRequest } from "@x/endpoint";
 * import assert from "node:assert/strict";
 *
 * const request = toRequest(endpoint("PATCH /repos/{owner}/{repo}", {
 *   owner: "octocat",
 *   repo: "hello",
 *   description: "Hi",
 * }));
 * assert.equal(request.method, "PATCH");
 * assert.equal(request.url, "https://api.github.com/repos/octocat/hello");
 * assert.equal(await request.text(), '{"description":"Hi"}');
 * ```
 */
export function toRequest(options: RequestOptions): Request {
  const { method, url } = options;
  let headers = options.headers;
  for (const name of Object.keys(headers)) headerValue(headerName(name), headers[name]);
  const init: RequestInit & { duplex?: "half" } = { method: method.toUpperCase(), headers };
  if (Object.hasOwn(options, "body")) {
    const body = options.body;
    if (isBodyInit(body)) {
      init.body = body;
      if (body instanceof ReadableStream) init.duplex = "half";
      if (setsOwnType(body) && isJson(headers["content-type"])) {
        headers = { ...headers };
        delete headers["content-type"];
        init.headers = headers;
      }
    } else if (isJson(headers["content-type"]) || isPlainObject(body) || Array.isArray(body)) {
      init.body = stringify(body);
    } else if (body !== null && body !== undefined) {
      throw new EndpointError(
        "INVALID_PARAMETER",
        `Cannot send ${quote(body)} as a request body: use a string, Blob, ArrayBuffer, ` +
          `typed array, FormData, URLSearchParams or ReadableStream`,
      );
    }
  }
  if (FORBIDDEN_METHODS.includes(init.method!)) {
    throw new EndpointError(
      "INVALID_METHOD",
      `Cannot build a Request with method ${quote(method)}: fetch forbids it`,
    );
  }
  if (hasCredentials(url)) {
    throw new EndpointError(
      "INVALID_URL",
      `Cannot build a Request for ${quote(url)}: fetch refuses credentials in a URL`,
    );
  }
  try {
    return new Request(url, init);
  } catch (cause) {
    throw new EndpointError(
      "INVALID_URL",
      `Cannot build a Request for ${quote(url)}: ${(cause as Error).message}`,
      { cause },
    );
  }
}
