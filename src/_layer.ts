/**
 * The rules `merge()` and `endpoint()` share (docs/behaviour.md section 3): what the arguments
 * are, and how one layer of options settles the method, url, base URL and `request` over the
 * defaults. `merge()` goes on to build merged options; `endpoint()` goes straight on to the
 * request, without building them.
 */
import { EndpointError } from "./uri_template/errors.ts";
import { quote } from "./uri_template/_quote.ts";
import { type RouteParts, splitRoute } from "./_route.ts";
import { checkMethod } from "./_validate.ts";
import { normalizeBaseUrl } from "./_base_url.ts";
import type { Defaults } from "./_defaults.ts";
import { mergeDeep } from "./_merge_deep.ts";
import { isPlainObject } from "./uri_template/_plain_object.ts";
import { type ReadOptions, readOptions } from "./_option_keys.ts";

type Options = Record<string, unknown>;

/**
 * The arguments of a call: the route string's parts (when there is one) and the options; with
 * two options objects, `more` is merged over the first.
 */
export interface CallArguments {
  readonly route: RouteParts | undefined;
  readonly options: Options;
  readonly more: Options | undefined;
}

const NO_OPTIONS: Options = Object.freeze({});

function checkOptions(options: unknown): Options {
  if (options === undefined) return NO_OPTIONS;
  if (options === null || typeof options !== "object" || Array.isArray(options)) {
    throw new EndpointError(
      "INVALID_ROUTE",
      `Cannot use ${quote(options)} as options: use an object`,
    );
  }
  return options as Options;
}

/**
 * Reads `endpoint(route, options)`, `endpoint(options)`, `endpoint(options, more)` and
 * `endpoint()` (which means `GET /`).
 *
 * @throws {EndpointError} `INVALID_ROUTE` or `INVALID_METHOD`.
 */
export function callArguments(route: unknown, options: unknown): CallArguments {
  if (typeof route === "string") {
    const checked = checkOptions(options);
    return { route: splitRoute(route), options: checked, more: undefined };
  }
  if (route === undefined) {
    return { route: undefined, options: checkOptions(options), more: undefined };
  }
  if (route === null || typeof route !== "object" || Array.isArray(route)) {
    throw new EndpointError(
      "INVALID_ROUTE",
      `Cannot use ${
        quote(route)
      } as a route: use a string such as "GET /path" or an options object`,
    );
  }
  const more = options === undefined ? undefined : checkOptions(options);
  return { route: undefined, options: route as Options, more };
}

/** What one layer of options settles over the defaults, and the options as read. */
export interface Layer {
  readonly given: ReadOptions;
  /** The method, as given (checked). */
  readonly method: string;
  /** The url template, or `undefined` (which means `/`); checked when it is compiled. */
  readonly url: unknown;
  readonly baseUrl: string;
  readonly request: unknown;
}

function mergeRequest(base: unknown, given: unknown): unknown {
  if (given === undefined) return base;
  if (isPlainObject(base) && isPlainObject(given)) return mergeDeep(base, given);
  return given;
}

/**
 * Settles one layer of `options` (and the route's parts) over `defaults`: the options win, then
 * the route, then the defaults; `undefined` never overrides.
 *
 * @throws {EndpointError} `INVALID_METHOD` or `INVALID_BASE_URL`.
 */
export function layer(defaults: Defaults, options: Options, route?: RouteParts): Layer {
  const given = readOptions(options);
  return {
    given,
    method: given.method !== undefined
      ? checkMethod(given.method)
      : route?.method ?? defaults.method,
    url: given.url ?? route?.url ?? defaults.url,
    baseUrl: given.baseUrl !== undefined ? normalizeBaseUrl(given.baseUrl) : defaults.baseUrl,
    request: mergeRequest(defaults.request, given.request),
  };
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
    if (key !== "data" && isPlainObject(value)) {
      const current = target[key];
      if (isPlainObject(current) && Object.hasOwn(target, key)) {
        target[key] = mergeDeep(current, value);
        continue;
      }
    }
    target[key] = value;
  }
  return result;
}
