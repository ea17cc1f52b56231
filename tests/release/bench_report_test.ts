/**
 * The bench report's ratios: a call style's ratio pairs the two sides round by round and takes the
 * median, so rounds in which the machine slowed down leave it unchanged.
 */
import assert from "node:assert/strict";
import {
  type BenchRun,
  drawRows,
  instructionCounts,
  median,
  mixRows,
  openApiRows,
  pairedRatio,
  routeScalingRows,
  SEARCH,
  sizeRows,
  styleRows,
  TARGETS,
} from "../../scripts/bench_report.ts";
import { BUDGETS } from "../../scripts/size.ts";
import { BY_HAND, CALLS, neverSeenGroup, styleGroup, STYLES } from "../../bench/_calls.ts";
import { GROUP_PREFIX, lengthName } from "../../bench/_route_shapes.ts";
import {
  MIX_DRAWS,
  MIX_GROUP,
  MIX_SIZE,
  MIX_VARIANTS,
  type MixCall,
  mixGroup,
} from "../../bench/_mix.ts";
import { FEW_CALLS_GROUP, openApiMixGroup, SIDES } from "../../bench/_openapi_groups.ts";
import { cliffRows } from "../../bench/cliff.ts";
import type { CliffReport } from "../../bench/_cliff_run.ts";
import { agreedMix } from "../../bench/_mix_agree.ts";

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

/** A mix process whose calls take these microseconds, one per round (a timed iteration walks the
 * whole mix). */
function mixRun(microseconds: Record<string, number[]>): BenchRun {
  const times = Object.entries(microseconds)
    .map(([name, rounds]) => [name, rounds.map((us) => us * MIX_SIZE * 1e3)]);
  return runOf(Object.fromEntries(times), MIX_GROUP);
}

Deno.test("mixRows: each ratio over the rounds of every process, and each process's own", () => {
  const [ascii] = MIX_VARIANTS.map(([name]) => name);
  const variants = (ours: number[]) =>
    Object.fromEntries(MIX_VARIANTS.map(([name]) => [name, ours.map((us) => us - 0.5)]));
  // The second process ran in a slow phase: every side took twice as long.
  const runs = [
    mixRun({
      ours: [3, 3, 3],
      octokit: [12, 12, 12],
      "by hand": [2, 2, 2],
      ...variants([3, 3, 3]),
    }),
    mixRun({
      ours: [6, 6, 6],
      octokit: [27, 27, 27],
      "by hand": [5, 5, 5],
      ...variants([6, 6, 6]),
    }),
  ];
  const [octokit, byHand, saved] = mixRows(runs);
  // octokit's time over ours: 4× in three rounds, 4.5× in three: 4.25×, below the 5× target.
  assert.deepEqual(octokit.slice(3), ["4.25×", "4.00×–4.50×", "≥ 5× octokit", "❌"]);
  // ours over by hand's: 1.5× and 1.2×: 1.35×, within 1.5×.
  assert.deepEqual(byHand.slice(3), ["1.35×", "1.20×–1.50×", "≤ 1.5× by hand", "✅"]);
  // Each round's variant is 0.5 µs a call faster: that is what its values cost, whatever the phase.
  assert.equal(saved[0], `where the time goes: ${ascii.slice("ours: ".length)} (saved per call)`);
  assert.equal(saved[3], "0.50 µs");
});

Deno.test("drawRows: every draw must reach 5× octokit in every process, not in their median", () => {
  const [other] = MIX_DRAWS.slice(1);
  const process = (ours: number, octokit: number) => ({
    runtime: "test",
    cpu: "test",
    benches: [MIX_GROUP, mixGroup(other)].flatMap((group) => [
      { group, name: "ours", results: [{ ok: { p75: ours * MIX_SIZE * 1e3 } }] },
      { group, name: "octokit", results: [{ ok: { p75: octokit * MIX_SIZE * 1e3 } }] },
    ]),
  });
  // Two processes at 6× and one at 4×: the median is 6×, one process misses.
  const rows = drawRows([process(2, 12), process(2, 12), process(3, 12)]);
  assert.deepEqual(rows.map((row) => row[0]), [
    `draw 0x${MIX_DRAWS[0].toString(16)} (every route)`,
    `draw 0x${other.toString(16)}`,
  ]);
  // Which side moved: ours, in the third process.
  assert.deepEqual(rows[0].slice(1, 5), [
    "2.00, 2.00, 3.00",
    "12.00, 12.00, 12.00",
    "6.00×",
    "4.00×–6.00×",
  ]);
  assert.equal(rows[0].at(-1), "❌");
});

Deno.test("openApiRows: withRoutes() within 1.3× endpoint(), openapi-fetch 1.3× ours, by hand", () => {
  const group = openApiMixGroup(31);
  const bench = (group: string, name: string, p75: number[]) => ({
    group,
    name,
    results: p75.map((p) => ({ ok: { p75: p } })),
  });
  const run: BenchRun = {
    runtime: "test",
    cpu: "test",
    benches: [
      bench(group, SIDES.routed, [12, 12]),
      bench(group, SIDES.plain, [10, 10]),
      bench(group, SIDES.openapiFetch, [15, 15]),
      bench(FEW_CALLS_GROUP, SIDES.routed, [4]),
      bench(FEW_CALLS_GROUP, SIDES.plain, [3]),
      bench(FEW_CALLS_GROUP, SIDES.openapiFetch, [6]),
      bench(FEW_CALLS_GROUP, SIDES.byHand, [2]),
    ],
  };
  const [routed, openapiFetch, ...byHand] = openApiRows([run]);
  assert.deepEqual(routed.slice(1), ["1.20×", "1.20×–1.20×", "≤ 1.3×", "✅"]);
  assert.deepEqual(openapiFetch.slice(1), ["1.25×", "1.25×–1.25×", "≥ 1.3×", "❌"]);
  assert.deepEqual(byHand.map((row) => row[1]), ["2.00×", "1.50×", "3.00×"]);
});

Deno.test("cliffRows: ours must grow at most 1.3× as much as the hand-written builder", () => {
  // Per call: 100 ns at 300 routes, 300 at 10,000 for ours; 100 then 200 by hand (2×): 1.5×.
  const report = (ours: number, hand: number): CliffReport => ({
    runtime: "Deno test",
    routes: { graph: 10_000 },
    heapPerRoute: {},
    times: {
      graph: {
        "endpoint()": { "300": [100], "10,000": [ours] },
        "withRoutes()": { "300": [100], "10,000": [ours] },
        "by hand, unbounded Map": { "300": [100], "10,000": [hand] },
      },
    },
  });
  const [endpointRow, routedRow] = cliffRows([report(300, 200)]);
  assert.deepEqual(endpointRow.slice(1, 3), ["graph, 10,000 routes ÷ 300", "endpoint()"]);
  assert.deepEqual(endpointRow.slice(4), [
    "3.00× (3.00×–3.00×)",
    "2.00× (2.00×–2.00×)",
    "1.50× (1.50×–1.50×)",
    "❌",
  ]);
  assert.equal(routedRow.at(-1), "measured");
  assert.equal(cliffRows([report(250, 200)])[0].at(-1), "✅");
});

Deno.test("mixRows: a process with a side missing is an error, not a row", () => {
  assert.throws(() => mixRows([mixRun({ ours: [3], "by hand": [2] })]), /No result for "octokit"/);
});

Deno.test("the mix: 2,400 agreed calls over 500+ routes, every style and layer, every time the same", () => {
  const mix = agreedMix();
  assert.equal(mix.calls.length, MIX_SIZE);
  assert.ok(mix.routes >= 500, `${mix.routes} routes`);
  const kinds = (pick: (call: MixCall) => unknown) => new Set(mix.calls.map(pick)).size;
  assert.equal(kinds((c) => c.style), 4);
  assert.equal(kinds((c) => c.layers), 3);
  const text = JSON.stringify(mix.calls.map((c) => c.entries));
  assert.match(text, /café|日本語|🐛/);
  assert.deepEqual(agreedMix().calls, mix.calls);
});

Deno.test("the mix drawn with each number: 500+ routes each, other routes, orders and values", () => {
  const draws = MIX_DRAWS.map((draw) => agreedMix({}, draw));
  const routesOf = (mix: typeof draws[number]) =>
    new Set(mix.calls.map((c) => `${c.method} ${c.url}`));
  for (const [i, mix] of draws.entries()) {
    assert.equal(mix.calls.length, MIX_SIZE);
    assert.ok(mix.routes >= 500, `draw ${i}: ${mix.routes} routes`);
  }
  const [, second, third] = draws.map(routesOf);
  assert.notDeepEqual(second, third);
  const firstCalls = draws.map((mix) => JSON.stringify(mix.calls[0]));
  assert.equal(new Set(firstCalls).size, draws.length);
});

/**
 * A run of the five calls in every style: octokit's time ÷ ours is `ratios[i]` for the i-th call
 * (`neverSeen` on never-seen routes), and list issues by hand is `listByHand` times faster.
 */
function stylesRun(ratios: number[], listByHand: number, neverSeen: number[]): BenchRun {
  const benches: BenchRun["benches"] = [];
  const bench = (group: string, name: string, p75: number) =>
    benches.push({ group, name, results: [{ ok: { p75 } }] });
  CALLS.forEach((call, i) => {
    for (const { key } of STYLES) {
      bench(styleGroup(call.name), `ours: ${key}`, 100);
      bench(styleGroup(call.name), `octokit: ${key}`, 100 * ratios[i]);
    }
    if (call.name === "list issues") bench(styleGroup(call.name), BY_HAND, 100 / listByHand);
    bench(neverSeenGroup(call.name), "ours: route", 100);
    bench(neverSeenGroup(call.name), "octokit: route", 100 * neverSeen[i]);
  });
  return { runtime: "test", cpu: "test", benches };
}

/** The target and met columns of each style's row, by the style's label. */
function judged(rows: string[][]): Record<string, string[]> {
  return Object.fromEntries(rows.map((row) => [row[0], row.slice(-2)]));
}

Deno.test("styleRows: every one of the five calls must reach 10× octokit, not their mean", () => {
  // A geometric mean of 17× with one call at 9×: a target on the mean would be met.
  const rows = styleRows(stylesRun([20, 20, 20, 30, 9], 1.5, [4, 4, 4, 4, 4]), {
    [BY_HAND]: 1000,
    ...Object.fromEntries(STYLES.map(({ key }) => [key, 1200])),
  });
  const [target, met] = judged(rows)["`never-seen route`"];
  assert.deepEqual([target, met], [`each call ≥ ${TARGETS.neverSeen}× octokit ✅`, "✅"]);
  for (const { label } of STYLES) {
    const [target, met] = judged(rows)[`\`${label}\``];
    assert.match(target, /^each call ≥ 10× octokit ❌, list by hand ≤ 2× ✅, /, label);
    assert.match(target, /search instructions ≤ 1\.5× by hand ✅$/, label);
    assert.equal(met, "❌", label);
  }
});

Deno.test("styleRows: list issues within 2× its hand-written call, never-seen routes 3× each", () => {
  const rows = styleRows(stylesRun([11, 11, 11, 11, 11], 2.5, [5, 5, 2.9, 5, 5]));
  const route = rows.find((row) => row[0] === `\`${STYLES[0].label}\``)!;
  assert.equal(route[CALLS.length + 2], "2.50×", "list issues: by hand ÷ ours");
  assert.match(route.at(-2)!, /^each call ≥ 10× octokit ✅, list by hand ≤ 2× ❌, /);
  assert.deepEqual(judged(rows)["`never-seen route`"], ["each call ≥ 3× octokit ❌", "❌"]);
});

Deno.test("styleRows: search with q is judged in instructions, ours ÷ by hand, in every style", () => {
  const counts = {
    [BY_HAND]: 5929,
    route: 8152,
    options: 8758,
    defaults: 8214,
    "parse-merge": 13594,
  };
  const rows = styleRows(stylesRun([11, 11, 11, 11, 11], 1.5, [5, 5, 5, 5, 5]), counts);
  const column = CALLS.length + 3;
  // In the order of STYLES: route, options, defaults, parse-merge.
  assert.deepEqual(rows.slice(0, STYLES.length).map((row) => [row[column], row.at(-1)]), [
    ["1.37×", "✅"],
    ["1.48×", "✅"],
    ["1.39×", "✅"],
    ["2.29×", "❌"],
  ]);
  // Not counted (a run without Valgrind) is not met.
  const uncounted = styleRows(stylesRun([11, 11, 11, 11, 11], 1.5, [5, 5, 5, 5, 5]))[0];
  assert.deepEqual([uncounted[column], uncounted.at(-1)], ["—", "❌"]);
  assert.match(uncounted.at(-2)!, /search instructions ≤ 1\.5× by hand ❌$/);
});

Deno.test("instructionCounts: reads bench/instructions.ts's table, a call without a builder too", () => {
  const table = [
    "| call | by hand | route | options | defaults | parse-merge |",
    "| --- | ---: | ---: | ---: | ---: | ---: |",
    "| list issues | 3100 | 6400 | 6900 | 6500 | 12000 |",
    `| ${SEARCH} | 5929 | 8152 | 8758 | 8214 | 13594 |`,
    "| upload asset | — | 7000 | 7100 | 7050 | 11000 |",
  ].join("\n");
  assert.deepEqual(instructionCounts(table, SEARCH), {
    [BY_HAND]: 5929,
    route: 8152,
    options: 8758,
    defaults: 8214,
    "parse-merge": 13594,
  });
  assert.deepEqual(Object.keys(instructionCounts(table, "upload asset")), [
    "route",
    "options",
    "defaults",
    "parse-merge",
  ]);
  assert.throws(() => instructionCounts("valgrind: not found", SEARCH), /No instruction count/);
});

Deno.test("sizeRows: each bundle with a budget in deno task size is judged against it", () => {
  const budgeted = Object.keys(BUDGETS);
  assert.ok(budgeted.length >= 2, "the endpoint bundle and the engine have budgets");
  const sizes = [
    ...budgeted.map((entry, i) => ({ entry, raw: 20_000, gzip: BUDGETS[entry] + i })),
    { entry: 'ours: all of "./mod.ts"', raw: 30_000, gzip: 11_000 },
    { entry: "octokit: import { endpoint }", raw: 6_000, gzip: 2_246 },
  ];
  const rows = sizeRows(sizes);
  assert.equal(rows.length, sizes.length - 1, "one row per bundle of ours");
  budgeted.forEach((entry, i) => {
    const row = rows.find((r) => r[0].includes(entry.slice("ours: ".length)))!;
    assert.equal(row.at(-2), `≤ ${BUDGETS[entry].toLocaleString("en-US")} B (\`deno task size\`)`);
    assert.equal(row.at(-1), i === 0 ? "✅" : "❌", `${entry}: ${i} B over its budget`);
  });
  assert.deepEqual(rows.find((r) => r[0].includes('all of "./mod.ts"'))!.slice(-2), ["—", ""]);
});
