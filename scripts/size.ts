/**
 * Bundle size: esbuild bundles each entry (minified, ESM, browser platform, tree-shaken) and this
 * prints raw and gzip bytes (`node:zlib`, level 9), ours next to `@octokit/endpoint` measured the
 * same way.
 *
 * Run: `deno task size` (add `--json` for machine-readable output, or `--modules` for the
 * minified bytes each source file adds to `import { endpoint }`: where the size goes). It fails
 * when a bundle of {@linkcode BUDGETS} is over its budget.
 *
 * @module
 */
import * as esbuild from "esbuild";
import { gzipSync } from "node:zlib";
import { fileURLToPath } from "node:url";

/** One measured bundle. */
export interface BundleSize {
  /** What was bundled, as a reader would write the import. */
  entry: string;
  /** Minified bytes. */
  raw: number;
  /** Gzip (level 9) bytes of the minified bundle. */
  gzip: number;
}

const ROOT = fileURLToPath(new URL("../", import.meta.url));

/** The entries measured: source text, resolved from the repository root. */
export const ENTRIES: Record<string, string> = {
  'ours: import { endpoint } from "./mod.ts"': 'export { endpoint } from "./mod.ts";',
  'ours: all of "./mod.ts"': 'export * from "./mod.ts";',
  'ours: all of "./src/uri_template/mod.ts"': 'export * from "./src/uri_template/mod.ts";',
  // with the endpoint it wraps: withRoutes() reads the plain endpoint's defaults
  'ours: endpoint and all of "./src/openapi/mod.ts"':
    'export { endpoint } from "./mod.ts"; export * from "./src/openapi/mod.ts";',
  'octokit: import { endpoint } from "@octokit/endpoint"':
    'export { endpoint } from "@octokit/endpoint";',
};

/** The RFC 6570 engine's budget, gzip bytes: `deno task size` fails when it weighs more. */
export const ENGINE_BUDGET = 2_500;

/** The most gzip bytes a bundle may take, by entry: `deno task size` fails above them. */
export const BUDGETS: Record<string, number> = {
  'ours: import { endpoint } from "./mod.ts"': 6_000,
  'ours: all of "./src/uri_template/mod.ts"': ENGINE_BUDGET,
};

/** A line for each bundle of `sizes` over its budget in `budgets`, saying by how much. */
export function overBudget(
  sizes: readonly BundleSize[],
  budgets: Record<string, number> = BUDGETS,
): string[] {
  return sizes
    .filter((size) => Object.hasOwn(budgets, size.entry) && size.gzip > budgets[size.entry])
    .map((size) => {
      const budget = budgets[size.entry];
      return `${size.entry}: ${size.gzip} B gzip, ${
        size.gzip - budget
      } B over its budget of ${budget} B`;
    });
}

function bundle(contents: string) {
  return esbuild.build({
    stdin: { contents, resolveDir: ROOT, loader: "ts", sourcefile: "entry.ts" },
    bundle: true,
    minify: true,
    format: "esm",
    platform: "browser",
    target: "es2022",
    write: false,
    metafile: true,
    logLevel: "silent",
  });
}

/** Bundles one entry's source text and measures it. */
export async function bundleSize(entry: string, contents: string): Promise<BundleSize> {
  const result = await bundle(contents);
  const code = result.outputFiles[0].contents;
  return { entry, raw: code.byteLength, gzip: gzipSync(code, { level: 9 }).byteLength };
}

/** Measures every entry of {@linkcode ENTRIES}. */
export async function measureSizes(): Promise<BundleSize[]> {
  try {
    const sizes: BundleSize[] = [];
    for (const [entry, contents] of Object.entries(ENTRIES)) {
      sizes.push(await bundleSize(entry, contents));
    }
    return sizes;
  } finally {
    await esbuild.stop();
  }
}

/** Minified bytes per source file in the bundle of `contents`, largest first. */
export async function moduleBytes(contents: string): Promise<[string, number][]> {
  try {
    const { metafile } = await bundle(contents);
    const [output] = Object.values(metafile.outputs);
    return Object.entries(output.inputs)
      .map(([file, input]): [string, number] => [file, input.bytesInOutput])
      .filter(([, bytes]) => bytes > 0)
      .sort((a, b) => b[1] - a[1]);
  } finally {
    await esbuild.stop();
  }
}

if (import.meta.main && Deno.args.includes("--modules")) {
  const entry = 'ours: import { endpoint } from "./mod.ts"';
  console.log(`| source file in ${entry.slice(6)} | minified bytes |`);
  console.log("| --- | ---: |");
  for (const [file, bytes] of await moduleBytes(ENTRIES[entry])) {
    console.log(`| ${file} | ${bytes} |`);
  }
} else if (import.meta.main) {
  const sizes = await measureSizes();
  if (Deno.args.includes("--json")) {
    console.log(JSON.stringify(sizes));
  } else {
    console.log("| bundle (esbuild, minified, ESM) | raw bytes | gzip bytes |");
    console.log("| --- | ---: | ---: |");
    for (const s of sizes) console.log(`| ${s.entry} | ${s.raw} | ${s.gzip} |`);
  }
  const over = overBudget(sizes);
  for (const line of over) console.error(`over budget: ${line}`);
  if (over.length !== 0) Deno.exit(1);
}
