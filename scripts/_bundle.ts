/**
 * The npm package's JavaScript, one module per entry point: `.` is the whole library bundled by
 * esbuild into one ES module, and every other entry point (`./uri-template`) is a one-line module
 * that re-exports its names from that bundle. An entry point with code of its own (`./openapi`)
 * is bundled from its own folder, and imports what it uses from outside that folder from `.`'s
 * bundle.
 *
 * Why one module: Node resolves, reads and links every module of an import graph, and that, not
 * the code, was most of the time an import took (31 transpiled files). Why re-export: two
 * independent bundles would each hold a copy of the template engine and of `EndpointError`, and
 * a program importing both entry points would get two classes, so `instanceof EndpointError`
 * would fail across them. Re-exported, there is one copy; the cost is that
 * `import … from "@x/endpoint/uri-template"` loads the whole library, still one bundle.
 *
 * @module
 */
import * as esbuild from "esbuild";
import { dirname, relative, resolve } from "node:path";

/** One file of the package: its path inside the package and its contents. */
export interface PackageFile {
  /** Relative to the package root, e.g. `mod.js`. */
  path: string;
  /** Its text. */
  text: string;
}

/**
 * Bundles the entry points that `exports` names (`deno.json` form: subpath → `.ts` source). Each
 * module goes where `deno pack` puts the entry point's transpiled file (`./mod.ts` → `mod.js`), so
 * the generated `package.json` and `.d.ts` files still point at it.
 *
 * @param root The repository root.
 * @param exports The `exports` field of `deno.json`; it must name `.`.
 * @returns One module per entry point, `.` first.
 * @throws {Error} When an entry point exports a name that `.` does not.
 */
export async function bundleEntryPoints(
  root: string,
  exports: Record<string, string>,
): Promise<PackageFile[]> {
  const main = exports["."];
  if (!main) throw new Error(`Cannot bundle the package: deno.json's exports name no "."`);
  try {
    const bundled = await build(root, main);
    const files: PackageFile[] = [{ path: jsPath(main), text: bundled.text }];
    for (const [subpath, source] of Object.entries(exports)) {
      if (subpath === ".") continue;
      const { names } = await build(root, source);
      const path = jsPath(source);
      let from = relative(dirname(path), jsPath(main));
      if (!from.startsWith(".")) from = `./${from}`;
      if (names.every((name) => bundled.names.includes(name))) {
        files.push({ path, text: `export { ${names.join(", ")} } from "${from}";\n` });
      } else {
        const own = await build(
          root,
          source,
          mainBundleImports(`${resolve(root, dirname(source))}/`, from, bundled.names),
        );
        files.push({ path, text: own.text });
      }
    }
    return files;
  } finally {
    await esbuild.stop();
  }
}

/** `./src/uri_template/mod.ts` → `src/uri_template/mod.js`. */
function jsPath(source: string): string {
  return source.replace(/^\.\//, "").replace(/\.ts$/, ".js");
}

/**
 * An esbuild plugin for an entry point's own bundle: a relative import out of `folder` of a module
 * whose every export the library's bundle exports too (`endpoint`, `EndpointError`) stays external,
 * as an import of `main`, so the entry point holds no second copy of the library (one
 * `EndpointError` class); any other module out of it (a private helper) is bundled in.
 *
 * @param folder The entry point's folder, absolute, with a trailing `/`.
 * @param main The main bundle, as the entry point's module imports it (`../../mod.js`).
 * @param mainNames The names the main bundle exports.
 * @returns The plugin.
 */
export function mainBundleImports(
  folder: string,
  main: string,
  mainNames: readonly string[],
): esbuild.Plugin {
  return {
    name: "main-bundle-imports",
    setup(build) {
      build.onResolve({ filter: /^\.\.?\// }, async ({ path, resolveDir }) => {
        const file = resolve(resolveDir, path);
        if (file.startsWith(folder)) return undefined;
        const names = await moduleExports(file);
        return names.every((name) => mainNames.includes(name))
          ? { path: main, external: true }
          : undefined;
      });
    },
  };
}

/** The names a module exports at run time (its types left out), read by esbuild alone. */
async function moduleExports(file: string): Promise<string[]> {
  const result = await esbuild.build({
    entryPoints: [file],
    bundle: false,
    format: "esm",
    write: false,
    metafile: true,
    logLevel: "silent",
  });
  return Object.values(result.metafile.outputs)[0].exports;
}

/** One entry point as one ES module (readable, not minified), and the names it exports. */
async function build(
  root: string,
  source: string,
  plugin?: esbuild.Plugin,
): Promise<{ text: string; names: string[] }> {
  const result = await esbuild.build({
    plugins: plugin === undefined ? [] : [plugin],
    entryPoints: [`${root}/${source}`],
    absWorkingDir: root, // the bundle's `// src/…` comments name files from here
    bundle: true,
    format: "esm",
    platform: "neutral",
    target: "es2022",
    legalComments: "none",
    metafile: true,
    write: false,
    logLevel: "silent",
  });
  const [output] = Object.values(result.metafile.outputs);
  return { text: result.outputFiles[0].text, names: output.exports };
}
