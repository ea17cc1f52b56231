/**
 * `deno task pack`: the npm package, built by `deno pack` (`.d.ts` files and a generated
 * `package.json`), with one bundled ES module per entry point in place of the transpiled `.js`
 * files (`scripts/_bundle.ts`: Node imports one module much faster than 31), the browser build
 * (`deno task browser`) and the route table command (`bin`: `scripts/_cli_bin.ts`) inside it,
 * written to `dist/npm/<slug>-<version>.tgz` (e.g. `dist/npm/x-endpoint-0.1.0.tgz`).
 *
 * `deno pack` runs in a staging copy of what `deno.json`'s `publish.include` names, plus
 * `dist/browser/`: the JSR package keeps its own file list, and the gitignored browser build can
 * be shipped. Source maps are left out: they would carry the build machine's absolute paths.
 *
 * `--repository <url>` adds the `repository` field that `deno pack` does not write and that npm
 * requires to publish with provenance (the release workflow passes the GitHub repository).
 *
 * @module
 */
import { parseArgs } from "node:util";
import { copy } from "./_copy.ts";
import { readTarGz, type TarEntry, writeTarGz } from "./_tar.ts";
import { bundleEntryPoints } from "./_bundle.ts";
import { addCli, bundleCli } from "./_cli_bin.ts";
import { type ArtifactFile, BROWSER_DIR, buildBrowser, formatSizes, measure } from "./browser.ts";
import { ROOT, slugOf } from "./_package.ts";
import { withTypesVersions } from "./_types_versions.ts";

/** The output folder, relative to the repository root. */
const NPM_DIR = "dist/npm";

/**
 * Entry points left out of the npm package's `exports`: the route table command is its `bin`
 * (`scripts/_cli_bin.ts`).
 */
const DENO_ONLY = new Set(["./openapi/cli"]);

/** The entry point of the second package, `<name>-octokit`, and its README. */
const OCTOKIT_ENTRY = "./src/octokit/mod.ts";
const OCTOKIT_README = "src/octokit/README.md";

/** Options of {@linkcode packNpm}. */
export interface PackOptions {
  /** The source repository's URL (`https://github.com/owner/name`), for `package.json`. */
  repository?: string;
}

/**
 * Builds the browser files, then the npm tarball.
 *
 * @param root The repository root.
 * @param options What to add to the generated `package.json`.
 * @returns The tarball, then the browser files.
 * @throws {Error} When `deno pack` fails (its output is in the message).
 */
export async function packNpm(
  root: string = ROOT,
  options: PackOptions = {},
): Promise<ArtifactFile[]> {
  const browserFiles = await buildBrowser(root);
  const config = JSON.parse(await Deno.readTextFile(`${root}/deno.json`));
  config.exports = Object.fromEntries(
    Object.entries(config.exports).filter(([subpath]) => !DENO_ONLY.has(subpath)),
  );
  const slug = slugOf(config.name);
  await Deno.remove(`${root}/${NPM_DIR}`, { recursive: true }).catch(() => {});
  await Deno.mkdir(`${root}/${NPM_DIR}`, { recursive: true });
  const include: string[] = config.publish.include.filter((path: string) => path !== "deno.json");
  const main: NpmPackage = {
    name: config.name,
    version: config.version,
    license: config.license,
    exports: config.exports,
    files: [...include, `${BROWSER_DIR}/`].map((path) => [path, path]),
  };
  const octokit: NpmPackage = {
    name: `${config.name}-octokit`,
    version: config.version,
    license: config.license,
    exports: { ".": OCTOKIT_ENTRY },
    files: [["src/", "src/"], ["LICENSE", "LICENSE"], [OCTOKIT_README, "README.md"]],
  };
  const tarballs: ArtifactFile[] = [];
  for (const npmPackage of [main, octokit]) {
    const tarball = `${root}/${NPM_DIR}/${slugOf(npmPackage.name)}-${config.version}.tgz`;
    await packPackage(root, npmPackage, tarball, slug);
    if (npmPackage === main) {
      const cli = await bundleCli(root);
      await editTarball(tarball, (entries) => addCli(entries, slug, cli));
    }
    if (options.repository) await addRepository(tarball, options.repository);
    tarballs.push(measure(tarball, await Deno.readFile(tarball)));
  }
  return [tarballs[0], ...browserFiles, ...tarballs.slice(1)];
}

/** One npm package to pack: its identity, entry points and files. */
interface NpmPackage {
  name: string;
  version: string;
  license: string;
  /** `deno.json` form: subpath → `.ts` source. */
  exports: Record<string, string>;
  /** What to copy from the repository (a path) to the package (a path). */
  files: [from: string, to: string][];
}

/**
 * Packs one package with `deno pack` in a staging folder, then puts the bundled entry points
 * (`scripts/_bundle.ts`) and `typesVersions` in it.
 *
 * @throws {Error} When `deno pack` fails (its output is in the message).
 */
async function packPackage(
  root: string,
  npmPackage: NpmPackage,
  tarball: string,
  slug: string,
): Promise<void> {
  const stage = await Deno.makeTempDir({ prefix: `${slug}-pack-` });
  try {
    for (const [from, to] of npmPackage.files) await copy(`${root}/${from}`, `${stage}/${to}`);
    const { files, ...identity } = npmPackage;
    const packConfig = { ...identity, publish: { include: files.map(([, to]) => to) } };
    await Deno.writeTextFile(`${stage}/deno.json`, JSON.stringify(packConfig, null, 2));
    const { code, stdout, stderr } = await new Deno.Command(Deno.execPath(), {
      args: ["pack", "--no-source-maps", "--config", `${stage}/deno.json`, "--output", tarball],
      cwd: stage,
      env: { NO_COLOR: "1" },
      stdin: "null",
    }).output();
    if (code !== 0) {
      const decoder = new TextDecoder();
      throw new Error(`deno pack failed:\n${decoder.decode(stdout)}${decoder.decode(stderr)}`);
    }
  } finally {
    await Deno.remove(stage, { recursive: true });
  }
  const bundles = await bundleEntryPoints(root, npmPackage.exports);
  await editTarball(tarball, (entries) => [
    ...entries.filter(({ path }) =>
      !isTranspiledModule(path) && !isSource(path) && !isFolderReadme(path)
    ),
    ...bundles.map(({ path, text }) => ({
      path: `package/${path}`,
      data: new TextEncoder().encode(text),
    })),
  ]);
  await editManifest(tarball, (fields) => withTypesVersions(fields));
}

/**
 * Rewrites a tarball with `repository` in its `package.json`, after `license`.
 *
 * @param tarball The `.tgz` file, changed in place.
 * @param url The repository URL, e.g. `https://github.com/owner/name`.
 */
export async function addRepository(tarball: string, url: string): Promise<void> {
  const repository = {
    type: "git",
    url: `git+${url.replace(/\/$/, "").replace(/(\.git)?$/, ".git")}`,
  };
  await editManifest(tarball, (fields) =>
    Object.fromEntries(
      Object.entries(fields).flatMap(([key, value]) =>
        key === "license" ? [[key, value], ["repository", repository]] : [[key, value]]
      ),
    ));
}

/** Rewrites a tarball's `package.json` in place with the fields `edit` returns. */
async function editManifest(
  tarball: string,
  edit: (fields: Record<string, unknown>) => Record<string, unknown>,
): Promise<void> {
  await editTarball(tarball, (entries) => {
    const manifest = entries.find((entry) => entry.path === "package/package.json");
    if (!manifest) throw new Error(`${tarball} has no package/package.json`);
    const fields = edit(JSON.parse(new TextDecoder().decode(manifest.data)));
    manifest.data = new TextEncoder().encode(JSON.stringify(fields, null, 2));
    return entries;
  });
}

/** Rewrites a tarball in place with the entries `edit` returns. */
async function editTarball(
  tarball: string,
  edit: (entries: TarEntry[]) => TarEntry[],
): Promise<void> {
  const entries = await readTarGz(await Deno.readFile(tarball));
  await Deno.writeFile(tarball, await writeTarGz(edit(entries)));
}

/** A TypeScript source `deno pack` copied as it is (a Deno-only entry point's). */
function isSource(path: string): boolean {
  return path.endsWith(".ts") && !path.endsWith(".d.ts");
}

/** A README of a source folder (`src/octokit/README.md`): the octokit package's is its root one. */
function isFolderReadme(path: string): boolean {
  return path.startsWith("package/src/") && path.endsWith("/README.md");
}

/** A `.js` file `deno pack` transpiled from a source file (the browser build is not one). */
function isTranspiledModule(path: string): boolean {
  return path.endsWith(".js") && !path.startsWith(`package/${BROWSER_DIR}/`);
}

if (import.meta.main) {
  const { values } = parseArgs({ args: Deno.args, options: { repository: { type: "string" } } });
  console.log(formatSizes(await packNpm(ROOT, values)));
}
