/**
 * `deno task test:octokit`: the octokit-shaped package under the published `@octokit/core`,
 * `@octokit/request` and plugins, which it installs from npm (`tests/octokit/consumers_proof.ts`),
 * ending with `N passed, N failed` counted from the JUnit report as `deno task test` counts. Exits
 * with Deno's exit code.
 *
 * @module
 */
import { countLeaves, type Counts, echoWithoutSummary, OCTOKIT_TESTS } from "./test.ts";

const REPORT = "tests/.output/junit-octokit.xml";

if (import.meta.main) {
  await Deno.mkdir("tests/.output", { recursive: true });
  await Deno.remove(REPORT).catch(() => {});
  const child = new Deno.Command(Deno.execPath(), {
    args: ["test", "-A", `--junit-path=${REPORT}`, OCTOKIT_TESTS, ...Deno.args],
    stdout: "piped",
    stderr: "inherit",
  }).spawn();
  await echoWithoutSummary(child.stdout);
  const { code } = await child.status;
  let counts: Counts = { passed: 0, failed: 0, skipped: 0 };
  try {
    counts = countLeaves(await Deno.readTextFile(REPORT));
  } catch {
    // No report: the run stopped before any test (a type or load error).
  }
  if (code !== 0 && counts.failed === 0) counts.failed = 1;
  console.log(`\n${counts.passed} passed, ${counts.failed} failed`);
  Deno.exit(code);
}
