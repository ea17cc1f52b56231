/**
 * Runs every benchmark and prints one Markdown table of ratios, with a ✅/❌ per target.
 *
 * 1. `deno bench --json bench/` (end to end, RFC 6570 engine, scaling, route scaling, stages),
 *    three times by default (`--runs N`): each bench's figure is its median over the runs, which
 *    keeps a burst of other work on the machine from deciding a ratio;
 * 2. `bench/memory.ts` (100,000 distinct templates; heap must stay bounded) and
 *    `bench/memory_large.ts` (1,000 distinct 100 KB templates; the caches are bounded by characters);
 * 3. `scripts/size.ts` (esbuild bundles, gzip bytes).
 *
 * Both sides of every ratio are measured in the same `deno bench` runs, in the same process.
 * With `--smoke` (CI) every bench runs once, memory uses 2,000 templates, and the table is printed
 * without judging any number: the run fails only when a bench fails (a bench fails when its
 * implementations disagree on a result, see `bench/_agree.ts`). Outside smoke runs, a route
 * shape whose 1e6-character call takes more than 20× its 1e5 one also fails the run (exit code
 * 1): that is a denial-of-service bug, not a missed speed target.
 *
 * Run: `deno task bench` or `deno task bench:smoke`.
 *
 * @module
 */
import { CALLS_PER_ITERATION } from "../bench/_bench.ts";
import { GROUP_PREFIX, lengthName, LENGTHS, MAX_RATIO } from "../bench/_route_shapes.ts";
import type { MemoryReport } from "../bench/memory.ts";
import { LARGE_LIMIT, type LargeMemoryReport } from "../bench/memory_large.ts";
import { type BundleSize, measureSizes } from "./size.ts";

/** One bench as `deno bench --json` reports it (the fields this script reads). */
export interface BenchJson {
  group: string | null;
  name: string;
  results: { ok?: { avg: number; n: number } }[];
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

/** Nanoseconds per iteration of `name` in `group`: the median over the runs of each run's average. */
export function medianAverage(run: BenchRun, group: string, name: string): number {
  const bench = run.benches.find((b) => b.group === group && b.name === name);
  const averages = (bench?.results ?? []).flatMap((r) => (r.ok ? [r.ok.avg] : []));
  if (averages.length === 0) throw new Error(`No result for "${name}" in group "${group}"`);
  averages.sort((a, b) => a - b);
  const middle = averages.length >> 1;
  return averages.length % 2 ? averages[middle] : (averages[middle - 1] + averages[middle]) / 2;
}

/** Calls per second of `name` in `group`: the median over the runs of each run's average. */
export function opsPerSecond(run: BenchRun, group: string, name: string): number {
  return (CALLS_PER_ITERATION * 1e9) / medianAverage(run, group, name);
}

/**
 * One row per route shape of `bench/route_scaling_bench.ts`: the time of a 1e6-character call
 * over a 1e5 one. Linear is about 10; above {@linkcode MAX_RATIO} the shape fails.
 */
export function routeScalingRows(run: BenchRun): string[][] {
  const groups = [...new Set(run.benches.map((b) => b.group ?? ""))]
    .filter((g) => g.startsWith(GROUP_PREFIX));
  return groups.map((group) => {
    const [short, long] = LENGTHS.map((length) => medianAverage(run, group, lengthName(length)));
    const ratio = long / short;
    return [
      `${group} — 1e6 vs 1e5 characters`,
      `${ms(long)} per call`,
      `${ms(short)} per call`,
      times(ratio),
      "—",
      "—",
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

/** Builds the rows of the table: case, ours, peer, ours ÷ peer, by hand, by hand ÷ ours, target, met. */
export function tableRows(run: BenchRun, memory: MemoryReport, sizes: BundleSize[]): string[][] {
  const rows: string[][] = [];
  const groups = [...new Set(run.benches.map((b) => b.group ?? ""))];
  const endToEnd = groups.filter((g) => g.startsWith("e2e: "));
  for (const group of endToEnd) {
    const ours = opsPerSecond(run, group, "ours");
    const peer = opsPerSecond(run, group, "octokit");
    const hasHand = run.benches.some((b) => b.group === group && b.name === "by hand");
    const hand = hasHand ? opsPerSecond(run, group, "by hand") : NaN;
    // The "within 3× of hand-written" is for its first case; other by-hand rows show
    // how far above octokit a builder that checks nothing can get.
    const handTarget = hasHand && group === endToEnd[0];
    const ok = ours / peer >= 10 && (!handTarget || hand / ours <= 3);
    rows.push([
      `${group.slice(5)} — vs octokit`,
      ops(ours),
      ops(peer),
      times(ours / peer),
      hasHand ? ops(hand) : "—",
      hasHand ? times(hand / ours) : "—",
      handTarget
        ? "≥ 10× octokit, by hand ≤ 3× ours"
        : hasHand
        ? `≥ 10× octokit (by hand is ${times(hand / peer)})`
        : "≥ 10× octokit",
      mark(ok),
    ]);
  }
  for (const [group, label] of [["rfc: pre-parsed", "pre-parsed"], ["rfc: one-shot", "one-shot"]]) {
    const ours = opsPerSecond(run, group, "ours");
    const peers = ["url-template", "uritemplate", "std-uritemplate"]
      .map((name) => ({ name, value: opsPerSecond(run, group, name) }));
    const fastest = peers.reduce((a, b) => (b.value > a.value ? b : a));
    for (const peer of peers) {
      const target = label === "pre-parsed"
        ? (peer === fastest ? "≥ 1.5× the fastest peer" : "")
        : (peer.name === "url-template" ? "≥ 3× url-template" : "");
      const need = label === "pre-parsed" ? 1.5 : 3;
      rows.push([
        `RFC 6570 ${label}, spec examples — vs ${peer.name}`,
        ops(ours),
        ops(peer.value),
        times(ours / peer.value),
        "—",
        "—",
        target || "—",
        target ? mark(ours / peer.value >= need) : "",
      ]);
    }
  }
  rows.push(...routeScalingRows(run));
  for (const group of groups.filter((g) => g.startsWith("scale: "))) {
    const ours = opsPerSecond(run, group, "ours");
    for (const b of run.benches.filter((b) => b.group === group && b.name !== "ours")) {
      const peer = opsPerSecond(run, group, b.name);
      const cells = [`${group} — vs ${b.name}`, ops(ours), ops(peer), times(ours / peer)];
      rows.push([...cells, "—", "—", "—", ""]);
    }
  }
  for (const b of run.benches.filter((b) => b.group === "stages: list issues")) {
    const ours = opsPerSecond(run, b.group!, b.name);
    rows.push([`list issues, stage: ${b.name}`, ops(ours), "—", "—", "—", "—", "—", ""]);
  }
  rows.push([
    `memory: ${count(memory.count)} distinct templates`,
    `heap +${mib(memory.atTenth - memory.before)} at ${count(memory.count / 10)}, ` +
    `+${mib(memory.after - memory.before)} at ${count(memory.count)}`,
    "—",
    "—",
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
      "—",
      "—",
      main ? "≤ octokit's gzip bytes" : "—",
      main ? mark(size.gzip <= octokit.gzip) : "",
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
    "—",
    "—",
    `bounded: < ${mib(LARGE_LIMIT)} more`,
    mark(report.bounded),
  ];
}

/** Renders rows as one Markdown table. */
export function markdown(rows: string[][]): string {
  const head = [
    "case",
    "ours",
    "peer",
    "ours ÷ peer",
    "by hand",
    "by hand ÷ ours",
    "target",
    "met",
  ];
  const line = (cells: string[]) =>
    `| ${head.map((_, i) => (cells[i] ?? "").replaceAll("|", "\\|")).join(" | ")} |`;
  const align = head.map((_, i) => (i === 0 || i >= 6 ? " --- " : " ---: "));
  return [line(head), `|${align.join("|")}|`]
    .concat(rows.map(line)).join("\n");
}

if (import.meta.main) {
  const started = performance.now();
  const env: Record<string, string> = SMOKE ? { BENCH_SMOKE: "1" } : {};
  const runs: BenchRun[] = [];
  for (let i = 0; i < RUNS; i++) {
    runs.push(JSON.parse(await run(["bench", "-A", "--json", "bench/"], env)));
  }
  const benchRun = combineRuns(runs);
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
  const rows = [...tableRows(benchRun, memory, sizes), largeMemoryRow(large)];
  console.log(markdown(rows));
  const judged = rows.filter((r) => r[7] === "✅" || r[7] === "❌");
  const seconds = ((performance.now() - started) / 1000).toFixed(0);
  console.log(
    `\n${benchRun.runtime}, ${benchRun.cpu}, ${navigator.hardwareConcurrency} cores; ` +
      `ops/s = calls per second, median of ${RUNS} run${RUNS === 1 ? "" : "s"}; ` +
      `${seconds} s in all.` +
      (SMOKE
        ? " Smoke run: every bench ran and agreed; timings are not meaningful."
        : ` Targets met: ${judged.filter((r) => r[7] === "✅").length} of ${judged.length}.`),
  );
  // A route shape that scales worse than linearly is a denial-of-service bug, not a missed target.
  const quadratic = routeScalingRows(benchRun).filter((row) => row[7] === "❌");
  if (quadratic.length > 0) {
    console.error(`\nNot linear: ${quadratic.map((row) => row[0]).join("; ")}`);
    Deno.exit(1);
  }
}
