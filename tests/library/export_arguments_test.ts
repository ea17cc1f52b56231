/**
 * Every export checks the shape of its own arguments: whatever it is given, it returns a result
 * or throws an `EndpointError` with a code, never a raw `TypeError` (docs/behaviour.md
 * section 8).
 */
import assert from "node:assert/strict";
import fc from "fast-check";
import vm from "node:vm";
import * as main from "../../mod.ts";
import * as uriTemplate from "../../src/uri_template/mod.ts";
import { check } from "../_arbitraries.ts";
import { withoutPrototype } from "../cases/run_cases.ts";
import { assertEndpointError, type Loose, outcome } from "../_helpers.ts";

const { endpoint, EndpointError, toRequest, parseTemplate, expandTemplate } = main;

Deno.test("toRequest(), parseTemplate() and expandTemplate() reject arguments of the wrong shape with an EndpointError, never a raw TypeError", () => {
  const url = "https://a.example/x";
  const table: [string, () => unknown, string][] = [
    ["toRequest(null)", () => toRequest(null as Loose), "INVALID_ROUTE"],
    ["toRequest(5)", () => toRequest(5 as Loose), "INVALID_ROUTE"],
    ["toRequest({})", () => toRequest({} as Loose), "INVALID_URL"],
    [
      "toRequest({ method: 1 })",
      () => toRequest({ method: 1, url, headers: {} } as Loose),
      "INVALID_METHOD",
    ],
    [
      "toRequest({ method: 'GE T' })",
      () => toRequest({ method: "GE T", url, headers: {} }),
      "INVALID_METHOD",
    ],
    [
      "toRequest({ url: 5 })",
      () => toRequest({ method: "get", url: 5, headers: {} } as Loose),
      "INVALID_URL",
    ],
    [
      "toRequest({ headers: null })",
      () => toRequest({ method: "get", url, headers: null } as Loose),
      "INVALID_HEADER",
    ],
    [
      "toRequest({ headers: [] })",
      () => toRequest({ method: "get", url, headers: ["a"] } as Loose),
      "INVALID_HEADER",
    ],
    ["parseTemplate(t, null)", () => parseTemplate("/x", null as Loose), "INVALID_PARAMETER"],
    ["parseTemplate(t, 5)", () => parseTemplate("/x", 5 as Loose), "INVALID_PARAMETER"],
    [
      "parseTemplate(t, { hyphenatedNames: 'yes' })",
      () => parseTemplate("/x", { hyphenatedNames: "yes" } as Loose),
      "INVALID_PARAMETER",
    ],
    [
      "expandTemplate(t, v, null)",
      () => expandTemplate("/x", {}, null as Loose),
      "INVALID_PARAMETER",
    ],
    [
      "new EndpointError('NOPE', …)",
      () => new EndpointError("NOPE" as Loose, "m"),
      "INVALID_PARAMETER",
    ],
    [
      "new EndpointError(code, Symbol())",
      () => new EndpointError("INVALID_URL", Symbol() as Loose),
      "INVALID_PARAMETER",
    ],
    [
      "new EndpointError(code, m, null)",
      () => new EndpointError("INVALID_URL", "m", null as Loose),
      "INVALID_PARAMETER",
    ],
  ];
  for (const [name, fn, code] of table) {
    assertEndpointError(fn, code, name);
  }
});

Deno.test("toRequest() reads hand-made options as parse() does: no method means GET, no headers none", () => {
  const request = toRequest({ url: "https://a.example/x" } as Loose);
  assert.equal(request.method, "GET");
  assert.equal(request.url, "https://a.example/x");
  assert.equal([...request.headers].length, 0);
});

Deno.test("new EndpointError() keeps its own template and index, never inherited ones", () => {
  const error = new EndpointError("INVALID_TEMPLATE", "m", { template: "/{", index: 1 });
  assert.equal(error.template, "/{");
  assert.equal(error.index, 1);
  const inherited = new EndpointError("INVALID_URL", "m", Object.create({ template: "x" }));
  assert.equal(inherited.template, undefined);
});

/** Where a value goes: a path, a query, a list item, a map member, the defaults. */
const VALUE_PLACES: [string, (value: unknown) => unknown][] = [
  ["path", (value) => endpoint("GET /x/{value}", { value } as Loose).url],
  ["query", (value) => endpoint("GET /x", { value }).url],
  ["list item", (value) => endpoint("GET /x", { value: ["a", value] } as Loose).url],
  ["explode list", (value) => endpoint("GET /x{?value*}", { value: [value] } as Loose).url],
  ["map member", (value) => endpoint("GET /x{?value*}", { value: { at: value } } as Loose).url],
  ["defaults", (value) => endpoint.defaults({ value })("GET /x").url],
];

Deno.test("a fake Date as a value is INVALID_PARAMETER, never a raw TypeError", () => {
  const fakes: [string, () => unknown][] = [
    ["an object made from Date.prototype", () => Object.create(Date.prototype)],
    ["a proxy of a Date", () => new Proxy(new Date(0), {})],
    ["an object tagged Date", () => ({ [Symbol.toStringTag]: "Date", getTime: () => 0 })],
  ];
  for (const [name, fake] of fakes) {
    for (const [place, use] of VALUE_PLACES) {
      assertEndpointError(() => use(fake()), "INVALID_PARAMETER", `${place}: ${name}`);
    }
  }
});

Deno.test("a Date from another realm is a Date: its ISO string wherever a value goes", () => {
  const foreign = vm.runInNewContext("new Date(0)");
  assert.equal(foreign instanceof Date, false, "another realm's Date is not this realm's");
  for (const [place, use] of VALUE_PLACES) {
    assert.deepEqual(outcome(() => use(foreign)), outcome(() => use(new Date(0))), place);
  }
});

Deno.test("a plain object from another realm is a plain object: it expands as a map, merges deeply and is copied into the defaults", () => {
  const foreign = () => vm.runInNewContext("({ a: 'x', b: 2 })");
  assert.equal(Object.getPrototypeOf(foreign()) === Object.prototype, false);
  assert.equal(endpoint("GET /x{?f*}", { f: foreign() }).url, "https://api.github.com/x?a=x&b=2");
  const fn = endpoint.defaults({ settings: { c: 1 }, more: foreign() });
  assert.deepEqual(fn.DEFAULTS.more, { a: "x", b: 2 });
  assert.ok(Object.isFrozen(fn.DEFAULTS.more));
  assert.deepEqual(
    fn("PATCH /x", { settings: foreign() }).body,
    withoutPrototype({ settings: { c: 1, a: "x", b: 2 }, more: { a: "x", b: 2 } }),
  );
});

/** Keys the exports read, so that wrong field types reach their checks. */
const FIELDS = [
  "method",
  "url",
  "baseUrl",
  "headers",
  "mediaType",
  "request",
  "body",
  "data",
  "signal",
  "redirect",
  "hyphenatedNames",
  "template",
  "index",
  "cause",
  "format",
  "previews",
  "q",
];

/** Any value at all: JS values of every kind, and objects with the fields above, of any type. */
const arbitrary: fc.Arbitrary<unknown> = fc.letrec((tie) => ({
  value: fc.oneof(
    { depthSize: "small" },
    {
      weight: 4,
      arbitrary: fc.anything({
        withBigInt: true,
        withDate: true,
        withMap: true,
        withSet: true,
        withTypedArray: true,
        withSparseArray: true,
        withNullPrototype: true,
        withBoxedValues: true,
        withObjectString: true,
      }),
    },
    {
      weight: 2,
      arbitrary: fc.constantFrom(
        "GET /x/{y}",
        "POST https://a.example/{x}",
        "https://a.example/x",
        "get",
        "TRACE",
        "application/json",
        "{",
        "INVALID_URL",
        "INVALID_TEMPLATE",
        Symbol("s"),
        () => 1,
        new Date(NaN),
        new AbortController().signal,
        new Blob(["b"]),
        new URL("https://a.example"),
        Object.create(Date.prototype),
        new Proxy(new Date(0), {}),
        new Proxy(new Map([["a", "b"]]), {}),
        Object.create(Map.prototype),
        Object.create(Headers.prototype),
        Object.create(Blob.prototype),
        Object.create(ArrayBuffer.prototype),
        Object.create(AbortSignal.prototype),
        new Uint8Array(new SharedArrayBuffer(2)),
        {
          toJSON: () => {
            throw null;
          },
        },
      ),
    },
    {
      weight: 3,
      arbitrary: fc.dictionary(fc.constantFrom(...FIELDS), tie("value"), { maxKeys: 5 }),
    },
  ),
})).value;

/** Mostly `good`, now and then any value at all. */
function mostly(good: fc.Arbitrary<unknown>): fc.Arbitrary<unknown> {
  return fc.oneof({ weight: 4, arbitrary: good }, { weight: 1, arbitrary });
}

/** Request options as a caller might make them by hand: each field right, wrong or absent. */
const requestOptions: fc.Arbitrary<unknown> = fc.record({
  method: mostly(fc.constantFrom("get", "post", "PUT", "head", "TRACE")),
  url: mostly(
    fc.oneof(
      { weight: 4, arbitrary: fc.constant("https://a.example/x") },
      { weight: 1, arbitrary: fc.constantFrom("https://u:p@a.example", "/x") },
    ),
  ),
  headers: mostly(
    fc.dictionary(
      fc.constantFrom("content-type", "accept", "x-a", "content-type", "bad name"),
      mostly(fc.constantFrom("application/json", "text/plain", "application/json", "a\nb")),
      { maxKeys: 3 },
    ),
  ),
  body: fc.oneof(fc.constant(undefined), fc.constantFrom("text", { a: 1 }, [1], null), arbitrary),
  request: mostly(
    fc.record({
      signal: mostly(fc.constant(new AbortController().signal)),
      redirect: mostly(fc.constantFrom("follow", "error", "manual")),
    }, { requiredKeys: [] }),
  ),
}, { requiredKeys: ["url"] });

/** Every export, called with the given values. */
const CALLS: [string, (a: Loose, b: Loose, c: Loose) => unknown][] = [
  ["endpoint(a)", (a) => endpoint(a)],
  ["endpoint(a, b)", (a, b) => endpoint(a, b)],
  ["endpoint('GET /x/{y}', a)", (a) => endpoint("GET /x/{y}", a)],
  ["endpoint.defaults(a)", (a) => endpoint.defaults(a)],
  ["endpoint.defaults(a)(b, c)", (a, b, c) => endpoint.defaults(a)(b, c)],
  ["endpoint.merge(a, b)", (a, b) => endpoint.merge(a, b)],
  ["endpoint.parse(a)", (a) => endpoint.parse(a)],
  ["toRequest(a)", (a) => toRequest(a)],
  ["toRequest(endpoint(a, b))", (a, b) => toRequest(endpoint(a, b))],
  ["toRequest(hand-made options c)", (_a, _b, c) => toRequest(c)],
  ["parseTemplate(a, b)", (a, b) => parseTemplate(a, b)],
  ["parseTemplate('/x/{y}').expand(a)", (a) => parseTemplate("/x/{y}").expand(a)],
  ["expandTemplate(a, b, c)", (a, b, c) => expandTemplate(a, b, c)],
  ["uri-template parseTemplate(a, b)", (a, b) => uriTemplate.parseTemplate(a, b)],
  ["uri-template expandTemplate(a, b, c)", (a, b, c) => uriTemplate.expandTemplate(a, b, c)],
  ["new EndpointError(a, b, c)", (a, b, c) => new EndpointError(a, b, c)],
  ["new uri-template EndpointError(a, b, c)", (a, b, c) => new uriTemplate.EndpointError(a, b, c)],
];

Deno.test("property: every export, given arbitrary values, returns a result or throws an EndpointError", () => {
  assert.deepEqual(
    Object.keys(main).sort(),
    ["EndpointError", "endpoint", "expandTemplate", "parseTemplate", "toRequest"],
    "a new export must be added to CALLS",
  );
  check(
    fc.property(
      fc.constantFrom(...CALLS),
      arbitrary,
      arbitrary,
      mostly(requestOptions),
      ([name, call], a, b, c) => {
        try {
          outcome(() => call(a, b, c));
        } catch (error) {
          throw new Error(`${name}: ${(error as Error).message}`, { cause: error });
        }
      },
    ),
    5_000,
  );
});
