/**
 * A value cannot forge structure: in the bracket forms (deepObject, brackets, nested form fields)
 * an object key holding `[` or `]`, or named `__proto__`, `constructor` or `prototype`, is
 * refused; an item holding its style's delimiter (`|` in pipeDelimited, a space in
 * spaceDelimited, `.` in an exploded label) is refused; so no two different values of one shape
 * serialise to the same text in any style (docs/openapi-styles.md).
 */
import assert from "node:assert/strict";
import fc from "fast-check";
import { endpoint } from "@x/endpoint";
import {
  compileRoutes,
  formUrlEncoded,
  type Serialization,
  serializeCookie,
  serializeHeader,
  serializePath,
  serializeQuery,
  withRoutes,
} from "@x/endpoint/openapi";
import { check } from "../_arbitraries.ts";
import { assertEndpointError, type Loose, outcome } from "../_helpers.ts";

const BRACKET_STYLES = [{ style: "deepObject" }, { style: "brackets" }] as const;

Deno.test("serializeQuery() refuses a key holding a bracket in the bracket forms", () => {
  for (const serialization of BRACKET_STYLES) {
    for (const key of ["status][admin", "a[", "]", "x[0]"]) {
      assertEndpointError(
        () => serializeQuery("filter", { [key]: "true" }, serialization),
        "INVALID_PARAMETER",
        `${serialization.style} ${key}`,
      );
      assertEndpointError(
        () => serializeQuery("filter", { a: { [key]: "true" } }, serialization),
        "INVALID_PARAMETER",
      );
    }
    assert.equal(
      serializeQuery("filter", { status: { admin: "true" } }, serialization),
      "filter%5Bstatus%5D%5Badmin%5D=true",
    );
  }
});

Deno.test("serializeQuery() refuses __proto__, constructor and prototype keys in the bracket forms", () => {
  for (const serialization of BRACKET_STYLES) {
    for (const key of ["__proto__", "constructor", "prototype"]) {
      const value = JSON.parse(`{"a": {"${key}": {"admin": "1"}}}`);
      assertEndpointError(
        () => serializeQuery("f", value, serialization),
        "INVALID_PARAMETER",
        key,
      );
      assertEndpointError(
        () => serializeQuery("f", JSON.parse(`{"${key}": "1"}`), serialization),
        "INVALID_PARAMETER",
      );
    }
  }
});

Deno.test("formUrlEncoded() and withRoutes() refuse forged keys in nested fields", () => {
  assertEndpointError(
    () => formUrlEncoded({ metadata: { "a][b": "1" } }, { metadata: { style: "deepObject" } }),
    "INVALID_PARAMETER",
  );
  const api: Loose = withRoutes(
    endpoint,
    compileRoutes({
      openapi: "3.1.0",
      paths: {
        "/x": {
          get: {
            parameters: [{
              name: "filter",
              in: "query",
              style: "deepObject",
              schema: { type: "object" },
            }],
          },
        },
      },
    }),
  );
  assertEndpointError(
    () => api("GET /x", { filter: { "status][admin": "true" } }),
    "INVALID_PARAMETER",
  );
  assertEndpointError(
    () => api("GET /x", { filter: JSON.parse('{"__proto__": {"admin": "1"}}') }),
    "INVALID_PARAMETER",
  );
});

Deno.test("the delimited styles and exploded label refuse an item holding their delimiter", () => {
  assertEndpointError(
    () => serializeQuery("c", ["a|b"], { style: "pipeDelimited" }),
    "INVALID_PARAMETER",
  );
  assertEndpointError(
    () => serializeQuery("c", ["a b"], { style: "spaceDelimited" }),
    "INVALID_PARAMETER",
  );
  assertEndpointError(
    () => serializeQuery("c", { "a|b": "c" }, { style: "pipeDelimited" }),
    "INVALID_PARAMETER",
  );
  assertEndpointError(
    () => serializePath("c", ["a.b"], { style: "label", explode: true }),
    "INVALID_PARAMETER",
  );
  assertEndpointError(
    () => serializePath("c", { a: "1.5" }, { style: "label", explode: true }),
    "INVALID_PARAMETER",
  );
  // what each style can tell apart stays allowed
  assert.equal(serializeQuery("c", ["a|b"], { style: "spaceDelimited" }), "c=a%7Cb");
  assert.equal(serializeQuery("c", ["a b"], { style: "pipeDelimited", explode: true }), "c=a%20b");
  assert.equal(serializePath("c", "1.5", { style: "label" }), ".1.5");
  assert.equal(serializePath("c", ["1.5"], { style: "label" }), ".1.5");
  // through a route table, the path's label style too
  const api: Loose = withRoutes(endpoint, {
    routes: { "GET /v/{c}": { parameters: { c: { in: "path", style: "label", explode: true } } } },
  });
  assertEndpointError(() => api("GET /v/{c}", { c: ["a.b"] }), "INVALID_PARAMETER");
  assert.equal(api("GET /v/{c}", { c: ["a", "b"] }).url, "https://api.github.com/v/.a.b");
});

/** Every style and explode a serialiser takes, and the serialiser. */
const WRITERS: [string, (value: unknown) => string][] = [];
for (const explode of [false, true]) {
  for (const style of ["form", "spaceDelimited", "pipeDelimited", "deepObject", "brackets"]) {
    const serialization = { style, explode } as Serialization;
    WRITERS.push([`query ${style} ${explode}`, (v) => serializeQuery("p", v, serialization)]);
  }
  for (const style of ["simple", "label", "matrix"]) {
    const serialization = { style, explode } as Serialization;
    WRITERS.push([`path ${style} ${explode}`, (v) => serializePath("p", v, serialization)]);
  }
  WRITERS.push([`header ${explode}`, (v) => serializeHeader(v, { explode })]);
  WRITERS.push([`cookie ${explode}`, (v) => serializeCookie("p", v, { explode })]);
}

const piece = fc.oneof(
  fc.constantFrom(
    "",
    "a",
    "b",
    ".",
    ",",
    "|",
    " ",
    "=",
    "&",
    "[",
    "]",
    ";",
    "%",
    "%7C",
    "a.b",
    "a b",
  ),
  fc.string({ maxLength: 4 }),
);
/** Values of one shape: arrays of strings, or objects of strings (the shape a schema fixes). */
const sameShape = fc.oneof(
  fc.tuple(
    fc.array(piece, { minLength: 1, maxLength: 3 }),
    fc.array(piece, { minLength: 1, maxLength: 3 }),
  ),
  fc.tuple(
    fc.dictionary(piece, piece, { minKeys: 1, maxKeys: 3 }),
    fc.dictionary(piece, piece, { minKeys: 1, maxKeys: 3 }),
  ),
  fc.tuple(
    fc.dictionary(piece, fc.dictionary(piece, piece, { maxKeys: 2 }), { minKeys: 1, maxKeys: 2 }),
    fc.dictionary(piece, fc.dictionary(piece, piece, { maxKeys: 2 }), { minKeys: 1, maxKeys: 2 }),
  ),
);

/** What a value is, for comparison: `null`/`undefined` members and empty objects left out. */
function meaning(value: unknown): string {
  return JSON.stringify(
    value,
    (_, item) =>
      item !== null && typeof item === "object" && !Array.isArray(item)
        ? Object.fromEntries(Object.entries(item).filter(([, v]) => meaning(v) !== "{}"))
        : item,
  );
}

Deno.test("property: no two different values of one shape serialise to the same text, or one is refused", () => {
  check(
    fc.property(sameShape, ([a, b]) => {
      if (meaning(a) === meaning(b)) return;
      for (const [label, write] of WRITERS) {
        const first = outcome(() => write(a));
        const second = outcome(() => write(b));
        if ("ok" in first && "ok" in second && first.ok !== "") {
          assert.notEqual(first.ok, second.ok, `${label}: ${meaning(a)} and ${meaning(b)}`);
        }
      }
    }),
    500,
  );
});
