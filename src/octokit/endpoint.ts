/**
 * The octokit-shaped `endpoint`: this library's endpoint with the three things `@octokit/request`,
 * `@octokit/core` and their plugins read from a result or from `DEFAULTS` done as
 * `@octokit/endpoint` does them (docs/decisions.md, decision 46). Everything else, errors
 * included, is the library's own.
 *
 * @module
 */
import { endpoint as base } from "../endpoint.ts";
import { isPlainObject } from "../uri_template/_plain_object.ts";
import type { Endpoint, EndpointDefaults, MergedOptions, RequestOptions } from "../types.ts";
import type { OctokitEndpoint, OctokitRequestOptions } from "./types.ts";

/**
 * The uppercase form of a result's method, in place: `@octokit/request` hands it to `fetch` as it
 * is, and `fetch` uppercases only DELETE, GET, HEAD, OPTIONS, POST and PUT (a `patch` would go out
 * lowercase); `@octokit/request` and `@octokit/plugin-throttling` compare it with `"HEAD"` and
 * `"GET"`.
 */
function uppercase(result: RequestOptions): OctokitRequestOptions {
  const method = result.method;
  result.method = method === "get" ? "GET" : method === "post" ? "POST" : method.toUpperCase();
  return result as unknown as OctokitRequestOptions;
}

/** Whether `options` (a route string, options, anything) sets `mediaType.previews`. */
function setsPreviews(options: unknown): boolean {
  return isPlainObject(options) && isPlainObject(options.mediaType) &&
    options.mediaType.previews !== undefined;
}

/** Whether a result goes to a `/graphql` url (its query and fragment aside). */
function isGraphql(url: string): boolean {
  const end = url.search(/[?#]/);
  return (end === -1 ? url : url.slice(0, end)).endsWith("/graphql");
}

/**
 * Parses merged options as `@octokit/endpoint` does: previews rewrite `accept` only for a
 * `/graphql` url; elsewhere they are left out.
 */
function parseOctokit(inner: Endpoint, merged: unknown): OctokitRequestOptions {
  const result = inner.parse(merged as MergedOptions);
  const mediaType = isPlainObject(merged) && isPlainObject(merged.mediaType)
    ? merged.mediaType
    : undefined;
  const previews = mediaType?.previews;
  if (!Array.isArray(previews) || previews.length === 0 || isGraphql(result.url)) {
    return uppercase(result);
  }
  const withoutPreviews = { ...merged as MergedOptions, mediaType: { ...mediaType, previews: [] } };
  return uppercase(inner.parse(withoutPreviews));
}

/**
 * Merged options without `mediaType.previews` when nothing set them, as `@octokit/endpoint`'s:
 * it keeps them only when the defaults or the caller gave some, or for the `/graphql` url.
 */
function trimPreviews<T extends EndpointDefaults | MergedOptions>(merged: T, keep: boolean): T {
  if (keep || merged.mediaType.previews.length > 0 || merged.url === "/graphql") return merged;
  const { previews: _, ...mediaType } = merged.mediaType;
  return { ...merged, mediaType } as T;
}

/**
 * Wraps an endpoint function of this library in the octokit shape.
 *
 * @param inner The endpoint function, with its defaults.
 * @param previewsSet Whether its defaults were given `mediaType.previews`.
 */
function octokitShaped(inner: Endpoint, previewsSet: boolean): OctokitEndpoint {
  const DEFAULTS = Object.freeze(trimPreviews(inner.DEFAULTS, previewsSet));
  const parse = (merged: unknown) => parseOctokit(inner, merged);
  const merge = (route?: unknown, options?: unknown): MergedOptions =>
    trimPreviews(
      (inner.merge as (route?: unknown, options?: unknown) => MergedOptions)(route, options),
      previewsSet || setsPreviews(route) || setsPreviews(options),
    );
  function endpoint(route?: unknown, options?: unknown): OctokitRequestOptions {
    // Without previews anywhere, the previews rule has nothing to do: the fast path.
    if (previewsSet || setsPreviews(route) || setsPreviews(options)) {
      return parse(merge(route, options));
    }
    return uppercase((inner as (route?: unknown, options?: unknown) => RequestOptions)(
      route,
      options,
    ));
  }
  return Object.assign(endpoint, {
    DEFAULTS,
    defaults: (options: unknown) =>
      octokitShaped(inner.defaults(options as never), previewsSet || setsPreviews(options)),
    merge,
    parse,
  }) as unknown as OctokitEndpoint;
}

/**
 * `@x/endpoint`'s `endpoint` in the shape `@octokit/request`, `@octokit/core` and their plugins
 * read: the result's `method` is uppercase, `mediaType.previews` rewrite `accept` only for a
 * `/graphql` url, and `DEFAULTS.mediaType` and merged options hold `previews` only when something
 * set them. Everything else is `@x/endpoint`'s: the url and body it builds, its options and its
 * `EndpointError`s.
 *
 * @example The method is uppercase
 * ```ts
 * import { endpoint } from "@x/endpoint/octokit";
 * import assert from "node:assert/strict";
 *
 * const options = endpoint("PATCH /repos/{owner}/{repo}", { owner: "o", repo: "r", a: 1 });
 * assert.equal(options.method, "PATCH");
 * assert.equal(options.url, "https://api.github.com/repos/o/r");
 * assert.equal(JSON.stringify(options.body), '{"a":1}');
 * ```
 *
 * @example Previews only for /graphql, as octokit
 * ```ts
 * import { endpoint } from "@x/endpoint/octokit";
 * import assert from "node:assert/strict";
 *
 * const mediaType = { previews: ["mercy"] };
 * const rest = endpoint("GET /repos/o/r/topics", { mediaType });
 * assert.equal(rest.headers.accept, "application/vnd.github.v3+json");
 * const graphql = endpoint("POST /graphql", { query: "{ viewer { login } }", mediaType });
 * assert.equal(graphql.headers.accept, "application/vnd.github.mercy-preview+json");
 * assert.deepEqual(endpoint.DEFAULTS.mediaType, { format: "" });
 * ```
 */
export const endpoint: OctokitEndpoint = octokitShaped(base, false);
