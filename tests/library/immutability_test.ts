/**
 * Nothing is mutated: inputs, DEFAULTS, earlier results (docs/behaviour.md section 1, laws).
 */
import assert from "node:assert/strict";
import { endpoint, toRequest } from "../../mod.ts";
import { BEHAVIOUR_CASES } from "../cases/behaviour.ts";
import { expectedResult } from "../cases/run_cases.ts";
import type { Loose } from "../_helpers.ts";

function deepFreeze<T>(value: T): T {
  if (value !== null && typeof value === "object" && !Object.isFrozen(value)) {
    if (value instanceof Date) return value;
    Object.freeze(value);
    for (const key of Object.keys(value)) deepFreeze((value as Record<string, unknown>)[key]);
  }
  return value;
}

function snapshot(value: unknown): string {
  return JSON.stringify(value, (_key, item) => typeof item === "bigint" ? `${item}n` : item);
}

Deno.test("deep-frozen inputs pass through every public function without a throw", () => {
  for (const testCase of BEHAVIOUR_CASES) {
    if (testCase.error !== undefined) continue;
    const layers = deepFreeze(structuredClone(testCase.defaults ?? []));
    const args = deepFreeze(testCase.args.map((arg) => structuredClone(arg)));
    let fn: Loose = endpoint;
    for (const layer of layers) fn = fn.defaults(layer);
    const result = fn(...args);
    const merged = fn.merge(...args);
    assert.deepStrictEqual(fn.parse(deepFreeze(merged)), result, testCase.name);
    assert.deepStrictEqual(result, expectedResult(testCase), testCase.name);
  }
});

Deno.test("no call mutates its arguments", () => {
  for (const testCase of BEHAVIOUR_CASES) {
    const before = snapshot([testCase.defaults, testCase.args]);
    try {
      let fn: Loose = endpoint;
      for (const layer of testCase.defaults ?? []) fn = fn.defaults(layer);
      fn(...testCase.args);
      fn.parse(fn.merge(...testCase.args));
    } catch {
      // rejected inputs must stay untouched too
    }
    assert.equal(snapshot([testCase.defaults, testCase.args]), before, testCase.name);
  }
});

Deno.test("DEFAULTS is deeply frozen (octokit difference: DEFAULTS deeply frozen)", () => {
  const fn = endpoint.defaults({
    labels: ["a"],
    config: { nested: { x: 1 } },
    mediaType: { previews: ["p"] },
  });
  for (const target of [endpoint.DEFAULTS, fn.DEFAULTS]) {
    assert.ok(Object.isFrozen(target));
    assert.ok(Object.isFrozen(target.headers));
    assert.ok(Object.isFrozen(target.mediaType));
    assert.ok(Object.isFrozen(target.mediaType.previews));
  }
  assert.ok(Object.isFrozen(fn.DEFAULTS.labels));
  assert.ok(Object.isFrozen((fn.DEFAULTS.config as Loose).nested));
  assert.throws(() => {
    (endpoint.DEFAULTS.headers as Loose).accept = "x";
  }, TypeError);
});

Deno.test("DEFAULTS stays equal after any sequence of calls", () => {
  const before = structuredClone(endpoint.DEFAULTS);
  endpoint("POST /graphql", { query: "{ viewer { login } }", mediaType: { previews: ["a"] } });
  endpoint("GET /x", { headers: { accept: "text/plain", "user-agent": null } });
  endpoint.defaults({ headers: { "x-a": "1" }, mediaType: { previews: ["b"] } })("GET /y");
  endpoint.merge("GET /z", { mediaType: { format: "raw" } });
  assert.deepStrictEqual(endpoint.DEFAULTS, before);
});

Deno.test("changing a returned object changes neither DEFAULTS nor a later result", () => {
  const first = endpoint("GET /x", { a: 1 });
  first.headers.accept = "changed";
  first.headers["x-new"] = "1";
  const merged = endpoint.merge("GET /x");
  merged.headers.accept = "changed";
  merged.mediaType.previews.push("evil");
  assert.deepStrictEqual(endpoint("GET /x", { a: 1 }).headers, {
    accept: "application/vnd.github.v3+json",
    "user-agent": endpoint.DEFAULTS.headers["user-agent"],
  });
  assert.deepStrictEqual(endpoint.DEFAULTS.mediaType.previews, []);
});

Deno.test("defaults() copies the caller's objects instead of freezing them", () => {
  const labels = ["a"];
  const config = { nested: { x: 1 } };
  const fn = endpoint.defaults({ labels, config });
  assert.ok(!Object.isFrozen(labels));
  assert.ok(!Object.isFrozen(config.nested));
  labels.push("b");
  config.nested.x = 2;
  assert.deepStrictEqual(fn.DEFAULTS.labels, ["a"]);
  assert.deepStrictEqual(fn.DEFAULTS.config, { nested: { x: 1 } });
});

Deno.test("request and data are passed through by reference, never copied or frozen", () => {
  const request = { signal: new AbortController().signal, hooks: { a: 1 } };
  const data = { big: "payload" };
  const merged = endpoint.merge("POST /x", { request, data });
  assert.equal(merged.request, request);
  assert.equal(merged.data, data);
  const result = endpoint("POST /x", { request, data });
  assert.equal(result.request, request);
  assert.equal(result.body, data);
  const fn = endpoint.defaults({ request, data });
  assert.equal(fn.DEFAULTS.request, request);
  assert.equal(fn.DEFAULTS.data, data);
  assert.ok(!Object.isFrozen(request) && !Object.isFrozen(data));
});

Deno.test("class instances replace and are kept by reference", () => {
  const signal = new AbortController().signal;
  const url = new URL("https://example.com");
  const fn = endpoint.defaults({ request: { signal: undefined }, agent: { keepAlive: true } });
  const merged = fn.merge("POST /x", { request: { signal }, agent: url });
  assert.equal((merged.request as Loose).signal, signal);
  assert.equal(merged.agent, url);
});

Deno.test("toRequest() does not mutate its argument", () => {
  const options = deepFreeze(endpoint("POST /x", { a: [1, 2] }));
  const request = toRequest(options);
  assert.equal(request.method, "POST");
});
