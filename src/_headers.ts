/**
 * Header merging: names lowercased, `null` removes, `undefined` is ignored.
 */
import { EndpointError } from "./errors.ts";
import { quote } from "./_quote.ts";
import { headerName, headerValue } from "./_validate.ts";

/** Header names lowercased, values strings. */
export type HeaderMap = Record<string, string>;

/**
 * Returns a new header map: `base` (already normal) with `headers` merged over it.
 *
 * @throws {EndpointError} `INVALID_HEADER` for a bad name, value, or a non-object.
 */
export function mergeHeaders(base: Readonly<HeaderMap> | undefined, headers: unknown): HeaderMap {
  const result: HeaderMap = {};
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
  let removed = false;
  const given = headers as Record<string, unknown>;
  for (const key of Object.keys(given)) {
    const value = given[key];
    if (value === undefined) continue;
    const name = headerName(key);
    if (name === "__proto__") continue;
    if (value === null) {
      result[name] = undefined as unknown as string;
      removed = true;
    } else {
      result[name] = headerValue(name, value);
    }
  }
  return removed ? withoutUndefined(result) : result;
}

function withoutUndefined(headers: HeaderMap): HeaderMap {
  const result: HeaderMap = {};
  for (const name of Object.keys(headers)) {
    if (headers[name] !== undefined) result[name] = headers[name];
  }
  return result;
}
