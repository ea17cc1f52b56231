/**
 * How a function's time grows with its input: the best of a few runs at size `n` and at `10n`,
 * compared. A linear function grows about 10x; the check allows 30x and measures up to three
 * times, so a loaded machine (a garbage collection in one run) does not fail it, while a quadratic
 * one (100x) fails every time.
 *
 * @module
 */
import assert from "node:assert/strict";

/** The best time of `runs` runs of `fn`, in milliseconds. */
function best(fn: () => unknown, runs = 3): number {
  let fastest = Infinity;
  for (let i = 0; i < runs; i++) {
    const start = performance.now();
    fn();
    fastest = Math.min(fastest, performance.now() - start);
  }
  return fastest;
}

/**
 * Asserts that `run(make(n))` takes under 30 times as long at `10n` as at `n`.
 *
 * @param label Names the case in the failure message.
 * @param make Builds the input of size `n` (not timed).
 * @param run The work timed.
 * @param n The smaller size.
 */
export function assertLinearGrowth<T>(
  label: string,
  make: (n: number) => T,
  run: (input: T) => unknown,
  n: number,
): void {
  const small = make(n);
  const large = make(n * 10);
  run(small); // warm up
  let report = "";
  for (let attempt = 0; attempt < 3; attempt++) {
    const smallTime = Math.max(best(() => run(small)), 5); // below 5 ms, noise decides
    const largeTime = best(() => run(large), 2);
    if (largeTime < 30 * smallTime) return;
    report = `${n} took ${smallTime.toFixed(1)} ms, ${n * 10} took ${largeTime.toFixed(1)} ms`;
  }
  assert.fail(`${label}: ${report}`);
}
