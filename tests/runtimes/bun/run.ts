/**
 * Bun: the behaviour table run by the Bun binary that `npm:bun` ships.
 *
 * @module
 */
import { lastLines, pinnedVersion, platformBinary, runCommand } from "../shared/process.ts";
import { type RunContext, type RuntimeResult, toResult } from "../shared/result.ts";

const PLATFORM_PACKAGES: Record<string, string> = {
  "linux-x86_64": "@oven/bun-linux-x64",
  "linux-aarch64": "@oven/bun-linux-aarch64",
  "darwin-x86_64": "@oven/bun-darwin-x64",
  "darwin-aarch64": "@oven/bun-darwin-aarch64",
};

/**
 * Runs `dist/runtimes/bun_suite.mjs` with Bun and reads its JSON report.
 *
 * @param context Where the bundles are and how many cases to expect.
 * @returns One table row.
 */
export async function runBun(context: RunContext): Promise<RuntimeResult> {
  const version = pinnedVersion(context.root, "bun");
  const row = {
    runtime: `Bun ${version}`,
    command: "bun dist/runtimes/bun_suite.mjs",
    expected: context.caseRuns + 1,
  };
  const platform = PLATFORM_PACKAGES[`${Deno.build.os}-${Deno.build.arch}`];
  const bun = platform && platformBinary(context.root, platform, version, "bin/bun");
  if (!bun) return toResult(row, undefined, `no Bun binary for ${Deno.build.target}`);
  const output = await runCommand(bun, ["bun_suite.mjs"], { cwd: context.outDir });
  const lastLine = output.stdout.trim().split("\n").at(-1) ?? "";
  try {
    return toResult(row, JSON.parse(lastLine));
  } catch {
    return toResult(row, undefined, `bun exited ${output.code}: ${lastLines(output)}`);
  }
}
