/**
 * The Node suite, bundled to `node_suite.mjs` with the package left external: `node --test` runs
 * one test per behaviour case and call style against the package that `npm install` put in
 * `node_modules/`, imported by its two names.
 *
 * @module
 */
import assert from "node:assert/strict";
import { test } from "node:test";
import * as lib from "@x/endpoint";
import * as templates from "@x/endpoint/uri-template";
import { compileRoutes, withRoutes } from "@x/endpoint/openapi";
import {
  BEHAVIOUR_CASES,
  CALL_STYLES,
  checkToRequest,
  checkUriTemplate,
  type FullLibrary,
  runCase,
} from "./table.ts";

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

test("@x/endpoint/uri-template expands templates and shares the EndpointError class", () => {
  checkUriTemplate(lib, templates as unknown as FullLibrary);
});

test("@x/endpoint/openapi writes a described call and shares the EndpointError class", () => {
  const api = withRoutes(
    lib.endpoint,
    compileRoutes({
      openapi: "3.1.0",
      paths: { "/a": { get: { parameters: [{ name: "f", in: "query", style: "deepObject" }] } } },
    }),
  );
  assert.equal(api("GET /a", { f: { b: "c" } }).url, "https://api.github.com/a?f%5Bb%5D=c");
  assert.throws(() => compileRoutes({}), lib.EndpointError);
});
