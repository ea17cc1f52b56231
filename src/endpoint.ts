/**
 * `endpoint()` and its members: `DEFAULTS`, `defaults()`, `merge()`, `parse()`.
 *
 * @module
 */
import { VERSION } from "./_version.ts";
import { frozenDefaults } from "./_freeze.ts";
import { buildRequest } from "./_build.ts";
import { merge, readDefaults, resolveCall } from "./merge.ts";
import { parse } from "./parse.ts";
import type { Endpoint, MergedOptions, RequestOptions } from "./types.ts";

/**
 * Creates an endpoint function with these (already merged) defaults. A call runs one pipeline:
 * route, merge, parse (as checks, without building merged options), expand, request.
 *
 * @param options Merged options; they are copied and deeply frozen (a `Date` becomes its ISO
 * string; a value that can be neither copied nor frozen is `INVALID_PARAMETER`).
 * @returns The endpoint function.
 */
function withDefaults(options: MergedOptions): Endpoint {
  const DEFAULTS = frozenDefaults(options);
  const defaults = readDefaults(DEFAULTS);
  function endpoint(route?: unknown, options?: unknown): RequestOptions {
    return buildRequest(resolveCall(defaults, route, options));
  }
  return Object.assign(endpoint, {
    DEFAULTS,
    defaults: (options: unknown) => withDefaults(merge(defaults, options)),
    merge: (route?: unknown, options?: unknown) => merge(defaults, route, options),
    parse: (merged: unknown) => parse(merged, defaults),
  }) as unknown as Endpoint;
}

/**
 * Builds request options from a route and parameters: method, url, headers and, for PATCH,
 * POST, PUT and DELETE, a body. Synchronous and pure; it sends nothing.
 *
 * Placeholders (`{name}`, `/:name`, all of RFC 6570) take their parameters; GET, HEAD and other
 * non-body methods send the rest as a query string; body methods send them as a JSON body, or
 * `data` as it is.
 *
 * @example List issues
 * ```ts
 * import { endpoint } from "@x/endpoint";
 * import assert from "node:assert/strict";
 *
 * const options = endpoint("GET /repos/{owner}/{repo}/issues", {
 *   owner: "denoland",
 *   repo: "deno",
 *   state: "open",
 * });
 * assert.equal(options.method, "get");
 * assert.equal(options.url, "https://api.github.com/repos/denoland/deno/issues?state=open");
 * assert.equal(options.headers.accept, "application/vnd.github.v3+json");
 * ```
 *
 * @example Create an issue: a JSON body
 * ```ts
 * import { endpoint } from "@x/endpoint";
 * import assert from "node:assert/strict";
 *
 * const options = endpoint("POST /repos/{owner}/{repo}/issues", {
 *   owner: "denoland",
 *   repo: "deno",
 *   title: "Found a bug",
 * });
 * // The body has no prototype, as octokit's (so `String(body)` throws): compare its JSON.
 * assert.equal(JSON.stringify(options.body), '{"title":"Found a bug"}');
 * assert.equal(options.headers["content-type"], "application/json; charset=utf-8");
 * ```
 *
 * @example Defaults that cascade
 * ```ts
 * import { endpoint } from "@x/endpoint";
 * import assert from "node:assert/strict";
 *
 * const enterprise = endpoint.defaults({
 *   baseUrl: "https://github.example.com/api/v3",
 *   headers: { authorization: "token secret" },
 * });
 * const mine = enterprise.defaults({ owner: "octocat" });
 * const { url, headers } = mine("GET /repos/{owner}/{repo}", { repo: "hello" });
 * assert.equal(url, "https://github.example.com/api/v3/repos/octocat/hello");
 * assert.equal(headers.authorization, "token secret");
 * assert.equal(mine.DEFAULTS.owner, "octocat");
 * ```
 *
 * @example Merge, then parse
 * ```ts
 * import { endpoint } from "@x/endpoint";
 * import assert from "node:assert/strict";
 *
 * const merged = endpoint.merge("GET /users/{username}", { username: "octocat" });
 * assert.equal(merged.url, "/users/{username}");
 * assert.deepEqual(endpoint.parse(merged), endpoint("GET /users/{username}", { username: "octocat" }));
 * ```
 */
export const endpoint: Endpoint = withDefaults({
  method: "GET",
  baseUrl: "https://api.github.com",
  headers: {
    accept: "application/vnd.github.v3+json",
    "user-agent": `x-endpoint.js/${VERSION}`,
  },
  mediaType: { format: "", previews: [] },
});
