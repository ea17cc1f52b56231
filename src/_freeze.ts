/**
 * `DEFAULTS`: a deep copy that is deeply frozen, so that nothing done to a returned object (which
 * may hold the defaults' values) can change them. The caller's objects are copied, never frozen
 * themselves. Iterative, and safe on cycles.
 */
import { EndpointError } from "./uri_template/errors.ts";
import { quote } from "./uri_template/_quote.ts";
import { isPlainObject } from "./uri_template/_plain_object.ts";
import { dateTime } from "./uri_template/_encode.ts";

type Container = Record<string, unknown> | unknown[];

/**
 * A value that is neither a plain object nor an array, made immutable: primitives as they are,
 * a `Date` (a real one, of any realm) as its ISO string (the form every output gives it: query,
 * path and JSON body).
 *
 * @throws {EndpointError} `INVALID_PARAMETER` for an invalid `Date`, a function or any other
 * class instance: it can be neither frozen (that would change the caller's object) nor copied.
 */
function immutableValue(key: string, value: unknown): unknown {
  if (value === null || (typeof value !== "object" && typeof value !== "function")) return value;
  const time = typeof value === "object" ? dateTime(value) : undefined;
  if (time !== undefined && !Number.isNaN(time)) return Date.prototype.toISOString.call(value);
  throw new EndpointError(
    "INVALID_PARAMETER",
    `Cannot use ${quote(value)} as the default ${quote(key)}: use a primitive, Date, array or ` +
      "plain object",
  );
}

/**
 * Returns a deeply frozen copy of merged options' plain objects and arrays, every other value
 * made immutable by {@linkcode immutableValue}; the top-level `request` and `data` are kept by
 * reference, never copied or checked.
 *
 * @throws {EndpointError} `INVALID_PARAMETER` for a value that can be neither copied nor frozen.
 */
export function frozenDefaults<T extends object>(defaults: T): T {
  const copies = new Map<Container, Container>();
  const pending: Container[] = [];
  const copyOf = (source: Container): Container => {
    let copy = copies.get(source);
    if (copy === undefined) {
      copy = Array.isArray(source) ? [] : {};
      copies.set(source, copy);
      pending.push(source);
    }
    return copy;
  };
  const root = copyOf(defaults as Container);
  while (pending.length > 0) {
    const source = pending.pop() as Record<string, unknown>;
    const target = copies.get(source) as Record<string, unknown>;
    for (const key of Object.keys(source)) {
      if (key === "__proto__") continue;
      const item = source[key];
      if (source === defaults && (key === "request" || key === "data")) target[key] = item;
      else if (Array.isArray(item) || isPlainObject(item)) target[key] = copyOf(item);
      else target[key] = immutableValue(key, item);
    }
  }
  for (const copy of copies.values()) Object.freeze(copy);
  return root as T;
}
