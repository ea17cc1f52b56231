/**
 * The README's "Differences from @octokit/endpoint" table: every row has a test.
 */
import assert from "node:assert/strict";
import { endpoint } from "../mod.ts";
import { DIFFERENCE_CASES } from "./cases/differences.ts";

const README = await Deno.readTextFile(new URL("../README.md", import.meta.url));

/** The first cell of each row of the differences table, without backticks. */
function tableRows(): string[] {
  const section = README.split("## Differences from @octokit/endpoint")[1].split("\n## ")[0];
  return section.split("\n")
    .filter((line) =>
      line.startsWith("| ") && !line.startsWith("| case") && !line.startsWith("| ---")
    )
    .map((line) => line.split(" | ")[0].slice(2).replaceAll("`", "").trim());
}

Deno.test("the README's differences table has the 28 rows of docs/behaviour.md section 9", () => {
  assert.equal(tableRows().length, 28);
});

Deno.test("every row of the differences table has a behaviour case", () => {
  for (const row of tableRows()) {
    if (row === "DEFAULTS" || row === "mediaType in DEFAULTS") continue; // below
    assert.ok(
      DIFFERENCE_CASES.some((testCase) => testCase.name.startsWith(row)),
      `no case for "${row}"`,
    );
  }
});

Deno.test("differences row DEFAULTS: deeply frozen, and a /graphql call does not change it", () => {
  const before = structuredClone(endpoint.DEFAULTS);
  endpoint("POST /graphql", { query: "{ viewer { login } }", mediaType: { previews: ["a"] } });
  assert.deepStrictEqual(endpoint.DEFAULTS, before);
  assert.ok(Object.isFrozen(endpoint.DEFAULTS.mediaType.previews));
});

Deno.test("differences row mediaType in DEFAULTS: both format and previews, always", () => {
  assert.deepStrictEqual(endpoint.DEFAULTS.mediaType, { format: "", previews: [] });
  const merged = endpoint.merge("GET /x", { mediaType: { format: "raw" } });
  assert.deepStrictEqual(merged.mediaType, { format: "raw", previews: [] });
  const layered = endpoint.defaults({ mediaType: { previews: ["mercy"] } });
  assert.deepStrictEqual(layered.DEFAULTS.mediaType, { format: "", previews: ["mercy"] });
});

Deno.test("every difference case belongs to a row of the table", () => {
  const rows = tableRows();
  for (const testCase of DIFFERENCE_CASES) {
    assert.ok(rows.some((row) => testCase.name.startsWith(row)), `"${testCase.name}" has no row`);
  }
});
