import assert from "node:assert/strict";
import * as lib from "../../mod.ts";
import { BEHAVIOUR_CASES } from "../cases/behaviour.ts";
import { CALL_STYLES, type CallStyle, runCase } from "../cases/run_cases.ts";

const TITLES: Record<CallStyle, string> = {
  endpoint: "endpoint(route, options)",
  "parse-merge": "parse(merge())",
  options: "endpoint({ method, url, ...options })",
  defaults: "endpoint.defaults({ method, url })(options)",
};

for (const style of CALL_STYLES) {
  Deno.test(`behaviour table through ${TITLES[style]}`, async (t) => {
    for (const testCase of BEHAVIOUR_CASES) {
      const outcome = runCase(lib, testCase, assert.deepStrictEqual, style);
      const name = outcome.skipped ? `${testCase.name} (${outcome.skipped})` : testCase.name;
      await t.step({
        name,
        ignore: outcome.skipped !== undefined,
        fn: () => assert.ok(outcome.ok, outcome.reason),
      });
    }
  });
}

Deno.test("behaviour table: the options and defaults styles skip only what they cannot express", () => {
  for (const style of ["options", "defaults"] as const) {
    const skipped = BEHAVIOUR_CASES.filter((testCase) =>
      runCase(lib, testCase, assert.deepStrictEqual, style).skipped !== undefined
    );
    // Only invalid route strings, non-object options and non-object routes: all rejections.
    for (const testCase of skipped) assert.ok(testCase.error !== undefined, testCase.name);
    assert.ok(skipped.length <= 10, `${style} skips ${skipped.length} cases`);
  }
});

Deno.test("behaviour table: every case expects a result or an error, not both", () => {
  for (const testCase of BEHAVIOUR_CASES) {
    assert.ok((testCase.expect === undefined) !== (testCase.error === undefined), testCase.name);
  }
});

Deno.test("behaviour table: case names are unique", () => {
  const names = BEHAVIOUR_CASES.map((testCase) => testCase.name);
  assert.deepEqual(names.filter((name, i) => names.indexOf(name) !== i), []);
});
