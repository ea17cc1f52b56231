/**
 * What merges deeply, expands as an RFC 6570 map and is copied into `DEFAULTS`: plain objects.
 */

/** Whether a value is a plain object: prototype `Object.prototype` or `null`. */
export function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (value === null || typeof value !== "object") return false;
  const prototype = Object.getPrototypeOf(value);
  return prototype === Object.prototype || prototype === null;
}
