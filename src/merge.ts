/**
 * `merge`, and the first half of every call: the arguments read, then one layer of options settled
 * over an endpoint's defaults (docs/behaviour.md section 3). From the layer, `merge()` builds
 * merged options, while `endpoint()` goes straight on to a {@linkcode Call} for the request,
 * without building them: `endpoint(r, o)` is `parse(merge(r, o))` (docs/behaviour.md section 1),
 * which the law tests hold every call style to. In the order a call runs: the defaults (read once,
 * when an endpoint function is made), the arguments, the layer, the parameters, the headers, then
 * `merge()` and `resolveCall()`.
 *
 * @module
 */
import { EndpointError } from "./uri_template/errors.ts";
import { quote } from "./uri_template/_quote.ts";
import { type RouteParts, splitRoute } from "./_route.ts";
import { compileRouteUrl, compileUrl } from "./_compile_url.ts";
import { checkMethod } from "./_validate.ts";
import { normalizeBaseUrl } from "./_base_url.ts";
import { mergeParameters, mergeRequest } from "./_merge_deep.ts";
import { type ReadOptions, readOptions } from "./_option_keys.ts";
import { type HeaderMap, type MergedHeaderMap, mergeHeaders, requestHeaders } from "./_headers.ts";
import { applyAccept, type MediaTypeOptions, resolveMediaType } from "./_media_type.ts";
import type { Call } from "./_build.ts";
import type { EndpointDefaults, MergedOptions } from "./types.ts";

type Options = Record<string, unknown>;

// An endpoint function's defaults, read once when the function is made: every call merges over
// these fields instead of reading `DEFAULTS` again, and the request headers a call gets when it
// adds no headers of its own are ready (their `accept` already rewritten from the media type).

/** Merged options (already checked) read once, ready for calls to merge over. */
export interface Defaults extends ReadOptions {
  readonly method: string;
  /** A default url, when one was set. */
  readonly url: unknown;
  readonly baseUrl: string;
  readonly headers: Readonly<MergedHeaderMap>;
  readonly mediaType: MediaTypeOptions;
  readonly request: unknown;
  /** The default parameters, or `undefined` when there are none. */
  readonly parameters: Readonly<Options> | undefined;
  /** The request headers of a call that adds no headers and no media type. */
  readonly requestHeaders: Readonly<HeaderMap>;
}

/** Reads merged options (`DEFAULTS`, or what `merge()` built) into {@linkcode Defaults}. */
export function readDefaults(merged: EndpointDefaults | MergedOptions): Defaults {
  const read = readOptions(merged);
  let parameters: Options | undefined;
  for (const key of read.parameterKeys) (parameters ??= {})[key] = merged[key];
  const ready: HeaderMap = { ...requestHeaders(read.headers as MergedHeaderMap) };
  applyAccept(ready, read.mediaType as MediaTypeOptions);
  return Object.assign(read, {
    parameters: parameters && Object.freeze(parameters),
    requestHeaders: Object.freeze(ready),
  }) as Defaults;
}

// The arguments, and one layer of options over the defaults.

/** What a call does with one layer of options over `defaults` (and the route string's parts). */
type LayerStep<T> = (defaults: Defaults, options: Options, route?: RouteParts) => T;

const NO_OPTIONS: Options = Object.freeze({});

/** Returns `value` when it is an object that is not an array, to be used `as` what it says. */
function checkObject(value: unknown, as: string): Options {
  if (value === null || typeof value !== "object" || Array.isArray(value)) {
    throw new EndpointError("INVALID_ROUTE", `Cannot use ${quote(value)} as ${as}`);
  }
  return value as Options;
}

function checkOptions(options: unknown): Options {
  return options === undefined ? NO_OPTIONS : checkObject(options, "options: use an object");
}

/**
 * Reads `endpoint(route, options)`, `endpoint(options)`, `endpoint(options, more)` and
 * `endpoint()` (which means `GET /`), and takes `step` over `defaults` with them: with two
 * options objects, over the first merged over `defaults`.
 *
 * @throws {EndpointError} `INVALID_ROUTE`, `INVALID_METHOD`, or what merging the first of two
 * options objects throws, then what `step` throws.
 */
function withArguments<T>(
  defaults: Defaults,
  route: unknown,
  options: unknown,
  step: LayerStep<T>,
): T {
  if (typeof route === "string") return step(defaults, checkOptions(options), splitRoute(route));
  if (route === undefined) return step(defaults, checkOptions(options));
  const first = checkObject(route, "a route: use a string or an object");
  if (options === undefined) return step(defaults, first);
  const more = checkOptions(options);
  // endpoint(options, more): the first object merged over the defaults is the second's defaults.
  return step(readDefaults(mergeLayer(defaults, first)), more);
}

/** One layer of options read, with what it settles over the defaults. */
interface Layer extends ReadOptions {
  /** The method: the options' (checked), else the route's, else the defaults'. */
  method: string;
  /** The url template, or `undefined` (which means `/`); checked when it is compiled. */
  url: unknown;
  baseUrl: string;
  request: unknown;
}

/**
 * Reads one layer of `options` and settles it (and the route's parts) over `defaults`: the options
 * win, then the route, then the defaults; `undefined` never overrides. `headers` and `mediaType`
 * stay as given.
 *
 * @throws {EndpointError} `INVALID_METHOD` or `INVALID_BASE_URL`.
 */
function layer(defaults: Defaults, options: Options, route?: RouteParts): Layer {
  const given = readOptions(options);
  given.method = given.method !== undefined
    ? checkMethod(given.method)
    : route?.method ?? defaults.method;
  given.url ??= route?.url ?? defaults.url;
  given.baseUrl = given.baseUrl !== undefined ? normalizeBaseUrl(given.baseUrl) : defaults.baseUrl;
  given.request = mergeRequest(defaults.request, given.request);
  return given as Layer;
}

// The request headers of a call.

/**
 * The request headers of a call: the caller's `headers` merged over the defaults' (and checked),
 * `accept` rewritten for the caller's `mediaType` merged over the defaults'. Always a new object.
 *
 * @throws {EndpointError} `INVALID_HEADER`, then `INVALID_PARAMETER` for the media type.
 */
function requestHeadersFor(
  defaults: Defaults,
  headers: unknown,
  mediaType: unknown,
): HeaderMap {
  if (headers === undefined && mediaType === undefined) return { ...defaults.requestHeaders };
  const result = requestHeaders(mergeHeaders(defaults.headers, headers));
  applyAccept(result, resolveMediaType(defaults.mediaType, mediaType));
  return result;
}

// What the layer becomes: merged options for `merge()`, a call for `endpoint()`.

/** Merges one layer of options (and the route's parts) over the defaults. */
function mergeLayer(
  defaults: Defaults,
  options: Options,
  route?: RouteParts,
): MergedOptions {
  const given = layer(defaults, options, route);
  const { url, request } = given;
  const headers = mergeHeaders(defaults.headers, given.headers);
  const { format, previews } = resolveMediaType(defaults.mediaType, given.mediaType);
  // A new media type with a new `previews` array: merged options are the caller's to change.
  const result: MergedOptions = {
    method: given.method,
    baseUrl: given.baseUrl,
    headers,
    mediaType: { format, previews: [...previews] },
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
  return withArguments(defaults, route, options, mergeLayer);
}

/** One layer of options over `defaults`, as a call. */
function callOf(defaults: Defaults, options: Options, route?: RouteParts): Call {
  const given = layer(defaults, options, route);
  const { url } = given;
  const headers = requestHeadersFor(defaults, given.headers, given.mediaType);
  let parameters = options;
  let keys: readonly string[] = given.parameterKeys;
  if (defaults.parameters !== undefined) {
    parameters = mergeParameters({ ...defaults.parameters }, options, keys);
    keys = Object.keys(parameters);
  }
  return {
    method: given.method,
    route: route !== undefined && url === route.url ? compileRouteUrl(route) : compileUrl(url),
    baseUrl: given.baseUrl,
    headers,
    parameters,
    keys,
    request: given.request,
  };
}

/**
 * Resolves `endpoint(route, options)` over `defaults` into a {@linkcode Call}.
 *
 * @throws {EndpointError} as `parse(merge(route, options))` would, in the same order.
 */
export function resolveCall(defaults: Defaults, route: unknown, options: unknown): Call {
  return withArguments(defaults, route, options, callOf);
}
