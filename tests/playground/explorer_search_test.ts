/**
 * Searching GitHub's committed route index, and what picking an operation writes into the
 * **Parameters** editor.
 */
import assert from "node:assert/strict";
import { pickedParams, pickedRoute } from "../../playground/explorer/pick.ts";
import { type Operation, readRouteIndex } from "../../playground/explorer/route_index.ts";
import { searchable, searchOperations } from "../../playground/explorer/search.ts";
import { INDEX_PATH } from "../../scripts/github_index.ts";

const OPERATIONS = readRouteIndex(JSON.parse(await Deno.readTextFile(INDEX_PATH)));
const ENTRIES = searchable(OPERATIONS);
const routes = (text: string, limit = 8) =>
  searchOperations(ENTRIES, text, limit).operations.map(pickedRoute);
const operation = (route: string): Operation =>
  OPERATIONS.find((o) => pickedRoute(o) === route) ?? assert.fail(`no ${route}`);

Deno.test("searchOperations() ranks summary words, paths, methods and operationIds", async (t) => {
  await t.step("`list issues`: the repository's issues first, then the user's", () => {
    const found = routes("list issues");
    assert.equal(found[0], "GET /repos/{owner}/{repo}/issues");
    assert.equal(found[1], "GET /issues");
    assert.ok(found.every((r) => r.startsWith("GET ")), found.join(" | "));
  });
  await t.step("`/repos/{owner}`: paths that hold it, those starting with it first", () => {
    const { operations, total } = searchOperations(ENTRIES, "/repos/{owner}", 8);
    assert.equal(operations.length, 8);
    assert.equal(total, OPERATIONS.filter((o) => o.path.includes("/repos/{owner}")).length);
    assert.ok(operations.every((o) => o.path.startsWith("/repos/{owner}")));
    assert.deepEqual(
      operations.slice(0, 3).map(pickedRoute),
      ["GET /repos/{owner}/{repo}", "DELETE /repos/{owner}/{repo}", "PATCH /repos/{owner}/{repo}"],
    );
  });
  await t.step("a first word that is a method keeps only that method", () => {
    const found = routes("post /repos/{owner}/{repo}/issues");
    assert.equal(found[0], "POST /repos/{owner}/{repo}/issues");
    assert.ok(found.every((r) => r.startsWith("POST ")), found.join(" | "));
    assert.deepEqual(routes("POST /repos/:owner/:repo/issues"), found, "`:name` reads as `{name}`");
  });
  await t.step("an operationId, and words in any case or order", () => {
    assert.equal(routes("issues/create")[0], "POST /repos/{owner}/{repo}/issues");
    assert.equal(routes("Issue CREATE")[0], "POST /repos/{owner}/{repo}/issues");
  });
  await t.step("every word must match; an empty query lists nothing", () => {
    assert.deepEqual(routes("list issues zebra"), []);
    assert.deepEqual(searchOperations(ENTRIES, "  ", 8), { operations: [], total: 0 });
    assert.deepEqual(routes("get"), routes("get", 8), "a lone method is a word");
    assert.ok(routes("get").length > 0);
  });
  await t.step("at most `limit`, with the total", () => {
    const { operations, total } = searchOperations(ENTRIES, "list", 3);
    assert.equal(operations.length, 3);
    assert.ok(total > 100, `${total}`);
  });
});

Deno.test("pickedParams() keeps the values the operation knows and marks what it needs", () => {
  const create = operation("POST /repos/{owner}/{repo}/issues");
  const list = operation("GET /repos/{owner}/{repo}/issues");
  const current = JSON.stringify({
    owner: "octocat",
    state: "open",
    labels: ["bug"],
    headers: { accept: "application/vnd.github.raw+json" },
    baseUrl: "https://ghe.test/api/v3",
  });
  const before = current;
  // `state` is no field of an issue's creation: it would have become its body.
  assert.deepEqual(JSON.parse(pickedParams(create, current)), {
    owner: "octocat",
    repo: null,
    labels: ["bug"],
    title: null,
    headers: { accept: "application/vnd.github.raw+json" },
    baseUrl: "https://ghe.test/api/v3",
  });
  assert.deepEqual(JSON.parse(pickedParams(list, current)), {
    owner: "octocat",
    repo: null,
    labels: ["bug"],
    state: "open",
    headers: { accept: "application/vnd.github.raw+json" },
    baseUrl: "https://ghe.test/api/v3",
  });
  assert.equal(current, before);
  for (const text of ["{ not json", "[1, 2]", "null", '"owner"']) {
    assert.deepEqual(JSON.parse(pickedParams(create, text)), {
      owner: null,
      repo: null,
      title: null,
    });
  }
  const hostile = pickedParams(create, '{ "__proto__": { "polluted": 1 }, "owner": "a" }');
  assert.equal(hostile.includes("polluted"), false);
  assert.equal(({} as Record<string, unknown>).polluted, undefined);
});
