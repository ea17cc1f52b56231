/**
 * `request.serialize`, `request.serverVariables` and `request.credentials` across layers: a call's entry for a name
 * replaces the defaults' entry for that name (the core merges `request` one level deep only).
 *
 * @module
 */
import type { SerializeOptions } from "./options.ts";

/** The `request` keys `withRoutes()` reads; none of them reaches a result. */
export const ROUTE_KEYS = ["serialize", "serverVariables", "credentials"] as const;

/** A `request` object's own value for `key`, when `request` is an object. */
export function ownRequestKey(request: unknown, key: string): unknown {
  return typeof request === "object" && request !== null && Object.hasOwn(request, key)
    ? (request as Record<string, unknown>)[key]
    : undefined;
}

/** Two records merged key by key, `given` winning; `undefined` when both are. */
function mergeRecord<T>(base?: Record<string, T>, given?: Record<string, T>) {
  return base === undefined ? given : given === undefined ? base : { ...base, ...given };
}

/** `given` over `base`: per parameter and per encoded property, `given`'s entry wins. */
function mergeSerialize(
  base: SerializeOptions | undefined,
  given: SerializeOptions | undefined,
): SerializeOptions | undefined {
  if (base === undefined || given === undefined) return given ?? base;
  const merged: SerializeOptions = {};
  const parameters = mergeRecord(base.parameters, given.parameters);
  if (parameters !== undefined) merged.parameters = parameters;
  const encoding = mergeRecord(base.encoding, given.encoding);
  if (encoding !== undefined) merged.encoding = encoding;
  for (const location of ["query", "path", "header"] as const) {
    const serialization = given[location] ?? base[location];
    if (serialization !== undefined) merged[location] = serialization;
  }
  return merged;
}

/**
 * `given`'s `request` with `serialize` and `serverVariables` merged over `base`'s; `given` itself
 * when neither layer has them. Never changes either object.
 */
export function mergeRouteKeys(base: unknown, given: unknown): unknown {
  const serialize = ownRequestKey(given, "serialize") as SerializeOptions | undefined;
  const variables = ownRequestKey(given, "serverVariables") as Record<string, unknown> | undefined;
  const credentials = ownRequestKey(given, "credentials") as Record<string, unknown> | undefined;
  if (serialize === undefined && variables === undefined && credentials === undefined) {
    return given;
  }
  const request = { ...(given as Record<string, unknown>) };
  const mergedSerialize = mergeSerialize(
    ownRequestKey(base, "serialize") as SerializeOptions | undefined,
    serialize,
  );
  if (mergedSerialize !== undefined) request.serialize = mergedSerialize;
  const mergedVariables = mergeRecord(
    ownRequestKey(base, "serverVariables") as Record<string, unknown> | undefined,
    variables,
  );
  if (mergedVariables !== undefined) request.serverVariables = mergedVariables;
  const mergedCredentials = mergeRecord(
    ownRequestKey(base, "credentials") as Record<string, unknown> | undefined,
    credentials,
  );
  if (mergedCredentials !== undefined) request.credentials = mergedCredentials;
  return request;
}
