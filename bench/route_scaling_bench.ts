/**
 * Route scaling: the time of one `endpoint()` call on a route of 1e5 characters against the same
 * shape at 1e6. A call that is linear in the route's length takes about 10× as long; the report
 * (`scripts/bench_report.ts`) fails a shape whose ratio is above {@linkcode MAX_RATIO}.
 *
 * The shapes are the two that were once quadratic:
 *
 * - `GET /` (here `GET /<counter>`) then n/9 distinct `{/kI}` expressions, all given (every parameter was looked up in
 *   the list of the route's variables);
 * - `/.{/a}` repeated, `a` given (every literal `.` segment was compared with every value).
 *
 * Each call builds a new route (a counter in front), so the route is compiled in every call, as
 * a first call would, and gets a new parameters object.
 *
 * @module
 */
import assert from "node:assert/strict";
import { endpoint } from "@x/endpoint";
import { SMOKE } from "./_bench.ts";

/** The ratio of the 1e6 time to the 1e5 time above which the report calls a shape quadratic. */
export const MAX_RATIO = 15;

/** The route lengths measured, in characters: the baseline, then ten times as long. */
export const LENGTHS = [1e5, 1e6] as const;

/** The group of a shape, as the report finds it. */
export const GROUP_PREFIX = "route scaling: ";

/** The bench name of a length, as the report finds it. */
export function lengthName(length: number): string {
  return `${length.toExponential().replace("+", "")} characters`;
}

/** A route shape: the url after a prefix, of about `length` characters, and its parameters. */
export interface RouteShape {
  name: string;
  build(length: number): { url: string; parameters: Record<string, string> };
  /** What the url of the built route starts with, after the base URL and the prefix. */
  expectStart: string;
}

/** The shapes measured. */
export const SHAPES: readonly RouteShape[] = [
  {
    name: "`GET /` then distinct {/kI} expressions",
    build(length) {
      let url = "";
      const parameters: Record<string, string> = {};
      for (let i = 0; url.length < length; i++) {
        const name = `k${i.toString(36).padStart(5, "0")}`;
        url += `{/${name}}`;
        parameters[name] = "v";
      }
      return { url, parameters };
    },
    expectStart: "/v/v/v",
  },
  {
    name: "/.{/a} repeated",
    build(length) {
      return { url: "/.{/a}".repeat(Math.ceil(length / 6)), parameters: { a: "..." } };
    },
    expectStart: "/./.../.",
  },
];

/** The last url built, kept so that no call is dead code. */
export let last = "";

for (const shape of SHAPES) {
  for (const length of LENGTHS) {
    const { url, parameters } = shape.build(length);
    const route = (n: number) => `GET /${n}${url}`;
    const first = endpoint(route(0), { ...parameters }).url;
    assert.ok(
      first.startsWith(`https://api.github.com/0${shape.expectStart}`),
      `${shape.name}, ${length}: ${first.slice(0, 60)}`,
    );
    let calls = 0;
    Deno.bench({
      group: GROUP_PREFIX + shape.name,
      name: lengthName(length),
      baseline: length === LENGTHS[0],
      // A few timed calls are enough: a quadratic 1e6 call takes seconds, a linear one ~0.1 s.
      n: SMOKE ? 1 : length === LENGTHS[0] ? 20 : 5,
      warmup: SMOKE ? 0 : 2,
      fn() {
        calls++;
        last = endpoint(route(calls), { ...parameters }).url;
      },
    });
  }
}
