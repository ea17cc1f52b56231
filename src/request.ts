/**
 * `toRequest()`: a web-standard `Request` from request options (docs/behaviour.md section 6).
 *
 * @module
 */
import { EndpointError } from "./uri_template/errors.ts";
import { quote } from "./uri_template/_quote.ts";
import { isPlainObject } from "./uri_template/_plain_object.ts";
import { own } from "./uri_template/_own.ts";
import { checkMethod } from "./_validate.ts";
import { checkHeaders } from "./_headers.ts";
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

/** The JSON text of a body; a body JSON has no text for (a function, a symbol) is rejected. */
function stringify(body: unknown): string {
  let text: string | undefined;
  try {
    text = JSON.stringify(body);
  } catch (cause) {
    throw new EndpointError(
      "INVALID_PARAMETER",
      `Cannot send ${quote(body)} as a JSON body: ${(cause as Error).message}`,
      { cause },
    );
  }
  if (text === undefined) {
    throw new EndpointError(
      "INVALID_PARAMETER",
      `Cannot send ${quote(body)} as a JSON body: JSON has no form for it`,
    );
  }
  return text;
}

/** The options as an object, or `INVALID_ROUTE` (as `parse()` says of a non-object). */
function checkRequestOptions(options: unknown): Record<string, unknown> {
  if (options === null || typeof options !== "object") {
    throw new EndpointError(
      "INVALID_ROUTE",
      `Cannot build a Request from ${quote(options)}: use the request options endpoint() returns`,
    );
  }
  return options as Record<string, unknown>;
}

function checkUrl(url: unknown): string {
  if (typeof url !== "string") {
    throw new EndpointError(
      "INVALID_URL",
      `Cannot build a Request for url ${quote(url)}: use a string`,
    );
  }
  return url;
}

const REDIRECTS = ["follow", "error", "manual"];

/** `request.signal` and `request.redirect` (own properties) into `init`; other keys are ignored. */
function passMetadata(request: unknown, init: RequestInit): void {
  if (request === null || typeof request !== "object") return;
  const signal = own(request, "signal");
  if (signal instanceof AbortSignal) init.signal = signal;
  else if (signal !== undefined && signal !== null) {
    throw new EndpointError(
      "INVALID_PARAMETER",
      `Cannot use ${quote(signal)} as request.signal: use an AbortSignal`,
    );
  }
  const redirect = own(request, "redirect");
  if (typeof redirect === "string" && REDIRECTS.includes(redirect)) {
    init.redirect = redirect as RequestRedirect;
  } else if (redirect !== undefined) {
    throw new EndpointError(
      "INVALID_PARAMETER",
      `Cannot use ${quote(redirect)} as request.redirect: use "follow", "error" or "manual"`,
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
 * Of the `request` metadata, two fields have a meaning for the `Request` itself and are passed
 * on: `request.signal` (an `AbortSignal`: aborting it aborts the fetch) and `request.redirect`
 * (`"follow"`, `"error"` or `"manual"`). Every other field is metadata for the code that sends
 * the request, and is ignored here: `request.fetch` (call it yourself), `request.timeout` (use
 * `signal: AbortSignal.timeout(ms)`), agents, hooks, loggers. Both are read as own properties.
 *
 * Options made by hand are checked like `endpoint.parse()` checks them: a missing `method` means
 * GET and missing `headers` mean none.
 *
 * @param options The result of `endpoint()`.
 * @returns A `Request` ready for `fetch`.
 * @throws {EndpointError} `INVALID_PARAMETER` for a body that cannot be sent (neither a
 * `BodyInit` nor sent as JSON; a function or a symbol; any body on GET or HEAD), or a `signal`
 * or `redirect` of the wrong kind; `INVALID_METHOD` for a method that is not a token or that
 * `fetch` forbids (CONNECT, TRACE, TRACK); `INVALID_URL` for a url `Request` refuses (one with
 * credentials) or that is not a string; `INVALID_HEADER` for a bad header; `INVALID_ROUTE` when
 * `options` is not an object.
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
 *
 * @example Abort it
 * ```ts
 * import { endpoint, toRequest } from "@x/endpoint";
 * import assert from "node:assert/strict";
 *
 * const controller = new AbortController();
 * const request = toRequest(endpoint("GET /rate_limit", {
 *   request: { signal: controller.signal },
 * }));
 * controller.abort();
 * assert.equal(request.signal.aborted, true); // fetch(request) rejects with an AbortError
 * ```
 */
export function toRequest(options: RequestOptions): Request {
  const given = checkRequestOptions(options);
  const givenMethod = own(given, "method");
  const method = givenMethod === undefined ? "GET" : checkMethod(givenMethod);
  const url = checkUrl(own(given, "url"));
  // A new object, checked as parse() checks headers: names lowercased, null leaves a header out.
  const headers = checkHeaders(own(given, "headers"));
  const init: RequestInit & { duplex?: "half" } = { method: method.toUpperCase(), headers };
  const body = own(given, "body");
  if (body !== undefined) {
    if (body !== null && (init.method === "GET" || init.method === "HEAD")) {
      throw new EndpointError(
        "INVALID_PARAMETER",
        `Cannot send ${quote(body)} as the body of a ${init.method} request: it has none`,
      );
    }
    if (isBodyInit(body)) {
      init.body = body;
      if (body instanceof ReadableStream) init.duplex = "half";
      if (setsOwnType(body) && isJson(headers["content-type"])) delete headers["content-type"];
    } else if (isJson(headers["content-type"]) || isPlainObject(body) || Array.isArray(body)) {
      init.body = stringify(body);
    } else if (body !== null) {
      throw new EndpointError(
        "INVALID_PARAMETER",
        `Cannot send ${quote(body)} as a request body: use a string, Blob, ArrayBuffer, ` +
          `typed array, FormData, URLSearchParams or ReadableStream`,
      );
    }
  }
  passMetadata(own(given, "request"), init);
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
