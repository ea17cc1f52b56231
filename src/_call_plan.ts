/**
 * The fast path of `endpoint(route, parameters)`: what depends only on the route string and the
 * defaults (method, compiled url, headers with `accept` rewritten) is planned once per route.
 * A call whose options leave the plan's decisions alone (no `method`, `url` or `baseUrl`) then
 * goes straight to {@linkcode buildRequest}, the same last
 * step as `parse(merge())`, with the same checks of headers and media type; any other call takes
 * that general path. The law tests compare the two over the whole behaviour table.
 */
import { splitRoute } from "./_route.ts";
import { BoundedCache } from "./_cache.ts";
import { compileRoute, type RouteTemplate } from "./_url.ts";
import { applyAccept, type MediaTypeOptions, mergeMediaType } from "./_media_type.ts";
import { mergeParameters } from "./merge.ts";
import { type HeaderMap, type MergedHeaderMap, mergeHeaders, requestHeaders } from "./_headers.ts";
import { buildRequest } from "./_build.ts";
import { readOptions } from "./_option_keys.ts";
import { isPlainObject } from "./_plain_object.ts";
import type { EndpointDefaults, RequestOptions } from "./types.ts";

type Parameters = Record<string, unknown>;

/** What a call of one route through one set of defaults always has. */
export interface CallPlan {
  /** Lowercase. */
  readonly method: string;
  readonly route: RouteTemplate;
  readonly baseUrl: string;
  /** The defaults' headers with `accept` already rewritten from their `mediaType`. */
  readonly headers: Readonly<HeaderMap>;
  /** The defaults' headers as they are, for calls that merge their own over them. */
  readonly defaultHeaders: Readonly<MergedHeaderMap>;
  /** The defaults' media type. */
  readonly mediaType: MediaTypeOptions;
  /** Headers for calls that add only a `mediaType`, by {@linkcode mediaTypeKey}. */
  readonly withMediaType: BoundedCache<Readonly<HeaderMap>>;
}

const NO_PARAMETERS: Parameters = Object.freeze({});
const NO_KEYS: readonly string[] = Object.freeze([]);

function keysOf(parameters: Parameters | undefined): readonly string[] {
  return parameters === undefined ? NO_KEYS : Object.keys(parameters);
}

/** The defaults' parameters (their keys that are not option keys), or `undefined`. */
export function defaultParameters(defaults: EndpointDefaults): Parameters | undefined {
  let result: Parameters | undefined;
  for (const key of readOptions(defaults).parameterKeys) (result ??= {})[key] = defaults[key];
  return result;
}

/** Plans a route through these defaults; `undefined` when it takes the general path. */
export function planCall(defaults: EndpointDefaults, route: string): CallPlan | undefined {
  const options = readOptions(defaults);
  if (options.request !== undefined) return undefined;
  try {
    const parts = splitRoute(route);
    const headers: HeaderMap = { ...requestHeaders(defaults.headers) };
    applyAccept(headers, defaults.mediaType);
    return Object.freeze({
      method: (parts.method ?? options.method as string).toLowerCase(),
      route: compileRoute(parts.url),
      baseUrl: options.baseUrl as string,
      headers: Object.freeze(headers),
      defaultHeaders: defaults.headers,
      mediaType: defaults.mediaType,
      withMediaType: new BoundedCache<Readonly<HeaderMap>>(16),
    });
  } catch {
    return undefined; // the general path reports it, in its own order
  }
}

/** A string that cannot blur the key's separators (valid names never hold NUL). */
function isKeyPart(value: unknown): value is string {
  return typeof value === "string" && !value.includes("\u0000");
}

/**
 * A key that says everything about a `mediaType` made of strings (`format` and `previews`),
 * or `undefined` for any other shape, which is then checked and merged in full every time.
 */
function mediaTypeKey(mediaType: unknown): string | undefined {
  if (!isPlainObject(mediaType)) return undefined;
  let key = "";
  for (const field of Object.keys(mediaType)) {
    const value = mediaType[field];
    if (field === "format" && isKeyPart(value)) key += "f" + value + "\u0000";
    else if (field === "previews" && Array.isArray(value)) {
      key += "p";
      for (const name of value) {
        if (!isKeyPart(name)) return undefined;
        key += name + "\u0000";
      }
    } else if (value !== undefined) return undefined;
  }
  return key;
}

/** The request headers: the plan's, or the caller's merged over the defaults' (checked). */
function headersFor(plan: CallPlan, given: unknown, mediaTypeGiven: unknown): HeaderMap {
  if (given === undefined && mediaTypeGiven === undefined) return { ...plan.headers };
  const key = given === undefined ? mediaTypeKey(mediaTypeGiven) : undefined;
  const known = key === undefined ? undefined : plan.withMediaType.get(key);
  if (known !== undefined) return { ...known };
  const headers = requestHeaders(mergeHeaders(plan.defaultHeaders, given));
  const mediaType = mediaTypeGiven === undefined
    ? plan.mediaType
    : mergeMediaType(plan.mediaType, mediaTypeGiven);
  applyAccept(headers, mediaType);
  if (key !== undefined) plan.withMediaType.set(key, Object.freeze({ ...headers }));
  return headers;
}

/**
 * Runs a planned call; `undefined` when these options need the general path.
 *
 * @throws {EndpointError} as `parse(merge())` would for the same call.
 */
export function runPlan(
  plan: CallPlan,
  defaults: Parameters | undefined,
  options: unknown,
): RequestOptions | undefined {
  const { method, route, baseUrl } = plan;
  if (options === undefined) {
    const headers = { ...plan.headers };
    const parameters = defaults ?? NO_PARAMETERS;
    const keys = keysOf(defaults);
    return buildRequest({ method, route, baseUrl, headers, parameters, keys, request: undefined });
  }
  if (!isPlainObject(options)) return undefined;
  const given = readOptions(options);
  if (given.method !== undefined || given.url !== undefined || given.baseUrl !== undefined) {
    return undefined;
  }
  const headers = headersFor(plan, given.headers, given.mediaType);
  const { request, parameterKeys } = given;
  if (defaults === undefined) {
    const keys = parameterKeys;
    return buildRequest({ method, route, baseUrl, headers, parameters: options, keys, request });
  }
  const parameters = mergeParameters({ ...defaults }, options, parameterKeys);
  const keys = Object.keys(parameters);
  return buildRequest({ method, route, baseUrl, headers, parameters, keys, request });
}
