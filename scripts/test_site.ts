/**
 * `deno task test:site`: the site's own suites in Chromium (`SITE_TESTS` in `scripts/test.ts`):
 * the built documentation site served from a sub-path (every link resolves, axe-core finds nothing
 * on any page at 375 and 1280 px, light and dark), the document pages, and the playground's
 * page-level suites (editor, forms, search, browsing a loaded API, Send, responses), ending with
 * `N passed, N failed`. Exits with Deno's exit code.
 *
 * @module
 */
import { runApart, SITE_TESTS } from "./test.ts";

if (import.meta.main) {
  await runApart(["--parallel", ...SITE_TESTS, ...Deno.args], "tests/.output/junit-site.xml");
}
