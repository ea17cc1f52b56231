/**
 * Prototype safety, header injection, hostile sizes and depths (docs/behaviour.md sections 3, 4.6
 * and 4.7).
 */
import assert from "node:assert/strict";
import { endpoint } from "../../mod.ts";
import { assertEndpointError, type Loose, outcome } from "../_helpers.ts";

const PROTO_JSON =
  '{"__proto__": {"polluted": "yes"}, "constructor": {"prototype": {"polluted": "yes"}}}';

function assertClean(): void {
  assert.equal(({} as Loose).polluted, undefined);
  assert.equal(Object.prototype.hasOwnProperty.call(Object.prototype, "polluted"), false);
}

Deno.test("__proto__ keys in options, headers, defaults and values never reach a prototype", () => {
  const hostile = () => JSON.parse(PROTO_JSON);
  const hostileHeaders = () => JSON.parse('{"__proto__": {"polluted": "yes"}, "constructor": "c"}');
  const options = {
    ...hostile(),
    headers: hostileHeaders(),
    mediaType: hostile(),
    request: hostile(),
    nested: hostile(),
  };
  const fn = endpoint.defaults({ ...hostile(), headers: hostileHeaders(), config: hostile() });
  outcome(() => fn.defaults(hostile()));
  outcome(() => fn("POST /x", options));
  outcome(() => fn("GET /x", JSON.parse('{"__proto__": {"a": 1}, "b": 2}')));
  outcome(() => fn.merge(hostile(), hostile()));
  outcome(() => fn.parse({ ...hostile(), url: "/x", headers: hostileHeaders() }));
  assert.ok(fn("POST /x", { config: hostile() }).body);
  assertClean();
});

Deno.test("a __proto__ key is ignored and nothing else is dropped", () => {
  const fn = endpoint.defaults(JSON.parse('{"__proto__": {"a": 1}, "keep": "k"}'));
  const result = fn(
    "GET /x",
    JSON.parse('{"__proto__": {"b": 2}, "constructor": "c", "prototype": "p"}'),
  );
  assert.equal(result.url, "https://api.github.com/x?keep=k&constructor=c&prototype=p");
  const body = fn("POST /x", JSON.parse('{"__proto__": {"b": 2}, "constructor": {"x": 1}}'))
    .body as Loose;
  assert.deepStrictEqual(Object.keys(body), ["keep", "constructor"]);
  assert.equal(Object.getPrototypeOf(body), null);
  assertClean();
});

Deno.test("header names that spell __proto__ in any case are ignored", () => {
  const result = endpoint("GET /x", { headers: { __PROTO__: "x", "x-a": "1" } });
  assert.equal(Object.getPrototypeOf(result.headers), Object.prototype);
  assert.equal(result.headers["x-a"], "1");
  assert.ok(!Object.hasOwn(result.headers, "__proto__"));
});

Deno.test("CR, LF and NUL in header values are rejected everywhere", () => {
  for (const value of ["a\rb", "a\nb", "a\r\nInjected: 1", "a\u0000"]) {
    assertEndpointError(() => endpoint("GET /x", { headers: { "x-a": value } }), "INVALID_HEADER");
    assertEndpointError(() => endpoint.defaults({ headers: { "x-a": value } }), "INVALID_HEADER");
    assertEndpointError(
      () => endpoint.parse({ url: "/x", baseUrl: "https://a.example", headers: { a: value } }),
      "INVALID_HEADER",
    );
  }
});

Deno.test("a preview or format cannot inject into accept", () => {
  assertEndpointError(
    () => endpoint("GET /x", { mediaType: { previews: ["a\r\nx: y"] } }),
    "INVALID_PARAMETER",
  );
  assertEndpointError(
    () => endpoint("GET /x", { mediaType: { format: "raw\nx" } }),
    "INVALID_PARAMETER",
  );
});

Deno.test("100k-character routes, headers and accept values finish quickly", () => {
  const long = "a".repeat(100_000);
  const start = performance.now();
  assert.equal(endpoint(`GET /${long}`).url.length, "https://api.github.com/".length + 100_000);
  assertEndpointError(() => endpoint(`GET /${long} x`), "INVALID_ROUTE");
  assertEndpointError(() => endpoint(`GET /{${long}`), "INVALID_TEMPLATE");
  assert.equal(
    endpoint("GET /x", { headers: { "x-long": long } }).headers["x-long"].length,
    100_000,
  );
  const accept = "application/vnd.github." + "-".repeat(100_000) + "preview";
  endpoint("GET /x", { headers: { accept }, mediaType: { previews: ["a"], format: "raw" } });
  endpoint("GET /x", {
    headers: { accept: "application/vnd." + "a.".repeat(50_000) },
    mediaType: { format: "raw" },
  });
  endpoint("GET /x", { headers: { accept: ",".repeat(100_000) }, mediaType: { format: "raw" } });
  assert.ok(performance.now() - start < 5_000, "a hang guard, not a benchmark");
});

Deno.test("an array of 100k items is joined into one query value", () => {
  const items = Array.from({ length: 100_000 }, (_, i) => i);
  const { url } = endpoint("GET /x", { ids: items });
  assert.ok(url.endsWith("%2C99999"));
});

function nested(depth: number): Loose {
  let value: Loose = { leaf: 1 };
  for (let i = 0; i < depth; i++) value = { child: value };
  return value;
}

Deno.test("10,000-deep objects never overflow the stack", () => {
  const deep = nested(10_000);
  const fn = endpoint.defaults({ config: nested(10_000) });
  const result = fn("POST /x", { config: deep });
  assert.ok(result.body);
  assertEndpointError(() => fn("GET /x", { config: deep }), "INVALID_PARAMETER");
  assertEndpointError(() => endpoint("GET /{x}", { x: deep }), "INVALID_PARAMETER");
  endpoint.defaults({ request: nested(10_000) }).merge("GET /x", { request: nested(10_000) });
});

Deno.test("cyclic objects in defaults and options do not hang", () => {
  const cyclic: Loose = { a: 1 };
  cyclic.self = cyclic;
  const fn = endpoint.defaults({ config: cyclic });
  assert.equal((fn.DEFAULTS.config as Loose).self, fn.DEFAULTS.config);
  const other: Loose = { b: 2 };
  other.self = other;
  assert.ok(fn.merge("POST /x", { config: other }).config);
});

Deno.test("a placeholder cannot make the url absolute or change its host", () => {
  for (
    const value of ["https://evil.example", "//evil.example", "@evil.example", "evil.example:443"]
  ) {
    const { url } = endpoint("GET /repos/{owner}", { owner: value });
    assert.equal(new URL(url).host, "api.github.com", url);
    const colon = endpoint("GET /repos/:owner", { owner: value });
    assert.equal(new URL(colon.url).host, "api.github.com", colon.url);
  }
});

Deno.test("a baseUrl cannot smuggle another host", () => {
  assertEndpointError(
    () => endpoint("GET /x", { baseUrl: "https://a.example@b.example" }),
    "INVALID_BASE_URL",
  );
  assertEndpointError(
    () => endpoint("GET /x", { baseUrl: "https://user:pw@a.example" }),
    "INVALID_BASE_URL",
  );
  const backslash = endpoint("GET /x", { baseUrl: "https://a.example\\@b.example" });
  assert.equal(new URL(backslash.url).host, "a.example");
  assert.equal(backslash.url, "https://a.example/@b.example/x");
});

Deno.test("a baseUrl given as a URL object is accepted and normalised", () => {
  const { url } = endpoint("GET /x", { baseUrl: new URL("https://GHE.example.com/api/v3/") });
  assert.equal(url, "https://ghe.example.com/api/v3/x");
});
