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

/** How a case is called: `endpoint(...args)`, or `endpoint.parse(endpoint.merge(...args))`. */
export type CallStyle = "endpoint" | "parse-merge";

function call(lib: LibraryUnderTest, testCase: BehaviourCase, style: CallStyle): unknown {
  let fn = lib.endpoint;
  for (const layer of testCase.defaults ?? []) fn = fn.defaults(layer);
  return style === "endpoint" ? fn(...testCase.args) : fn.parse(fn.merge(...testCase.args));
}

function describe(value: unknown): string {
  try {
    return JSON.stringify(value, (_key, item) => typeof item === "bigint" ? `${item}n` : item);
  } catch {
    return String(value);
  }
}

/**
 * Runs one case. `deepEqual` is the runtime's deep strict equality that throws on a difference
 * (`node:assert/strict`'s `deepStrictEqual` where there is one).
 */
export function runCase(
  lib: LibraryUnderTest,
  testCase: BehaviourCase,
  deepEqual: (actual: unknown, expected: unknown) => void,
  style: CallStyle = "endpoint",
): CaseOutcome {
  const { name } = testCase;
  let result: unknown;
  try {
    result = call(lib, testCase, style);
  } catch (error) {
    if (testCase.error === undefined) {
      return { name, ok: false, reason: `threw ${String(error)}` };
    }
    if (!(error instanceof lib.EndpointError)) {
      return { name, ok: false, reason: `threw a non-EndpointError: ${String(error)}` };
    }
    const { code, message } = error as { code: string; message: string };
    if (code !== testCase.error) {
      return { name, ok: false, reason: `threw ${code}, expected ${testCase.error}: ${message}` };
    }
    return { name, ok: true };
  }
  if (testCase.error !== undefined) {
    return { name, ok: false, reason: `expected ${testCase.error}, got ${describe(result)}` };
  }
  try {
    deepEqual(result, testCase.expect);
  } catch (error) {
    return {
      name,
      ok: false,
      reason: `got ${describe(result)}\nexpected ${describe(testCase.expect)}\n${String(error)}`,
    };
  }
  return { name, ok: true };
}
