/**
 * Reading options safely: only own enumerable properties count, so neither a `{ __proto__: … }` literal nor
 * a polluted `Object.prototype` can supply a url, a base URL or headers.
 */

/** Keys with a meaning of their own; every other key of the options is a parameter. */
export function isOptionKey(key: string): boolean {
  switch (key) {
    case "method":
    case "baseUrl":
    case "url":
    case "headers":
    case "mediaType":
    case "request":
      return true;
  }
  return false;
}

/** Whether `key` is a parameter: neither an option key nor `__proto__` (always ignored). */
export function isParameterKey(key: string): boolean {
  return !isOptionKey(key) && key !== "__proto__";
}

const isEnumerable = Object.prototype.propertyIsEnumerable;

/**
 * `object[key]` when it is an own enumerable property (what `Object.keys` and spreading see),
 * else `undefined`.
 */
export function own(object: object, key: string): unknown {
  return isEnumerable.call(object, key) ? (object as Record<string, unknown>)[key] : undefined;
}
