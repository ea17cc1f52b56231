/**
 * `request.serialize`, `request.serverVariables` and `request.credentials` across layers: a
 * call's entry for a name replaces the defaults' entry for that name (the core merges `request`
 * one level deep only).
 *
 * @module
 */
import type { SerializeOptions } from "./options.ts";
import { EndpointError } from "../uri_template/errors.ts";

/** The `request` keys `withRoutes()` reads; none of them reaches a result. */
export const ROUTE_KEYS = [
  "serialize",
  "serverVariables",
  "parameters",
  "credentials",
  "partHeaders",
] as const;

/** `record`'s own entry for `name`, when `record` is an object (never an inherited one). */
export function ownEntry<T>(record: unknown, name: string): T | undefined {
  return typeof record === "object" && record !== null && Object.hasOwn(record, name)
    ? (record as Record<string, T>)[name]
    : undefined;
}

/** Whether a `request` object holds a key only `withRoutes()` reads. */
export function hasRouteKeys(request: unknown): boolean {
  return ROUTE_KEYS.some((key) => ownRequestKey(request, key) !== undefined);
}

/** A `request` object's own value for `key`, when `request` is an object. */
export function ownRequestKey(request: unknown, key: string): unknown {
  return ownEntry(request, key);
}

/** Whether a value is an object that is not an array. */
function isRecord(value: unknown): boolean {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

/** Two records merged key by key, `given` winning; `undefined` when both are. */
function mergeRecord<T>(base?: Record<string, T>, given?: Record<string, T>) {
  return base === undefined ? given : given === undefined ? base : { ...base, ...given };
}

/**
 * The own enumerable fields of `objects`, later ones winning, in an object without a prototype:
 * reading a field it lacks gives `undefined`, never what `Object.prototype` holds.
 */
export function ownFields<T = Record<string, unknown>>(...objects: unknown[]): T {
  return Object.assign(Object.create(null), ...objects);
}

/** `given` over `base`: per parameter and per encoded property, `given`'s entry wins. */
function mergeSerialize(
  base: SerializeOptions | undefined,
  given: SerializeOptions | undefined,
): SerializeOptions | undefined {
  if (base === undefined || given === undefined) return given ?? base;
  const merged: SerializeOptions = {};
  for (const key of ["parameters", "encoding"] as const) {
    const record = mergeRecord(
      ownEntry<Record<string, never>>(base, key),
      ownEntry<Record<string, never>>(given, key),
    );
    if (record !== undefined) merged[key] = record;
  }
  for (const location of ["query", "path", "header"] as const) {
    const serialization = ownEntry<SerializeOptions["query"]>(given, location) ??
      ownEntry<SerializeOptions["query"]>(base, location);
    if (serialization !== undefined) merged[location] = serialization;
  }
  return merged;
}

/**
 * `given`'s `request` with `serialize`, `serverVariables` and `credentials` merged over `base`'s;
 * `given` itself when it has none of them. Never changes either object.
 */
export function mergeRouteKeys(base: unknown, given: unknown): unknown {
  const serialize = ownRequestKey(given, "serialize") as SerializeOptions | undefined;
  const variables = ownRequestKey(given, "serverVariables") as Record<string, unknown> | undefined;
  const credentials = ownRequestKey(given, "credentials") as Record<string, unknown> | undefined;
  if (serialize === undefined && variables === undefined && credentials === undefined) {
    return given;
  }
  if (variables !== undefined && !isRecord(variables)) {
    throw new EndpointError(
      "INVALID_BASE_URL",
      "Cannot read request.serverVariables: give an object of values by variable name",
    );
  }
  if (credentials !== undefined && !isRecord(credentials)) {
    throw new EndpointError(
      "INVALID_PARAMETER",
      "Cannot read request.credentials: give an object of credentials by security scheme name",
    );
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
