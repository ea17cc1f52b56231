/**
 * The artifacts as their users get them, built once per test run: `packNpm()` (what
 * `deno task pack` runs) writes the npm tarball with the browser build inside, and `npm install`
 * installs that tarball into a scratch Node project in a temporary folder (removed when the test
 * process exits). The harnesses are bundled into the project with the package left external, so
 * Node, Bun and workerd resolve it from the project's `node_modules/` as users' code does.
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

let installing: Promise<InstalledPackage> | undefined;

/**
 * Packs and installs the package, the first time it is called in this process.
 *
 * @returns Where the installed package is.
 */
export function installedPackage(): Promise<InstalledPackage> {
  return installing ??= install();
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
