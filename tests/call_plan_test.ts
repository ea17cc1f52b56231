/**
 * The fast path (call plans, src/_call_plan.ts) against the general path, parse(merge()).
 * Each call runs twice, so the second one takes the cached plan and its media-type memo.
 */
import assert from "node:assert/strict";
import { endpoint } from "../mod.ts";
import { BEHAVIOUR_CASES } from "./cases/behaviour.ts";
import { outcome } from "./_outcome.ts";

// deno-lint-ignore no-explicit-any
type Loose = any;

Deno.test("call plans give what parse(merge()) gives, first call and cached call alike", () => {
  for (const testCase of BEHAVIOUR_CASES) {
    let fn: Loose = endpoint;
    try {
      for (const layer of testCase.defaults ?? []) fn = fn.defaults(layer);
    } catch {
      continue;
    }
    const general = outcome(() => fn.parse(fn.merge(...testCase.args)));
    assert.deepStrictEqual(outcome(() => fn(...testCase.args)), general, testCase.name);
    assert.deepStrictEqual(
      outcome(() => fn(...testCase.args)),
      general,
      `${testCase.name} (again)`,
    );
  }
});

Deno.test("call plans: media types, headers and defaults' parameters in every combination", () => {
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
      for (let i = 0; i < 3; i++) assert.deepStrictEqual(outcome(() => fn(...args)), general);
    }
  }
});

Deno.test("call plans: a result's headers are its own, not the plan's", () => {
  const first = endpoint("GET /own-headers", { mediaType: { format: "raw" } });
  first.headers.accept = "changed";
  first.headers["x-added"] = "1";
  const second = endpoint("GET /own-headers", { mediaType: { format: "raw" } });
  assert.equal(second.headers.accept, "application/vnd.github.v3.raw");
  assert.ok(!("x-added" in second.headers));
});

Deno.test("call plans: non-enumerable option keys are ignored by both paths, like inherited ones", () => {
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
