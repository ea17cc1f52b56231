/**
 * Header merging: names lowercased, `null` removes, `undefined` is ignored.
 *
 * Merged headers keep a removed header as `null`, so the removal survives being merged again
 * (merged options given to `.defaults()`, `DEFAULTS` cascades); request headers never hold one.
 */
import { EndpointError } from "./errors.ts";
import { quote } from "./_quote.ts";
import { headerName, headerValue } from "./_validate.ts";

/** Request headers: names lowercased, values strings. */
export type HeaderMap = Record<string, string>;

/** Merged headers: a `null` value marks a removed header. */
export type MergedHeaderMap = Record<string, string | null>;

/**
 * Returns new merged headers: `base` (already checked) with `headers` merged over it.
 *
 * @throws {EndpointError} `INVALID_HEADER` for a bad name, value, or a non-object.
 */
export function mergeHeaders(
  base: Readonly<MergedHeaderMap> | undefined,
  headers: unknown,
): MergedHeaderMap {
  const result: MergedHeaderMap = {};
  if (base !== undefined) {
    for (const name of Object.keys(base)) {
      if (name !== "__proto__") result[name] = base[name];
    }
  }
  if (headers === undefined) return result;
  if (headers === null || typeof headers !== "object" || Array.isArray(headers)) {
    throw new EndpointError(
      "INVALID_HEADER",
      `Cannot use ${quote(headers)} as headers: use an object of names to values`,
    );
  }
  const given = headers as Record<string, unknown>;
  for (const key of Object.keys(given)) {
    const value = given[key];
    if (value === undefined) continue;
    const name = headerName(key);
    if (name !== "__proto__") result[name] = value === null ? null : headerValue(name, value);
  }
  return result;
}

/** Request headers from merged ones: the removed (`null`) headers left out. */
export function requestHeaders(headers: MergedHeaderMap): HeaderMap {
  for (const name in headers) {
    if (headers[name] === null) {
      const result: HeaderMap = {};
      for (const key of Object.keys(headers)) {
        if (headers[key] !== null) result[key] = headers[key] as string;
      }
      return result;
    }
  }
  return headers as HeaderMap;
}
