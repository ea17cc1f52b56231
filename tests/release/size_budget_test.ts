import assert from "node:assert/strict";
import { BUDGETS, type BundleSize, ENGINE_BUDGET, overBudget } from "../../scripts/size.ts";

const ENDPOINT = 'ours: import { endpoint } from "./mod.ts"';

function size(entry: string, gzip: number): BundleSize {
  return { entry, raw: gzip * 3, gzip };
}

Deno.test("deno task size holds import { endpoint } to 6,000 B gzip and the engine to its budget", () => {
  assert.equal(BUDGETS[ENDPOINT], 6_000);
  assert.equal(BUDGETS['ours: all of "./src/uri_template/mod.ts"'], ENGINE_BUDGET);
});

Deno.test("deno task size reports a bundle over its budget, and by how much", () => {
  assert.deepEqual(overBudget([size(ENDPOINT, 6_001)]), [
    `${ENDPOINT}: 6001 B gzip, 1 B over its budget of 6000 B`,
  ]);
});

Deno.test("deno task size passes a bundle at its budget, and one without a budget", () => {
  assert.deepEqual(overBudget([size(ENDPOINT, 6_000), size("octokit", 99_999)]), []);
});
