/**
 * Builds `dist/runtimes/` with esbuild: the library laid out as an installed npm package, the
 * behaviour table for the browser page, and each runtime's harness.
 *
 * ```text
 * dist/runtimes/
 *   node_modules/@x/endpoint/package.json  exports "." -> mod.mjs, types -> types/mod.d.ts
 *   node_modules/@x/endpoint/mod.mjs       mod.ts bundled to one ES module
 *   cases.mjs                              the behaviour table + runner (shared/entry.ts)
 *   node_suite.mjs  bun_suite.mjs  worker.mjs
 * ```
 *
 * The harnesses are bundled with the table inside and `@x/endpoint` left external, so each
 * runtime loads the library the way its users do: Node and Bun from `node_modules`, the page
 * through an import map, workerd as a named module.
 *
 * @module
 */
import * as esbuild from "esbuild";

/** Where the build went. */
export interface BuildOutput {
  /** `dist/runtimes/`. */
  outDir: string;
  /** The fake installed package, `dist/runtimes/node_modules/@x/endpoint/`. */
  packageDir: string;
  /** The library bundle inside it. */
  libraryFile: string;
  /** The package version, from `deno.json`. */
  version: string;
}

/**
 * Bundles the library and the behaviour table with esbuild into a fresh `dist/runtimes/`.
 *
 * @param root The project root.
 * @returns Where the files are.
 */
export async function buildBundles(root: string): Promise<BuildOutput> {
  const config = JSON.parse(await Deno.readTextFile(`${root}/deno.json`));
  const outDir = `${root}/dist/runtimes`;
  const packageDir = `${outDir}/node_modules/${config.name}`;
  await Deno.remove(outDir, { recursive: true }).catch(() => {});
  await Deno.mkdir(packageDir, { recursive: true });
  const common: esbuild.BuildOptions = {
    bundle: true,
    format: "esm",
    platform: "neutral",
    target: "es2022",
    logLevel: "silent",
  };
  const harnesses = {
    node_suite: "node/suite.ts",
    bun_suite: "bun/suite.ts",
    worker: "workerd/worker.ts",
  };
  try {
    await esbuild.build({
      ...common,
      entryPoints: [`${root}/mod.ts`],
      outfile: `${packageDir}/mod.mjs`,
    });
    await esbuild.build({
      ...common,
      entryPoints: [
        { in: here("shared/entry.ts"), out: "cases" },
        ...Object.entries(harnesses).map(([out, path]) => ({ in: here(path), out })),
      ],
      outdir: outDir,
      outExtension: { ".js": ".mjs" },
      external: [config.name, "node:*"],
    });
  } finally {
    await esbuild.stop();
  }
  const packageJson = {
    name: config.name,
    version: config.version,
    type: "module",
    exports: { ".": { types: "./types/mod.d.ts", default: "./mod.mjs" } },
  };
  await Deno.writeTextFile(`${packageDir}/package.json`, JSON.stringify(packageJson, null, 2));
  return { outDir, packageDir, libraryFile: `${packageDir}/mod.mjs`, version: config.version };
}

/** A path below `tests/runtimes/`. */
function here(path: string): string {
  return new URL(`../${path}`, import.meta.url).pathname;
}
