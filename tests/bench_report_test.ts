/**
 * The bench report's ratios: a call style's ratio pairs the two sides round by round and takes the
 * median, so rounds in which the machine slowed down leave it unchanged.
 */
import assert from "node:assert/strict";
import { type BenchRun, median, pairedRatio, routeScalingRows } from "../scripts/bench_report.ts";
import { GROUP_PREFIX, lengthName } from "../bench/_route_shapes.ts";

/** A run with one group whose benches took these 75th-percentile times, one per round. */
function runOf(times: Record<string, number[]>, group = "g"): BenchRun {
  return {
    runtime: "test",
    cpu: "test",
    benches: Object.entries(times).map(([name, rounds]) => ({
      group,
      name,
      results: rounds.map((p75) => ({ ok: { p75 } })),
    })),
  };
}

Deno.test("median: odd and even counts, whatever the order", () => {
  assert.equal(median([3, 1, 2]), 2);
  assert.equal(median([4, 1, 3, 2]), 2.5);
  assert.equal(median([7]), 7);
});

Deno.test("pairedRatio: each round's ratio, then their median", () => {
  // Rounds 2 and 4 ran in a slow phase of the machine: both sides took twice as long.
  const run = runOf({ ours: [10, 20, 10, 20, 11], theirs: [100, 200, 90, 200, 110] });
  assert.equal(pairedRatio(run, "g", "ours", "theirs"), 10);
});

Deno.test("pairedRatio: a slow phase covers both sides of a round, whatever its length", () => {
  // A slow phase from round 3 on, over before the other side of round 5 was measured: the medians
  // of each bench alone (20 and 100) would say 5×; the rounds say 10× but in round 5.
  const run = runOf({ ours: [10, 10, 20, 20, 20], theirs: [100, 100, 200, 200, 100] });
  assert.equal(pairedRatio(run, "g", "ours", "theirs"), 10);
  assert.equal(pairedRatio(run, "g", "theirs", "ours"), 0.1);
});

Deno.test("pairedRatio: benches not measured in the same rounds are an error", () => {
  const run = runOf({ ours: [10, 10], theirs: [100] });
  assert.throws(() => pairedRatio(run, "g", "ours", "theirs"), /not measured in the same rounds/);
  assert.throws(() => pairedRatio(run, "g", "ours", "missing"), /No result for "missing"/);
});

Deno.test("routeScalingRows: the median of typical times, not a lucky least one", () => {
  // Three runs each. `deno bench` also reports each run's least time, which for the short route,
  // timed four times as often, can be a lucky 2 ms against a typical 10 (50× by least times): the
  // report reads the 75th percentiles only.
  const run = runOf(
    { [lengthName(1e5)]: [11, 10, 9], [lengthName(1e6)]: [90, 120, 100] },
    `${GROUP_PREFIX}shape`,
  );
  const [row] = routeScalingRows(run);
  assert.equal(row[3], "10.0×");
  assert.equal(row[5], "✅");
});
