/**
 * The package's identity as `deno.json` states it (name, version), the file-name form of the
 * name, and the rules a name and a version must meet to be published on JSR.
 *
 * @module
 */
import { fileURLToPath } from "node:url";

/** The repository root (the folder holding `deno.json`). */
export const ROOT: string = fileURLToPath(new URL("../", import.meta.url)).replace(/\/$/, "");

/** The package's name and version, and what follows from them. */
export interface PackageIdentity {
  /** The scoped name, e.g. `@x/endpoint`. */
  name: string;
  /** The version, e.g. `1.2.3`. */
  version: string;
  /** The name as npm and `deno pack` spell it in file names, e.g. `x-endpoint`. */
  slug: string;
}

/**
 * Reads the name and version from `deno.json`.
 *
 * @param root The repository root.
 * @returns The package's identity.
 */
export async function readIdentity(root: string = ROOT): Promise<PackageIdentity> {
  const { name, version } = JSON.parse(await Deno.readTextFile(`${root}/deno.json`));
  return { name, version, slug: slugOf(name) };
}

/**
 * The file-name form of a scoped name: `@` dropped, `/` as `-` (`@x/endpoint` → `x-endpoint`).
 *
 * @param name A scoped package name.
 * @returns The slug.
 */
export function slugOf(name: string): string {
  return name.replace(/^@/, "").replace("/", "-");
}

/**
 * Why JSR would refuse `name`, following JSR's rules: a scope of 2 to 20 characters and a
 * package name of 2 to 58, both lowercase letters, digits and single inner hyphens.
 *
 * @param name A scoped package name.
 * @returns The problems; empty when JSR accepts the name.
 */
export function jsrNameProblems(name: string): string[] {
  const match = /^@([^/]*)\/([^/]*)$/.exec(name);
  if (!match) return [`"${name}" is not of the form @scope/name`];
  const problems: string[] = [];
  for (const [part, value, max] of [["scope", match[1], 20], ["name", match[2], 58]] as const) {
    if (value.length < 2 || value.length > max) {
      problems.push(`the ${part} "${value}" must be 2 to ${max} characters long`);
    }
    if (!/^[a-z0-9]+(-[a-z0-9]+)*$/.test(value)) {
      problems.push(
        `the ${part} "${value}" may hold only lowercase letters, digits and single inner hyphens`,
      );
    }
  }
  return problems;
}

/**
 * Whether `version` is a normalised semantic version (`1.2.3`, `1.2.3-rc.1`), as JSR and npm
 * require.
 *
 * @param version A version string.
 * @returns True when it is one.
 */
export function isSemver(version: string): boolean {
  const number = "(0|[1-9]\\d*)";
  const label = "(?:0|[1-9]\\d*|\\d*[a-zA-Z-][0-9a-zA-Z-]*)";
  return new RegExp(
    `^${number}\\.${number}\\.${number}(?:-${label}(?:\\.${label})*)?(?:\\+[0-9a-zA-Z-]+(?:\\.[0-9a-zA-Z-]+)*)?$`,
  ).test(version);
}
