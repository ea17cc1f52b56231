import assert from "node:assert/strict";
import { EndpointError, expandTemplate, parseTemplate } from "../../mod.ts";
import * as subpath from "@x/endpoint/uri-template";
import { assertEndpointError } from "../_helpers.ts";

Deno.test("the uri-template subpath exports the same engine", () => {
  assert.equal(subpath.parseTemplate, parseTemplate);
  assert.equal(subpath.expandTemplate, expandTemplate);
  assert.equal(subpath.EndpointError, EndpointError);
});

Deno.test("parseTemplate() lists variables once, in order of first use", () => {
  const template = parseTemplate("{a}{/b,a}{?c*,d:2}{#a}");
  assert.deepEqual(template.variables, ["a", "b", "c", "d"]);
  assert.equal(template.template, "{a}{/b,a}{?c*,d:2}{#a}");
});

Deno.test("parseTemplate() returns the cached compiled template from a text's second use on", () => {
  const first = parseTemplate("/cached/{x}");
  const second = parseTemplate("/cached/{x}");
  assert.notEqual(second, first); // a template used once is not kept
  assert.equal(parseTemplate("/cached/{x}"), second);
  assert.ok(Object.isFrozen(parseTemplate("/cached/{x}")));
  assert.ok(Object.isFrozen(parseTemplate("/cached/{x}").variables));
});

Deno.test("{} is INVALID_TEMPLATE with the index of }", () => {
  const error = assertEndpointError(() => parseTemplate("/a{}"), "INVALID_TEMPLATE");
  assert.equal(error.index, 3);
  assert.equal(error.template, "/a{}");
  assert.match(error.message, /"\/a\{\}"/);
});

Deno.test("an unclosed { is INVALID_TEMPLATE with the index of that {", () => {
  assert.equal(assertEndpointError(() => parseTemplate("/x/{a}/{b"), "INVALID_TEMPLATE").index, 7);
});

Deno.test("a stray } is INVALID_TEMPLATE with its index", () => {
  assert.equal(assertEndpointError(() => parseTemplate("/x}"), "INVALID_TEMPLATE").index, 2);
});

Deno.test("template errors point at the offending character", () => {
  const cases: [string, number][] = [
    ["{a b}", 2],
    ["{!a}", 1],
    ["{a:0}", 3],
    ["{a:10000}", 7],
    ["{a:}", 3],
    ["{a,}", 3],
    ["{a.}", 3],
    ["{a..b}", 3],
    ["{%2x}", 1],
    ["{a*b}", 3],
    ["{a:2*}", 4],
    ["{é}", 1],
  ];
  for (const [template, index] of cases) {
    assert.equal(
      assertEndpointError(() => parseTemplate(template), "INVALID_TEMPLATE").index,
      index,
    );
  }
});

Deno.test("strict mode rejects - in names; hyphenatedNames accepts it", () => {
  assert.equal(
    assertEndpointError(() => parseTemplate("{enterprise-team}"), "INVALID_TEMPLATE").index,
    11,
  );
  assert.equal(
    expandTemplate("/t/{enterprise-team}", { "enterprise-team": "a b" }, { hyphenatedNames: true }),
    "/t/a%20b",
  );
});

Deno.test("a prefix on a list or a map is INVALID_PARAMETER", () => {
  assertEndpointError(() => expandTemplate("{x:1}", { x: ["a"] }), "INVALID_PARAMETER");
  assertEndpointError(() => expandTemplate("{+x:1}", { x: { a: "b" } }), "INVALID_PARAMETER");
});

Deno.test("a lone surrogate in a value is INVALID_PARAMETER, never a URIError", () => {
  for (
    const value of ["\ud800", "a\udc00b", ["ok", "\ud83d"], { k: "\udfff" }, { "\ud800": "v" }]
  ) {
    assertEndpointError(() => expandTemplate("{x}", { x: value }), "INVALID_PARAMETER");
    assertEndpointError(() => expandTemplate("{+x}", { x: value }), "INVALID_PARAMETER");
  }
});

Deno.test("values with no URI form are INVALID_PARAMETER", () => {
  const bad = [
    () => 1,
    Symbol("s"),
    new URL("https://a.example"),
    { a: { nested: 1 } },
    [["nested"]],
    [{}],
    new Map(),
  ];
  for (const value of bad) {
    assertEndpointError(() => expandTemplate("{x}", { x: value }), "INVALID_PARAMETER");
  }
  assertEndpointError(() => expandTemplate("{x}", { x: new Date(NaN) }), "INVALID_PARAMETER");
});

Deno.test("undefined, null, [] and {} are undefined; the empty string is defined", () => {
  for (const value of [undefined, null, [], {}, [null, undefined]]) {
    assert.equal(expandTemplate("{?x}", { x: value }), "");
  }
  assert.equal(expandTemplate("{?x}", { x: "" }), "?x=");
  assert.equal(expandTemplate("{;x}", { x: "" }), ";x");
});

Deno.test("numbers, bigints, booleans and Dates expand to their string forms", () => {
  const date = new Date(Date.UTC(2020, 1, 3));
  assert.equal(
    expandTemplate("{a,b,c,d}", { a: 1.5, b: 12345678901234567890n, c: true, d: date }),
    "1.5,12345678901234567890,true,2020-02-03T00%3A00%3A00.000Z",
  );
});

Deno.test("prefixes count code points and never split a surrogate pair", () => {
  assert.equal(expandTemplate("{x:1}", { x: "😀b" }), "%F0%9F%98%80");
  assert.equal(expandTemplate("{x:2}", { x: "a😀b" }), "a%F0%9F%98%80");
});

Deno.test("variables are looked up as own properties only", () => {
  const inherited = Object.create({ x: "inherited" });
  assert.equal(expandTemplate("{x}", inherited), "");
  assert.equal(expandTemplate("{toString}", {}), "");
});

Deno.test("expand() rejects variables that are not an object", () => {
  assertEndpointError(() => parseTemplate("{x}").expand(null as never), "INVALID_PARAMETER");
});

Deno.test("parseTemplate() rejects a template that is not a string", () => {
  assertEndpointError(() => parseTemplate(42 as never), "INVALID_TEMPLATE");
});

Deno.test("a 100k-character template parses in linear time", () => {
  const long = "/a".repeat(25_000) + "{x}".repeat(10_000);
  const start = performance.now();
  assert.equal(parseTemplate(long).variables.length, 1);
  const unclosed = "{" + "a".repeat(100_000);
  assert.equal(assertEndpointError(() => parseTemplate(unclosed), "INVALID_TEMPLATE").index, 0);
  assert.ok(performance.now() - start < 5_000);
});

Deno.test("a lone surrogate at the end of a value is named at its index", () => {
  const error = assertEndpointError(
    () => expandTemplate("{x}", { x: "a\ud800" }),
    "INVALID_PARAMETER",
  );
  assert.match(error.message, /at index 1$/);
});

Deno.test("a run of non-ASCII text is encoded as UTF-8, and a lone surrogate inside it is named at its index", () => {
  assert.equal(expandTemplate("{x}", { x: "日本語/café😀" }), encodeURIComponent("日本語/café😀"));
  assert.equal(expandTemplate("{+x}", { x: "a日本%41€" }), "a%E6%97%A5%E6%9C%AC%41%E2%82%AC");
  for (const [value, index] of [["日本\udc00語", 2], ["日\ud800本", 1], ["😀\ud83d", 2]] as const) {
    const error = assertEndpointError(
      () => expandTemplate("{x}", { x: value }),
      "INVALID_PARAMETER",
    );
    assert.match(error.message, new RegExp(`at index ${index}$`));
  }
});
