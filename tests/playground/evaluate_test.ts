import assert from "node:assert/strict";
import { callState, templateState } from "./_states.ts";
import { evaluate, parseJsonObject } from "../../playground/editor/evaluate.ts";
import { describedApi } from "../../playground/explorer/described_api.ts";
import { EXAMPLES } from "../../playground/editor/examples.ts";
import { evaluateTemplate } from "../../playground/editor/evaluate_template.ts";
import { missingValues } from "../../playground/editor/missing_values.ts";
import { INITIAL_STATE } from "../../playground/editor/state.ts";

const call = callState;
const template = templateState;

Deno.test("evaluate() runs every call example and the initial state without an error", () => {
  for (
    const state of [
      INITIAL_STATE,
      ...EXAMPLES.filter((e) => e.group === "call").map((e) => e.state),
    ]
  ) {
    const out = evaluate(state);
    assert.equal(out.error, undefined, `${state.route}: ${JSON.stringify(out.error)}`);
    assert.ok(out.result && out.merged && out.defaults, state.route);
    assert.equal(out.fetchMethod, out.result.method.toUpperCase());
  }
});

Deno.test("evaluate() applies the defaults layers in order", () => {
  const out = evaluate(call("GET /orgs/{org}/repos", '{"org": "a"}', [
    '{"baseUrl": "https://one.test", "headers": {"x-a": "1"}}',
    '{"baseUrl": "https://two.test/api"}',
  ]));
  assert.equal(out.result?.url, "https://two.test/api/orgs/a/repos");
  assert.equal(out.result?.headers["x-a"], "1");
  assert.equal((out.defaults as { baseUrl: string }).baseUrl, "https://two.test/api");
  assert.equal(out.merged?.url, "/orgs/{org}/repos");
});

Deno.test("evaluate() reports a template error with a caret in the route", () => {
  const out = evaluate(call("GET /repos/{owner/issues", "{}"));
  assert.equal(out.error?.code, "INVALID_TEMPLATE");
  assert.equal(out.error?.index, 7, "the library's index into the template");
  assert.match(out.error?.message ?? "", /at index 7$/, "the message names the same index");
  assert.equal(out.error?.source, "Route");
  assert.equal(out.error?.caret?.inRoute, true);
  assert.equal(out.error?.caret?.index, "GET /repos/".length);
  assert.ok(out.defaults, "DEFAULTS are still shown");
});

Deno.test("evaluate() names the editor that holds invalid JSON or a bad default", () => {
  const state = call("GET /", "{}", ["{}", "{ nope"]);
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
  const out = evaluate(call("GET /repos/{owner}", '{"owner": ".."}'));
  assert.equal(out.error?.code, "INVALID_PARAMETER");
  assert.equal(evaluate(call("", "")).error?.code, "INVALID_ROUTE");
});

Deno.test("parseJsonObject() treats blank text as {} and rejects non-objects", () => {
  assert.deepEqual(parseJsonObject(" \n", "P"), { value: {} });
  assert.deepEqual(parseJsonObject('{"a":1}', "P"), { value: { a: 1 } });
  for (const text of ["null", "1", '"s"', "[]", "{"]) {
    const out = parseJsonObject(text, "P");
    assert.ok("error" in out && out.error.code === "INVALID_JSON", text);
  }
});

/** What each error and template example shows, written out (not computed by the library). */
const EXAMPLE_OUTCOMES: Record<string, { error?: string; missing?: string[]; expansion?: string }> =
  {
    "missing-value": { missing: ["repo"] },
    "unclosed-brace": { error: "INVALID_TEMPLATE" },
    "dot-segment": { error: "INVALID_PARAMETER" },
    "object-in-query": { error: "INVALID_PARAMETER" },
    "header-injection": { error: "INVALID_HEADER" },
    "bad-method": { error: "INVALID_METHOD" },
    "base-url-query": { error: "INVALID_BASE_URL" },
    "tpl-simple": { expansion: "/greet/Hello%20World%21" },
    "tpl-reserved": { expansion: "/foo/bar/here" },
    "tpl-fragment": { expansion: "/docs#parse:%20merged%20options" },
    "tpl-label": { expansion: "/archive.tar.gz" },
    "tpl-path": { expansion: "/repos/octocat/hello-world/src/main.ts" },
    "tpl-params": { expansion: "/map;lat=52.52;long=13.4;zoom" },
    "tpl-query": { expansion: "/search?q=uri%20templates&page=2" },
    "tpl-continuation": { expansion: "/search?q=uri&page=2&per_page=50" },
    "tpl-explode": { expansion: "/issues?labels=bug,ui&state=open&sort=created" },
    "tpl-prefix": { expansion: "/users/o/octocat" },
    "tpl-empty": { error: "INVALID_TEMPLATE" },
    "tpl-prefix-list": { error: "INVALID_PARAMETER" },
  };

Deno.test("every error and template example shows its error, warning or expansion", () => {
  const others = EXAMPLES.filter((e) => e.group !== "call");
  assert.deepEqual(others.map((e) => e.id).sort(), Object.keys(EXAMPLE_OUTCOMES).sort());
  for (const example of others) {
    const expected = EXAMPLE_OUTCOMES[example.id];
    const out = example.state.mode === "template"
      ? evaluateTemplate(example.state)
      : evaluate(example.state);
    assert.equal(out.error?.code, expected.error, example.id);
    assert.deepEqual(out.missing, expected.missing, example.id);
    if (expected.expansion !== undefined) {
      assert.equal((out as { expansion?: string }).expansion, expected.expansion, example.id);
    }
  }
  const operators = new Set(
    others.filter((e) => e.group === "template").flatMap((e) =>
      [...e.state.template.matchAll(/\{([+#./;?&]?)[^}]*?(\*|:\d+)?\}/g)].flatMap((m) => [
        m[1] || "simple",
        ...(m[2] ? [m[2][0]] : []),
      ])
    ),
  );
  for (const operator of ["simple", "+", "#", ".", "/", ";", "?", "&", "*", ":"]) {
    assert.ok(operators.has(operator), `an example uses ${operator}`);
  }
});

Deno.test("evaluate() warns, naming them, about required placeholders without a value", () => {
  assert.deepEqual(evaluate(call("GET /repos/{owner}/{repo}", '{"owner": "a"}')).missing, [
    "repo",
  ]);
  assert.equal(
    evaluate(call("GET /repos/{owner}/{repo}", '{"owner": "a"}')).result?.url,
    "https://api.github.com/repos/a",
  );
  assert.deepEqual(evaluate(call("GET /repos/:owner/:repo", "{}")).missing, ["owner", "repo"]);
  assert.equal(evaluate(call("GET /search{?q}", "{}")).missing, undefined, "{?q} is optional");
  assert.deepEqual(
    evaluate(call("GET /orgs/{org}", "{}", ['{"org": "from-defaults"}'])).missing,
    undefined,
    "a value from a defaults layer counts",
  );
});

Deno.test("missingValues() follows the route types: path operators required, query optional", () => {
  const table: [string, Record<string, unknown>, string[]][] = [
    ["{a}{+b}{.c}{/d}", {}, ["a", "b", "c", "d"]],
    ["{?a}{&b}{#c}{;d}", {}, []],
    ["{a,b}", { a: 1, b: null }, ["b"]],
    ["{a}{b}{c}", { a: [], b: {}, c: "" }, ["a", "b"]],
    ["/x/:id", {}, ["id"]],
    ["{a}{a}", {}, ["a"]],
    ["{toString}", {}, ["toString"]],
  ];
  for (const [text, values, expected] of table) {
    assert.deepEqual(missingValues(text, values), expected, text);
  }
  assert.deepEqual(missingValues("/x/:id", {}, false), [], "RFC 6570 reads :id as text");
});

Deno.test("evaluateTemplate() compiles, expands, and reports errors with the template's index", () => {
  const ok = evaluateTemplate(template("/repos{/owner,repo}{?q}", '{"owner": "a", "repo": "b"}'));
  assert.equal(ok.expansion, "/repos/a/b");
  assert.deepEqual(ok.names, ["owner", "repo", "q"]);
  const bad = evaluateTemplate(template("/x/{a", "{}"));
  assert.deepEqual([bad.error?.code, bad.error?.source, bad.error?.index], [
    "INVALID_TEMPLATE",
    "Template",
    3,
  ]);
  assert.deepEqual(bad.error?.caret, { text: "/x/{a", index: 3, inRoute: true });
  const json = evaluateTemplate(template("/x", "[]"));
  assert.deepEqual([json.error?.code, json.error?.source], ["INVALID_JSON", "Variables"]);
  const value = evaluateTemplate(template("{a:2}", '{"a": ["x"]}'));
  assert.deepEqual([value.error?.code, value.error?.source], ["INVALID_PARAMETER", "Variables"]);
});

Deno.test("evaluate() gives no result for a route that names none of a loaded API's operations", () => {
  const api = describedApi({
    openapi: "3.0.3",
    info: { title: "Trains", version: "1.0" },
    servers: [{ url: "https://trains.example/v1" }],
    paths: {
      "/trips": { get: {} },
      "/trips/{id}": { post: { parameters: [{ name: "id", in: "path", required: true }] } },
    },
  }, "trains.json");
  // what a person types to search the operations is no route of the API, nor GitHub's
  for (const route of ["search", "create trip", "GET /search/issues", "", "GET /trips extra"]) {
    const out = evaluate(call(route, "{}"), api.endpoint, {}, api);
    assert.equal(out.result, undefined, route);
    assert.equal(out.error?.code, "UNKNOWN_OPERATION", route);
    assert.equal(out.error?.source, "Route");
    assert.match(out.error!.message, /^The Route names none of the operations of Trains 1\.0:/);
    // it is said before anything the server picker gives for no operation
    const picked = evaluate(call(route, "{}"), api.endpoint, { baseUrl: "" }, api);
    assert.equal(picked.error?.code, "UNKNOWN_OPERATION", route);
  }
  // its operations, written as route strings are: the method in any case, GET when left out
  for (const route of ["GET /trips", "get /trips", "/trips", "  POST   /trips/{id} "]) {
    const out = evaluate(call(route, '{"id": "7"}'), api.endpoint, {}, api);
    assert.equal(out.error, undefined, route);
    assert.match(out.result!.url, /^https:\/\/trains\.example\/v1\/trips/, route);
  }
  // a required value left out is the library's error, not this one
  const missing = evaluate(call("POST /trips/{id}", "{}"), api.endpoint, {}, api);
  assert.equal(missing.error?.code, "INVALID_PARAMETER");
});
