/**
 * `@x/endpoint/octokit`: `endpoint` in the shape `@octokit/request`, `@octokit/core` and their
 * plugins expect of `@octokit/endpoint` (an uppercase `method`, octokit's previews rule and
 * `mediaType` defaults), with everything else `@x/endpoint`'s: its urls, bodies, options and
 * `EndpointError`s. On npm it is also the root of its own package, `@x/endpoint-octokit`, which
 * npm `overrides` put in place of `@octokit/endpoint` (docs/moving-from-octokit.md).
 *
 * @example
 * ```ts
 * import { endpoint, EndpointError } from "@x/endpoint/octokit";
 * import assert from "node:assert/strict";
 *
 * const options = endpoint("GET /repos/{owner}/{repo}/issues", { owner: "o", repo: "r", page: 2 });
 * assert.equal(options.method, "GET");
 * assert.equal(options.url, "https://api.github.com/repos/o/r/issues?page=2");
 * assert.throws(() => endpoint("GET /repos/{owner}", { owner: ".." }), EndpointError);
 * ```
 *
 * @module
 */
export { endpoint } from "./endpoint.ts";
export { EndpointError, type EndpointErrorCode } from "../uri_template/errors.ts";
export type {
  EndpointOptions,
  HeaderValue,
  MediaType,
  RequestHeaders,
  RequestMetadata,
} from "../types.ts";
export type {
  OctokitEndpoint,
  OctokitMergedOptions,
  OctokitMethod,
  OctokitOptions,
  OctokitRequestOptions,
} from "./types.ts";
