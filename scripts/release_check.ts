/**
 * `deno task release-check [--tag v1.2.3]`: what must hold before a version is published, each
 * reported on one line; exits 1 when any fails. The release workflow runs it on the pushed tag.
 *
 * - JSR accepts the name (a scope of 2 to 20 characters: `@x` is too short; rename with
 *   `deno task set-package --name @scope/endpoint`).
 * - The version is a semantic version, and the tag is `v<version>`.
 * - `jsr.json` agrees with `deno.json` on name, version, exports, license and files.
 * - `CHANGELOG.md` has a `## <version>` section.
 *
 * @module
 */
import { parseArgs } from "node:util";
import { isSemver, jsrNameProblems, ROOT } from "./_package.ts";

/** One precondition and whether it holds. */
export interface ReleaseCheck {
  /** What is checked. */
  name: string;
  /** Why it fails; empty when it holds. */
  problems: string[];
}

/**
 * Checks the release preconditions of the repository at `root`.
 *
 * @param tag The git tag being released (`v1.2.3`), when there is one.
 * @param root The repository root.
 * @returns Every check, in order.
 */
export async function releaseChecks(tag?: string, root: string = ROOT): Promise<ReleaseCheck[]> {
  const deno = JSON.parse(await Deno.readTextFile(`${root}/deno.json`));
  const jsr = JSON.parse(await Deno.readTextFile(`${root}/jsr.json`));
  const changelog = await Deno.readTextFile(`${root}/CHANGELOG.md`);
  const version: string = deno.version;
  const differing = ["name", "version", "exports", "license", "publish"]
    .filter((key) => JSON.stringify(deno[key]) !== JSON.stringify(jsr[key]));
  return [
    { name: `JSR accepts the name ${deno.name}`, problems: jsrNameProblems(deno.name) },
    {
      name: `${version} is a semantic version`,
      problems: isSemver(version) ? [] : [`"${version}" is not of the form 1.2.3`],
    },
    {
      name: `the tag is v${version}`,
      problems: tag === undefined || tag === `v${version}` ? [] : [`the tag is ${tag}`],
    },
    {
      name: "jsr.json agrees with deno.json",
      problems: differing.map((key) => `"${key}" differs`),
    },
    {
      name: `CHANGELOG.md has a "## ${version}" section`,
      problems: new RegExp(`^## ${version.replaceAll(".", "\\.")}\\b`, "m").test(changelog)
        ? []
        : [`no "## ${version}" heading (move the Unreleased notes under it)`],
    },
  ];
}

if (import.meta.main) {
  const { values } = parseArgs({ args: Deno.args, options: { tag: { type: "string" } } });
  const checks = await releaseChecks(values.tag);
  for (const check of checks) {
    const ok = check.problems.length === 0;
    console.log(
      `${ok ? "ok  " : "FAIL"} ${check.name}${ok ? "" : `: ${check.problems.join("; ")}`}`,
    );
  }
  Deno.exit(checks.every((check) => check.problems.length === 0) ? 0 : 1);
}
