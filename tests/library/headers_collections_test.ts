/**
 * A `Headers` or a `Map` given as headers is read by its entries, wherever headers are taken:
 * a call, `.defaults()`, `merge()`, `parse()` and `toRequest()`. Their own enumerable keys are
 * none, so reading them as a plain object would drop every header without a word.
 */
import assert from "node:assert/strict";
import vm from "node:vm";
import { endpoint, toRequest } from "../../mod.ts";
import { assertEndpointError } from "../_helpers.ts";

const ROUTE = "GET /repos/{owner}/{repo}";
const PARAMETERS = { owner: "o", repo: "r" };

Deno.test("a Headers given to a call is read: its names come lowercased, the defaults stay", () => {
  const headers = new Headers({ Authorization: "token t", "X-Trace": "1" });
  const result = endpoint(ROUTE, { ...PARAMETERS, headers });
  assert.equal(result.headers.authorization, "token t");
  assert.equal(result.headers["x-trace"], "1");
  assert.equal(result.headers.accept, "application/vnd.github.v3+json");
  assert.deepEqual([...headers], [["authorization", "token t"], ["x-trace", "1"]]);
});

Deno.test("a Map given to a call is read, with the rules of a plain object", () => {
  const headers = new Map<string, string | number | null>([
    ["Authorization", "token t"],
    ["user-agent", null],
    ["x-count", 3],
  ]);
  const result = endpoint(ROUTE, { ...PARAMETERS, headers });
  assert.equal(result.headers.authorization, "token t");
  assert.equal(result.headers["x-count"], "3");
  assert.equal(Object.hasOwn(result.headers, "user-agent"), false, "null removes a default");
  assert.equal(headers.get("user-agent"), null, "the caller's Map is not changed");
});

Deno.test("a Map with a name or value no client can send is INVALID_HEADER, as a plain object is", () => {
  const entries: [string, unknown][] = [
    ["x-bad", "a\r\nb"],
    ["x-bad", {}],
    ["x-bad", ["x"]],
    ["bad name", "v"],
  ];
  for (const entry of entries) {
    const headers = new Map([entry]) as never;
    assertEndpointError(
      () => endpoint(ROUTE, { ...PARAMETERS, headers }),
      "INVALID_HEADER",
      String(entry),
    );
  }
});

Deno.test(".defaults(), merge() and parse() read a Headers too, and keep plain objects", () => {
  const enterprise = endpoint.defaults({ headers: new Headers({ authorization: "token d" }) });
  assert.deepEqual(enterprise.DEFAULTS.headers, {
    ...endpoint.DEFAULTS.headers,
    authorization: "token d",
  });
  const merged = endpoint.merge(ROUTE, { ...PARAMETERS, headers: new Headers({ "x-a": "1" }) });
  assert.equal(merged.headers["x-a"], "1");
  const parsed = endpoint.parse({ ...merged, headers: new Headers({ "x-b": "2" }) });
  assert.deepEqual(parsed.headers, { "x-b": "2" });
});

Deno.test("toRequest() reads a Headers in the request options", () => {
  const options = endpoint(ROUTE, PARAMETERS);
  const request = toRequest(
    { ...options, headers: new Headers({ authorization: "token t" }) } as never,
  );
  assert.equal(request.headers.get("authorization"), "token t");
});

/** The headers that a call, `.defaults()` and `toRequest()` read from the given ones. */
const HEADER_CALLS: [string, (headers: unknown) => Record<string, unknown>][] = [
  [
    "endpoint()",
    (headers) => endpoint(ROUTE, { ...PARAMETERS, headers: headers as never }).headers,
  ],
  [".defaults()", (headers) => endpoint.defaults({ headers: headers as never }).DEFAULTS.headers],
  ["toRequest()", (headers) =>
    Object.fromEntries(
      toRequest({ method: "get", url: "https://a.example/", headers: headers as never }).headers,
    )],
];

Deno.test("a fake Map or Headers given as headers is INVALID_HEADER, never a raw TypeError", () => {
  const fakes: [string, () => unknown][] = [
    ["a proxy of a Map", () => new Proxy(new Map([["authorization", "token t"]]), {})],
    ["an object made from Map.prototype", () => Object.create(Map.prototype)],
    ["an object made from Headers.prototype", () => Object.create(Headers.prototype)],
    ["an object tagged Map", () =>
      new (class {
        [Symbol.toStringTag] = "Map";
      })()],
  ];
  for (const [name, fake] of fakes) {
    for (const [callName, call] of HEADER_CALLS) {
      assertEndpointError(() => call(fake()), "INVALID_HEADER", `${callName}: ${name}`);
    }
  }
});

Deno.test("a Map from another realm is read as a Map, not as an empty object", () => {
  const headers = vm.runInNewContext('new Map([["Authorization", "token t"], ["x-n", 1]])');
  assert.equal(headers instanceof Map, false, "another realm's Map is not this realm's");
  for (const [callName, call] of HEADER_CALLS) {
    const read = call(headers);
    assert.equal(read.authorization, "token t", callName);
    assert.equal(read["x-n"], "1", callName);
  }
});

Deno.test("a subclass of Map is read as a Map", () => {
  class Named extends Map<string, string> {}
  const result = endpoint(ROUTE, { ...PARAMETERS, headers: new Named([["x-a", "1"]]) as never });
  assert.equal(result.headers["x-a"], "1");
});
