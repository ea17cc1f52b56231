/**
 * What merges deeply, expands as an RFC 6570 map and is copied into `DEFAULTS`: plain objects.
 */

/**
 * Whether a value is a plain object: its prototype is `Object.prototype` or `null`, or another
 * realm's `Object.prototype` (from `node:vm` or an iframe), so an object literal made there is
 * read as one here instead of being rejected or, in a deep merge, replacing the defaults.
 */
export function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (value === null || typeof value !== "object") return false;
  const prototype = Object.getPrototypeOf(value);
  return prototype === Object.prototype || prototype === null || isObjectPrototype(prototype);
}

/** Whether `prototype` is some realm's `Object.prototype`: the end of its chain, made by `Object`. */
function isObjectPrototype(prototype: object): boolean {
  if (Object.getPrototypeOf(prototype) !== null) return false;
  const maker = Object.getOwnPropertyDescriptor(prototype, "constructor")?.value;
  return typeof maker === "function" && maker.prototype === prototype && maker.name === "Object";
}
