/**
 * The behaviour table: plain-data cases that every runtime runs against the library.
 *
 * This file is portable (no Deno APIs, no imports but the version), so the Node, Bun, browser and
 * worker suites bundle and run the very same cases as the Deno suite.
 *
 * @module
 */

/** One case: build an endpoint through `defaults` (in order), call it with `args`, compare. */
export interface BehaviourCase {
  /** What the case shows, as a sentence. */
  name: string;
  /** Arguments to `.defaults()`, applied in order before the call. */
  defaults?: unknown[];
  /** Arguments to the endpoint call: `[route]`, `[route, options]` or `[options]`. */
  args: unknown[];
  /** The whole expected result (deep strict equality), when the call must succeed. */
  expect?: Record<string, unknown>;
  /** The expected `EndpointError` code, when the call must throw. */
  error?: string;
}

/** Filled in with the core library. */
export const BEHAVIOUR_CASES: BehaviourCase[] = [];
