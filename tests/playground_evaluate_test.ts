import assert from "node:assert/strict";
import { evaluate, parseJsonObject } from "../playground/evaluate.ts";
import { EXAMPLES } from "../playground/examples.ts";
import { INITIAL_STATE } from "../playground/state.ts";

Deno.test("evaluate() runs every example and the initial state without an error", () => {
  for (const state of [INITIAL_STATE, ...EXAMPLES.map((e) => e.state)]) {
    const out = evaluate(state);
    assert.equal(out.error, undefined, `${state.route}: ${JSON.stringify(out.error)}`);
    assert.ok(out.result && out.merged && out.defaults, state.route);
    assert.equal(out.fetchMethod, out.result.method.toUpperCase());
  }
});

Deno.test("evaluate() applies the defaults layers in order", () => {
  const out = evaluate({
    route: "GET /orgs/{org}/repos",
    params: '{"org": "a"}',
    defaults: [
      '{"baseUrl": "https://one.test", "headers": {"x-a": "1"}}',
      '{"baseUrl": "https://two.test/api"}',
    ],
  });
  assert.equal(out.result?.url, "https://two.test/api/orgs/a/repos");
  assert.equal(out.result?.headers["x-a"], "1");
  assert.equal((out.defaults as { baseUrl: string }).baseUrl, "https://two.test/api");
  assert.equal(out.merged?.url, "/orgs/{org}/repos");
});

Deno.test("evaluate() reports a template error with a caret in the route", () => {
  const out = evaluate({ route: "GET /repos/{owner/issues", params: "{}", defaults: [] });
  assert.equal(out.error?.code, "INVALID_TEMPLATE");
  assert.equal(out.error?.source, "Route");
  assert.equal(out.error?.caret?.inRoute, true);
  assert.equal(out.error?.caret?.index, "GET /repos/".length);
  assert.ok(out.defaults, "DEFAULTS are still shown");
});

Deno.test("evaluate() names the editor that holds invalid JSON or a bad default", () => {
  const state = { route: "GET /", params: "{}", defaults: ["{}", "{ nope"] };
  assert.deepEqual(
    [evaluate(state).error?.code, evaluate(state).error?.source],
    ["INVALID_JSON", "Defaults 2"],
  );
  const base = evaluate({ ...state, defaults: ['{"baseUrl": "ftp://x"}'] }).error;
  assert.deepEqual([base?.code, base?.source], ["INVALID_BASE_URL", "Defaults 1"]);
  const params = evaluate({ ...state, defaults: [], params: "[1]" }).error;
  assert.deepEqual([params?.code, params?.source], ["INVALID_JSON", "Parameters"]);
  assert.match(params?.message ?? "", /expected a JSON object, got an array/);
});

Deno.test("evaluate() reports the library's error code for a bad call", () => {
  const out = evaluate({ route: "GET /repos/{owner}", params: '{"owner": ".."}', defaults: [] });
  assert.equal(out.error?.code, "INVALID_PARAMETER");
  assert.equal(evaluate({ route: "", params: "", defaults: [] }).error?.code, "INVALID_ROUTE");
});

Deno.test("parseJsonObject() treats blank text as {} and rejects non-objects", () => {
  assert.deepEqual(parseJsonObject(" \n", "P"), { value: {} });
  assert.deepEqual(parseJsonObject('{"a":1}', "P"), { value: { a: 1 } });
  for (const text of ["null", "1", '"s"', "[]", "{"]) {
    const out = parseJsonObject(text, "P");
    assert.ok("error" in out && out.error.code === "INVALID_JSON", text);
  }
});
