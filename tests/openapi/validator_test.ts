/**
 * Proof against real descriptions and a real server-side validator: for every operation of
 * GitHub's description and of five more real public ones, a call generated from the schemas
 * (the same values on every run) is built by `withRoutes(endpoint, compileRoutes(doc))`, sent
 * with `fetch(toRequest(o))` to an Express app running `express-openapi-validator` with the same
 * description, and must be accepted, with every generated value read back by the server as it
 * was generated.
 *
 * An operation that cannot pass is listed in `_validator_exclusions.ts` with the reason; it still
 * runs, and with the default values must still fail, so that the list stays true.
 * `VALIDATOR_START=<n>` generates other values; they may meet the listed limits in other
 * operations too (starts 1 and 2 meet a pipeDelimited query object, a multipart JSON part, a
 * ReadMe upload with a field named `url`).
 */
import assert from "node:assert/strict";
import { endpoint } from "@x/endpoint";
import { compileRoutes, withRoutes } from "@x/endpoint/openapi";
import { description } from "../../scripts/descriptions.ts";
import { EXCLUDED, EXCLUDED_START } from "./_validator_exclusions.ts";
import { type Builder, runOperations, tally } from "./_validator_run.ts";

const START = Number(Deno.env.get("VALIDATOR_START") ?? EXCLUDED_START);

for (const [name, excluded] of Object.entries(EXCLUDED)) {
  Deno.test(`every ${name} operation is accepted by the validator and read back as generated`, async () => {
    const document = await description(name as keyof typeof EXCLUDED);
    const builder = withRoutes(endpoint, compileRoutes(document)) as unknown as Builder;
    const outcomes = await runOperations(document, builder, START);
    const { routes, passing, failing } = tally(outcomes, excluded);
    console.log(
      `${name}: ${outcomes.length} operations, ${passing.size} accepted and read back, ${
        Object.keys(excluded).length
      } excluded (VALIDATOR_START=${START})`,
    );
    assert.deepEqual(failing, [], "every operation that is not excluded passes");
    assert.deepEqual(
      Object.keys(excluded).filter((route) => !routes.has(route)),
      [],
      "no exclusion names an operation the description lacks",
    );
    if (START !== EXCLUDED_START) return; // other values may pass
    assert.deepEqual(
      Object.keys(excluded).filter((route) => passing.has(route)),
      [],
      "every excluded operation still fails: remove it from the list",
    );
  });
}
