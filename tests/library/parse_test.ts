import assert from "node:assert/strict";
import { endpoint } from "../../mod.ts";
import { assertEndpointError } from "../_helpers.ts";

const BASE = "https://api.example.com";

Deno.test("parse() accepts a hand-made object: no method means GET, no headers none", () => {
  assert.deepStrictEqual(endpoint.parse({ baseUrl: BASE, url: "/x", a: 1 }), {
    method: "get",
    url: `${BASE}/x?a=1`,
    headers: {},
  });
});

Deno.test("parse() lowercases header names itself and drops null ones", () => {
  const result = endpoint.parse({ baseUrl: BASE, url: "/x", headers: { "X-A": "1", "X-B": null } });
  assert.deepStrictEqual(result.headers, { "x-a": "1" });
});

Deno.test("parse() applies mediaType from a hand-made object", () => {
  const result = endpoint.parse({
    url: `${BASE}/x`,
    headers: { Accept: "application/vnd.github.v3+json" },
    mediaType: { format: "diff" },
  });
  assert.equal(result.headers.accept, "application/vnd.github.v3.diff");
});

Deno.test("parse() with an absolute url needs no baseUrl", () => {
  assert.equal(endpoint.parse({ url: `${BASE}/y/` }).url, `${BASE}/y`);
});

Deno.test("parse() keeps option keys out of templates and out of the query", () => {
  const result = endpoint.parse({
    baseUrl: BASE,
    method: "GET",
    url: "/{method}/{headers}{?request}",
    request: { a: 1 },
  });
  assert.equal(result.url, `${BASE}/`);
  assert.deepStrictEqual(result.request, { a: 1 });
});

Deno.test("parse() returns the body only when there is one, and request only when given", () => {
  const bare = endpoint.parse({ baseUrl: BASE, method: "POST", url: "/x" });
  assert.ok(!("body" in bare));
  assert.ok(!("request" in bare));
});

Deno.test("parse() validates the baseUrl again", () => {
  assertEndpointError(() => endpoint.parse({ baseUrl: "nope", url: "/x" }), "INVALID_BASE_URL");
});

Deno.test("parse() reads a merged object back to the same result as endpoint()", () => {
  const merged = endpoint.merge("POST /repos/{owner}/{repo}/issues", {
    owner: "o",
    repo: "r",
    title: "t",
  });
  assert.deepStrictEqual(
    endpoint.parse(merged),
    endpoint("POST /repos/{owner}/{repo}/issues", {
      owner: "o",
      repo: "r",
      title: "t",
    }),
  );
});

Deno.test("the path's end is found in literals, {?…}, {#…} and reserved values, for the trailing-slash rule", () => {
  const api = "https://api.github.com";
  const cases: [string, Record<string, unknown>, string][] = [
    ["/x/{+rest}", { rest: "a/?b" }, `${api}/x/a?b`],
    ["/x/{+rest}", { rest: "a/#b/" }, `${api}/x/a#b/`],
    ["/x/{#frag}", { frag: "f" }, `${api}/x#f`],
    ["/x/{?a}", {}, `${api}/x`],
    ["/x/{?a}", { a: "1" }, `${api}/x?a=1`],
    ["/x/{y}", { y: "" }, `${api}/x`],
    ["/x/{y}{?a}", { y: "", a: "/" }, `${api}/x?a=%2F`],
    ["/x/?q=1/", {}, `${api}/x?q=1/`],
    ["/x?q=/", {}, `${api}/x?q=/`],
    ["/{+p}", { p: "?a" }, `${api}/?a`],
    ["/", {}, `${api}/`],
    ["https://h.example/{+p}", { p: "a/" }, "https://h.example/a"],
    ["https://h.example/{+p}", { p: "" }, "https://h.example/"],
    ["https://h.example{/p}", {}, "https://h.example"],
    ["https://h.example{/p}{?q}", { p: "a", q: "1" }, "https://h.example/a?q=1"],
    ["{+origin}/x/", { origin: "https://h.example" }, "https://h.example/x"],
  ];
  for (const [url, parameters, expected] of cases) {
    const route = `GET ${url}`;
    for (let i = 0; i < 2; i++) assert.equal(endpoint(route, parameters).url, expected, url);
    assert.equal(endpoint.parse(endpoint.merge(route, parameters)).url, expected, url);
  }
});

Deno.test("parse() checks every header of merged options changed by hand, the defaults' names included", () => {
  const fn = endpoint.defaults({ headers: { authorization: "token good" } });
  for (
    const [name, value] of [
      ["authorization", "token evil\r\nx-injected: 1"],
      ["accept", "text/plain\n"],
      ["user-agent", "zoë ✓"],
      ["Authorization", "token\u0000"],
      ["authorization", { toString: () => "token good" }],
    ] as const
  ) {
    const merged = fn.merge("GET /user");
    (merged.headers as Record<string, unknown>)[name] = value;
    assertEndpointError(() => fn.parse(merged), "INVALID_HEADER", name);
  }
  const merged = fn.merge("GET /user");
  merged.headers["AUTHORIZATION"] = "token good";
  assert.equal(fn.parse(merged).headers.authorization, "token good");
});
