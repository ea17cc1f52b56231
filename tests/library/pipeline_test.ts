/**
 * `endpoint()` builds no merged options: it resolves a call straight from the route, the options
 * and its defaults (`resolveCall` in src/merge.ts), with compiled urls and request headers kept
 * for later calls. These tests hold it to `parse(merge())` over combinations of defaults, headers
 * and media types; tests/library/laws_test.ts holds every call style to it on the whole behaviour table,
 * call after call.
 */
import assert from "node:assert/strict";
import { endpoint } from "../../mod.ts";
import { type Loose, outcome } from "../_helpers.ts";

Deno.test("media types, headers and defaults' parameters in every combination and call style", () => {
  const layers: unknown[][] = [
    [],
    [{ per_page: 100 }],
    [{ mediaType: { previews: ["a"] }, headers: { authorization: "token t" } }],
    [{ headers: { accept: "application/vnd.github.squirrel-girl-preview+json" } }, { page: 2 }],
    [{ headers: { "user-agent": null } }],
  ];
  const calls: unknown[][] = [
    ["GET /repos/{owner}/{repo}", { owner: "o", repo: "r" }],
    ["GET /x", { mediaType: { format: "raw" } }],
    ["GET /x", { mediaType: { previews: ["mercy"], format: "diff" } }],
    ["GET /x", { mediaType: { previews: ["mercy"] }, headers: { accept: "text/plain" } }],
    ["POST /x", { headers: { "Content-Type": "text/plain" }, data: "d" }],
    ["GET /x", { per_page: undefined, page: null }],
    ["GET /x", { mediaType: { previews: [] } }],
    ["GET /x", { request: { a: 1 } }],
  ];
  for (const layer of layers) {
    let fn: Loose = endpoint;
    for (const options of layer) fn = fn.defaults(options);
    for (const args of calls) {
      const general = outcome(() => fn.parse(fn.merge(...args)));
      const [route, options] = args as [string, Record<string, unknown>];
      const [method, url] = route.split(" ");
      const bound = fn.defaults({ method, url });
      for (let i = 0; i < 3; i++) {
        assert.deepStrictEqual(outcome(() => fn(...args)), general, `${route} (#${i})`);
        assert.deepStrictEqual(outcome(() => fn({ method, url, ...options })), general, route);
        assert.deepStrictEqual(outcome(() => bound(options)), general, route);
      }
    }
  }
});

Deno.test("a result's headers are its own, not the cached ones", () => {
  const first = endpoint("GET /own-headers", { mediaType: { format: "raw" } });
  first.headers.accept = "changed";
  first.headers["x-added"] = "1";
  const second = endpoint("GET /own-headers", { mediaType: { format: "raw" } });
  assert.equal(second.headers.accept, "application/vnd.github.v3.raw");
  assert.ok(!("x-added" in second.headers));
});

Deno.test("non-enumerable option keys are ignored by endpoint() and merge(), like inherited ones", () => {
  const fn: Loose = endpoint.defaults({ headers: { authorization: "token t" } });
  for (
    const [key, value] of [
      ["url", "https://evil.example/steal"],
      ["baseUrl", "https://evil.example"],
      ["method", "POST"],
      ["headers", { authorization: null }],
      ["mediaType", { format: "raw" }],
      ["request", { signal: "s" }],
    ] as const
  ) {
    const options = { owner: "o" };
    Object.defineProperty(options, key, { value, enumerable: false });
    const general = outcome(() => fn.parse(fn.merge("GET /repos/{owner}", options)));
    for (let i = 0; i < 2; i++) {
      assert.deepStrictEqual(outcome(() => fn("GET /repos/{owner}", options)), general, key);
    }
    assert.deepStrictEqual(general, { ok: fn("GET /repos/{owner}", { owner: "o" }) }, key);
  }
});

Deno.test("a placeholder takes own enumerable parameters only, in every call style", () => {
  const route = "GET /repos/{owner}{/repo,constructor}{?page}";
  const expected = `https://api.github.com/repos/o?x=1`;
  const hidden = { owner: "o", x: 1 };
  Object.defineProperty(hidden, "repo", { value: "r", enumerable: false });
  const inherited = Object.assign(Object.create({ repo: "r", page: 2 }), { owner: "o", x: 1 });
  for (const [name, options] of [["not enumerable", hidden], ["inherited", inherited]] as const) {
    for (const fn of [endpoint, endpoint.defaults({ per_page: undefined })] as Loose[]) {
      const bound = fn.defaults({ method: "GET", url: route.slice(4) });
      for (let i = 0; i < 2; i++) { // the second call takes the kept route
        assert.equal(fn(route, options).url, expected, name);
        assert.equal(fn.parse(fn.merge(route, options)).url, expected, name);
        assert.equal(bound(options).url, expected, name);
      }
    }
  }
  assert.equal(Object.hasOwn(hidden, "repo"), true, "the caller's object is left as it was");
});

Deno.test("endpoint() checks a mediaType format that reads like the memo key of another mediaType", () => {
  const fn = endpoint.defaults({ headers: { "x-memo": "1" } });
  const route = "GET /memo-key-shapes";
  // Each first call leaves request headers under its mediaType's memo key.
  for (const mediaType of [{}, { previews: null }, { format: null }, { previews: [] }]) {
    assert.ok(fn(route, { mediaType }).headers.accept);
  }
  for (const format of [":uu", ":un", ":nu", ":ua", "uu", "un"]) {
    assert.deepStrictEqual(
      outcome(() => fn(route, { mediaType: { format } })),
      outcome(() => fn.parse(fn.merge(route, { mediaType: { format } }))),
      format,
    );
  }
});

Deno.test("a url takes its variables and sends the other parameters, with few or many variables", () => {
  for (const count of [1, 8, 9, 40]) { // up to 8 variables are scanned, more are kept in a set
    const names = Array.from({ length: count }, (_, i) => `v${i}`);
    const path = names.map((name) => `/{${name}}`).join("");
    const values = Object.fromEntries(names.map((name, i) => [name, i]));
    const segments = names.map((_, i) => `/${i}`).join("");
    for (let i = 0; i < 2; i++) { // the second call takes the kept route
      const get = endpoint(`GET ${path}`, { ...values, page: 2, v: "x" });
      assert.equal(get.url, `https://api.github.com${segments}?page=2&v=x`, `${count} variables`);
      const post = endpoint(`POST ${path}`, { title: "t", ...values });
      assert.equal(post.url, `https://api.github.com${segments}`, `${count} variables`);
      assert.equal(JSON.stringify(post.body), '{"title":"t"}', `${count} variables`);
    }
  }
});
