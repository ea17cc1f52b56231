/**
 * Compile-time assertions for the type tests: `typeIs<Equal<A, B>>()` type-checks only when `A`
 * and `B` are the same type.
 *
 * @module
 */

/** `true` when `A` and `B` are the same type (not merely assignable either way), else `false`. */
export type Equal<A, B> = (<T>() => T extends A ? 1 : 2) extends (<T>() => T extends B ? 1 : 2)
  ? true
  : false;

/** Compiles only when `T` is `true`; does nothing at run time. */
export function typeIs<T extends true>(): T | undefined {
  return undefined;
}
