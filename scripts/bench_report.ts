/**
 * Runs every benchmark and prints three Markdown tables of ratios, with a ✅/❌ per target: one row
 * per call style (ours ÷ octokit on each of the five calls of `bench/_calls.ts`, their geometric
 * mean, the hand-written ceilings), the realistic mix, then every other case.
 *
 * 1. `deno bench --json bench/` but the mix (call styles, end to end, RFC 6570 engine, scaling,
 *    route scaling, stages), three times by default (`--runs N`): each bench's figure is the 75th
 *    percentile of its iteration times, its median over the runs, which keeps bursts of other
 *    work on the machine from deciding a ratio; every case with a peer (octokit, a hand-written
 *    builder, another RFC 6570 engine) is measured in rounds, and each ratio is the median of the
 *    per-round ratios ({@linkcode pairedRatio}); route scaling and the stages have no peer;
 * 2. `bench/mix_bench.ts` (2,400 calls over GitHub's routes, against octokit and a hand-written
 *    builder per call) in processes of its own, five by default (`--mix-runs N`, five at least):
 *    hundreds of routes make the library's code generic, which the five calls must not pay;
 * 3. `bench/memory.ts` (100,000 distinct templates; heap must stay bounded) and
 *    `bench/memory_large.ts` (1,000 distinct 100 KB templates; the caches are bounded by characters);
 * 4. `scripts/size.ts` (esbuild bundles, gzip bytes; at the end, what each source file costs, as
 *    `deno task size --modules` prints it);
 * 5. `scripts/cold_start.ts` (not in smoke runs): the npm package's import time in Node against
 *    `@octokit/endpoint`'s, and whether the first call with `headers` reads `Headers`;
 * 6. `bench/instructions.ts` on search with `q` (not in smoke runs; needs Valgrind): instructions
 *    per call in every style and by hand, a measure the busy machine does not move.
 *
 * Each ratio is printed beside its target ({@linkcode TARGETS}; the bundles against `deno task
 * size`'s budgets) with ✅ or ❌.
 *
 * Both sides of every ratio are measured in the same `deno bench` runs, in the same process.
 * With `--smoke` (CI) every bench runs once, memory uses 2,000 templates, and the table is printed
 * without judging any number: the run fails only when a bench fails (a bench fails when its
 * implementations disagree on a result, see `bench/_agree.ts`). Outside smoke runs, a route
 * shape whose 1e6-character call takes more than 30× its 1e5 one also fails the run (exit code
 * 1): that is a denial-of-service bug, not a missed speed target.
 *
 * Run: `deno task bench` or `deno task bench:smoke`.
 *
 * @module
 */
import { CALLS_PER_ITERATION, ROUNDS } from "../bench/_bench.ts";
import { GROUP_PREFIX, lengthName, LENGTHS, MAX_RATIO } from "../bench/_route_shapes.ts";
import type { MemoryReport } from "../bench/memory.ts";
import { LARGE_LIMIT, type LargeMemoryReport } from "../bench/memory_large.ts";
import { BUDGETS, type BundleSize, measureSizes, printModuleTables } from "./size.ts";
import { BY_HAND, CALLS, neverSeenGroup, styleGroup, STYLES } from "../bench/_calls.ts";
import { CLIFF_HEAD, cliffRows, HEAP_HEAD, heapRows } from "../bench/cliff.ts";
import type { CliffReport } from "../bench/_cliff_run.ts";
import { MIX_DRAWS, MIX_GROUP, MIX_SIZE, MIX_VARIANTS, mixGroup } from "../bench/_mix.ts";
import {
  FEW_CALLS_GROUP,
  OPENAPI_DRAWS,
  openApiMixGroup,
  SIDES as OPENAPI_SIDES,
} from "../bench/_openapi_groups.ts";
import { type AgreedMix, agreedMix } from "../bench/_mix_agree.ts";

/** One bench as `deno bench --json` reports it (the fields this script reads). */
export interface BenchJson {
  group: string | null;
  name: string;
  results: { ok?: { p75: number } }[];
}

/** The whole `deno bench --json` document (the fields this script reads). */
export interface BenchRun {
  runtime: string;
  cpu: string;
  benches: BenchJson[];
}

const SMOKE = Deno.args.includes("--smoke");
const RUNS_AT = Deno.args.indexOf("--runs");
const RUNS = SMOKE ? 1 : RUNS_AT === -1 ? 3 : Math.max(1, Number(Deno.args[RUNS_AT + 1]) || 1);
const MIX_RUNS_AT = Deno.args.indexOf("--mix-runs");
/** Processes the mix runs in: at least five outside smoke runs. */
const MIX_RUNS = SMOKE
  ? 1
  : MIX_RUNS_AT === -1
  ? 5
  : Math.max(5, Number(Deno.args[MIX_RUNS_AT + 1]) || 5);
/** Processes the OpenAPI mix and the route-count bench run in: three outside smoke runs. */
const OPENAPI_RUNS = SMOKE ? 1 : 3;
const root = new URL("../", import.meta.url);

async function run(args: string[], env: Record<string, string> = {}): Promise<string> {
  const { code, stdout, stderr } = await new Deno.Command(Deno.execPath(), {
    args,
    cwd: root,
    env: { NO_COLOR: "1", ...env },
    stdout: "piped",
    stderr: "piped",
  }).output();
  const text = new TextDecoder();
  if (code !== 0) {
    console.error(text.decode(stderr), text.decode(stdout));
    throw new Error(`Cannot run "deno ${args.join(" ")}": exit code ${code}`);
  }
  return text.decode(stdout);
}

/**
 * Nanoseconds per iteration of `name` in `group`: the 75th percentile of its iteration times,
 * the median over the runs. On a machine shared with other work a mean is at the mercy of the
 * iterations that were preempted (often several times the typical one); a percentile is not.
 */
export function iterationTime(run: BenchRun, group: string, name: string): number {
  return median(measurements(run, group, name));
}

/** The median of numbers (the mean of the middle two for an even count). */
export function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = sorted.length >> 1;
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

/** The 75th-percentile iteration times of a bench, one per measurement, in the order taken. */
function measurements(run: BenchRun, group: string, name: string): number[] {
  const bench = run.benches.find((b) => b.group === group && b.name === name);
  const times = (bench?.results ?? []).flatMap((r) => (r.ok ? [r.ok.p75] : []));
  if (times.length === 0) throw new Error(`No result for "${name}" in group "${group}"`);
  return times;
}

/**
 * How many times faster `name` runs than `other`, both in `group` and measured in rounds
 * (`benchInRounds` in `bench/_bench.ts`): the median, over the rounds of every run, of the ratio
 * of the two benches' 75th-percentile iteration times in the same round. Each round measures both
 * sides within about a second, so a slow phase of the machine slows both sides of a round alike.
 */
export function pairedRatio(run: BenchRun, group: string, name: string, other: string): number {
  const mine = measurements(run, group, name);
  const theirs = measurements(run, group, other);
  if (mine.length !== theirs.length) {
    throw new Error(`"${name}" and "${other}" in "${group}" were not measured in the same rounds`);
  }
  return median(mine.map((time, round) => theirs[round] / time));
}

/** Calls per second of `name` in `group` (see {@linkcode iterationTime}). */
export function opsPerSecond(run: BenchRun, group: string, name: string): number {
  return (CALLS_PER_ITERATION * 1e9) / iterationTime(run, group, name);
}

/**
 * One row per route shape of `bench/route_scaling_bench.ts`: the time of a 1e6-character call
 * over a 1e5 one, each the 75th percentile of its iteration times, the median over the runs (as
 * {@linkcode iterationTime} for every other bench). Linear is about 10; above
 * {@linkcode MAX_RATIO} the shape fails. Not the least times: the 1e5 call runs four times as many
 * iterations, so its least is the luckier, and their ratio moved from 11× to 31× between runs of
 * the same code, where the 75th percentiles stay near 10×.
 */
export function routeScalingRows(run: BenchRun): string[][] {
  const groups = [...new Set(run.benches.map((b) => b.group ?? ""))]
    .filter((g) => g.startsWith(GROUP_PREFIX));
  return groups.map((group) => {
    const [short, long] = LENGTHS.map((length) => iterationTime(run, group, lengthName(length)));
    const ratio = long / short;
    return [
      `${group} — 1e6 vs 1e5 characters`,
      `${ms(long)} per call`,
      `${ms(short)} per call`,
      times(ratio),
      `≤ ${MAX_RATIO}× (linear: ~10×)`,
      mark(ratio <= MAX_RATIO),
    ];
  });
}

/** Folds several runs into one: each bench's `results` holds one entry per run. */
export function combineRuns(runs: BenchRun[]): BenchRun {
  const [first, ...rest] = runs;
  const benches = first.benches.map((b) => ({
    ...b,
    results: [
      b,
      ...rest.map((r) => r.benches.find((o) => o.group === b.group && o.name === b.name)),
    ]
      .flatMap((o) => o?.results ?? []),
  }));
  return { ...first, benches };
}

const ops = (n: number) =>
  n >= 1e6 ? `${(n / 1e6).toFixed(2)}M/s` : n >= 1e3 ? `${(n / 1e3).toFixed(0)}k/s` : `${n}/s`;
const times = (n: number) => `${n.toFixed(n < 10 ? 2 : 1)}×`;
const count = (n: number) => n.toLocaleString("en-US");
const ms = (ns: number) => `${(ns / 1e6).toFixed(1)} ms`;
const mib = (n: number) => `${(n / 1024 / 1024).toFixed(2)} MiB`;
const mark = (ok: boolean) => SMOKE ? "(smoke)" : ok ? "✅" : "❌";

/**
 * The plain core's targets, each a ratio of times but `searchInstructions` (instructions per
 * call, `bench/instructions.ts`); the bundle budgets are `deno task size`'s ({@linkcode BUDGETS}).
 */
export const TARGETS = {
  /** The mix: at least this many times faster than octokit… */
  mixOctokit: 5,
  /** …and at most this many times slower than its hand-written builders. */
  mixByHand: 1.5,
  /** Each of the five calls, in every call style: at least this many times octokit. */
  everyCall: 10,
  /** List issues, in every call style: at most this many times its hand-written call. */
  listByHand: 2,
  /** Each of the five calls on a never-seen route: at least this many times octokit. */
  neverSeen: 3,
  /** Search with `q`, in every call style: at most this many times the hand-written call's instructions. */
  searchInstructions: 1.5,
};

/** The call whose instructions {@linkcode TARGETS}`.searchInstructions` judges. */
export const SEARCH = "search with q";

/**
 * Instructions per call by style (`by hand`, `route`, …) of one call, read from the table
 * `bench/instructions.ts` prints (`| call | by hand | route | … |`, then a row per call).
 */
export function instructionCounts(table: string, call: string): Record<string, number> {
  const rows = table.split("\n").filter((line) => line.startsWith("|"))
    .map((line) => line.split("|").slice(1, -1).map((cell) => cell.trim()));
  const [head] = rows;
  const row = rows.find((cells) => cells[0] === call);
  if (head === undefined || row === undefined) {
    throw new Error(`No instruction count for "${call}"`);
  }
  const counts: Record<string, number> = {};
  head.forEach((style, i) => {
    if (i > 0 && /^\d+$/.test(row[i] ?? "")) counts[style] = Number(row[i]);
  });
  return counts;
}

/** The geometric mean of positive numbers. */
export function geometricMean(values: readonly number[]): number {
  return Math.exp(values.reduce((sum, value) => sum + Math.log(value), 0) / values.length);
}

function hasBench(run: BenchRun, group: string, name: string): boolean {
  return run.benches.some((b) => b.group === group && b.name === name);
}

/**
 * One row per call style (and one for never-seen routes): ours ÷ octokit for each of the five
 * calls and their geometric mean, the hand-written builder ÷ ours on list issues, ours ÷ by hand
 * in instructions on search with `q` (`searchInstructions`, by style, `by hand` included; not
 * counted in smoke runs), each target of {@linkcode TARGETS} with its mark, and whether all are met.
 */
export function styleRows(run: BenchRun, searchInstructions?: Record<string, number>): string[][] {
  const rows: string[][] = [];
  const styles = [...STYLES.map((s) => [s.key, s.label]), ["never seen", "never-seen route"]];
  for (const [key, label] of styles) {
    const neverSeen = key === "never seen";
    const ratios: number[] = [];
    let listHand = NaN;
    for (const call of CALLS) {
      const group = neverSeen ? neverSeenGroup(call.name) : styleGroup(call.name);
      const style = neverSeen ? "route" : key;
      const ours = `ours: ${style}`;
      ratios.push(pairedRatio(run, group, ours, `octokit: ${style}`));
      if (call.name === "list issues" && !neverSeen && hasBench(run, group, BY_HAND)) {
        listHand = pairedRatio(run, group, BY_HAND, ours);
      }
    }
    const least = Math.min(...ratios);
    const searchHand = neverSeen || searchInstructions === undefined
      ? NaN
      : searchInstructions[key] / searchInstructions[BY_HAND];
    // Each target with its own mark (one not measured is not met); the last column says whether
    // all of them are met.
    const goals: [string, boolean][] = neverSeen
      ? [[`each call ≥ ${TARGETS.neverSeen}× octokit`, least >= TARGETS.neverSeen]]
      : [
        [`each call ≥ ${TARGETS.everyCall}× octokit`, least >= TARGETS.everyCall],
        [`list by hand ≤ ${TARGETS.listByHand}×`, listHand <= TARGETS.listByHand],
        [
          `search instructions ≤ ${TARGETS.searchInstructions}× by hand`,
          searchHand <= TARGETS.searchInstructions,
        ],
      ];
    rows.push([
      `\`${label}\``,
      ...ratios.map(times),
      times(geometricMean(ratios)),
      Number.isNaN(listHand) ? "—" : times(listHand),
      Number.isNaN(searchHand) ? "—" : times(searchHand),
      goals.map(([goal, met]) => `${goal} ${mark(met)}`).join(", "),
      mark(goals.every(([, met]) => met)),
    ]);
  }
  return rows;
}

/** The head of the styles table. */
export const STYLE_HEAD: string[] = [
  "call style",
  ...CALLS.map((c) => c.name),
  "geometric mean",
  "list issues: by hand ÷ ours",
  `${SEARCH}: ours ÷ by hand, instructions`,
  "target",
  "met",
];

/** A target of a row: its text, and the ratio ours ÷ peer must reach. */
interface Target {
  text: string;
  need: number;
}

/** A row comparing `ours` with `peer` in `group` (measured in rounds), judged when it has a target. */
function peerRow(
  run: BenchRun,
  group: string,
  label: string,
  peer: string,
  target?: Target,
): string[] {
  const ratio = pairedRatio(run, group, "ours", peer);
  return [
    label,
    ops(opsPerSecond(run, group, "ours")),
    ops(opsPerSecond(run, group, peer)),
    times(ratio),
    target?.text ?? "—",
    target ? mark(ratio >= target.need) : "",
  ];
}

/** Builds the rows of the table: case, ours, peer, ours ÷ peer, target, met. */
export function tableRows(run: BenchRun, memory: MemoryReport, sizes: BundleSize[]): string[][] {
  const rows: string[][] = [];
  const groups = [...new Set(run.benches.map((b) => b.group ?? ""))];
  for (const group of groups.filter((g) => g.startsWith("e2e: "))) {
    const label = `${group.slice(5)} — vs octokit`;
    rows.push(peerRow(run, group, label, "octokit", { text: "≥ 10× octokit", need: 10 }));
  }
  for (const [group, label] of [["rfc: pre-parsed", "pre-parsed"], ["rfc: one-shot", "one-shot"]]) {
    const peers = ["url-template", "uritemplate", "std-uritemplate"];
    // The fastest peer is the one ours is the least ahead of.
    const lead = (peer: string) => pairedRatio(run, group, "ours", peer);
    const fastest = peers.reduce((a, b) => (lead(b) < lead(a) ? b : a));
    for (const peer of peers) {
      const target = label === "pre-parsed"
        ? (peer === fastest ? { text: "≥ 1.5× the fastest peer", need: 1.5 } : undefined)
        : (peer === "url-template" ? { text: "≥ 3× url-template", need: 3 } : undefined);
      rows.push(peerRow(run, group, `RFC 6570 ${label}, spec examples — vs ${peer}`, peer, target));
    }
  }
  // A whole client around the engine: no target, most of the time is the client's own.
  for (const group of groups.filter((g) => g.startsWith("client: "))) {
    rows.push(peerRow(run, group, `${group.slice(8)} — vs octokit`, "octokit"));
  }
  for (const group of groups.filter((g) => g.startsWith("openapi: "))) {
    const label = `withRoutes, ${group.slice(9)} — vs plain endpoint()`;
    rows.push(peerRow(run, group, label, "endpoint()", { text: "within 1.3×", need: 1 / 1.3 }));
  }
  rows.push(...routeScalingRows(run));
  for (const group of groups.filter((g) => g.startsWith("scale: "))) {
    for (const b of run.benches.filter((b) => b.group === group && b.name !== "ours")) {
      rows.push(peerRow(run, group, `${group} — vs ${b.name}`, b.name));
    }
  }
  for (const b of run.benches.filter((b) => b.group === "stages: list issues")) {
    const ours = opsPerSecond(run, b.group!, b.name);
    rows.push([`list issues, stage: ${b.name}`, ops(ours), "—", "—", "—", ""]);
  }
  rows.push([
    `memory: ${count(memory.count)} distinct templates`,
    `heap +${mib(memory.atTenth - memory.before)} at ${count(memory.count / 10)}, ` +
    `+${mib(memory.after - memory.before)} at ${count(memory.count)}`,
    "—",
    "—",
    "bounded: < 1 MiB more from N/10 to N",
    mark(memory.bounded),
  ]);
  rows.push(...sizeRows(sizes));
  return rows;
}

/**
 * One row per bundle of ours: its bytes beside `@octokit/endpoint`'s, judged against `deno task
 * size`'s budget ({@linkcode BUDGETS}) where it has one.
 */
export function sizeRows(sizes: readonly BundleSize[]): string[][] {
  const octokit = sizes.find((s) => s.entry.startsWith("octokit"))!;
  return sizes.filter((s) => s.entry.startsWith("ours")).map((size) => {
    const budget = Object.hasOwn(BUDGETS, size.entry) ? BUDGETS[size.entry] : undefined;
    return [
      `size, gzip: ${size.entry.slice(6)} — vs octokit's endpoint`,
      `${size.gzip} B (raw ${size.raw} B)`,
      `${octokit.gzip} B (raw ${octokit.raw} B)`,
      times(size.gzip / octokit.gzip),
      budget === undefined ? "—" : `≤ ${count(budget)} B (\`deno task size\`)`,
      budget === undefined ? "" : mark(size.gzip <= budget),
    ];
  });
}

/** The row of `bench/memory_large.ts`: caches bounded by the characters of their keys. */
export function largeMemoryRow(report: LargeMemoryReport): string[] {
  return [
    `memory: ${count(report.count)} distinct ${count(report.length)}-character templates`,
    `heap +${mib(report.after - report.before)}`,
    "—",
    "—",
    `bounded: < ${mib(LARGE_LIMIT)} more`,
    mark(report.bounded),
  ];
}

/** The head of the mix's table. */
export const MIX_HEAD: string[] = [
  "case",
  "ours, per call",
  "peer, per call",
  "ratio or saving",
  "per process",
  "target",
  "met",
];

/** Microseconds per call of the mix: a timed iteration walks it once. */
function perCall(run: BenchRun, name: string): number {
  return iterationTime(run, MIX_GROUP, name) / MIX_SIZE / 1e3;
}

const micro = (n: number) => `${n.toFixed(2)} µs`;

/** The least and greatest of the per-process values, as `a–b`. */
function spread(values: number[]): string {
  return `${times(Math.min(...values))}–${times(Math.max(...values))}`;
}

/**
 * The rows of the mix (`bench/mix_bench.ts`), one `deno bench` process per run: octokit's time ÷
 * ours and ours ÷ the hand-written builders', each the median of the per-round ratios over every
 * process, with the least and greatest of each process's own median; then what ours saves per call
 * on each variant of the mix (ASCII-only values, no headers, no layers), the median over the rounds
 * of the difference of the two 75th-percentile times, per call.
 */
export function mixRows(runs: BenchRun[]): string[][] {
  const run = combineRuns(runs);
  const octokit = pairedRatio(run, MIX_GROUP, "ours", "octokit");
  const byHand = pairedRatio(run, MIX_GROUP, BY_HAND, "ours");
  const rows = [
    [
      "every route, style and layer — vs octokit (octokit's time ÷ ours)",
      micro(perCall(run, "ours")),
      micro(perCall(run, "octokit")),
      times(octokit),
      spread(runs.map((r) => pairedRatio(r, MIX_GROUP, "ours", "octokit"))),
      `≥ ${TARGETS.mixOctokit}× octokit`,
      mark(octokit >= TARGETS.mixOctokit),
    ],
    [
      "every route, style and layer — vs by hand (ours' time ÷ by hand's)",
      micro(perCall(run, "ours")),
      micro(perCall(run, BY_HAND)),
      times(byHand),
      spread(runs.map((r) => pairedRatio(r, MIX_GROUP, BY_HAND, "ours"))),
      `≤ ${TARGETS.mixByHand}× by hand`,
      mark(byHand <= TARGETS.mixByHand),
    ],
  ];
  const mix = measurements(run, MIX_GROUP, "ours");
  for (const [name] of MIX_VARIANTS) {
    const variant = measurements(run, MIX_GROUP, name);
    const saved = median(mix.map((time, round) => time - variant[round])) / MIX_SIZE / 1e3;
    rows.push([
      `where the time goes: ${name.slice("ours: ".length)} (saved per call)`,
      micro(perCall(run, name)),
      "—",
      micro(saved),
      "—",
      "—",
      "",
    ]);
  }
  return rows;
}

/**
 * One row per draw of the mix (`MIX_DRAWS`): octokit's time ÷ ours over the rounds of every
 * process, with the least and greatest of each process's own, and how many microseconds a call
 * each side took in each process (the median over its rounds): which side moved, when a ratio
 * moves between processes.
 */
export function drawRows(runs: BenchRun[]): string[][] {
  const run = combineRuns(runs);
  return MIX_DRAWS.filter((draw) => hasBench(run, mixGroup(draw), "octokit")).map((draw) => {
    const group = mixGroup(draw);
    const ratio = pairedRatio(run, group, "ours", "octokit");
    const perProcess = (name: string) =>
      runs.map((r) => (iterationTime(r, group, name) / MIX_SIZE / 1e3).toFixed(2)).join(", ");
    return [
      `draw 0x${draw.toString(16)}${draw === MIX_DRAWS[0] ? " (every route)" : ""}`,
      perProcess("ours"),
      perProcess("octokit"),
      times(ratio),
      spread(runs.map((r) => pairedRatio(r, group, "ours", "octokit"))),
      `≥ ${TARGETS.mixOctokit}× octokit, every process`,
      mark(runs.every((r) => pairedRatio(r, group, "ours", "octokit") >= TARGETS.mixOctokit)),
    ];
  });
}

/** The head of {@linkcode drawRows}' table. */
export const DRAW_HEAD: string[] = [
  "draw",
  "ours, µs per call, per process",
  "octokit, µs per call, per process",
  "octokit ÷ ours",
  "per process",
  "target",
  "met",
];

/** The OpenAPI mix's targets: `withRoutes()` ÷ `endpoint()` at most, openapi-fetch ÷ ours at least. */
export const OPENAPI_TARGETS = { routedOverPlain: 1.3, openapiFetchOverOurs: 1.3 };

/**
 * The rows of the OpenAPI mix (`bench/openapi_mix_bench.ts`), one process per run: for each draw,
 * `withRoutes()` ÷ plain `endpoint()` and openapi-fetch ÷ `withRoutes()` (times; each the median
 * of the per-round ratios over every process, with each process's own least and greatest); then
 * each side ÷ the hand-written builders on the three calls that have one.
 */
export function openApiRows(runs: BenchRun[]): string[][] {
  const run = combineRuns(runs);
  const { routed, plain, openapiFetch, byHand } = OPENAPI_SIDES;
  const row = (group: string, label: string, name: string, other: string, target?: Target) => {
    const ratio = pairedRatio(run, group, name, other);
    return [
      label,
      times(ratio),
      spread(runs.map((r) => pairedRatio(r, group, name, other))),
      target?.text ?? "—",
      target ? mark(target.need >= 1 ? ratio >= target.need : ratio <= 1 / target.need) : "",
    ];
  };
  const rows: string[][] = [];
  for (const draw of OPENAPI_DRAWS.filter((s) => hasBench(run, openApiMixGroup(s), plain))) {
    const group = openApiMixGroup(draw);
    rows.push(row(group, `${group}: ${routed} ÷ ${plain}`, plain, routed, {
      text: `≤ ${OPENAPI_TARGETS.routedOverPlain}×`,
      need: 1 / OPENAPI_TARGETS.routedOverPlain,
    }));
    rows.push(row(group, `${group}: ${openapiFetch} ÷ ${routed}`, routed, openapiFetch, {
      text: `≥ ${OPENAPI_TARGETS.openapiFetchOverOurs}×`,
      need: OPENAPI_TARGETS.openapiFetchOverOurs,
    }));
  }
  if (hasBench(run, FEW_CALLS_GROUP, byHand)) {
    for (const side of [routed, plain, openapiFetch]) {
      rows.push(row(FEW_CALLS_GROUP, `${FEW_CALLS_GROUP}: ${side} ÷ ${byHand}`, byHand, side));
    }
  }
  return rows;
}

/** The head of {@linkcode openApiRows}' table. */
export const OPENAPI_HEAD: string[] = ["ratio of times", "median", "per process", "target", "met"];

/** What the mix is: its calls and routes, and the calls left out before timing. */
export function mixSummary(mix: AgreedMix): string {
  const leftOut = Object.entries(mix.leftOut).map(([row, n]) => `${row}: ${n}`).join(", ");
  return `${count(mix.calls.length)} calls over ${count(mix.routes)} GitHub routes, every call ` +
    `style, some through one or two \`.defaults()\` layers; left out before timing, as ` +
    `docs/behaviour.md section 9 lists: ${leftOut || "none"}.`;
}

/** The head of the table of other cases. */
export const OTHER_HEAD: string[] = ["case", "ours", "peer", "ours ÷ peer", "target", "met"];

/** Renders rows as one Markdown table under `head`; the first column is left-aligned. */
export function markdown(head: string[], rows: string[][]): string {
  const line = (cells: string[]) =>
    `| ${head.map((_, i) => (cells[i] ?? "").replaceAll("|", "\\|")).join(" | ")} |`;
  const align = head.map((_, i) => (i === 0 || i >= head.length - 2 ? " --- " : " ---: "));
  return [line(head), `|${align.join("|")}|`].concat(rows.map(line)).join("\n");
}

if (import.meta.main) {
  const started = performance.now();
  const env: Record<string, string> = SMOKE ? { BENCH_SMOKE: "1" } : {};
  const runs: BenchRun[] = [];
  for (let i = 0; i < RUNS; i++) {
    const ignore = "--ignore=bench/mix_bench.ts,bench/openapi_mix_bench.ts";
    const args = ["bench", "-A", "--json", ignore, "bench/"];
    runs.push(JSON.parse(await run(args, env)));
  }
  const benchRun = combineRuns(runs);
  // The mix in processes of its own: its hundreds of routes make the library's code generic.
  const mixRuns: BenchRun[] = [];
  for (let i = 0; i < MIX_RUNS; i++) {
    mixRuns.push(JSON.parse(await run(["bench", "-A", "--json", "bench/mix_bench.ts"], env)));
  }
  // The OpenAPI mix too, in processes of its own.
  const openApiRuns: BenchRun[] = [];
  for (let i = 0; i < OPENAPI_RUNS; i++) {
    const args = ["bench", "-A", "--json", "bench/openapi_mix_bench.ts"];
    openApiRuns.push(JSON.parse(await run(args, env)));
  }
  // The cost per call past 1,000 routes, in Deno and Node: a real run only (it packs the package
  // and fetches Microsoft Graph's description, 45 MB).
  const cliff: CliffReport[] = SMOKE ? [] : JSON.parse(
    await run(["run", "-A", "bench/cliff.ts", "--json", "--processes", String(OPENAPI_RUNS)]),
  );
  const memory: MemoryReport = JSON.parse(
    await run([
      "run",
      "-A",
      "--v8-flags=--expose-gc",
      "bench/memory.ts",
      SMOKE ? "2000" : "100000",
      "--json",
    ]),
  );
  const large: LargeMemoryReport = JSON.parse(
    await run([
      "run",
      "-A",
      "--v8-flags=--expose-gc",
      "bench/memory_large.ts",
      SMOKE ? "50" : "1000",
      "--json",
    ]),
  );
  const sizes = await measureSizes();
  // Cold start in Node needs the packed package and npm: a real run only.
  const coldStart = SMOKE ? "" : await run([
    "run",
    "-A",
    "--config",
    "scripts/artifacts.json",
    "scripts/cold_start.ts",
    "--runs",
    "31",
  ]);
  // Instructions under Valgrind take minutes: a real run only.
  const searchInstructions = SMOKE ? undefined : instructionCounts(
    await run(["run", "-A", "bench/instructions.ts", "--call", SEARCH]),
    SEARCH,
  );
  const styles = styleRows(benchRun, searchInstructions);
  const rows = [...tableRows(benchRun, memory, sizes), largeMemoryRow(large)];
  const mix = mixRows(mixRuns);
  const numbers = drawRows(mixRuns);
  const openApi = openApiRows(openApiRuns);
  console.log("Ours ÷ @octokit/endpoint per call style, new parameters on every call:\n");
  console.log(markdown(STYLE_HEAD, styles));
  console.log(`\nOurs on a realistic mix: ${mixSummary(agreedMix())}\n`);
  console.log(markdown(MIX_HEAD, mix));
  console.log("\nThe mix drawn with each number: other routes, orders and values:\n");
  console.log(markdown(DRAW_HEAD, numbers));
  console.log(`\nThe OpenAPI mix, ${OPENAPI_RUNS} process${OPENAPI_RUNS === 1 ? "" : "es"}:\n`);
  console.log(markdown(OPENAPI_HEAD, openApi));
  if (cliff.length > 0) {
    console.log("\nThe cost per call past 1,000 routes (`bench/cliff.ts`):\n");
    console.log(markdown(CLIFF_HEAD, cliffRows(cliff)));
    console.log();
    console.log(markdown(HEAP_HEAD, heapRows(cliff)));
  }
  console.log("\nOther cases:\n");
  console.log(markdown(OTHER_HEAD, rows));
  if (coldStart !== "") console.log(`\nCold start: ${coldStart.trim()}`);
  console.log("\nWhat each source file costs (`deno task size --modules`):");
  await printModuleTables();
  const judged = [...styles, ...mix, ...numbers, ...openApi, ...cliffRows(cliff), ...rows]
    .map((r) => r[r.length - 1])
    .filter((m) => m === "✅" || m === "❌");
  const seconds = ((performance.now() - started) / 1000).toFixed(0);
  const rounds = SMOKE ? 1 : ROUNDS; // a smoke run's benches read BENCH_SMOKE, this process does not
  console.log(
    `\n${benchRun.runtime}, ${benchRun.cpu}, ${navigator.hardwareConcurrency} cores; ` +
      `ratios: the median over ${RUNS * rounds} rounds ` +
      `(${rounds} in each of ${RUNS} run${RUNS === 1 ? "" : "s"}) of each round's ratio of ` +
      `75th-percentile iteration times; ` +
      `ops/s = calls per second at the 75th percentile of iteration times, median of ${RUNS} ` +
      `run${RUNS === 1 ? "" : "s"}; ` +
      `the mix: ${MIX_RUNS} process${MIX_RUNS === 1 ? "" : "es"} of its own, ` +
      `${MIX_RUNS * rounds} rounds; ` +
      `${seconds} s in all.` +
      (SMOKE
        ? " Smoke run: every bench ran and agreed; timings are not meaningful."
        : ` Targets met: ${judged.filter((m) => m === "✅").length} of ${judged.length}.`),
  );
  // A route shape that scales worse than linearly is a denial-of-service bug, not a missed target.
  const quadratic = routeScalingRows(benchRun).filter((row) => row[row.length - 1] === "❌");
  if (quadratic.length > 0) {
    console.error(`\nNot linear: ${quadratic.map((row) => row[0]).join("; ")}`);
    Deno.exit(1);
  }
}
