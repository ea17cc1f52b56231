/**
 * The behaviour table: plain-data cases that every runtime runs against the library.
 *
 * The files it gathers are portable (no Deno APIs), so the Node, Bun, browser and worker suites
 * bundle and run the very same cases as the Deno suite.
 *
 * @module
 */
import { ROUTE_CASES } from "./routes.ts";
import { PLACEHOLDER_CASES } from "./placeholders.ts";
import { QUERY_CASES } from "./query.ts";
import { BODY_CASES } from "./body.ts";
import { HEADER_CASES } from "./headers.ts";
import { MEDIA_TYPE_CASES } from "./media_type.ts";
import { DEFAULTS_CASES } from "./defaults.ts";
import { DIFFERENCE_CASES } from "./differences.ts";

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

/** Every case, by area. */
export const BEHAVIOUR_CASES: BehaviourCase[] = [
  ...ROUTE_CASES,
  ...PLACEHOLDER_CASES,
  ...QUERY_CASES,
  ...BODY_CASES,
  ...HEADER_CASES,
  ...MEDIA_TYPE_CASES,
  ...DEFAULTS_CASES,
  ...DIFFERENCE_CASES,
];
