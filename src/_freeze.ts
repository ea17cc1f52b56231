/**
 * Deep copies that are deeply frozen, for `DEFAULTS`: the caller's objects are copied, never
 * frozen themselves. Iterative, and safe on cycles.
 */
import { EndpointError } from "./uri_template/errors.ts";
import { quote } from "./uri_template/_quote.ts";
import { isPlainObject } from "./uri_template/_plain_object.ts";

type Container = Record<string, unknown> | unknown[];

function isContainer(value: unknown): value is Container {
  return Array.isArray(value) || isPlainObject(value);
}

/**
 * A value that is neither a plain object nor an array, made immutable: primitives as they are,
 * a `Date` as its ISO string (the form every output gives it: query, path and JSON body).
 *
 * @throws {EndpointError} `INVALID_PARAMETER` for an invalid `Date`, a function or any other
 * class instance: it can be neither frozen (that would change the caller's object) nor copied.
 */
export function immutableValue(key: string, value: unknown): unknown {
  if (value === null || (typeof value !== "object" && typeof value !== "function")) return value;
  if (value instanceof Date && !Number.isNaN(value.getTime())) return value.toISOString();
  throw new EndpointError(
    "INVALID_PARAMETER",
    `Cannot keep ${quote(value)} as the default ${quote(key)}: defaults hold strings, numbers, ` +
      "booleans, bigints, valid Dates (kept as ISO strings), arrays and plain objects; give it " +
      "per call, or as data",
  );
}

/**
 * Returns a deeply frozen copy of `value`'s plain objects and arrays; every other value in them
 * goes through `leaf` (by default kept by reference). The values under the `skip` keys of the
 * top level are kept by reference, never copied or passed to `leaf`.
 */
export function frozenCopy<T>(
  value: T,
  skip: readonly string[] = [],
  leaf: (key: string, item: unknown) => unknown = (_key, item) => item,
): T {
  if (!isContainer(value)) return value;
  const copies = new Map<Container, Container>();
  const pending: Container[] = [value];
  const copyOf = (source: Container): Container => {
    let copy = copies.get(source);
    if (copy === undefined) {
      copy = Array.isArray(source) ? [] : {};
      copies.set(source, copy);
      pending.push(source);
    }
    return copy;
  };
  copies.set(value, Array.isArray(value) ? [] : {});
  while (pending.length > 0) {
    const source = pending.pop()!;
    const target = copies.get(source) as Record<string, unknown>;
    const isTop = source === value;
    for (const key of Object.keys(source)) {
      if (key === "__proto__") continue;
      const item = (source as Record<string, unknown>)[key];
      if (isTop && skip.includes(key)) target[key] = item;
      else target[key] = isContainer(item) ? copyOf(item) : leaf(key, item);
    }
  }
  for (const copy of copies.values()) Object.freeze(copy);
  return copies.get(value) as T;
}
