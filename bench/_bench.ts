/**
 * The one way every bench file registers a benchmark.
 *
 * Each iteration runs the measured call {@linkcode CALLS_PER_ITERATION} times, so that Deno's
 * per-iteration timer overhead (tens of nanoseconds) does not blur calls that take a few hundred
 * nanoseconds. `scripts/bench_report.ts` divides by the same constant to get calls per second.
 *
 * With `BENCH_SMOKE=1` in the environment every bench asks for a single measured iteration
 * (Deno still calibrates briefly): CI uses it to prove that the benches run, not how fast.
 *
 * @module
 */

/** How many calls one timed iteration makes; the report turns iterations into calls with it. */
export const CALLS_PER_ITERATION = 50;

/** True when `BENCH_SMOKE` is set (and readable). */
export const SMOKE: boolean = (() => {
  try {
    return Boolean(Deno.env.get("BENCH_SMOKE"));
  } catch {
    return false;
  }
})();

/** One benchmark: `call` is one measured operation (one request built, one expansion…). */
export interface BenchCase {
  /** The comparison this bench belongs to; ratios are computed within a group. */
  group: string;
  /** Who is measured: `ours`, `octokit`, `baseline`, a peer's package name… */
  name: string;
  /** One operation. Its result is kept, so the engine cannot drop the call as dead code. */
  call: () => unknown;
  /** The bench that the others in its group are compared against in Deno's own summary. */
  baseline?: boolean;
}

/** Where results go, so that no call is dead code. */
export let sink: unknown;

/** Keeps `result` in {@linkcode sink}, for a bench that registers itself with `Deno.bench`. */
export function keep(result: unknown): void {
  sink = result;
}

/**
 * Registers `c` with `Deno.bench`, running `call` {@linkcode CALLS_PER_ITERATION} times per
 * iteration: for Deno's default half second, or as `iterations` says.
 */
export function bench(c: BenchCase, iterations?: { n: number; warmup: number }): void {
  const { call } = c;
  Deno.bench({
    name: c.name,
    group: c.group,
    baseline: c.baseline ?? false,
    ...(SMOKE ? { n: 1, warmup: 0 } : iterations),
    fn() {
      let last: unknown;
      for (let i = 0; i < CALLS_PER_ITERATION; i++) last = call();
      sink = last;
    },
  });
}

/**
 * How many rounds {@linkcode benchInRounds} measures its cases in: each round measures every case
 * once, briefly.
 */
export const ROUNDS: number = SMOKE ? 1 : 15;

/**
 * Registers `cases` {@linkcode ROUNDS} times over, in the same order each time, each for Deno's
 * shortest measurement (at least 10 ms of warm-up, then 10 ms of timed iterations, 20 at least).
 * So each round measures the two sides of a ratio within about a second of each other, and the
 * report takes the median of the per-round ratios (`pairedRatio` in `scripts/bench_report.ts`).
 * This machine has slow phases that last minutes, in which everything runs up to twice as long: a
 * case measured once for half a second, minutes after the case it is compared with, can land in
 * another phase, and the ratio moves by as much; a round lands in one phase, both sides alike.
 * Deno reports each round as one more entry of the case's `results`.
 */
export function benchInRounds(cases: readonly BenchCase[]): void {
  for (let round = 0; round < ROUNDS; round++) {
    for (const c of cases) bench(c, { n: 20, warmup: 20 });
  }
}

/** Returns a function that yields the items of `items` in turn, forever. */
export function cycle<T>(items: readonly T[]): () => T {
  let i = 0;
  return () => {
    const item = items[i];
    i = i + 1 === items.length ? 0 : i + 1;
    return item;
  };
}

/**
 * Returns a function that builds a new object of these entries on every call, for benches whose
 * arguments are made from data: no call may reuse another's argument object.
 */
export function fresh<T>(entries: readonly (readonly [string, T])[]): () => Record<string, T> {
  return () => {
    const result: Record<string, T> = {};
    for (const [key, value] of entries) result[key] = value;
    return result;
  };
}
