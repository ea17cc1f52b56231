/**
 * GitHub's rules about the parameters typed for one of its operations, on the committed index:
 * which operation a route names, where each parameter goes and why, and the notes.
 */
import assert from "node:assert/strict";
import { operationFor } from "../../playground/explorer/match.ts";
import { readRouteIndex } from "../../playground/explorer/route_index.ts";
import { destination, nearestName, operationNotes } from "../../playground/explorer/rules.ts";
import { searchable } from "../../playground/explorer/search.ts";
import { INDEX_PATH } from "../../scripts/github_index.ts";
import { OPTION_KEYS } from "../../src/_option_keys.ts";

const ENTRIES = searchable(readRouteIndex(JSON.parse(await Deno.readTextFile(INDEX_PATH))));

/** The notes for `route` (which must name a GitHub operation) and `params`, as kind: text. */
function notes(route: string, params: Record<string, unknown>): string[] {
  const operation = operationFor(ENTRIES, route) ?? assert.fail(`no operation for ${route}`);
  return operationNotes(operation, route, params).map((n) => `${n.kind}: ${n.text}`);
}

Deno.test("operationFor() finds the operation by method and path, whatever the spelling", () => {
  const summary = (route: string) => operationFor(ENTRIES, route)?.summary;
  assert.equal(summary("GET /repos/{owner}/{repo}/issues"), "List repository issues");
  assert.equal(
    summary("get /repos/:owner/:repo/issues{?state,per_page}"),
    "List repository issues",
  );
  assert.equal(summary("  POST   /repos/{owner}/{repo}/issues  "), "Create an issue");
  assert.equal(summary("GET /repos/{owner}/{repo}/issues/"), undefined);
  assert.equal(summary("PUT /repos/{owner}/{repo}/issues"), undefined);
  assert.equal(summary("list issues"), undefined);
  assert.equal(summary(""), undefined);
});

Deno.test("destination() says where endpoint() puts a parameter, and why", () => {
  const cases: [string, string, string][] = [
    ["GET /repos/{owner}/{repo}/issues", "owner", "url: the route names it"],
    ["GET /repos/:owner/:repo/issues", "owner", "url: the route names it"],
    [
      "GET /repos/{owner}/{repo}/issues{?state}",
      "state",
      "query: the route's query expression names it",
    ],
    [
      "GET /repos/{owner}/{repo}/issues",
      "state",
      "query: GET sends the other parameters as its query",
    ],
    ["HEAD /x", "a", "query: HEAD sends the other parameters as its query"],
    [
      "post /repos/{owner}/{repo}/issues",
      "title",
      "body: POST sends the other parameters as its body",
    ],
    ["DELETE /x{&key}", "key", "query: the route's query expression names it"],
  ];
  for (const [route, name, expected] of cases) {
    const { to, why } = destination(route, name);
    assert.equal(`${to}: ${why}`, expected, `${route} ${name}`);
  }
});

Deno.test("operationNotes() names what GitHub's description says is wrong", () => {
  const list = "GET /repos/{owner}/{repo}/issues";
  assert.deepEqual(notes(list, { owner: "o", repo: "r", state: "open", per_page: 30 }), []);
  assert.deepEqual(notes(list, { owner: "o", repo: null }), ["missing: `repo` is required"]);
  assert.deepEqual(notes(list, { owner: "o", repo: "r", perpage: 1, zebra: 2 }), [
    "unknown: `perpage` is no parameter of this operation: did you mean `per_page`?",
    "unknown: `zebra` is no parameter of this operation",
  ]);
  assert.deepEqual(notes(list, { owner: "o", repo: "r", state: "opne", direction: "up" }), [
    "enum: `state` is `opne`; GitHub takes one of `open`, `closed`, `all`",
    "enum: `direction` is `up`; GitHub takes one of `asc`, `desc`",
  ]);
  // The library's own options and a variable the route names are never unknown.
  const options = { owner: "o", repo: "r", headers: {}, mediaType: {}, baseUrl: "", request: {} };
  assert.deepEqual(notes(list, options), []);
  assert.deepEqual(notes(`${list}{?extra}`, { owner: "o", repo: "r", extra: 1 }), []);

  const create = "POST /repos/{owner}/{repo}/issues";
  assert.deepEqual(notes(create, { owner: "o", repo: "r" }), ["missing: `title` is required"]);

  const caches = "DELETE /repos/{owner}/{repo}/actions/caches";
  assert.deepEqual(notes(caches, { owner: "o", repo: "r", key: "k" }), [
    "place: `key` goes to the body (DELETE sends the other parameters as its body), but GitHub " +
    "reads it from the query: add `{?key}` to the route",
  ]);
  assert.deepEqual(notes(`${caches}{?key}`, { owner: "o", repo: "r", key: "k" }), []);
});

Deno.test("operationNotes() takes the library's option keys and __proto__ for options, not parameters", () => {
  const list = "GET /repos/{owner}/{repo}/issues";
  for (const key of [...OPTION_KEYS, "__proto__"]) {
    const params = JSON.parse(`{ "owner": "o", "repo": "r", "${key}": 1 }`);
    assert.deepEqual(notes(list, params), [], key);
  }
  assert.deepEqual(notes(list, { owner: "o", repo: "r", methods: 1 }), [
    "unknown: `methods` is no parameter of this operation",
  ]);
});

Deno.test("nearestName() suggests only a name close enough to be a typo", () => {
  const known = ["owner", "repo", "state", "per_page", "page", "labels"];
  const cases: [string, string | undefined][] = [
    ["stat", "state"],
    ["Owner", "owner"],
    ["per-page", "per_page"],
    ["label", "labels"],
    ["pgae", undefined],
    ["x", undefined],
    ["milestone", undefined],
  ];
  for (const [name, expected] of cases) assert.equal(nearestName(name, known), expected, name);
});

Deno.test("operationNotes() says nothing of where a parameter goes through a loaded description", () => {
  const caches = "DELETE /repos/{owner}/{repo}/actions/caches";
  const operation = operationFor(ENTRIES, caches)!;
  const values = { owner: "o", repo: "r", key: "k" };
  assert.equal(operationNotes(operation, caches, values, "GitHub").length, 1);
  assert.deepEqual(operationNotes(operation, caches, values, "GitHub", true), []);
});
