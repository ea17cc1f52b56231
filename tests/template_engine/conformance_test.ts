/**
 * The RFC 6570 community conformance suite (tests/fixtures/uritemplate-test), every case.
 */
import assert from "node:assert/strict";
import { EndpointError, expandTemplate } from "../../mod.ts";

const FIXTURES = new URL("../fixtures/uritemplate-test/", import.meta.url);
const FILES = [
  "spec-examples.json",
  "spec-examples-by-section.json",
  "extended-tests.json",
  "negative-tests.json",
];

interface Group {
  variables: Record<string, unknown>;
  testcases: [string, string | string[] | false][];
}

let expansions = 0;
let rejections = 0;

for (const file of FILES) {
  const groups: Record<string, Group> = JSON.parse(
    await Deno.readTextFile(new URL(file, FIXTURES)),
  );
  Deno.test(`RFC 6570 conformance: ${file}`, async (t) => {
    for (const [groupName, group] of Object.entries(groups)) {
      for (const [template, expected] of group.testcases) {
        await t.step(`${groupName}: ${template}`, () => {
          if (expected === false) {
            assert.throws(() => expandTemplate(template, group.variables), EndpointError);
            return;
          }
          const actual = expandTemplate(template, group.variables);
          const options = Array.isArray(expected) ? expected : [expected];
          assert.ok(
            options.includes(actual),
            `${template} gave ${actual}, expected ${options.join(" or ")}`,
          );
        });
      }
    }
  });
  for (const group of Object.values(groups)) {
    for (const [, expected] of group.testcases) expected === false ? rejections++ : expansions++;
  }
}

Deno.test("RFC 6570 conformance: the suite holds 234 expansions and 36 rejections", () => {
  assert.equal(expansions, 234);
  assert.equal(rejections, 36);
});
