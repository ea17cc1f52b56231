/**
 * Header merging: names lowercased, `null` removes, `undefined` is ignored.
 *
 * Merged headers keep a removed header as `null`, so the removal survives being merged again
 * (merged options given to `.defaults()`, `DEFAULTS` cascades); request headers never hold one.
 */
import { EndpointError } from "./uri_template/errors.ts";
import { quoteMasked } from "./uri_template/_quote.ts";
import { isPlainObject } from "./uri_template/_plain_object.ts";
import { headerName, headerValue } from "./_validate.ts";

/** Request headers: names lowercased, values strings. */
export type HeaderMap = Record<string, string>;

/** Merged headers: a `null` value marks a removed header. */
export type MergedHeaderMap = Record<string, string | null>;

/**
 * Headers as an object of names to values. A `Headers` or a `Map` is read by its entries (their
 * own enumerable keys are none, so reading those would drop every header); anything that is not
 * an object is rejected. A plain object needs no further test; any other object is told by its
 * built-in tag (a cheap test, so an endpoint() call never loads a runtime's `fetch` to compare
 * with `Headers`), then read by the built-in method, which checks that it is a real one: a `Map`
 * from another realm is read, a proxy or an object made from `Map.prototype` is rejected.
 */
function checkShape(headers: unknown): Record<string, unknown> {
  if (headers === null || typeof headers !== "object" || Array.isArray(headers)) {
    return invalidHeaders(headers);
  }
  if (isPlainObject(headers)) return headers;
  const tag = Object.prototype.toString.call(headers);
  if (tag !== "[object Map]" && tag !== "[object Headers]") {
    return headers as Record<string, unknown>;
  }
  try {
    const entries = tag === "[object Map]"
      ? Map.prototype.entries.call(headers as Map<unknown, unknown>)
      : Headers.prototype.entries.call(headers as Headers);
    return Object.fromEntries(entries);
  } catch (cause) {
    return invalidHeaders(headers, cause); // a proxy, or an object made from the prototype
  }
}

function invalidHeaders(headers: unknown, cause?: unknown): never {
  throw new EndpointError(
    "INVALID_HEADER",
    // A string given as headers is most likely a credential given in the wrong place.
    `Cannot use ${quoteMasked(headers, "authorization")} as headers: use an object, Map or Headers`,
    { cause },
  );
}

/**
 * Merges `headers` into `result` in place: names lowercased, values checked, `null` kept (it marks
 * a removed header), `undefined` skipped.
 */
function mergeInto(
  result: MergedHeaderMap,
  headers: Record<string, unknown>,
  checked?: Readonly<MergedHeaderMap>,
): MergedHeaderMap {
  for (const key of Object.keys(headers)) {
    const value = headers[key];
    if (value === undefined) continue;
    if (
      checked !== undefined && typeof value === "string" && Object.hasOwn(checked, key) &&
      checked[key] === value
    ) {
      result[key] = value; // this very name and value were checked already
      continue;
    }
    const name = headerName(key);
    if (name !== "__proto__") result[name] = value === null ? null : headerValue(name, value);
  }
  return result;
}

/**
 * Returns new merged headers: `base` (already checked, as merging made it) with `headers` merged
 * over it.
 *
 * @throws {EndpointError} `INVALID_HEADER` for a bad name, value, or a non-object.
 */
export function mergeHeaders(
  base: Readonly<MergedHeaderMap> | undefined,
  headers: unknown,
): MergedHeaderMap {
  const result: MergedHeaderMap = { ...base };
  return headers === undefined ? result : mergeInto(result, checkShape(headers));
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

/**
 * Request headers from headers as a caller may have written them (in merged options given to
 * `parse()`): names lowercased, values checked, `null` removes. Always a new object. A name and
 * value found in `checked` (merged headers: say, the defaults' own) were checked already and are
 * not again.
 *
 * @throws {EndpointError} `INVALID_HEADER` for a bad name, value, or a non-object.
 */
export function checkHeaders(headers: unknown, checked?: Readonly<MergedHeaderMap>): HeaderMap {
  if (headers === undefined) return {};
  return requestHeaders(mergeInto({}, checkShape(headers), checked));
}
