/**
 * `endpoint(route, options)` up to the request: the route split, one layer of options merged
 * over the endpoint's defaults and checked as `parse()` checks merged options, and the url
 * compiled, without building merged options in between. `endpoint(r, o)` is
 * `parse(merge(r, o))` (docs/behaviour.md section 1); the law tests hold every call style to it.
 */
import { compileRouteUrl, compileUrl } from "./_url.ts";
import { type Defaults, readDefaults, requestHeadersFor } from "./_defaults.ts";
import { callArguments, layer, mergeParameters } from "./_layer.ts";
import { mergeLayer } from "./merge.ts";
import type { RouteParts } from "./_route.ts";
import type { Call } from "./_build.ts";

/** One layer of options over `defaults`, as a call. */
function callOf(defaults: Defaults, options: Record<string, unknown>, route?: RouteParts): Call {
  const { given, method, url, baseUrl, request } = layer(defaults, options, route);
  const headers = requestHeadersFor(defaults, given.headers, given.mediaType);
  let parameters = options;
  let keys: readonly string[] = given.parameterKeys;
  if (defaults.parameters !== undefined) {
    parameters = mergeParameters({ ...defaults.parameters }, options, keys);
    keys = Object.keys(parameters);
  }
  return {
    method,
    route: route !== undefined && url === route.url ? compileRouteUrl(route) : compileUrl(url),
    baseUrl,
    headers,
    parameters,
    keys,
    request,
  };
}

/**
 * Resolves `endpoint(route, options)` over `defaults` into a {@linkcode Call}.
 *
 * @throws {EndpointError} as `parse(merge(route, options))` would, in the same order.
 */
export function resolveCall(defaults: Defaults, route: unknown, options: unknown): Call {
  const call = callArguments(route, options);
  if (call.more === undefined) return callOf(defaults, call.options, call.route);
  // endpoint(options, more): the first object merged over the defaults is the second's defaults.
  return callOf(readDefaults(mergeLayer(defaults, call.options)), call.more);
}
