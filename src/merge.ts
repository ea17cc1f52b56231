/**
 * `merge`: a route and options over defaults, not yet parsed (SPEC section 3).
 *
 * @module
 */
import { EndpointError } from "./errors.ts";
import { quote } from "./_quote.ts";
import { splitRoute } from "./_route.ts";
import { checkMethod, normalizeBaseUrl } from "./_validate.ts";
import { mergeHeaders } from "./_headers.ts";
import { mergeMediaType } from "./_media_type.ts";
import { mergeDeep } from "./_merge_deep.ts";
import { isPlainObject } from "./_plain_object.ts";
import { readOptions } from "./_option_keys.ts";
import type { EndpointDefaults, MergedOptions } from "./types.ts";

type Options = Record<string, unknown>;

function checkOptions(options: unknown): Options {
  if (options === null || typeof options !== "object" || Array.isArray(options)) {
    throw new EndpointError(
      "INVALID_ROUTE",
      `Cannot use ${quote(options)} as options: use an object`,
    );
  }
  return options as Options;
}

function mergeRequest(base: unknown, given: unknown): unknown {
  if (given === undefined) return base;
  if (isPlainObject(base) && isPlainObject(given)) return mergeDeep(base, given);
  return given;
}

/** Merges one layer of caller options over merged (or default) options. */
function mergeLayer(
  base: EndpointDefaults | MergedOptions,
  options: Options,
  route?: { method?: string; url: string },
): MergedOptions {
  const given = readOptions(options);
  const from = readOptions(base);
  const method = given.method !== undefined
    ? checkMethod(given.method)
    : route?.method ?? from.method as string;
  const url = given.url ?? route?.url ?? from.url;
  const result: MergedOptions = {
    method,
    baseUrl: given.baseUrl !== undefined ? normalizeBaseUrl(given.baseUrl) : from.baseUrl as string,
    headers: mergeHeaders(base.headers, given.headers),
    mediaType: mergeMediaType(base.mediaType, given.mediaType) as MergedOptions["mediaType"],
  };
  if (url !== undefined) result.url = url as string;
  const request = mergeRequest(from.request, given.request);
  if (request !== undefined) result.request = request as MergedOptions["request"];
  for (const key of from.parameterKeys) result[key] = base[key];
  return mergeParameters(result, options, given.parameterKeys);
}

/**
 * Merges the caller's parameters (`given`'s `keys`, all parameter keys) into `result` (which
 * already holds the defaults' parameters, in their order) and returns it: `undefined` never
 * overrides, and plain objects merge deeply except `data`.
 */
export function mergeParameters<T extends Options>(
  result: T,
  given: Options,
  keys: readonly string[],
): T {
  const target = result as Options;
  for (let i = 0; i < keys.length; i++) {
    const key = keys[i];
    const value = given[key];
    if (value === undefined) continue;
    const current = target[key];
    target[key] = key !== "data" && isPlainObject(value) && isPlainObject(current) &&
        Object.hasOwn(target, key)
      ? mergeDeep(current, value)
      : value;
  }
  return result;
}

/**
 * Merges `route` and `options` over `defaults`: `merge(route, options)`, `merge(options)`, or
 * `merge()` (which means `GET /`).
 *
 * @throws {EndpointError} `INVALID_ROUTE`, `INVALID_METHOD`, `INVALID_BASE_URL`,
 * `INVALID_HEADER` or `INVALID_PARAMETER`.
 */
export function merge(
  defaults: EndpointDefaults | MergedOptions,
  route?: unknown,
  options?: unknown,
): MergedOptions {
  if (typeof route === "string") {
    return mergeLayer(
      defaults,
      options === undefined ? {} : checkOptions(options),
      splitRoute(route),
    );
  }
  if (route === undefined) {
    return mergeLayer(defaults, options === undefined ? {} : checkOptions(options));
  }
  if (route === null || typeof route !== "object" || Array.isArray(route)) {
    throw new EndpointError(
      "INVALID_ROUTE",
      `Cannot use ${
        quote(route)
      } as a route: use a string such as "GET /path" or an options object`,
    );
  }
  const first = mergeLayer(defaults, route as Options);
  return options === undefined ? first : mergeLayer(first, checkOptions(options));
}
