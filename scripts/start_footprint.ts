/**
 * What `deno task start` costs a new user: clones the repository (its last commit) into a
 * temporary folder, runs `deno task start` there with an empty Deno cache (`DENO_DIR`) and
 * `PORT=0`, waits for the page, stops it with SIGTERM, and measures what was fetched: the cache
 * and the `node_modules` folders, each file counted once. Fails when that is over 40 MB, when a
 * package other than esbuild or Preact was downloaded, or when Deno printed an approve-scripts
 * warning.
 *
 * Usage: `deno run -A scripts/start_footprint.ts` (`.ci/run` runs it).
 *
 * @module
 */
import { ROOT } from "./_package.ts";

/** The most `deno task start` may fetch into an empty cache. */
const START_BUDGET_BYTES = 40 * 1024 * 1024;

/** Bytes of the regular files under `paths`, each file (inode) counted once. */
async function diskBytes(paths: string[]): Promise<number> {
  const seen = new Set<string>();
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

async function measure(): Promise<string[]> {
  const scratch = await Deno.makeTempDir({ prefix: "start-footprint-" });
  const clone = `${scratch}/repository`;
  const cache = `${scratch}/deno_dir`;
  const problems: string[] = [];
  try {
    const cloned = await new Deno.Command("git", { args: ["clone", "-q", ROOT, clone] }).output();
    if (!cloned.success) throw new Error(new TextDecoder().decode(cloned.stderr));
    const child = new Deno.Command(Deno.execPath(), {
      args: ["task", "start"],
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
    const deadline = Date.now() + 300_000;
    let port: string | undefined;
    while (!(port = /Listening on http:\/\/127\.0\.0\.1:(\d+)\//.exec(output)?.[1])) {
      if (Date.now() > deadline) {
        child.kill("SIGKILL");
        throw new Error(`task start did not serve within 300 s:\n${output}`);
      }
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    const page = await fetch(`http://127.0.0.1:${port}/`);
    await page.body?.cancel();
    if (page.status !== 200) problems.push(`the page answered ${page.status}`);
    child.kill("SIGTERM");
    await child.status;
    await Promise.all(readers);
    const bytes = await diskBytes([
      cache,
      `${clone}/node_modules`,
      `${clone}/playground/node_modules`,
    ]);
    const tarballs = [...output.matchAll(/^Download \S+\/-\/(\S+)\.tgz$/gm)].map((match) =>
      match[1]
    );
    console.log(
      `deno task start on an empty cache fetched ${(bytes / 1024 / 1024).toFixed(1)} MB:`,
    );
    console.log(`  ${tarballs.join(", ")}`);
    if (bytes > START_BUDGET_BYTES) problems.push(`over the budget of ${START_BUDGET_BYTES} bytes`);
    const others = tarballs.filter((file) => !/^(esbuild|linux-\S+|preact)-\d/.test(file));
    if (others.length > 0) problems.push(`it downloaded ${others.join(", ")}`);
    if (/approve-scripts|Ignored build scripts/.test(output)) {
      problems.push("approve-scripts warning");
    }
    return problems;
  } finally {
    await Deno.remove(scratch, { recursive: true });
  }
}

if (import.meta.main) {
  const problems = await measure();
  for (const problem of problems) console.log(`FAIL ${problem}`);
  Deno.exit(problems.length === 0 ? 0 : 1);
}
