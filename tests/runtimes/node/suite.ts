/**
 * The Node suite: `node --test` runs one test per behaviour case and call style against the
 * esbuild bundle.
 *
 * Bundled to `dist/runtimes/node_suite.mjs` with `@x/endpoint` left external, so Node resolves
 * it like an installed package: `dist/runtimes/node_modules/@x/endpoint/` holds the bundle.
 *
 * @module
 */
import assert from "node:assert/strict";
import { test } from "node:test";
import * as lib from "@x/endpoint";
import { BEHAVIOUR_CASES, CALL_STYLES, checkToRequest, runCase } from "../shared/entry.ts";

for (const testCase of BEHAVIOUR_CASES) {
  for (const style of CALL_STYLES) {
    test(`${testCase.name} [${style}]`, () => {
      const outcome = runCase(lib, testCase, assert.deepStrictEqual, style);
      assert.ok(outcome.ok, outcome.reason);
    });
  }
}

test("toRequest() builds a Node Request with an uppercase method and a JSON body", async () => {
  await checkToRequest(lib);
});
