/**
 * Runs the behaviour table against any build of the library, in any runtime.
 *
 * @module
 */
import type { BehaviourCase } from "./behaviour.ts";

/** The part of the library the table needs (the real `endpoint` and `EndpointError`). */
export interface LibraryUnderTest {
  // deno-lint-ignore no-explicit-any
  endpoint: any;
  // deno-lint-ignore no-explicit-any
  EndpointError: any;
}

/** What one case did: `ok`, or the reason it failed. */
export interface CaseOutcome {
  name: string;
  ok: boolean;
  reason?: string;
}

/**
 * Runs one case. `deepEqual` is the runtime's deep strict equality that throws on a difference
 * (`node:assert/strict`'s `deepStrictEqual` where there is one).
 */
export function runCase(
  lib: LibraryUnderTest,
  testCase: BehaviourCase,
  deepEqual: (actual: unknown, expected: unknown) => void,
): CaseOutcome {
  // placeholder until the core lands
  void lib;
  void deepEqual;
  return { name: testCase.name, ok: false, reason: "not implemented" };
}
