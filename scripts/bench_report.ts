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
 * 4. `scripts/size.ts` (esbuild bundles, gzip bytes);
 * 5. `scripts/cold_start.ts` (not in smoke runs): the npm package's import time in Node against
 *    `@octokit/endpoint`'s, and whether the first call with `headers` reads `Headers`.
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
import { type BundleSize, measureSizes } from "./size.ts";
import { BY_HAND, CALLS, neverSeenGroup, styleGroup, STYLES } from "../bench/_calls.ts";
import { MIX_GROUP, MIX_SIZE, MIX_VARIANTS } from "../bench/_mix.ts";
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

/** What one call style must reach, as ratios of calls per second (ours over the other). */
export interface StyleTarget {
  /** Least geometric mean of ours ÷ octokit over the five calls. */
  octokit: number;
  /** Most by hand ÷ ours on list issues, where it applies. */
  listByHand?: number;
  /** Most by hand ÷ ours on search with q, where it applies. */
  searchByHand?: number;
}

/** The targets of each style (and of never-seen routes, in the route style). */
export const STYLE_TARGETS: Record<string, StyleTarget> = {
  route: { octokit: 10, listByHand: 3, searchByHand: 1.5 },
  options: { octokit: 10, listByHand: 3, searchByHand: 1.5 },
  defaults: { octokit: 10, listByHand: 3, searchByHand: 1.5 },
  "parse-merge": { octokit: 6 },
  "never seen": { octokit: 3 },
};

/** The gzip bytes of `import { endpoint }` before the one pipeline: the bundle must not grow. */
export const SIZE_BUDGET = 8234;

/** The geometric mean of positive numbers. */
export function geometricMean(values: readonly number[]): number {
  return Math.exp(values.reduce((sum, value) => sum + Math.log(value), 0) / values.length);
}

function hasBench(run: BenchRun, group: string, name: string): boolean {
  return run.benches.some((b) => b.group === group && b.name === name);
}

/**
 * One row per call style (and one for never-seen routes): ours ÷ octokit for each of the five
 * calls, their geometric mean, how far the hand-written builders are above ours, the target and
 * whether it is met.
 */
export function styleRows(run: BenchRun): string[][] {
  const rows: string[][] = [];
  const styles = [...STYLES.map((s) => [s.key, s.label]), ["never seen", "never-seen route"]];
  for (const [key, label] of styles) {
    const target = STYLE_TARGETS[key];
    const ratios: number[] = [];
    const cells: string[] = [];
    let listHand = NaN;
    let searchHand = NaN;
    for (const call of CALLS) {
      const group = key === "never seen" ? neverSeenGroup(call.name) : styleGroup(call.name);
      const style = key === "never seen" ? "route" : key;
      const ours = `ours: ${style}`;
      const ratio = pairedRatio(run, group, ours, `octokit: ${style}`);
      ratios.push(ratio);
      cells.push(times(ratio));
      if (key !== "never seen" && hasBench(run, group, BY_HAND)) {
        const hand = pairedRatio(run, group, BY_HAND, ours);
        if (call.name === "list issues") listHand = hand;
        else searchHand = hand;
      }
    }
    const mean = geometricMean(ratios);
    // Each target with its own mark; the last column says whether all of them are met.
    const goals: [string, boolean][] = [[`≥ ${target.octokit}× octokit`, mean >= target.octokit]];
    if (target.listByHand !== undefined) {
      goals.push([`list by hand ≤ ${target.listByHand}×`, listHand <= target.listByHand]);
    }
    if (target.searchByHand !== undefined) {
      goals.push([`search by hand ≤ ${target.searchByHand}×`, searchHand <= target.searchByHand]);
    }
    const ok = goals.every(([, met]) => met);
    rows.push([
      `\`${label}\``,
      ...cells,
      times(mean),
      Number.isNaN(listHand) ? "—" : times(listHand),
      Number.isNaN(searchHand) ? "—" : times(searchHand),
      goals.map(([goal, met]) => `${goal} ${mark(met)}`).join(", "),
      mark(ok),
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
  "search: by hand ÷ ours",
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
  const octokit = sizes.find((s) => s.entry.startsWith("octokit"))!;
  for (const size of sizes.filter((s) => s.entry.startsWith("ours"))) {
    const main = size.entry.includes("import { endpoint }");
    rows.push([
      `size, gzip: ${size.entry.slice(6)} — vs octokit's endpoint`,
      `${size.gzip} B (raw ${size.raw} B)`,
      `${octokit.gzip} B (raw ${octokit.raw} B)`,
      times(size.gzip / octokit.gzip),
      main ? `≤ ${SIZE_BUDGET} B (no growth)` : "—",
      main ? mark(size.gzip <= SIZE_BUDGET) : "",
    ]);
  }
  return rows;
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

/** What ours must reach on the mix: times faster than octokit, times slower than by hand. */
export const MIX_TARGETS = { octokit: 5, byHand: 1.5 };

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
      `≥ ${MIX_TARGETS.octokit}× octokit`,
      mark(octokit >= MIX_TARGETS.octokit),
    ],
    [
      "every route, style and layer — vs by hand (ours' time ÷ by hand's)",
      micro(perCall(run, "ours")),
      micro(perCall(run, BY_HAND)),
      times(byHand),
      spread(runs.map((r) => pairedRatio(r, MIX_GROUP, BY_HAND, "ours"))),
      `≤ ${MIX_TARGETS.byHand}× by hand`,
      mark(byHand <= MIX_TARGETS.byHand),
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
    const args = ["bench", "-A", "--json", "--ignore=bench/mix_bench.ts", "bench/"];
    runs.push(JSON.parse(await run(args, env)));
  }
  const benchRun = combineRuns(runs);
  // The mix in processes of its own: its hundreds of routes make the library's code generic.
  const mixRuns: BenchRun[] = [];
  for (let i = 0; i < MIX_RUNS; i++) {
    mixRuns.push(JSON.parse(await run(["bench", "-A", "--json", "bench/mix_bench.ts"], env)));
  }
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
  const styles = styleRows(benchRun);
  const rows = [...tableRows(benchRun, memory, sizes), largeMemoryRow(large)];
  const mix = mixRows(mixRuns);
  console.log("Ours ÷ @octokit/endpoint per call style, new parameters on every call:\n");
  console.log(markdown(STYLE_HEAD, styles));
  console.log(`\nOurs on a realistic mix: ${mixSummary(agreedMix())}\n`);
  console.log(markdown(MIX_HEAD, mix));
  console.log("\nOther cases:\n");
  console.log(markdown(OTHER_HEAD, rows));
  if (coldStart !== "") console.log(`\nCold start: ${coldStart.trim()}`);
  const judged = [...styles, ...mix, ...rows].map((r) => r[r.length - 1])
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
