/**
 * `deno task browser`: the library as one self-contained, minified ES module for pages that load
 * it from a CDN with `<script type="module">` and no import map: `dist/browser/endpoint.js`
 * (esbuild bundle of `mod.ts`) and `dist/browser/endpoint.d.ts` (its declarations in one file).
 * The npm tarball ships both (`deno task pack`), so a CDN that serves npm packages serves them at
 * `<cdn>/@x/endpoint@<version>/dist/browser/endpoint.js`. Beside them, `openapi.js` and
 * `openapi.d.ts` are `@x/endpoint/openapi`: its own code only, importing the library from
 * `./endpoint.js` (one copy of it, one `EndpointError` class).
 *
 * @module
 */
import * as esbuild from "esbuild";
import { gzipSync } from "node:zlib";
import { bundleDeclarations } from "./_declarations.ts";
import { readIdentity, ROOT } from "./_package.ts";
import { mainBundleImports } from "./_bundle.ts";

/**
 * Each browser module: its file name, its source, and the plugins its bundle needs, given the
 * root and the names the first module (the library) exports.
 */
const MODULES = [
  { file: "endpoint", source: "mod.ts", plugins: (): esbuild.Plugin[] => [] },
  {
    file: "openapi",
    source: "src/openapi/mod.ts",
    plugins: (root: string, names: readonly string[]) => [
      mainBundleImports(`${root}/src/openapi/`, "./endpoint.js", names),
    ],
  },
];

/** The output folder, relative to the repository root. */
export const BROWSER_DIR = "dist/browser";

/** One written file and its sizes. */
export interface ArtifactFile {
  /** Absolute path. */
  path: string;
  /** Size in bytes. */
  bytes: number;
  /** Size gzip-compressed (level 9), in bytes; absent for a file that is gzipped already. */
  gzipBytes?: number;
}

/**
 * Writes `dist/browser/endpoint.js` and `dist/browser/endpoint.d.ts`, then `openapi.js` and
 * `openapi.d.ts` (the folder is emptied first).
 *
 * @param root The repository root.
 * @returns The files, each script before its declarations, `endpoint` first.
 */
export async function buildBrowser(root: string = ROOT): Promise<ArtifactFile[]> {
  const { name, version } = await readIdentity(root);
  const outDir = `${root}/${BROWSER_DIR}`;
  const outputs: [string, Uint8Array][] = [];
  let names: string[] = [];
  try {
    for (const { file, source, plugins } of MODULES) {
      const result = await esbuild.build({
        entryPoints: [`${root}/${source}`],
        bundle: true,
        format: "esm",
        platform: "browser",
        target: "es2022",
        minify: true,
        legalComments: "none",
        plugins: plugins(root, names),
        // Deno reads `@ts-self-types` to type a module fetched from a URL.
        banner: { js: `// @ts-self-types="./${file}.d.ts"\n/*! ${name} ${version} | MIT */` },
        write: false,
        metafile: true,
        logLevel: "silent",
      });
      if (names.length === 0) names = Object.values(result.metafile.outputs)[0].exports;
      const header =
        `/** Types of ${name} ${version}, for the ES module ${file}.js beside this file. */\n`;
      const declarations = header + await bundleDeclarations(`${root}/${source}`);
      outputs.push([`${file}.js`, result.outputFiles[0].contents]);
      outputs.push([`${file}.d.ts`, new TextEncoder().encode(declarations)]);
    }
  } finally {
    await esbuild.stop();
  }
  await Deno.remove(outDir, { recursive: true }).catch(() => {});
  await Deno.mkdir(outDir, { recursive: true });
  const files: ArtifactFile[] = [];
  for (const [file, bytes] of outputs) {
    await Deno.writeFile(`${outDir}/${file}`, bytes);
    files.push(measure(`${outDir}/${file}`, bytes));
  }
  return files;
}

/**
 * Sizes of a file's bytes.
 *
 * @param path Where the bytes are.
 * @param bytes The bytes.
 * @returns The path with its raw and gzip sizes.
 */
export function measure(path: string, bytes: Uint8Array): ArtifactFile {
  if (path.endsWith(".tgz")) return { path, bytes: bytes.byteLength };
  return { path, bytes: bytes.byteLength, gzipBytes: gzipSync(bytes, { level: 9 }).byteLength };
}

/**
 * One line per file: path relative to `root`, raw and gzip sizes.
 *
 * @param files The files.
 * @param root The repository root.
 * @returns The lines.
 */
export function formatSizes(files: ArtifactFile[], root: string = ROOT): string {
  const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;
  return files.map(({ path, bytes, gzipBytes }) => {
    const gzip = gzipBytes === undefined ? "(gzipped)" : `(${kb(gzipBytes)} gzip)`;
    return `  ${path.slice(root.length + 1).padEnd(40)} ${kb(bytes).padStart(9)}  ${gzip}`;
  }).join("\n");
}

if (import.meta.main) {
  console.log(formatSizes(await buildBrowser()));
}
