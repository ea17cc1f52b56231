/**
 * Bundle size: esbuild bundles each entry (minified, ESM, browser platform, tree-shaken) and this
 * prints raw and gzip bytes (`node:zlib`, level 9), ours next to `@octokit/endpoint` measured the
 * same way.
 *
 * Run: `deno task size` (add `--json` for machine-readable output, or `--modules` for the
 * minified bytes each source file adds to `import { endpoint }` and to the OpenAPI entry with the
 * endpoint it wraps, each with its gzip size: where the size goes). It fails
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

function bundle(contents: string, sourcemap = false) {
  return esbuild.build({
    sourcemap,
    outdir: sourcemap ? "out" : undefined,
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

/** What one source file adds to a bundle. */
export interface ModuleSize {
  file: string;
  /** Minified bytes of the file's code in the bundle. */
  minified: number;
  /** Gzip bytes saved when the file's code is cut out of the minified bundle. */
  gzipSaved: number;
}

const BASE64 = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/";

/**
 * The source index of every character of `code`, from its source map's `mappings` (base64 VLQ:
 * each segment starts at a generated column and names a source until the next segment).
 */
function sourceOfEachCharacter(code: string, mappings: string): Int32Array {
  const owner = new Int32Array(code.length).fill(-1);
  const fields = [0, 0, 0, 0, 0];
  let offset = 0; // where the current generated line starts in `code`
  let last = -1; // where the previous segment starts, and its source
  let lastSource = -1;
  const close = (end: number) => {
    if (last !== -1) owner.fill(lastSource, last, end);
  };
  for (const line of mappings.split(";")) {
    fields[0] = 0;
    for (const segment of line === "" ? [] : line.split(",")) {
      let field = 0;
      let value = 0;
      let shift = 0;
      for (const char of segment) {
        const digit = BASE64.indexOf(char);
        value += (digit & 31) << shift;
        shift += 5;
        if ((digit & 32) === 0) {
          fields[field++] += value & 1 ? -(value >>> 1) : value >>> 1;
          value = 0;
          shift = 0;
        }
      }
      close(offset + fields[0]);
      last = offset + fields[0];
      lastSource = field > 1 ? fields[1] : -1;
    }
    const end = code.indexOf("\n", offset);
    close(end === -1 ? code.length : end);
    last = -1;
    offset = end + 1;
  }
  return owner;
}

/**
 * The pieces of the request builder, by the source files that make them: `--modules` prints the
 * gzip bytes each piece costs, all its files cut out at once.
 */
export const PIECES: Record<string, readonly string[]> = {
  "the RFC 6570 engine (scanner, expander, encoder)": [
    "src/uri_template/_scanner.ts",
    "src/uri_template/_operators.ts",
    "src/uri_template/_colon_names.ts",
    "src/uri_template/_expander.ts",
    "src/uri_template/_encode.ts",
    "src/uri_template/_chars.ts",
    "src/uri_template/_own.ts",
    "src/uri_template/_plain_object.ts",
  ],
  "url building (route, compile, expand, dot segments, base url, query)": [
    "src/_route.ts",
    "src/_compile_url.ts",
    "src/_expand.ts",
    "src/_dot_segments.ts",
    "src/_base_url.ts",
    "src/_query.ts",
  ],
  "media types": ["src/_media_type.ts"],
  "validation, freezing, option reading (tokens, headers, DEFAULTS, option keys)": [
    "src/_validate.ts",
    "src/_headers.ts",
    "src/_freeze.ts",
    "src/_option_keys.ts",
  ],
  "the request pipeline (endpoint, merge, parse, build, deep merge)": [
    "src/endpoint.ts",
    "src/merge.ts",
    "src/parse.ts",
    "src/_build.ts",
    "src/_merge_deep.ts",
    "src/_version.ts",
  ],
  "the cache (one structure, every cache)": [
    "src/uri_template/_cache.ts",
  ],
  "EndpointError and quoting (masking)": [
    "src/uri_template/errors.ts",
    "src/uri_template/_quote.ts",
  ],
  // overlaps the pieces above: the compiled url and the caches, which a build that expands every
  // route with the engine alone would not need. Cutting them gives at most what speed costs: such
  // a build still joins urls to their base, which `_expand.ts` also does.
  "only for speed (the compiled url and its expander, the route cache, the cache structure)": [
    "src/_compile_url.ts",
    "src/_expand.ts",
    "src/_route.ts",
    "src/uri_template/_cache.ts",
  ],
};

/**
 * What each source file adds to the bundle of `contents`, largest first, and then each piece of
 * `pieces`: minified bytes (esbuild's metafile) and the gzip bytes saved when the code is cut out
 * of the minified bundle (found through the source map; the rest is left as it is, so the cut
 * bundle does not run).
 */
export async function moduleSizes(
  contents: string,
  pieces: Record<string, readonly string[]> = {},
): Promise<ModuleSize[]> {
  try {
    const result = await bundle(contents, true);
    const code = result.outputFiles.find((file) => file.path.endsWith(".js"))!.text;
    const map = JSON.parse(result.outputFiles.find((file) => file.path.endsWith(".map"))!.text);
    const owner = sourceOfEachCharacter(code, map.mappings);
    const whole = gzipSync(code, { level: 9 }).byteLength;
    const output = Object.entries(result.metafile.outputs)
      .find(([path]) => path.endsWith(".js"))![1];
    const inputs = Object.entries(output.inputs).filter(([, input]) => input.bytesInOutput > 0);
    const cut = (file: string, files: readonly string[]): ModuleSize => {
      const indexes = new Set(
        files.map((name) => (map.sources as string[]).findIndex((path) => path.endsWith(name))),
      );
      let rest = "";
      for (let at = 0; at < code.length; at++) if (!indexes.has(owner[at])) rest += code[at];
      const minified = inputs.filter(([name]) => files.includes(name))
        .reduce((sum, [, input]) => sum + input.bytesInOutput, 0);
      return { file, minified, gzipSaved: whole - gzipSync(rest, { level: 9 }).byteLength };
    };
    return [
      ...inputs.map(([file]) => cut(file, [file])).sort((a, b) => b.minified - a.minified),
      ...Object.entries(pieces).map(([name, files]) => cut(name, files)),
    ];
  } finally {
    await esbuild.stop();
  }
}

/** The entry of the OpenAPI entry point, with the endpoint it wraps. */
export const OPENAPI_ENTRY = 'ours: endpoint and all of "./src/openapi/mod.ts"';

/**
 * The pieces of the OpenAPI entry's bundle: the plain endpoint it wraps (every file outside
 * `src/openapi/`), and every file of `src/openapi/` in it, for `--modules` to price.
 *
 * @param files The bundle's source files, as esbuild names them.
 * @returns The piece of every file outside `src/openapi/`.
 */
export function openApiPieces(files: readonly string[]): Record<string, readonly string[]> {
  return {
    "the plain endpoint it wraps (every file outside src/openapi/)": files.filter((file) =>
      !file.startsWith("src/openapi/")
    ),
  };
}

/** Prints the table of `--modules` for one entry: its gzip size, then each file and piece. */
async function printModules(entry: string, pieces: Record<string, readonly string[]>) {
  const { gzip } = await bundleSize(entry, ENTRIES[entry]);
  console.log(`\n${entry.slice(6)}: ${gzip} B gzip\n`);
  console.log(`| source file or piece | minified bytes | gzip saved without it |`);
  console.log("| --- | ---: | ---: |");
  for (const { file, minified, gzipSaved } of await moduleSizes(ENTRIES[entry], pieces)) {
    console.log(`| ${file} | ${minified} | ${gzipSaved} |`);
  }
}

/** Prints the priced breakdown of `import { endpoint }` and of the OpenAPI entry (`--modules`). */
export async function printModuleTables(): Promise<void> {
  await printModules('ours: import { endpoint } from "./mod.ts"', PIECES);
  const files = (await moduleSizes(ENTRIES[OPENAPI_ENTRY])).map(({ file }) => file);
  await printModules(OPENAPI_ENTRY, openApiPieces(files));
}

if (import.meta.main && Deno.args.includes("--modules")) {
  await printModuleTables();
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
