/**
 * What the Send button does: `fetch(toRequest(options))` with the token applied, and what came
 * back, sorted into a response, a request the library refuses, or a fetch that failed.
 *
 * @module
 */
import { type RequestOptions, toRequest } from "../../mod.ts";
import type { RequestLike } from "../snippets/request_text.ts";
import { authorizationValue } from "./token_store.ts";
import { tokenRefusal, type TokenServer } from "./token_server.ts";

/** What sending gave. */
export type SendOutcome =
  | {
    kind: "response";
    /** The status code. */
    status: number;
    /** The reason phrase, when the server sent one. */
    statusText: string;
    /** The headers the page may read (CORS exposes only some), in order. */
    headers: [string, string][];
    /** The body: pretty-printed when it is JSON. */
    body: string;
  }
  | {
    /** `fetch` rejected: the server is unreachable or CORS kept the response from the page. */
    kind: "network";
    /** The error as `fetch` gave it, e.g. `TypeError: Failed to fetch`. */
    message: string;
  }
  | {
    /** `toRequest()` refused the options. */
    kind: "invalid";
    /** Why: the `EndpointError`'s message. */
    message: string;
  }
  | {
    /** Not sent: the request goes to another origin than the server the token is for. */
    kind: "withheld";
    /** Why, naming both origins. */
    message: string;
  };

/**
 * Whether a header tells how much of a rate limit is left: GitHub's `x-ratelimit-*`, and
 * `retry-after`.
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * import { isRateLimitHeader } from "./send_request.ts";
 * assert.ok(isRateLimitHeader("X-RateLimit-Remaining"));
 * assert.ok(!isRateLimitHeader("etag"));
 * ```
 *
 * @param name A header name, any case.
 * @returns `true` for a rate-limit header.
 */
export function isRateLimitHeader(name: string): boolean {
  const lower = name.toLowerCase();
  return lower.startsWith("x-ratelimit-") || lower === "retry-after";
}

/** The body text, pretty-printed when it parses as JSON. */
function pretty(text: string): string {
  try {
    return JSON.stringify(JSON.parse(text), null, 2);
  } catch {
    return text;
  }
}

/**
 * Sends request options with `fetch(toRequest(options))`, the token (when there is one) as the
 * `authorization` header. With a token, a request whose origin (as `toRequest()` builds it, the
 * one `fetch` would use) is not one of `server`'s is not sent at all. The options are not
 * changed. Never throws.
 *
 * @example A refused method is reported, not thrown; the token goes nowhere else
 * ```ts
 * import assert from "node:assert/strict";
 * import { sendRequest } from "./send_request.ts";
 * const server = { origins: ["https://x.test"], what: "this call's base URL" };
 * const refused = { method: "trace", url: "https://x.test/", headers: {} };
 * assert.equal((await sendRequest(refused, "", server)).kind, "invalid");
 * const elsewhere = { method: "GET", url: "https://evil.example/", headers: {} };
 * assert.equal((await sendRequest(elsewhere, "ghp_1", server)).kind, "withheld");
 * ```
 *
 * @param options The request options the page shows.
 * @param token The token as typed; `""` for none.
 * @param server Where the token may go (`tokenServer()`).
 * @param send The `fetch` to use.
 * @returns What happened.
 */
export async function sendRequest(
  options: RequestLike,
  token: string,
  server: TokenServer,
  send: typeof fetch = fetch,
): Promise<SendOutcome> {
  const headers = token.trim() === ""
    ? options.headers
    : { ...options.headers, authorization: authorizationValue(token) };
  let request: Request;
  try {
    request = toRequest({ ...options, headers } as RequestOptions);
  } catch (e) {
    return { kind: "invalid", message: e instanceof Error ? e.message : String(e) };
  }
  const refusal = token.trim() === "" ? undefined : tokenRefusal(request.url, server);
  if (refusal !== undefined) return { kind: "withheld", message: refusal };
  try {
    const response = await send(request);
    return {
      kind: "response",
      status: response.status,
      statusText: response.statusText,
      headers: [...response.headers],
      body: pretty(await response.text()),
    };
  } catch (e) {
    return { kind: "network", message: e instanceof Error ? `${e.name}: ${e.message}` : String(e) };
  }
}
