/**
 * Cold start in Node: how long `await import()` of the npm package takes in a fresh `node`
 * process, against `@octokit/endpoint`'s, and whether the first `endpoint()` call that passes
 * `headers` reads `globalThis.Headers` (in Node that getter loads the whole fetch implementation,
 * tens of milliseconds, the first time it is read).
 *
 * Each figure is the median over `runs` processes; the processes alternate between the packages,
 * so a burst of other work on the machine slows both alike. The time is taken inside the process,
 * around the import, so Node's own start-up is left out, in two clocks: wall time, what a user
 * waits; and CPU time (`process.cpuUsage()`), the work the import does, which waiting for a core
 * that other processes hold does not inflate. The target (CPU time at most 1.2× octokit's, or
 * at most 5 ms more) is judged on CPU time for that reason.
 *
 * `deno task bench` runs this script (not in smoke runs); `deno task test` checks only that the
 * first call does not read `Headers` (`tests/release/cold_start_test.ts`): timings belong in
 * benchmarks, not in tests on a shared machine. This script packs the package, installs it and `@octokit/endpoint` (the version
 * `deno.json` pins) with npm into a temporary folder, and prints the figures:
 *
 * ```sh
 * deno run -A --config scripts/artifacts.json scripts/cold_start.ts [--runs 31]
 * ```
 *
 * @module
 */
import { parseArgs } from "node:util";
import { packNpm } from "./pack.ts";
import { ROOT } from "./_package.ts";

/** A package to import: its specifier, resolved from a folder holding its `node_modules/`. */
export interface ImportTarget {
  /** What to pass to `import()`, e.g. `@octokit/endpoint`. */
  specifier: string;
  /** The folder `node` runs in. */
  cwd: string;
}

/** What the first `endpoint()` call with `headers` cost in a fresh process. */
export interface FirstHeadersCall {
  /** Whether the import or the call read `globalThis.Headers`. */
  headersRead: boolean;
  /** How long the call took, in milliseconds. */
  milliseconds: number;
}

/** An import's time in milliseconds: wall clock and CPU. */
export interface ImportTime {
  /** Elapsed time. */
  wall: number;
  /** CPU time of the process (user and system). */
  cpu: number;
}

/** Prints the {@linkcode ImportTime} of importing the specifier given as argument. */
const IMPORT_TIME = `const cpu = process.cpuUsage();
const start = performance.now();
await import(process.argv[2]);
const wall = performance.now() - start;
const { user, system } = process.cpuUsage(cpu);
console.log(JSON.stringify({ wall, cpu: (user + system) / 1000 }));`;

/**
 * Watches the `Headers` getter, imports the package, calls `endpoint()` with plain-object headers
 * once, and prints whether the getter ran and how long the call took. With `--control`, it also
 * reads `Headers` itself, which the watch must see.
 */
const FIRST_HEADERS_CALL = `const watched = Object.getOwnPropertyDescriptor(globalThis, "Headers");
let headersRead = false;
Object.defineProperty(globalThis, "Headers", {
  ...watched,
  get() {
    headersRead = true;
    return watched.get ? watched.get.call(this) : watched.value;
  },
});
const { endpoint } = await import(process.argv[2]);
if (process.argv[3] === "--control") globalThis.Headers;
const start = performance.now();
endpoint("GET /x", { headers: { a: "b" } });
const milliseconds = performance.now() - start;
console.log(JSON.stringify({ headersRead, milliseconds }));`;

/**
 * Runs a script with `node` in `cwd`, from a file there (a file, not `--eval`: an evaluated
 * script starts Node's module loader on its first `import()`, which would be timed with it).
 */
async function node(script: string, args: string[], cwd: string): Promise<string> {
  const file = `${cwd}/.cold_start_${crypto.randomUUID()}.mjs`;
  await Deno.writeTextFile(file, script);
  const { code, stdout, stderr } = await new Deno.Command("node", {
    args: [file, ...args],
    cwd,
    env: { NO_COLOR: "1" },
    stdin: "null",
  }).output().finally(() => Deno.remove(file));
  const decoder = new TextDecoder();
  if (code !== 0) throw new Error(`node failed in ${cwd}:\n${decoder.decode(stderr)}`);
  return decoder.decode(stdout).trim();
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = sorted.length >> 1;
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

/**
 * The median import time of each target over `runs` fresh `node` processes each, taken in turns
 * (first target, second, …, then again).
 *
 * @param targets The packages to import.
 * @param runs Processes per target.
 * @returns One median per target and clock, in the same order.
 */
export async function medianImportTimes(
  targets: ImportTarget[],
  runs: number,
): Promise<ImportTime[]> {
  const times: ImportTime[][] = targets.map(() => []);
  for (let run = 0; run < runs; run++) {
    for (const [index, { specifier, cwd }] of targets.entries()) {
      times[index].push(JSON.parse(await node(IMPORT_TIME, [specifier], cwd)));
    }
  }
  return times.map((each) => ({
    wall: median(each.map(({ wall }) => wall)),
    cpu: median(each.map(({ cpu }) => cpu)),
  }));
}

/**
 * Whether `ours` is as fast as `theirs` within the target: at most 1.2 times it, or at most
 * 5 ms more.
 *
 * @param ours Our median, in milliseconds.
 * @param theirs Theirs.
 * @returns True when the target is met.
 */
export function withinTarget(ours: number, theirs: number): boolean {
  return ours <= theirs * 1.2 || ours - theirs <= 5;
}

/**
 * One line comparing two medians.
 *
 * @param ours Our median, in milliseconds.
 * @param theirs Theirs.
 * @returns E.g. `6.02 ms vs 4.50 ms (1.34×, +1.52 ms)`.
 */
export function comparison(ours: number, theirs: number): string {
  return `${ours.toFixed(2)} ms vs ${theirs.toFixed(2)} ms (${(ours / theirs).toFixed(2)}×, +${
    (ours - theirs).toFixed(2)
  } ms)`;
}

/**
 * Imports the package in a fresh `node` process and calls `endpoint("GET /x", { headers })` once.
 *
 * @param target The package.
 * @param control Also read `globalThis.Headers` directly (to show that the watch sees it).
 * @returns Whether `globalThis.Headers` was read, and the call's time.
 */
export async function firstHeadersCall(
  target: ImportTarget,
  control = false,
): Promise<FirstHeadersCall> {
  const args = [target.specifier, ...control ? ["--control"] : []];
  return JSON.parse(await node(FIRST_HEADERS_CALL, args, target.cwd));
}

/**
 * Installs packages with npm into a new temporary folder (a `type: module` project).
 *
 * @param packages What `npm install` takes: `name@version`, or a tarball's path.
 * @returns The folder; the caller removes it.
 * @throws {Error} When npm fails.
 */
export async function installFromNpm(packages: string[]): Promise<string> {
  const project = await Deno.makeTempDir({ prefix: "cold-start-" });
  const manifest = { name: "cold-start", private: true, type: "module" };
  await Deno.writeTextFile(`${project}/package.json`, JSON.stringify(manifest));
  const { code, stderr } = await new Deno.Command("npm", {
    args: ["install", "--no-audit", "--no-fund", "--ignore-scripts", ...packages],
    cwd: project,
    stdin: "null",
    stdout: "null",
  }).output();
  if (code !== 0) {
    await Deno.remove(project, { recursive: true });
    throw new Error(
      `npm install ${packages.join(" ")} failed:\n${new TextDecoder().decode(stderr)}`,
    );
  }
  return project;
}

/**
 * `@octokit/endpoint` as `deno.json` pins it, in the form npm installs.
 *
 * @param root The repository root.
 * @returns E.g. `@octokit/endpoint@11.0.5`.
 */
export async function octokitPackage(root: string = ROOT): Promise<string> {
  const { imports } = JSON.parse(await Deno.readTextFile(`${root}/deno.json`));
  return imports["@octokit/endpoint"].replace(/^npm:/, "");
}

if (import.meta.main) {
  const { values } = parseArgs({ args: Deno.args, options: { runs: { type: "string" } } });
  const runs = Math.max(1, Math.trunc(Number(values.runs ?? 31)) || 1);
  const { name } = JSON.parse(await Deno.readTextFile(`${ROOT}/deno.json`));
  const [tarball] = await packNpm(ROOT);
  const octokit = await octokitPackage();
  const project = await installFromNpm([tarball.path, octokit]);
  try {
    const ours = { specifier: name, cwd: project };
    const [mine, theirs] = await medianImportTimes(
      [ours, { specifier: "@octokit/endpoint", cwd: project }],
      runs,
    );
    const call = await firstHeadersCall(ours);
    const version = await node("console.log(process.version)", [], project);
    console.log(
      `import of ${name} vs ${octokit} in Node ${version}, median of ${runs} processes each:
  wall: ${comparison(mine.wall, theirs.wall)}
  CPU:  ${comparison(mine.cpu, theirs.cpu)}
first endpoint() call with headers: ${call.milliseconds.toFixed(2)} ms, globalThis.Headers ${
        call.headersRead ? "read" : "not read"
      }
target (CPU at most 1.2× octokit's or 5 ms more): ${
        withinTarget(mine.cpu, theirs.cpu) ? "✅" : "❌"
      }`,
    );
  } finally {
    await Deno.remove(project, { recursive: true });
  }
}
