/**
 * Build HTTP request options from REST routes: `endpoint("GET /repos/{owner}/{repo}/issues",
 * params)` returns `{ method, url, headers, body? }` for any HTTP client. Synchronous, pure,
 * zero dependencies, on web standards.
 *
 * It fills `{name}` and `/:name` placeholders (all of RFC 6570 level 4), sends the other
 * parameters as a query string or a JSON body by method, merges default headers, rewrites
 * `accept` from `mediaType`, and cascades defaults. Anything it cannot build correctly is an
 * {@linkcode EndpointError} with a stable `code`.
 *
 * @example Build request options and send them with fetch
 * ```ts
 * import { endpoint, toRequest } from "@x/endpoint";
 * import assert from "node:assert/strict";
 *
 * const options = endpoint("GET /repos/{owner}/{repo}/issues{?state}", {
 *   owner: "denoland",
 *   repo: "deno",
 *   state: "open",
 *   per_page: 5,
 * });
 * assert.equal(
 *   options.url,
 *   "https://api.github.com/repos/denoland/deno/issues?state=open&per_page=5",
 * );
 * const request = toRequest(options); // ready for fetch(request)
 * assert.equal(request.method, "GET");
 * ```
 *
 * @module
 */
export { endpoint } from "./src/endpoint.ts";
export { EndpointError } from "./src/uri_template/errors.ts";
export type { EndpointErrorCode, EndpointErrorOptions } from "./src/uri_template/errors.ts";
export { toRequest } from "./src/request.ts";
export { expandTemplate, parseTemplate } from "./src/uri_template/mod.ts";
export type {
  TemplateOptions,
  TemplateValue,
  TemplateVariables,
  UriTemplate,
} from "./src/uri_template/mod.ts";
export type {
  CallMethod,
  Endpoint,
  EndpointDefaults,
  EndpointOptions,
  HeaderValue,
  HttpMethod,
  MediaType,
  MergedOptions,
  OptionalParameterNames,
  PlaceholderValue,
  RequestHeaders,
  RequestMetadata,
  RequestMethod,
  RequestOptions,
  RequiredParameterNames,
  Route,
  RouteArguments,
  RouteOptions,
  RouteParameters,
} from "./src/types.ts";
export type {
  OpenApiArguments,
  OpenApiCallShape,
  OpenApiEndpoint,
  OpenApiOptions,
  OpenApiRoute,
  WithRoutes,
} from "./src/openapi/types.ts";
export type { JsonResponse, ResponseOf, ResponseStatus } from "./src/openapi/response.ts";
