/**
 * Deep copies that are deeply frozen, for `DEFAULTS`: the caller's objects are copied, never
 * frozen themselves. Iterative, and safe on cycles.
 */
import { isPlainObject } from "./uri_template/_plain_object.ts";

type Container = Record<string, unknown> | unknown[];

function isContainer(value: unknown): value is Container {
  return Array.isArray(value) || isPlainObject(value);
}

/**
 * Returns a deeply frozen copy of `value`'s plain objects and arrays. Class instances,
 * functions and the values under the `skip` keys of the top level are kept by reference.
 */
export function frozenCopy<T>(value: T, skip: readonly string[] = []): T {
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
      const keep = isTop && skip.includes(key);
      target[key] = !keep && isContainer(item) ? copyOf(item) : item;
    }
  }
  for (const copy of copies.values()) Object.freeze(copy);
  return copies.get(value) as T;
}
