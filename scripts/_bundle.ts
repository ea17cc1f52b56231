/**
 * The npm package's JavaScript, one module per entry point: `.` is the whole library bundled by
 * esbuild into one ES module, and every other entry point (`./uri-template`) is a one-line module
 * that re-exports its names from that bundle.
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
import { dirname, relative } from "node:path";

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
      const missing = names.filter((name) => !bundled.names.includes(name));
      if (missing.length > 0) {
        throw new Error(
          `Cannot re-export ${subpath} from ".": "." does not export ${missing.join(", ")}`,
        );
      }
      const path = jsPath(source);
      let from = relative(dirname(path), jsPath(main));
      if (!from.startsWith(".")) from = `./${from}`;
      files.push({ path, text: `export { ${names.join(", ")} } from "${from}";\n` });
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

/** One entry point as one ES module (readable, not minified), and the names it exports. */
async function build(root: string, source: string): Promise<{ text: string; names: string[] }> {
  const result = await esbuild.build({
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
