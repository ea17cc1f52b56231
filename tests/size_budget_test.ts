import assert from "node:assert/strict";
import { BUDGETS, type BundleSize, overBudget } from "../scripts/size.ts";

const ENDPOINT = 'ours: import { endpoint } from "./mod.ts"';

function size(entry: string, gzip: number): BundleSize {
  return { entry, raw: gzip * 3, gzip };
}

Deno.test("deno task size holds import { endpoint } to a budget of 6,000 B gzip", () => {
  assert.equal(BUDGETS[ENDPOINT], 6_000);
});

Deno.test("deno task size reports a bundle over its budget, and by how much", () => {
  assert.deepEqual(overBudget([size(ENDPOINT, 6_001)]), [
    `${ENDPOINT}: 6001 B gzip, 1 B over its budget of 6000 B`,
  ]);
});

Deno.test("deno task size passes a bundle at its budget, and one without a budget", () => {
  assert.deepEqual(overBudget([size(ENDPOINT, 6_000), size("octokit", 99_999)]), []);
});
