/**
 * The names `bench/openapi_mix_bench.ts` registers its benches under, which
 * `scripts/bench_report.ts` reads: the numbers of the OpenAPI mix, its groups and its sides.
 *
 * @module
 */

/** The numbers the OpenAPI mix is drawn with: other operations, orders and values each. */
export const OPENAPI_DRAWS: readonly number[] = [20261207, 31, 977];

/** The group of the OpenAPI mix drawn with `draw`. */
export function openApiMixGroup(draw: number): string {
  return `openapi mix, draw ${draw}`;
}

/** The group of the few calls also built by hand. */
export const FEW_CALLS_GROUP = "openapi mix: three calls, also by hand";

/** The bench names of the sides. */
export const SIDES = {
  routed: "withRoutes()",
  plain: "endpoint()",
  openapiFetch: "openapi-fetch",
  byHand: "by hand",
} as const;
