/**
 * `deno task test:site`: the documentation site's proofs in Chromium (the built site served from
 * a sub-path: every link resolves, axe-core finds nothing on any page at 375 and 1280 px, light
 * and dark; the document pages' skip link, contents and decision links), ending with
 * `N passed, N failed`. Exits with Deno's exit code.
 *
 * @module
 */
import { runApart, SITE_TESTS } from "./test.ts";

if (import.meta.main) {
  await runApart([...SITE_TESTS, ...Deno.args], "tests/.output/junit-site.xml");
}
