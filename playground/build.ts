/**
 * Builds the documentation site into one self-contained static folder, `playground/dist/`
 * (relative links only, so any static host can serve it from any sub-path):
 *
 * - `index.html`, `app.js` (one minified script), `styles.css`: the playground;
 * - `api/`: the API reference, `deno doc --html` over the entry points in `deno.json`;
 * - `behaviour.html`, `decisions.html`, `openapi.html`, `openapi-styles.html`,
 *   `moving-from-octokit.html`, `clients.html`: the documents of `docs/` rendered
 *   (`doc_page.ts`);
 * - `site_nav.css`: the navigation bar all pages share.
 *
 * Run `deno task build`; it prints each file's size and fails when the script is over budget.
 *
 * @module
 */
import * as esbuild from "esbuild";
import { fileURLToPath } from "node:url";
import { DOC_PAGES, docPage } from "./doc_page.ts";
import { buildReference, readEntries, REFERENCE_DIR, REPO_ROOT } from "./reference.ts";
import { SITE_NAV_CSS, siteNav } from "./site_nav.ts";

/** The folder `deno task build` writes. */
export const DIST_DIR: string = fileURLToPath(new URL("./dist/", import.meta.url));

/**
 * The page's JavaScript may be at most this many bytes, minified (about 28 KB gzip): Preact,
 * the whole library (both modes run it), the examples and the page. Raised from 72 KiB when the
 * library learned to mask credentials in messages and to tell real objects from look-alikes, and
 * from 76 KiB for the code of ten clients and the Send block (about 9 KB).
 */
export const SCRIPT_BUDGET_BYTES = 84 * 1024;

/** Options of {@linkcode build}. */
export interface BuildOptions {
  /** Where to write; {@linkcode DIST_DIR} unless given. The folder is emptied first. */
  outdir?: string;
}

/** One written file. */
export interface BuiltFile {
  /** File name inside the output folder. */
  name: string;
  /** Size in bytes. */
  bytes: number;
  /** Size gzip-compressed, in bytes. */
  gzipBytes: number;
}

/** What {@linkcode build} wrote. */
export interface BuildReport {
  /** The output folder. */
  outdir: string;
  /** The site's own files, `index.html` first. */
  files: BuiltFile[];
  /** The API reference folder (`api/`): its size on disk and number of files. */
  reference: { bytes: number; files: number };
}

const source = (name: string) => fileURLToPath(new URL(name, import.meta.url));

async function gzipSize(bytes: Uint8Array): Promise<number> {
  const stream = new Blob([bytes as Uint8Array<ArrayBuffer>]).stream()
    .pipeThrough(new CompressionStream("gzip"));
  return (await new Response(stream).arrayBuffer()).byteLength;
}

async function hash(bytes: Uint8Array): Promise<string> {
  const digest = await crypto.subtle.digest("SHA-256", bytes as Uint8Array<ArrayBuffer>);
  return [...new Uint8Array(digest).slice(0, 6)].map((b) => b.toString(16).padStart(2, "0"))
    .join("");
}

/**
 * Bundles `main.tsx` (Preact and the library's own `mod.ts`) with esbuild, minifies the styles,
 * renders the documents, generates the API reference, and writes the folder. Asset
 * urls get a content hash query so a static host's cache never serves a stale script.
 *
 * @param options Where to write.
 * @returns The files and their sizes.
 * @throws {Error} When the script is over {@linkcode SCRIPT_BUDGET_BYTES}.
 */
export async function build(options: BuildOptions = {}): Promise<BuildReport> {
  const outdir = options.outdir ?? DIST_DIR;
  let script: Uint8Array;
  let styles: Uint8Array;
  try {
    const bundle = await esbuild.build({
      entryPoints: [source("./main.tsx")],
      bundle: true,
      format: "iife",
      platform: "browser",
      target: ["es2020"],
      minify: true,
      jsx: "automatic",
      jsxImportSource: "preact",
      legalComments: "none",
      write: false,
      outfile: "app.js",
      logLevel: "silent",
    });
    script = bundle.outputFiles[0].contents;
    const css = await esbuild.transform(await Deno.readTextFile(source("./styles.css")), {
      loader: "css",
      minify: true,
    });
    styles = new TextEncoder().encode(css.code);
  } finally {
    await esbuild.stop();
  }
  if (script.byteLength > SCRIPT_BUDGET_BYTES) {
    throw new Error(
      `Cannot build the playground: app.js is ${script.byteLength} bytes, over the budget of ${SCRIPT_BUDGET_BYTES}`,
    );
  }
  const entries = await readEntries();
  const { name } = entries;
  const stylesHref = `./styles.css?v=${await hash(styles)}`;
  const html = (await Deno.readTextFile(source("./index.html")))
    .replace('href="./styles.css"', `href="${stylesHref}"`)
    .replace('src="./app.js"', `src="./app.js?v=${await hash(script)}"`)
    .replace("<!-- site-nav -->", siteNav("./", "playground", name));
  const encode = (text: string) => new TextEncoder().encode(text);
  const files: [string, Uint8Array][] = [
    ["index.html", encode(html)],
    ["app.js", script],
    ["styles.css", styles],
  ];
  for (const { page, href, source } of DOC_PAGES) {
    const markdown = await Deno.readTextFile(`${REPO_ROOT}/${source}`);
    files.push([href, encode(docPage(markdown, page, stylesHref, name))]);
  }
  files.push(["site_nav.css", encode(SITE_NAV_CSS)]);
  await Deno.remove(outdir, { recursive: true }).catch((e) => {
    if (!(e instanceof Deno.errors.NotFound)) throw e;
  });
  await Deno.mkdir(outdir, { recursive: true });
  const dir = outdir.replace(/\/$/, "");
  const report: BuildReport = { outdir, files: [], reference: await buildReference(dir, entries) };
  for (const [name, bytes] of files) {
    await Deno.writeFile(`${dir}/${name}`, bytes);
    report.files.push({ name, bytes: bytes.byteLength, gzipBytes: await gzipSize(bytes) });
  }
  return report;
}

/**
 * The size table `deno task build` prints.
 *
 * @param report A build report.
 * @returns One line per file, the reference, then the script budget.
 */
export function formatReport(report: BuildReport): string {
  const kb = (n: number) => (n / 1024).toFixed(1).padStart(6) + " KB";
  const lines = report.files.map((f) =>
    `  ${f.name.padEnd(25)}${kb(f.bytes)}  (${kb(f.gzipBytes).trim()} gzip)`
  );
  const { bytes, files } = report.reference;
  lines.push(`  ${(REFERENCE_DIR + "/").padEnd(25)}${kb(bytes)}  (${files} files, deno doc)`);
  const script = report.files.find((f) => f.name === "app.js")?.bytes ?? 0;
  lines.push(`  script budget: ${kb(script).trim()} of ${kb(SCRIPT_BUDGET_BYTES).trim()} minified`);
  return `Built ${report.outdir}\n${lines.join("\n")}`;
}

if (import.meta.main) {
  console.log(formatReport(await build()));
}
