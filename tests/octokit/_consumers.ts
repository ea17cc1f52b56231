/**
 * Node projects that use octokit as its users do: the published `@octokit/core`,
 * `@octokit/request` and plugins from npm at the versions `deno.json` pins, installed by
 * `npm install` into a temporary folder (removed when the process exits), with the engine under
 * them chosen the way docs/moving-from-octokit.md tells users, by npm `overrides`:
 *
 * - `octokit`: `@octokit/endpoint` itself, at its pinned version;
 * - `ours`: the packed `<name>-octokit` tarball, which the project also installs beside the main
 *   package (for the type checks);
 * - `plain`: the main package (`endpoint` with its lowercase `method`), to show what the
 *   octokit-shaped package changes.
 *
 * Each project gets `consumer.mjs`, `_harness/consumer.ts` bundled with the packages left
 * external, so Node resolves them from the project's `node_modules/`.
 *
 * @module
 */
import * as esbuild from "esbuild";
import { installedPackage } from "../release/_install.ts";
import { lastLines, pinnedVersion, runCommand } from "../release/_process.ts";

/** Which engine a project runs octokit on. */
export type Engine = "octokit" | "ours" | "plain";

/** The octokit packages a project installs: the consumers, at their pinned versions. */
export const CONSUMERS = [
  "@octokit/core",
  "@octokit/request",
  "@octokit/plugin-rest-endpoint-methods",
  "@octokit/plugin-paginate-rest",
  "@octokit/plugin-throttling",
] as const;

/** An installed project. */
export interface ConsumerProject {
  engine: Engine;
  /** The folder: `package.json`, `node_modules/`, `consumer.mjs`. */
  dir: string;
  /** The tarballs: the main package and the octokit-shaped one. */
  tarballs: { main: string; octokit: string };
  /** The repository root. */
  root: string;
}

const projects = new Map<Engine, Promise<ConsumerProject>>();
/** The last install asked for: installs run one after the other (esbuild is stopped after each). */
let queue: Promise<unknown> = Promise.resolve();

/**
 * The project for `engine`, installed the first time it is asked for in this process.
 *
 * @param engine What `@octokit/endpoint` is in it.
 * @returns The installed project.
 */
export function consumerProject(engine: Engine): Promise<ConsumerProject> {
  let project = projects.get(engine);
  if (project === undefined) {
    project = queue.catch(() => {}).then(() => install(engine));
    projects.set(engine, project);
    queue = project;
  }
  return project;
}

async function install(engine: Engine): Promise<ConsumerProject> {
  const pkg = await installedPackage(); // packs both tarballs (scripts/pack.ts)
  const tarballs = {
    main: pkg.tarball,
    octokit: pkg.tarball.replace(`/${pkg.slug}-`, `/${pkg.slug}-octokit-`),
  };
  const pin = (name: string) => pinnedVersion(pkg.root, name);
  const engineSpec = {
    octokit: pin("@octokit/endpoint"),
    ours: `file:${tarballs.octokit}`,
    plain: `file:${tarballs.main}`,
  }[engine];
  const dependencies: Record<string, string> = Object.fromEntries(
    CONSUMERS.map((name) => [name, pin(name)]),
  );
  if (engine === "ours") {
    dependencies[pkg.name] = `file:${tarballs.main}`;
    dependencies[`${pkg.name}-octokit`] = `file:${tarballs.octokit}`;
  }
  const dir = await Deno.makeTempDir({ prefix: `octokit-on-${engine}-` });
  globalThis.addEventListener("unload", () => Deno.removeSync(dir, { recursive: true }));
  const manifest = {
    name: `octokit-on-${engine}`,
    private: true,
    type: "module",
    dependencies,
    overrides: { "@octokit/endpoint": engineSpec },
  };
  await Deno.writeTextFile(`${dir}/package.json`, JSON.stringify(manifest, null, 2));
  const npm = await runCommand("npm", ["install", "--no-audit", "--no-fund", "--ignore-scripts"], {
    cwd: dir,
    timeoutMs: 240_000,
  });
  if (npm.code !== 0) throw new Error(`npm install in ${dir} failed:\n${lastLines(npm)}`);
  await bundleHarness(dir);
  return { engine, dir, tarballs, root: pkg.root };
}

/** Bundles `_harness/consumer.ts` into the project as `consumer.mjs`, the packages external. */
async function bundleHarness(dir: string): Promise<void> {
  try {
    await esbuild.build({
      entryPoints: [new URL("./_harness/consumer.ts", import.meta.url).pathname],
      bundle: true,
      format: "esm",
      platform: "node",
      target: "node20",
      outfile: `${dir}/consumer.mjs`,
      external: ["@octokit/*", "node:*"],
      logLevel: "silent",
    });
  } finally {
    await esbuild.stop();
  }
}

/**
 * Runs one part of the harness in the project's Node and returns what it printed, parsed.
 *
 * @param project The project.
 * @param part The harness part (`sample`, `patch`, `head`, `paginate`, `hooks`).
 * @returns The part's JSON output.
 */
export async function runPart<T>(project: ConsumerProject, part: string): Promise<T> {
  const output = await runCommand("node", ["consumer.mjs", part], {
    cwd: project.dir,
    timeoutMs: 120_000,
  });
  if (output.code !== 0) {
    throw new Error(`node consumer.mjs ${part} (${project.engine}) failed:\n${lastLines(output)}`);
  }
  return JSON.parse(output.stdout);
}
