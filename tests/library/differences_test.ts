/**
 * The README's "Differences from @octokit/endpoint" table, checked against `@octokit/endpoint`
 * itself: every row's call runs through both libraries, and each must give what the row says.
 */
import assert from "node:assert/strict";
import { isDeepStrictEqual } from "node:util";
import { endpoint as octokit } from "@octokit/endpoint";
import * as library from "../../mod.ts";
import {
  DIFFERENCE_CASES,
  type DifferenceCase,
  type OctokitOutcome,
} from "../cases/differences.ts";
import { runCase } from "../cases/run_cases.ts";
import type { Loose } from "../_helpers.ts";

const { endpoint } = library;

/** The rows that are not one call; the tests at the end of this file check them. */
const ROWS_TESTED_HERE = ["DEFAULTS", "mediaType defaults"];

/** The first cell of each row of a Markdown document's table under `heading`, without backticks. */
async function tableRows(file: string, heading: string): Promise<string[]> {
  const text = await Deno.readTextFile(new URL(file, import.meta.url));
  const section = text.split(heading)[1].split("\n## ")[0];
  return section.split("\n")
    .filter((line) =>
      line.startsWith("| ") && !line.startsWith("| case") && !line.startsWith("| ---")
    )
    .map((line) => line.split(" | ")[0].slice(2).replaceAll("`", "").trim());
}

const README_ROWS = await tableRows("../../README.md", "## Differences from @octokit/endpoint");

/** The row a case belongs to: its name up to the first `: `. */
function rowOf(testCase: DifferenceCase): string {
  const end = testCase.name.indexOf(": ");
  assert.ok(end > 0, `"${testCase.name}" is not "<row>: <what we give>"`);
  return testCase.name.slice(0, end);
}

/** What octokit gives for a case's call: its result, or what it threw. */
function octokitCall(
  testCase: DifferenceCase,
): { result?: Record<string, unknown>; thrown?: Error } {
  let fn: Loose = octokit;
  for (const layer of testCase.defaults ?? []) fn = fn.defaults(layer);
  try {
    return { result: fn(...testCase.args) };
  } catch (error) {
    return { thrown: error as Error };
  }
}

/** `actual` is `expected`, or a string that `expected` matches when that is a `RegExp`. */
function fits(actual: unknown, expected: unknown): boolean {
  if (expected instanceof RegExp) return typeof actual === "string" && expected.test(actual);
  return isDeepStrictEqual(actual, expected);
}

/** Own property `key` of `object`, so that a `__proto__` key is read as a key. */
function own(object: unknown, key: string): unknown {
  return typeof object === "object" && object !== null && Object.hasOwn(object, key)
    ? (object as Record<string, unknown>)[key]
    : undefined;
}

/**
 * Each part of a result that `claim` names, with whether `result` has what the claim says: one
 * entry per field, and per header for `headers`.
 */
function claimedParts(result: unknown, claim: OctokitOutcome): [string, boolean][] {
  const parts: [string, boolean][] = [];
  for (const [field, value] of Object.entries(claim)) {
    if (field !== "headers") {
      parts.push([field, fits(own(result, field), value)]);
      continue;
    }
    for (const [name, headerValue] of Object.entries(value as Record<string, unknown>)) {
      parts.push([`headers.${name}`, fits(own(own(result, "headers"), name), headerValue)]);
    }
  }
  return parts;
}

Deno.test("the README's differences table has the rows of docs/behaviour.md section 9", async () => {
  const documented = await tableRows("../../docs/behaviour.md", "## 9. Differences from");
  assert.equal(README_ROWS.length, documented.length);
  for (const [i, row] of README_ROWS.entries()) {
    assert.ok(documented[i].startsWith(row), `row ${i + 1}: "${documented[i]}" is not "${row}"`);
  }
});

Deno.test("the README's differences table and the difference cases list the same rows", () => {
  const caseRows = new Set([...DIFFERENCE_CASES.map(rowOf), ...ROWS_TESTED_HERE]);
  assert.deepEqual([...caseRows].sort(), [...README_ROWS].sort());
  assert.equal(new Set(README_ROWS).size, README_ROWS.length, "a row is listed twice");
});

Deno.test("every row of the differences table holds against @octokit/endpoint", async (t) => {
  for (const testCase of DIFFERENCE_CASES) {
    await t.step(testCase.name, () => {
      const outcome = runCase(library, testCase, assert.deepStrictEqual);
      assert.ok(outcome.ok, `ours: ${outcome.reason}`);
      const { result, thrown } = octokitCall(testCase);
      const claim = testCase.octokit;
      if ("throws" in claim) {
        assert.equal(thrown?.name, claim.throws, `octokit: ${JSON.stringify(result)}`);
        return;
      }
      if (thrown !== undefined) throw new Error(`octokit threw ${thrown}`, { cause: thrown });
      for (const [part, holds] of claimedParts(result, claim)) {
        assert.ok(holds, `octokit's ${part}: ${JSON.stringify(result)}`);
      }
      if (testCase.expect === undefined) return; // ours throws an EndpointError, octokit does not
      const ours = claimedParts(testCase.expect, claim);
      if (testCase.octokitAgrees === undefined) {
        for (const [part, same] of ours) assert.ok(!same, `${part} is the same in both`);
      } else {
        assert.ok(ours.every(([, same]) => same), "octokit agrees here, as the case says");
      }
    });
  }
});

Deno.test("differences row DEFAULTS: deeply frozen, and a /graphql call does not change it", () => {
  const before = structuredClone(endpoint.DEFAULTS);
  endpoint("POST /graphql", { query: "{ viewer { login } }" });
  endpoint("POST /graphql", { query: "{ viewer { login } }", mediaType: { previews: ["a"] } });
  assert.deepStrictEqual(endpoint.DEFAULTS, before);
  assert.ok(Object.isFrozen(endpoint.DEFAULTS.mediaType.previews));
  // octokit's own DEFAULTS are left alone: a copy made by .defaults() shows the change.
  const theirs = octokit.defaults({ mediaType: {} });
  assert.ok(!Object.isFrozen(theirs.DEFAULTS));
  assert.deepStrictEqual(theirs.DEFAULTS.mediaType, { format: "" });
  theirs("POST /graphql", { query: "{ viewer { login } }" });
  assert.deepStrictEqual(theirs.DEFAULTS.mediaType, { format: "", previews: [] });
});

Deno.test("differences row mediaType defaults: both format and previews, always", () => {
  assert.deepStrictEqual(endpoint.DEFAULTS.mediaType, { format: "", previews: [] });
  const merged = endpoint.merge("GET /x", { mediaType: { format: "raw" } });
  assert.deepStrictEqual(merged.mediaType, { format: "raw", previews: [] });
  const layered = endpoint.defaults({ mediaType: { previews: ["mercy"] } });
  assert.deepStrictEqual(layered.DEFAULTS.mediaType, { format: "", previews: ["mercy"] });
  // octokit has no previews until some are given.
  const theirs = octokit.defaults({ mediaType: {} });
  assert.deepStrictEqual(theirs.DEFAULTS.mediaType, { format: "" });
  assert.deepStrictEqual(theirs.merge("GET /x", { mediaType: { format: "raw" } }).mediaType, {
    format: "raw",
  });
});

Deno.test("no difference: an octet-stream accept in any case is left alone, as octokit leaves it", () => {
  for (const accept of ["application/octet-stream", "Application/Octet-Stream"]) {
    const options = {
      headers: { accept },
      mediaType: { previews: ["mercy"], format: "raw" },
      query: "{ viewer { login } }",
    };
    const ours = endpoint("POST /graphql", options);
    const theirs = octokit("POST /graphql", options);
    assert.equal(ours.headers.accept, accept);
    assert.equal(theirs.headers.accept, ours.headers.accept);
  }
});
