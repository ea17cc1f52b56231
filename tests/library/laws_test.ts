/**
 * The laws of docs/behaviour.md section 1, checked over the whole behaviour table in every call
 * style.
 */
import assert from "node:assert/strict";
import * as lib from "../../mod.ts";
import { endpoint } from "../../mod.ts";
import { BEHAVIOUR_CASES } from "../cases/behaviour.ts";
import { CALL_STYLES, callInStyle, styledCall } from "../cases/run_cases.ts";
import { type Loose, outcome } from "../_helpers.ts";

Deno.test("law: endpoint(r, o), the options object and the bound function all give parse(merge(r, o)), on every case, call after call", () => {
  for (const testCase of BEHAVIOUR_CASES) {
    const general = outcome(() => callInStyle(lib, testCase, "parse-merge"));
    for (const style of CALL_STYLES) {
      if (style !== "endpoint" && style !== "parse-merge") {
        if (typeof styledCall(style, testCase.args) === "string") continue; // cannot express it
      }
      // parse(merge()) above was the route's first use: call 1 keeps it, call 2 takes it from the
      // cache (a route's first use is tested in tests/template_engine/cache_test.ts).
      for (let call = 1; call <= 2; call++) {
        assert.deepStrictEqual(
          outcome(() => callInStyle(lib, testCase, style)),
          general,
          `${testCase.name} [${style}, call ${call}]`,
        );
      }
    }
  }
});

Deno.test("law: defaults(a).defaults(b) behaves like defaults(merge of a then b)", () => {
  const cases = BEHAVIOUR_CASES.filter((testCase) => (testCase.defaults?.length ?? 0) >= 1);
  const layerPairs: [unknown, unknown][] = [
    [{ headers: { "x-a": "1" }, per_page: 10 }, { headers: { "X-A": "2" }, page: 1 }],
    [{ mediaType: { previews: ["a"] } }, { mediaType: { previews: ["b"], format: "raw" } }],
    [{ baseUrl: "https://ghe.example.com/api/v3/" }, { headers: { authorization: "token t" } }],
    ["POST /repos/{owner}/{repo}/issues", { owner: "o" }],
    [{ config: { a: 1 } }, { config: { b: 2 } }],
  ];
  for (const testCase of cases) {
    const layers = testCase.defaults!;
    if (layers.length === 2) layerPairs.push([layers[0], layers[1]]);
  }
  const calls: unknown[][] = [
    ["GET /repos/{owner}/{repo}", { repo: "r", owner: "x" }],
    ["POST /x", { a: 1 }],
    [{ url: "/y", mediaType: { previews: ["c"] } }],
    [],
  ];
  for (const [a, b] of layerPairs) {
    const cascaded: Loose = endpoint.defaults(a as Loose).defaults(b as Loose);
    const merged = endpoint.merge(a as Loose, undefined);
    const once: Loose = endpoint.defaults(endpoint.defaults(merged).merge(b as Loose));
    assert.deepStrictEqual(cascaded.DEFAULTS, once.DEFAULTS);
    for (const args of calls) {
      assert.deepStrictEqual(outcome(() => cascaded(...args)), outcome(() => once(...args)));
    }
  }
});

Deno.test("law: defaults() returns a new function and leaves the old one as it was", () => {
  const before = structuredClone(endpoint.DEFAULTS);
  const child = endpoint.defaults({ owner: "o", headers: { "x-a": "1" } });
  assert.notEqual(child, endpoint);
  assert.deepStrictEqual(endpoint.DEFAULTS, before);
  assert.equal(typeof child.defaults, "function");
  assert.equal(typeof child.merge, "function");
  assert.equal(typeof child.parse, "function");
  assert.equal(child.DEFAULTS.owner, "o");
});

Deno.test("law: parse is stateless: the same merged options give the same result", () => {
  const merged = endpoint.merge("GET /repos/{owner}/{repo}", { owner: "o", repo: "r", a: 1 });
  assert.deepStrictEqual(endpoint.parse(merged), endpoint.parse(merged));
  const other = endpoint.defaults({ baseUrl: "https://ghe.example.com" });
  assert.deepStrictEqual(other.parse(merged), endpoint.parse(merged));
});
