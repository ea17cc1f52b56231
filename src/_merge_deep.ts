/**
 * Deep merge of plain objects without recursion, so 10,000-deep objects cannot overflow the
 * stack. `undefined` never overrides; `__proto__` keys are ignored. Also the two merges of a call
 * that use it: `request`, and the parameters.
 */
import { isPlainObject } from "./uri_template/_plain_object.ts";

type PlainObject = Record<string, unknown>;

/**
 * Returns a new object: `base` with `over` merged into it. Plain objects on both sides merge
 * key by key; any other value of `over` replaces, by reference.
 *
 * Each pair of objects (one of `base`'s, one of `over`'s) is merged once, into one new object:
 * so a cycle on both sides gives a cycle, and a pair met again (an object shared in `over` and
 * in `base`) gives the same merged object. Keyed by the pair, never by one side alone: an object
 * the caller gives twice, over two different defaults, merges with each of them.
 */
export function mergeDeep(base: PlainObject, over: PlainObject): PlainObject {
  /** The merged object of each pair: by `over`'s object, then by `base`'s. */
  const merged = new Map<PlainObject, Map<PlainObject, PlainObject>>();
  const pending: [PlainObject, PlainObject, PlainObject][] = [];
  const mergedOf = (left: PlainObject, right: PlainObject): PlainObject => {
    let byLeft = merged.get(right);
    if (byLeft === undefined) merged.set(right, byLeft = new Map());
    let target = byLeft.get(left);
    if (target === undefined) {
      target = {};
      byLeft.set(left, target);
      pending.push([target, left, right]);
    }
    return target;
  };
  const root = mergedOf(base, over);
  while (pending.length > 0) {
    const [target, left, right] = pending.pop()!;
    for (const key of Object.keys(left)) {
      if (key !== "__proto__") target[key] = left[key];
    }
    for (const key of Object.keys(right)) {
      const value = right[key];
      if (value === undefined || key === "__proto__") continue;
      const current = Object.hasOwn(target, key) ? target[key] : undefined;
      target[key] = isPlainObject(value) && isPlainObject(current)
        ? mergedOf(current, value)
        : value;
    }
  }
  return root;
}

/** `request` merged: plain objects merge deeply, anything else given replaces the base. */
export function mergeRequest(base: unknown, given: unknown): unknown {
  if (given === undefined) return base;
  return isPlainObject(base) && isPlainObject(given) ? mergeDeep(base, given) : given;
}

/**
 * Merges the caller's parameters (`given`'s `keys`, all parameter keys) into `result` (which
 * already holds the defaults' parameters, in their order) and returns it: `undefined` never
 * overrides, and plain objects merge deeply except `data`.
 */
export function mergeParameters<T extends PlainObject>(
  result: T,
  given: PlainObject,
  keys: readonly string[],
): T {
  const target = result as PlainObject;
  for (let i = 0; i < keys.length; i++) {
    const key = keys[i];
    const value = given[key];
    if (value === undefined) continue;
    const current = key !== "data" && isPlainObject(value) && Object.hasOwn(target, key)
      ? target[key]
      : undefined;
    target[key] = isPlainObject(current) ? mergeDeep(current, value as PlainObject) : value;
  }
  return result;
}
