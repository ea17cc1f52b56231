import assert from "node:assert/strict";
import * as lib from "../mod.ts";
import { BEHAVIOUR_CASES } from "./cases/behaviour.ts";
import { type CallStyle, runCase } from "./cases/run_cases.ts";

const STYLES: CallStyle[] = ["endpoint", "parse-merge"];

for (const style of STYLES) {
  Deno.test(`behaviour table through ${style === "endpoint" ? "endpoint()" : "parse(merge())"}`, async (t) => {
    for (const testCase of BEHAVIOUR_CASES) {
      await t.step(testCase.name, () => {
        const outcome = runCase(lib, testCase, assert.deepStrictEqual, style);
        assert.ok(outcome.ok, outcome.reason);
      });
    }
  });
}

Deno.test("behaviour table: every case expects a result or an error, not both", () => {
  for (const testCase of BEHAVIOUR_CASES) {
    assert.ok((testCase.expect === undefined) !== (testCase.error === undefined), testCase.name);
  }
});

Deno.test("behaviour table: case names are unique", () => {
  const names = BEHAVIOUR_CASES.map((testCase) => testCase.name);
  assert.deepEqual(names.filter((name, i) => names.indexOf(name) !== i), []);
});
