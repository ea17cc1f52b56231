/**
 * `merge`: a route and options over defaults, not yet parsed (docs/behaviour.md section 3).
 *
 * @module
 */
import type { RouteParts } from "./_route.ts";
import { mergeHeaders } from "./_headers.ts";
import { mergeMediaType } from "./_media_type.ts";
import { type Defaults, readDefaults } from "./_defaults.ts";
import { callArguments, layer, mergeParameters } from "./_layer.ts";
import type { MergedOptions } from "./types.ts";

/** Merges one layer of options (and the route's parts) over the defaults. */
export function mergeLayer(
  defaults: Defaults,
  options: Record<string, unknown>,
  route?: RouteParts,
): MergedOptions {
  const { given, method, url, baseUrl, request } = layer(defaults, options, route);
  const result: MergedOptions = {
    method,
    baseUrl,
    headers: mergeHeaders(defaults.headers, given.headers),
    mediaType: mergeMediaType(defaults.mediaType, given.mediaType) as MergedOptions["mediaType"],
  };
  if (url !== undefined) result.url = url as string;
  if (request !== undefined) result.request = request as MergedOptions["request"];
  // The defaults' parameters first, in their order; the caller's merge into them.
  if (defaults.parameters !== undefined) Object.assign(result, defaults.parameters);
  return mergeParameters(result, options, given.parameterKeys);
}

/**
 * Merges `route` and `options` over `defaults`: `merge(route, options)`, `merge(options)`,
 * `merge(options, more)` or `merge()` (which means `GET /`).
 *
 * @throws {EndpointError} `INVALID_ROUTE`, `INVALID_METHOD`, `INVALID_BASE_URL`,
 * `INVALID_HEADER` or `INVALID_PARAMETER`.
 */
export function merge(defaults: Defaults, route?: unknown, options?: unknown): MergedOptions {
  const call = callArguments(route, options);
  const first = mergeLayer(defaults, call.options, call.route);
  return call.more === undefined ? first : mergeLayer(readDefaults(first), call.more);
}
