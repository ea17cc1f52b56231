/**
 * A call `withRoutes()` has nothing to write differently for (a route not in the table, no
 * `request.serialize`) is exactly the wrapped endpoint's: the whole behaviour table, in every call
 * style, with no table and with a table of other routes.
 */
import assert from "node:assert/strict";
import { endpoint, EndpointError } from "@x/endpoint";
import { compileRoutes, withRoutes } from "@x/endpoint/openapi";
import { BEHAVIOUR_CASES } from "../cases/behaviour.ts";
import { CALL_STYLES, runCase } from "../cases/run_cases.ts";

const OTHER_ROUTES = compileRoutes({
  openapi: "3.1.0",
  servers: [{ url: "https://{region}.example.com", variables: { region: { default: "eu" } } }],
  paths: {
    "/elsewhere/{id}": {
      get: { parameters: [{ name: "id", in: "path", required: true, style: "label" }] },
      put: { requestBody: { content: { "multipart/form-data": {} } } },
    },
  },
});

for (
  const [label, table] of [["no table", undefined], [
    "a table of other routes",
    OTHER_ROUTES,
  ]] as const
) {
  Deno.test(`withRoutes() with ${label} builds every behaviour case as endpoint() does`, () => {
    const lib = { endpoint: withRoutes(endpoint, table), EndpointError };
    const failures: string[] = [];
    for (const style of CALL_STYLES) {
      for (const testCase of BEHAVIOUR_CASES) {
        const outcome = runCase(lib, testCase, assert.deepStrictEqual, style);
        if (!outcome.ok) failures.push(`${style}: ${outcome.name}: ${outcome.reason}`);
      }
    }
    assert.deepEqual(failures, []);
  });
}
