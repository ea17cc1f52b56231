/**
 * `toRequest()`: a web-standard `Request` from request options (docs/behaviour.md section 6).
 *
 * @module
 */
import { EndpointError } from "./uri_template/errors.ts";
import { quote, quoteMasked } from "./uri_template/_quote.ts";
import { isPlainObject } from "./uri_template/_plain_object.ts";
import { own } from "./uri_template/_own.ts";
import { checkMethod } from "./_validate.ts";
import { checkHeaders } from "./_headers.ts";
import { bodyClass, invalidBody, isAbortSignal } from "./_body_init.ts";
import type { RequestOptions } from "./types.ts";

/** Methods `fetch` refuses (Fetch standard, "forbidden method"). */
const FORBIDDEN_METHODS = ["CONNECT", "TRACE", "TRACK"];

/**
 * Whether a url holds a user name or password. URL parsing reads credentials only where it meets
 * an `@` in the authority, so a url without one has none, and is not parsed twice.
 */
function hasCredentials(url: string): boolean {
  if (!url.includes("@")) return false;
  try {
    const { username, password } = new URL(url);
    return username !== "" || password !== "";
  } catch {
    return false; // not an absolute url: Request resolves it (in a page) or reports it
  }
}

/** Whether `new Request(url, init)` succeeds (asked only once a `Request` has failed). */
function accepts(url: string, init?: RequestInit): boolean {
  try {
    new Request(url, init);
    return true;
  } catch {
    return false;
  }
}

/** The message of what a call threw: anything may be thrown, `null` included. */
function reasonOf(thrown: unknown): string {
  const message = thrown instanceof Error ? thrown.message : undefined;
  return typeof message === "string" ? message : `it threw ${quote(thrown)}`;
}

/** The JSON text of a body; a body JSON has no text for (a function, a symbol) is rejected. */
function stringify(body: unknown): string {
  let text: string | undefined;
  try {
    text = JSON.stringify(body);
  } catch (cause) {
    throw new EndpointError(
      "INVALID_PARAMETER",
      `Cannot send ${quote(body)} as a JSON body: ${reasonOf(cause)}`,
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
  if (isAbortSignal(signal)) init.signal = signal;
  else if (signal !== undefined && signal !== null) {
    throw new EndpointError(
      "INVALID_PARAMETER",
      `Cannot use ${quote(signal)} as request.signal: use a real AbortSignal`,
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

/** Bodies whose content-type `Request` sets itself (with the multipart boundary). */
function setsOwnType(kind: string): boolean {
  return kind === "FormData" || kind === "URLSearchParams";
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
 * `BodyInit` nor sent as JSON; a function or a symbol; a `toJSON` that throws; an object that
 * only looks like a `BodyInit`; a locked or read stream; any body on GET or HEAD), or a `signal`
 * or `redirect` of the wrong kind; `INVALID_METHOD` for a method that is not a token or that
 * `fetch` forbids (CONNECT, TRACE, TRACK); `INVALID_URL` for a url `Request` refuses (one with
 * credentials, one that does not parse) or that is not a string; `INVALID_HEADER` for a bad
 * header; `INVALID_ROUTE` when `options` is not an object. No message quotes a credential.
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
    const kind = bodyClass(body);
    if (kind !== undefined) {
      init.body = body as BodyInit;
      if (kind === "ReadableStream") init.duplex = "half";
      if (setsOwnType(kind) && isJson(headers["content-type"])) delete headers["content-type"];
    } else if (isJson(headers["content-type"]) || isPlainObject(body) || Array.isArray(body)) {
      init.body = stringify(body);
    } else if (body !== null) {
      invalidBody(
        body,
        "use a string, Blob, ArrayBuffer, typed array, FormData, URLSearchParams or ReadableStream",
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
      `Cannot build a Request for ${quoteMasked(url)}: fetch refuses credentials in a URL`,
    );
  }
  try {
    return new Request(url, init);
  } catch (cause) {
    return refused(url, init, body, cause);
  }
}

/**
 * Names the part a `Request` refused. The method and headers are checked above, and the body and
 * signal as far as a brand check can tell; what is left (a url that does not parse, a read stream,
 * a view of a `SharedArrayBuffer`, a signal a brand check passed) is found by asking again with
 * the url alone, then the signal alone. A runtime's message may quote the url, so it is left out
 * of the url's error.
 */
function refused(url: string, init: RequestInit, body: unknown, cause: unknown): never {
  if (!accepts(url)) {
    throw new EndpointError(
      "INVALID_URL",
      `Cannot build a Request for ${quoteMasked(url)}: it does not parse as a URL`,
    );
  }
  if (init.signal !== undefined && !accepts("http://localhost/", { signal: init.signal })) {
    throw new EndpointError(
      "INVALID_PARAMETER",
      `Cannot use ${quote(init.signal)} as request.signal: ${reasonOf(cause)}`,
      { cause },
    );
  }
  return invalidBody(body, reasonOf(cause), cause);
}
