/**
 * Deep merge of plain objects without recursion, so 10,000-deep objects cannot overflow the
 * stack. `undefined` never overrides; `__proto__` keys are ignored.
 */
import { isPlainObject } from "./uri_template/_plain_object.ts";

type PlainObject = Record<string, unknown>;

/**
 * Returns a new object: `base` with `over` merged into it. Plain objects on both sides merge
 * key by key; any other value of `over` replaces, by reference.
 */
export function mergeDeep(base: PlainObject, over: PlainObject): PlainObject {
  const root: PlainObject = {};
  const pending: [PlainObject, PlainObject, PlainObject][] = [[root, base, over]];
  const merged = new Map<PlainObject, PlainObject>();
  while (pending.length > 0) {
    const [target, left, right] = pending.pop()!;
    merged.set(right, target);
    for (const key of Object.keys(left)) {
      if (key !== "__proto__") target[key] = left[key];
    }
    for (const key of Object.keys(right)) {
      const value = right[key];
      if (value === undefined || key === "__proto__") continue;
      const current = Object.hasOwn(target, key) ? target[key] : undefined;
      if (isPlainObject(value) && isPlainObject(current)) {
        const seen = merged.get(value);
        if (seen !== undefined) {
          target[key] = seen;
          continue;
        }
        const child: PlainObject = {};
        target[key] = child;
        pending.push([child, current, value]);
      } else {
        target[key] = value;
      }
    }
  }
  return root;
}
