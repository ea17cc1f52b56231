/**
 * Nothing done to a returned object can change `DEFAULTS` or a later result
 * (docs/behaviour.md section 1): everything `.defaults()` keeps is copied and frozen, a `Date`
 * becomes its ISO string, and a value that can be neither (a class instance, a function) is
 * rejected; `request` and `data` alone are kept by reference.
 */
import assert from "node:assert/strict";
import { endpoint, toRequest } from "../../mod.ts";
import { assertEndpointError, type Loose } from "../_helpers.ts";

const DAY = 86_400_000;

Deno.test("a Date given to defaults() is not shared: changing a result's Date leaves later results alone", () => {
  const fn = endpoint.defaults({ since: new Date(0) });
  const before = fn("GET /x").url;
  const body = fn("POST /x").body as Loose;
  try {
    body.since.setTime(DAY); // a string has no setTime: nothing to change
  } catch {
    // expected
  }
  assert.equal(fn("GET /x").url, before);
  assert.equal(before, "https://api.github.com/x?since=1970-01-01T00%3A00%3A00.000Z");
});

Deno.test("defaults() keeps a Date as its ISO string, the form every output gives it", async () => {
  const since = new Date(Date.UTC(2024, 0, 2, 3, 4, 5, 6));
  const fn = endpoint.defaults({ since, list: [since] });
  const withBody = endpoint.defaults({ nested: { at: since } });
  assert.equal(fn.DEFAULTS.since, "2024-01-02T03:04:05.006Z");
  assert.deepEqual(fn.DEFAULTS.list, ["2024-01-02T03:04:05.006Z"]);
  assert.deepEqual(withBody.DEFAULTS.nested, { at: "2024-01-02T03:04:05.006Z" });
  // The caller's Date is not touched, and changing it later changes nothing.
  since.setTime(DAY);
  assert.equal(fn.DEFAULTS.since, "2024-01-02T03:04:05.006Z");
  // Query, path and JSON body: the same text as a Date given per call.
  const perCall = new Date(Date.UTC(2024, 0, 2, 3, 4, 5, 6));
  assert.equal(fn("GET /x").url, endpoint("GET /x", { since: perCall, list: [perCall] }).url);
  assert.equal(
    fn("GET /at/{since}").url,
    endpoint("GET /at/{since}", { since: perCall, list: [perCall] }).url,
  );
  assert.equal(
    await toRequest(withBody("POST /x")).text(),
    await toRequest(endpoint("POST /x", { nested: { at: perCall } })).text(),
  );
});

Deno.test("defaults() rejects what it can neither copy nor freeze, with INVALID_PARAMETER", () => {
  class Custom {
    value = 1;
  }
  const values: [string, unknown][] = [
    ["an invalid Date", new Date(NaN)],
    ["a Map", new Map([["a", 1]])],
    ["a typed array", new Uint8Array([1])],
    ["a class instance", new Custom()],
    ["a nested class instance", { deep: [new Custom()] }],
    ["a function", () => 1],
    ["a URL", new URL("https://a.example")],
  ];
  for (const [name, value] of values) {
    assertEndpointError(() => endpoint.defaults({ value }), "INVALID_PARAMETER", name);
  }
});

Deno.test("defaults() keeps request and data by reference, and everything else frozen", () => {
  const signal = new AbortController().signal;
  const data = new Uint8Array([1, 2]);
  const fn = endpoint.defaults({ request: { signal }, data, labels: ["a"], config: { x: 1 } });
  assert.equal(fn.DEFAULTS.request?.signal, signal);
  assert.equal(fn.DEFAULTS.data, data);
  const result = fn("POST /x", { extra: 1 });
  assert.equal(result.body, data);
  const list = fn("PUT /x", { other: 1 }).body as Loose;
  assert.ok(Object.isFrozen(list.labels) && Object.isFrozen(list.config));
  assert.throws(() => list.labels.push("b"), TypeError);
  assert.deepEqual(fn.DEFAULTS.labels, ["a"]);
});
