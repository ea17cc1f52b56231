/**
 * Reading a property as the caller wrote it: own and enumerable only, so neither a
 * `{ __proto__: … }` literal nor a polluted `Object.prototype` can supply it.
 */

const isEnumerable = Object.prototype.propertyIsEnumerable;

/**
 * `object[key]` when it is an own enumerable property (what `Object.keys` and spreading see),
 * else `undefined`.
 */
export function own(object: object, key: string): unknown {
  return isEnumerable.call(object, key) ? (object as Record<string, unknown>)[key] : undefined;
}
