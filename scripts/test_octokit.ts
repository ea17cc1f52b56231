/**
 * `deno task test:octokit`: the octokit-shaped package under the published `@octokit/core`,
 * `@octokit/request` and plugins, which it installs from npm (`tests/octokit/consumers_proof.ts`),
 * ending with `N passed, N failed` counted from the JUnit report as `deno task test` counts. Exits
 * with Deno's exit code.
 *
 * @module
 */
import { OCTOKIT_TESTS, runApart } from "./test.ts";

if (import.meta.main) {
  await runApart([OCTOKIT_TESTS, ...Deno.args], "tests/.output/junit-octokit.xml");
}
