/**
 * `deno task set-package --name @scope/name --version 1.2.3`: renames the package, or changes
 * its version, everywhere in the repository in one step (either flag alone is fine).
 *
 * - The name is replaced in every file git knows (tracked, or new and not ignored) except the
 *   lockfiles: `deno.json` and `jsr.json`, the import map keys, every `import … from
 *   "@x/endpoint"` in docs, examples and tests, install lines. Its file-name form (`x-endpoint`)
 *   is replaced too, so the user-agent (`x-endpoint.js/<version>`) and the npm tarball's name
 *   follow the package name.
 * - The version is replaced where it is this package's version: the `version` of `deno.json`
 *   and `jsr.json`, `src/_version.ts`, and the places that pair it with the name
 *   (`@x/endpoint@0.1.0`, `x-endpoint.js/0.1.0`, `x-endpoint-0.1.0.tgz`). `CHANGELOG.md` keeps
 *   its history: moving "Unreleased" under the new version is a release step of its own.
 *
 * The name must be one JSR accepts (a scope of 2 to 20 characters; see `docs/releasing.md`).
 *
 * @module
 */
import { parseArgs } from "node:util";
import { isSemver, jsrNameProblems, readIdentity, ROOT, slugOf } from "./_package.ts";

/** The octokit-shaped package's name: this one's and this (`scripts/pack.ts`). */
const OCTOKIT_SUFFIX = "-octokit";

/** Files never rewritten: the lockfiles name npm packages, not this one. */
const UNTOUCHED = new Set(["deno.lock", "playground/deno.lock"]);

/** What to change; a missing field stays as it is. */
export interface PackageChange {
  /** The new scoped name. */
  name?: string;
  /** The new version. */
  version?: string;
}

/**
 * `text` with every character a regular expression would read as syntax escaped.
 *
 * @param text Literal text.
 * @returns The source of a regular expression matching exactly `text`.
 */
export function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\/]/g, "\\$&");
}

/**
 * `text` with every `from` that is not part of a longer name replaced by `to`. A `-` may follow
 * when a digit or `<` does (`x-endpoint-0.1.0.tgz`, `x-endpoint-<version>.tgz`).
 */
function replaceWord(text: string, from: string, to: string): string {
  return text.replace(new RegExp(`(?<![\\w-])${escapeRegExp(from)}(?![\\w]|-[^\\d<])`, "g"), to);
}

/**
 * The text of one file after the change.
 *
 * @param path The file's path relative to the root (decides which version rules apply).
 * @param text Its text.
 * @param from The current name and version.
 * @param to The new name and version.
 * @returns The new text.
 */
export function rewrite(
  path: string,
  text: string,
  from: { name: string; version: string },
  to: { name: string; version: string },
): string {
  let result = text;
  // The octokit-shaped package is named after this one (`<name>-octokit`): renamed first, as a
  // longer name the plain rule leaves alone.
  for (const suffix of [OCTOKIT_SUFFIX, ""]) {
    const [oldSlug, newSlug] = [slugOf(from.name) + suffix, slugOf(to.name) + suffix];
    result = replaceWord(
      replaceWord(result, from.name + suffix, to.name + suffix),
      oldSlug,
      newSlug,
    );
  }
  if (from.version === to.version || path === "CHANGELOG.md") return result;
  const old = escapeRegExp(from.version);
  for (const suffix of [OCTOKIT_SUFFIX, ""]) {
    const [name, slug] = [escapeRegExp(to.name + suffix), escapeRegExp(slugOf(to.name) + suffix)];
    result = result.replace(
      new RegExp(`(${name}@|${slug}\\.js/|${slug}-)${old}(?![\\w]|\\.\\d|-\\w)`, "g"),
      `$1${to.version}`,
    );
  }
  if (path === "deno.json" || path === "jsr.json") {
    result = result.replace(new RegExp(`("version":\\s*")${old}"`), `$1${to.version}"`);
  }
  if (path === "src/_version.ts") {
    result = result.replace(new RegExp(`(VERSION = ")${old}"`), `$1${to.version}"`);
  }
  return result;
}

/**
 * Applies the change to every file git knows in `root`.
 *
 * @param change The new name and/or version.
 * @param root The repository root.
 * @returns The files that changed, relative to the root.
 * @throws {Error} When the name or version would be refused by JSR.
 */
export async function setPackage(change: PackageChange, root: string = ROOT): Promise<string[]> {
  const current = await readIdentity(root);
  const next = { name: change.name ?? current.name, version: change.version ?? current.version };
  const problems = change.name === undefined ? [] : jsrNameProblems(next.name);
  if (change.version !== undefined && !isSemver(next.version)) {
    problems.push(`"${next.version}" is not a semantic version such as 1.2.3`);
  }
  if (problems.length > 0) {
    throw new Error(
      `Cannot set the package to ${next.name}@${next.version}: ${problems.join("; ")}`,
    );
  }
  const changed: string[] = [];
  for (const path of await knownFiles(root)) {
    if (UNTOUCHED.has(path)) continue;
    const bytes = await Deno.readFile(`${root}/${path}`);
    if (bytes.includes(0)) continue; // binary
    const text = new TextDecoder().decode(bytes);
    const updated = rewrite(path, text, current, next);
    if (updated === text) continue;
    await Deno.writeTextFile(`${root}/${path}`, updated);
    changed.push(path);
  }
  return changed;
}

/**
 * The regular files git knows in `root`: tracked, or new and not ignored (no links, nothing
 * deleted but not yet committed).
 *
 * @param root A git working tree.
 * @returns Their paths relative to `root`.
 */
export async function knownFiles(root: string): Promise<string[]> {
  const { code, stdout, stderr } = await new Deno.Command("git", {
    args: ["ls-files", "-z", "--cached", "--others", "--exclude-standard"],
    cwd: root,
  }).output();
  if (code !== 0) throw new Error(`git ls-files failed: ${new TextDecoder().decode(stderr)}`);
  const files: string[] = [];
  for (const path of new Set(new TextDecoder().decode(stdout).split("\0"))) {
    const info = path === ""
      ? undefined
      : await Deno.lstat(`${root}/${path}`).catch(() => undefined);
    if (info?.isFile) files.push(path);
  }
  return files;
}

if (import.meta.main) {
  const { values } = parseArgs({
    args: Deno.args,
    options: { name: { type: "string" }, version: { type: "string" } },
  });
  if (values.name === undefined && values.version === undefined) {
    console.error("Usage: deno task set-package [--name @scope/name] [--version 1.2.3]");
    Deno.exit(2);
  }
  try {
    const changed = await setPackage(values);
    const { name, version } = await readIdentity();
    console.log(`${name}@${version}: ${changed.length} files changed`);
    for (const path of changed) console.log(`  ${path}`);
  } catch (error) {
    console.error((error as Error).message);
    Deno.exit(1);
  }
}
