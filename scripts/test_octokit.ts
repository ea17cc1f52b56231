/**
 * `deno task test:octokit`: the octokit-shaped package under the published `@octokit/core`,
 * `@octokit/request` and plugins, which it installs from npm (`tests/octokit/consumers_proof.ts`),
 * ending with `N passed, N failed` counted from the JUnit report as `deno task test` counts. Exits
 * with Deno's exit code.
 *
 * @module
 */
import { closingCounts, OCTOKIT_TESTS, runDenoTest } from "./test.ts";

const REPORT = "tests/.output/junit-octokit.xml";

if (import.meta.main) {
  const { code, xml } = await runDenoTest([OCTOKIT_TESTS, ...Deno.args], REPORT);
  const counts = closingCounts(code, xml);
  console.log(`\n${counts.passed} passed, ${counts.failed} failed`);
  Deno.exit(code);
}
