import assert from "node:assert/strict";
import { endpoint } from "../../mod.ts";
import { assertEndpointError } from "../_helpers.ts";

Deno.test("merge() keeps placeholders and holds every field", () => {
  const merged = endpoint.merge("GET /repos/{owner}/{repo}", {
    owner: "o",
    repo: "r",
    per_page: 1,
  });
  assert.deepStrictEqual(merged, {
    method: "GET",
    baseUrl: "https://api.github.com",
    url: "/repos/{owner}/{repo}",
    headers: endpoint.DEFAULTS.headers,
    mediaType: { format: "", previews: [] },
    owner: "o",
    repo: "r",
    per_page: 1,
  });
});

Deno.test("merge() keeps the method's case as given", () => {
  assert.equal(endpoint.merge("patch /x").method, "patch");
});

Deno.test("merge() returns new header and mediaType objects, not the defaults'", () => {
  const merged = endpoint.merge("GET /x");
  assert.notEqual(merged.headers, endpoint.DEFAULTS.headers);
  assert.notEqual(merged.mediaType.previews, endpoint.DEFAULTS.mediaType.previews);
  assert.ok(!Object.isFrozen(merged.headers));
});

Deno.test("merge() with no url leaves url out; parse() then uses /", () => {
  const merged = endpoint.merge({ a: 1 });
  assert.ok(!("url" in merged));
  assert.equal(endpoint.parse(merged).url, "https://api.github.com/?a=1");
});

Deno.test("merge() puts the defaults' parameters first, then the caller's", () => {
  const fn = endpoint.defaults({ b: 1, a: 1 });
  const merged = fn.merge("GET /x", { c: 1, a: 2 });
  assert.deepStrictEqual(Object.keys(merged).slice(5), ["b", "a", "c"]);
});

Deno.test("merge() keeps a caller's request object itself when the defaults have none", () => {
  const request = { timeout: 1 };
  assert.equal(endpoint.merge("GET /x", { request }).request, request);
});

Deno.test("merge() validates method, baseUrl and headers at once", () => {
  assertEndpointError(() => endpoint.merge("GET /x", { method: "A B" }), "INVALID_METHOD");
  assertEndpointError(() => endpoint.merge("GET /x", { baseUrl: "x" }), "INVALID_BASE_URL");
  assertEndpointError(
    () => endpoint.merge("GET /x", { headers: { "a b": "1" } }),
    "INVALID_HEADER",
  );
});

Deno.test("merge() normalises the baseUrl without a trailing /", () => {
  assert.equal(
    endpoint.merge({ baseUrl: "https://GHE.example.com/api/v3//" }).baseUrl,
    "https://ghe.example.com/api/v3",
  );
});

Deno.test("merge() with null previews clears the defaults' previews", () => {
  const fn = endpoint.defaults({ mediaType: { previews: ["a"], format: "raw" } });
  assert.deepStrictEqual(fn.merge({ mediaType: { previews: null } }).mediaType, {
    format: "raw",
    previews: [],
  });
  assert.deepStrictEqual(fn.merge({ mediaType: { format: null } }).mediaType, {
    format: "",
    previews: ["a"],
  });
});

Deno.test("a hole in mediaType.previews is a missing name, rejected like undefined", () => {
  // deno-lint-ignore no-sparse-arrays
  const previews = [, "mercy"] as string[];
  for (
    const call of [
      () => endpoint.merge({ mediaType: { previews } }),
      () => endpoint("GET /x", { mediaType: { previews } }),
    ]
  ) {
    assertEndpointError(call, "INVALID_PARAMETER");
  }
});

Deno.test("endpoint(undefined, options) is endpoint(options)", () => {
  const loose = endpoint as unknown as (route: unknown, options: unknown) => unknown;
  assert.deepStrictEqual(loose(undefined, { url: "/x" }), endpoint({ url: "/x" }));
});

Deno.test("merge() keeps a header removed with null as null, so the removal survives re-merging", () => {
  const github = endpoint.defaults({ headers: { authorization: "token t" } });
  const merged = github.merge("GET /x", { headers: { authorization: null } });
  assert.equal(merged.headers.authorization, null);
  assert.ok(!("authorization" in github.parse(merged).headers));
  const again = github.defaults(merged);
  assert.equal(again.DEFAULTS.headers.authorization, null);
  assert.ok(!("authorization" in again("GET /y").headers));
  assert.equal(
    again("GET /y", { headers: { authorization: "token u" } }).headers.authorization,
    "token u",
  );
});
