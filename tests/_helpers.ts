/**
 * The helpers every folder of `tests/` uses: one way to assert an `EndpointError`, a call's
 * outcome as data, the `Loose` type for calls that break the types on purpose, and the
 * compile-time assertions of the type tests.
 *
 * @module
 */
import assert from "node:assert/strict";
import { EndpointError } from "../mod.ts";

/** A value the tests pass where the types would refuse it: a hostile or malformed input. */
// deno-lint-ignore no-explicit-any
export type Loose = any;

/**
 * Asserts that `fn` throws an `EndpointError` with `code`, and returns it for further checks
 * (its message, `index`, `template`). Fails on no throw and on any other throw.
 *
 * @param fn The call that must fail.
 * @param code The error's expected `code`.
 * @param label Names the case in the failure message (a loop's input, a call style).
 * @returns The error thrown.
 */
export function assertEndpointError(
  fn: () => unknown,
  code: string,
  label?: string,
): EndpointError {
  const at = label === undefined ? "" : ` (${label})`;
  try {
    fn();
  } catch (error) {
    assert.ok(error instanceof EndpointError, `expected an EndpointError${at}, got ${error}`);
    assert.equal(error.code, code, `expected ${code}${at}, got ${error.code}: ${error.message}`);
    return error;
  }
  assert.fail(`expected an EndpointError ${code}${at}, but nothing was thrown`);
}

/** What a call did: its result, or the code of the `EndpointError` it threw. */
export type Outcome = { ok: unknown } | { code: string };

/**
 * A call's outcome as data, for comparing two calls that may each succeed or fail: `{ ok }`
 * with its result, or `{ code }` of the `EndpointError` it threw. Any other throw fails.
 *
 * @param fn The call.
 * @returns Its outcome.
 */
export function outcome(fn: () => unknown): Outcome {
  try {
    return { ok: fn() };
  } catch (error) {
    if (error instanceof EndpointError) return { code: error.code };
    throw new Error(`threw something other than an EndpointError: ${String(error)}`, {
      cause: error,
    });
  }
}

/** `true` when `A` and `B` are the same type (not merely assignable either way), else `false`. */
export type Equal<A, B> = (<T>() => T extends A ? 1 : 2) extends (<T>() => T extends B ? 1 : 2)
  ? true
  : false;

/** Compiles only when `T` is `true` (`typeIs<Equal<A, B>>()`); does nothing at run time. */
export function typeIs<T extends true>(): T | undefined {
  return undefined;
}
