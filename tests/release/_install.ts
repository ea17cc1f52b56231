/**
 * The artifacts as their users get them, built once per test run: `packNpm()` (what
 * `deno task pack` runs) writes the npm tarball with the browser build inside, and `npm install`
 * installs that tarball into a scratch Node project in a temporary folder (removed when the test
 * process exits). The harnesses are bundled into the project with the package left external, so
 * Node, Bun and workerd resolve it from the project's `node_modules/` as users' code does.
 *
 * `deno task test` runs the test files in parallel processes, so it installs the package once
 * before them ({@linkcode installForTestRun}) and hands them the result; a test file run alone
 * installs it itself.
 *
 * @module
 */
import * as esbuild from "esbuild";
import { packNpm } from "../../scripts/pack.ts";
import { type PackageIdentity, readIdentity, ROOT } from "../../scripts/_package.ts";
import { lastLines, runCommand } from "./_process.ts";

/** The installed package and where everything is. */
export interface InstalledPackage extends PackageIdentity {
  /** The repository root. */
  root: string;
  /** The tarball `deno task pack` wrote. */
  tarball: string;
  /** The scratch project: `package.json`, `node_modules/`, the bundled harnesses. */
  project: string;
  /** The package inside it: `<project>/node_modules/<name>`. */
  packageDir: string;
}

/** The variable naming the file in which `deno task test` left the installed package. */
export const INSTALLED_PACKAGE_VARIABLE = "ENDPOINT_INSTALLED_PACKAGE";

/** What `deno task test` hands the test files: the installed package, or why installing failed. */
type Handed = { package: InstalledPackage } | { error: string };

let installing: Promise<InstalledPackage> | undefined;

/**
 * The installed package: the one `deno task test` installed for the whole run, else packed and
 * installed the first time it is called in this process.
 *
 * @returns Where the installed package is.
 */
export function installedPackage(): Promise<InstalledPackage> {
  const handed = Deno.env.get(INSTALLED_PACKAGE_VARIABLE);
  return installing ??= handed ? readHanded(handed) : install();
}

async function readHanded(file: string): Promise<InstalledPackage> {
  const handed: Handed = JSON.parse(await Deno.readTextFile(file));
  if ("error" in handed) throw new Error(`Cannot pack and install the package: ${handed.error}`);
  return handed.package;
}

/**
 * Packs and installs the package for a whole test run, and writes the result (or the error) to
 * `file`. The scratch project lives until this process exits.
 *
 * @param file Where to write it.
 * @returns The environment that hands it to the test processes.
 */
export async function installForTestRun(file: string): Promise<Record<string, string>> {
  let handed: Handed;
  try {
    handed = { package: await install() };
  } catch (error) {
    handed = { error: error instanceof Error ? error.stack ?? error.message : String(error) };
  }
  await Deno.writeTextFile(file, JSON.stringify(handed));
  return { [INSTALLED_PACKAGE_VARIABLE]: file };
}

async function install(): Promise<InstalledPackage> {
  const [tarball] = await packNpm(ROOT);
  const identity = await readIdentity(ROOT);
  const project = await Deno.makeTempDir({ prefix: `${identity.slug}-consumer-` });
  globalThis.addEventListener("unload", () => Deno.removeSync(project, { recursive: true }));
  const manifest = { name: "consumer", private: true, type: "module" };
  await Deno.writeTextFile(`${project}/package.json`, JSON.stringify(manifest));
  const npm = await runCommand(
    "npm",
    ["install", "--no-audit", "--no-fund", "--ignore-scripts", tarball.path],
    { cwd: project, timeoutMs: 180_000 },
  );
  if (npm.code !== 0) throw new Error(`npm install ${tarball.path} failed:\n${lastLines(npm)}`);
  await bundleHarnesses(project, identity.name);
  return {
    ...identity,
    root: ROOT,
    tarball: tarball.path,
    project,
    packageDir: `${project}/node_modules/${identity.name}`,
  };
}

/** Bundles `_harness/*` into the project: `cases.mjs`, `node_suite.mjs`, `bun_suite.mjs`, `worker.mjs`. */
async function bundleHarnesses(project: string, name: string): Promise<void> {
  const here = (file: string) => new URL(`./_harness/${file}`, import.meta.url).pathname;
  try {
    await esbuild.build({
      entryPoints: [
        { in: here("table.ts"), out: "cases" },
        { in: here("node_suite.ts"), out: "node_suite" },
        { in: here("bun_suite.ts"), out: "bun_suite" },
        { in: here("worker.ts"), out: "worker" },
      ],
      bundle: true,
      format: "esm",
      platform: "neutral",
      target: "es2022",
      outdir: project,
      outExtension: { ".js": ".mjs" },
      external: [name, `${name}/*`, "node:*"],
      logLevel: "silent",
    });
  } finally {
    await esbuild.stop();
  }
}
