/**
 * The route shapes of `route_scaling_bench.ts` and what the report needs to read its results,
 * in a module of their own so that the report can import them without running the bench.
 *
 * @module
 */

/**
 * The ratio of the 1e6 time to the 1e5 time above which the report calls a shape quadratic. A
 * quadratic shape takes about 100 times as long at ten times the length; a linear one takes 10 to
 * 17 times as long here, because V8's own work grows a little faster than the input (listing the
 * keys of a 111,000-key parameters object alone takes 11-13 times as long as of 11,000 keys, and
 * the garbage collector has more to trace).
 */
export const MAX_RATIO = 30;

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
