/**
 * Checks, before anything is timed, that the implementations in a group build the same request:
 * a bench that times a wrong answer proves nothing.
 *
 * @module
 */
import assert from "node:assert/strict";

/** The shape both `@x/endpoint` and `@octokit/endpoint` return. */
export interface RequestLike {
  method: string;
  url: string;
  headers: Record<string, unknown>;
  body?: unknown;
}

/** Either library's `endpoint`, typed loosely enough for any route string. */
export interface AnyEndpoint {
  (route: string, params?: Record<string, unknown>): RequestLike;
  /** A new endpoint function with merged defaults. */
  defaults(options: Record<string, unknown>): AnyEndpoint;
}

/** What may legitimately differ between the two results. */
export interface AgreeOptions {
  /** Leave the user-agent out (each library names itself). */
  ignoreUserAgent?: boolean;
}

function normalise(request: RequestLike, options: AgreeOptions) {
  const headers = Object.entries(request.headers)
    .filter(([name]) => !(options.ignoreUserAgent && name === "user-agent"))
    .map(([name, value]) => [name, String(value)])
    .sort(([a], [b]) => (a < b ? -1 : 1));
  const body = request.body;
  const plain = typeof body === "object" && body !== null &&
    [Object.prototype, null].includes(Object.getPrototypeOf(body));
  return {
    // docs/behaviour.md section 9: ours is lowercase, octokit's uppercase.
    method: request.method.toUpperCase(),
    url: request.url,
    headers,
    // octokit's body object has a null prototype; compare its JSON, and anything else as is.
    body: plain ? JSON.stringify(body) : body,
  };
}

/**
 * Throws unless `actual` and `expected` are the same request (method case aside, and the
 * user-agent when asked). `label` names the case in the error.
 */
export function assertSameRequest(
  label: string,
  actual: RequestLike,
  expected: RequestLike,
  options: AgreeOptions = {},
): void {
  const a = normalise(actual, options);
  const e = normalise(expected, options);
  assert.deepStrictEqual(a, e, `${label}: the implementations disagree`);
}
