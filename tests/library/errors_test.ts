/**
 * Every rejection is an EndpointError with its code and a message that quotes the bad input.
 */
import assert from "node:assert/strict";
import { endpoint, expandTemplate, parseTemplate, toRequest } from "../../mod.ts";
import { BEHAVIOUR_CASES } from "../cases/behaviour.ts";
import { assertEndpointError, type Loose } from "../_helpers.ts";

/** Every string, key and scalar inside a value. */
function leaves(value: unknown, into: unknown[] = []): unknown[] {
  if (Array.isArray(value)) {
    into.push(value);
    for (const item of value) leaves(item, into);
  } else if (value !== null && typeof value === "object" && !(value instanceof Date)) {
    into.push(value);
    for (const key of Object.keys(value)) {
      into.push(key);
      leaves((value as Record<string, unknown>)[key], into);
    }
  } else {
    into.push(value);
  }
  return into;
}

/** The texts a message puts in double quotes, JSON-unescaped, without a cut-off ellipsis. */
function quotedIn(message: string): string[] {
  return [...message.matchAll(/"((?:[^"\\]|\\.)*)"/g)].map((match) =>
    (JSON.parse(`"${match[1]}"`) as string).replace(/…$/, "")
  );
}

/** The mark a message puts where it leaves out a credential. */
const MASKED = /…\(\d+ characters?\)/;

function quotesInput(message: string, input: unknown): boolean {
  const inputs = leaves(input);
  const strings = inputs.filter((item): item is string => typeof item === "string");
  // A masked credential (`gh…(40 characters)`) quotes the input around it.
  const found = (quoted: string) =>
    quoted === ""
      ? strings.includes("")
      : quoted.split(MASKED).every((part) => strings.some((text) => text.includes(part)));
  if (quotedIn(message).some(found)) {
    return true;
  }
  return inputs.some((item) =>
    item === null
      ? message.includes("null")
      : Array.isArray(item)
      ? message.includes("an array")
      : typeof item === "object"
      ? message.includes("an object")
      : typeof item !== "string" && message.includes(String(item))
  );
}

Deno.test("every rejected case of the behaviour table quotes its input in the message", () => {
  const rejected = BEHAVIOUR_CASES.filter((testCase) => testCase.error !== undefined);
  assert.ok(rejected.length >= 50);
  for (const testCase of rejected) {
    const error = assertEndpointError(
      () => {
        let fn: Loose = endpoint;
        for (const layer of testCase.defaults ?? []) fn = fn.defaults(layer);
        fn(...testCase.args);
      },
      testCase.error!,
      testCase.name,
    );
    assert.ok(
      quotesInput(error.message, [testCase.defaults, testCase.args]),
      `${testCase.name}: ${error.message}`,
    );
  }
});

Deno.test("EndpointError has a name, a code, and is an Error", () => {
  const error = assertEndpointError(() => endpoint("GET /{x"), "INVALID_TEMPLATE");
  assert.ok(error instanceof Error);
  assert.equal(error.name, "EndpointError");
  assert.equal(error.template, "/{x");
  assert.equal(error.index, 1);
  assert.match(String(error), /^EndpointError: Cannot parse template "\/\{x"/);
});

Deno.test("INVALID_TEMPLATE carries the url as the caller wrote it, with /:name indices intact", () => {
  const error = assertEndpointError(
    () => endpoint("GET /repos/:owner/{repo" as string),
    "INVALID_TEMPLATE",
  );
  assert.equal(error.template, "/repos/:owner/{repo");
  assert.equal(error.index, 14);
});

Deno.test("rejections outside the behaviour table", () => {
  const cases: [string, () => unknown, string, string][] = [
    ["parse() of a non-object", () => endpoint.parse(7 as never), "INVALID_ROUTE", "7"],
    [
      "parse() of a relative url without baseUrl",
      () => endpoint.parse({ url: "/relative" }),
      "INVALID_BASE_URL",
      '"/relative"',
    ],
    [
      "parse() of a bad method",
      () => endpoint.parse({ method: "A B", url: "/" }),
      "INVALID_METHOD",
      '"A B"',
    ],
    [
      "a bad template in parseTemplate()",
      () => parseTemplate("/{a b}"),
      "INVALID_TEMPLATE",
      '"/{a b}"',
    ],
    ["a function value", () => expandTemplate("{f}", { f: () => 1 }), "INVALID_PARAMETER", '"f"'],
    [
      "toRequest() of a number body with a text content-type",
      () =>
        toRequest({
          method: "post",
          url: "https://a.example",
          headers: { "content-type": "text/plain" },
          body: 5,
        }),
      "INVALID_PARAMETER",
      "5",
    ],
    [
      "an invalid Date",
      () => endpoint("GET /x", { since: new Date(NaN) }),
      "INVALID_PARAMETER",
      "Date",
    ],
    [
      "a symbol query value",
      () => endpoint("GET /x", { s: Symbol("s") }),
      "INVALID_PARAMETER",
      "Symbol(s)",
    ],
    [
      "a function query value",
      () => endpoint("GET /x", { f: () => 1 }),
      "INVALID_PARAMETER",
      '"f"',
    ],
  ];
  for (const [name, fn, code, quoted] of cases) {
    const error = assertEndpointError(fn, code, name);
    assert.ok(error.message.includes(quoted), `${name}: ${error.message}`);
  }
});

Deno.test("a long input is quoted shortened in a message", () => {
  const error = assertEndpointError(
    () => endpoint(`GET /${"a".repeat(10_000)} b`),
    "INVALID_ROUTE",
  );
  assert.ok(error.message.length < 400);
  assert.ok(error.message.includes("…"));
});
