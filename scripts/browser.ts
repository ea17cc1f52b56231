/**
 * `deno task browser`: the library as one self-contained, minified ES module for pages that load
 * it from a CDN with `<script type="module">` and no import map: `dist/browser/endpoint.js`
 * (esbuild bundle of `mod.ts`) and `dist/browser/endpoint.d.ts` (its declarations in one file).
 * The npm tarball ships both (`deno task pack`), so a CDN that serves npm packages serves them at
 * `<cdn>/@x/endpoint@<version>/dist/browser/endpoint.js`.
 *
 * @module
 */
import * as esbuild from "esbuild";
import { gzipSync } from "node:zlib";
import { bundleDeclarations } from "./_declarations.ts";
import { readIdentity, ROOT } from "./_package.ts";

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
 * Writes `dist/browser/endpoint.js` and `dist/browser/endpoint.d.ts` (the folder is emptied
 * first).
 *
 * @param root The repository root.
 * @returns The two files, script first.
 */
export async function buildBrowser(root: string = ROOT): Promise<ArtifactFile[]> {
  const { name, version } = await readIdentity(root);
  const outDir = `${root}/${BROWSER_DIR}`;
  let script: Uint8Array;
  try {
    const result = await esbuild.build({
      entryPoints: [`${root}/mod.ts`],
      bundle: true,
      format: "esm",
      platform: "browser",
      target: "es2022",
      minify: true,
      legalComments: "none",
      // Deno reads `@ts-self-types` to type a module fetched from a URL.
      banner: { js: `// @ts-self-types="./endpoint.d.ts"\n/*! ${name} ${version} | MIT */` },
      write: false,
      logLevel: "silent",
    });
    script = result.outputFiles[0].contents;
  } finally {
    await esbuild.stop();
  }
  const header =
    `/** Types of ${name} ${version}, for the ES module endpoint.js beside this file. */\n`;
  const declarations = new TextEncoder().encode(
    header + await bundleDeclarations(`${root}/mod.ts`),
  );
  await Deno.remove(outDir, { recursive: true }).catch(() => {});
  await Deno.mkdir(outDir, { recursive: true });
  const files: ArtifactFile[] = [];
  for (const [file, bytes] of [["endpoint.js", script], ["endpoint.d.ts", declarations]] as const) {
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
