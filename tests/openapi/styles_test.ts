/**
 * The OpenAPI parameter serialisers against the specification's own examples (OpenAPI 3.1.1,
 * Parameter Object, "Style Examples"; appendix C, "Using RFC6570 Implementations"), against the
 * RFC 6570 engine where a style is an RFC 6570 expansion, and decoded back by the parsers servers
 * use (`URLSearchParams`, a `qs`-like bracket reader) for arbitrary strings.
 */
import assert from "node:assert/strict";
import fc from "fast-check";
import { EndpointError, expandTemplate } from "../../mod.ts";
import {
  serializeCookie,
  serializeHeader,
  serializePath,
  serializeQuery,
} from "../../src/openapi/serialize.ts";
import type { Serialization, Style } from "../../src/openapi/options.ts";
import { check, wellFormedString } from "../_arbitraries.ts";
import { assertEndpointError } from "../_helpers.ts";

/** Asserts that `fn` throws an `EndpointError` with `code` whose message says each of `words`. */
function assertRejects(fn: () => unknown, code: string, ...words: string[]): void {
  assert.throws(fn, (error: unknown) => {
    assert(error instanceof EndpointError, `not an EndpointError: ${error}`);
    assert.equal(error.code, code);
    for (const word of words) assert.match(error.message, new RegExp(RegExp.escape(word)));
    return true;
  });
}

const COLOR = {
  /** The column the table heads `undefined` (3.0.3: `empty`); its cells are what RFC 6570 writes for "". */
  empty: "",
  string: "blue",
  array: ["blue", "black", "brown"],
  object: { R: 100, G: 200, B: 150 },
};
type Column = keyof typeof COLOR;
/** `null` for a cell the specification marks _n/a_ (undefined behaviour). */
type Row = [style: Style, explode: boolean, cells: Record<Column, string | null>];

/**
 * OpenAPI 3.1.1, section "Parameter Object", "Style Examples", every row as the specification
 * writes it (query cells with their `?`). Where 3.0.3 differs, see the next table.
 */
const STYLE_EXAMPLES_3_1_1: Row[] = [
  ["matrix", false, {
    empty: ";color",
    string: ";color=blue",
    array: ";color=blue,black,brown",
    object: ";color=R,100,G,200,B,150",
  }],
  ["matrix", true, {
    empty: ";color",
    string: ";color=blue",
    array: ";color=blue;color=black;color=brown",
    object: ";R=100;G=200;B=150",
  }],
  ["label", false, {
    empty: ".",
    string: ".blue",
    array: ".blue,black,brown",
    object: ".R,100,G,200,B,150",
  }],
  ["label", true, {
    empty: ".",
    string: ".blue",
    array: ".blue.black.brown",
    object: ".R=100.G=200.B=150",
  }],
  ["simple", false, {
    empty: "",
    string: "blue",
    array: "blue,black,brown",
    object: "R,100,G,200,B,150",
  }],
  ["simple", true, {
    empty: "",
    string: "blue",
    array: "blue,black,brown",
    object: "R=100,G=200,B=150",
  }],
  ["form", false, {
    empty: "?color=",
    string: "?color=blue",
    array: "?color=blue,black,brown",
    object: "?color=R,100,G,200,B,150",
  }],
  ["form", true, {
    empty: "?color=",
    string: "?color=blue",
    array: "?color=blue&color=black&color=brown",
    object: "?R=100&G=200&B=150",
  }],
  ["spaceDelimited", false, {
    empty: null,
    string: null,
    array: "?color=blue%20black%20brown",
    object: "?color=R%20100%20G%20200%20B%20150",
  }],
  ["spaceDelimited", true, { empty: null, string: null, array: null, object: null }],
  ["pipeDelimited", false, {
    empty: null,
    string: null,
    array: "?color=blue%7Cblack%7Cbrown",
    object: "?color=R%7C100%7CG%7C200%7CB%7C150",
  }],
  ["pipeDelimited", true, { empty: null, string: null, array: null, object: null }],
  ["deepObject", false, { empty: null, string: null, array: null, object: null }],
  ["deepObject", true, {
    empty: null,
    string: null,
    array: null,
    object: "?color%5BR%5D=100&color%5BG%5D=200&color%5BB%5D=150",
  }],
];

const PATH_STYLES: readonly Style[] = ["matrix", "label", "simple"];

/** What the serialiser of the style's location writes, as the table shows it. */
function serialized(style: Style, explode: boolean, value: unknown): string {
  if (PATH_STYLES.includes(style)) return serializePath("color", value, { style, explode });
  return "?" + serializeQuery("color", value, { style, explode });
}

Deno.test("serializers reproduce every defined cell of OpenAPI 3.1.1's style examples", () => {
  let cells = 0;
  for (const [style, explode, row] of STYLE_EXAMPLES_3_1_1) {
    for (const column of Object.keys(COLOR) as Column[]) {
      const expected = row[column];
      if (expected === null) continue;
      const label = `${style}, explode ${explode}, ${column}`;
      assert.equal(serialized(style, explode, COLOR[column]), expected, label);
      cells++;
    }
  }
  assert.equal(cells, 37);
});

Deno.test("serializeHeader() writes the simple rows of the style examples", () => {
  for (const [style, explode, row] of STYLE_EXAMPLES_3_1_1) {
    if (style !== "simple") continue;
    for (const column of Object.keys(COLOR) as Column[]) {
      assert.equal(serializeHeader(COLOR[column], { explode }), row[column]);
    }
  }
});

/**
 * OpenAPI 3.0.3's table, where it differs from 3.1.1: `|`, `[` and `]` unencoded (3.1.1 encodes
 * them, as RFC 3986 requires; a server decodes both to the same text), and the `label` rows
 * without `explode` joined by `.` (an erratum: RFC 6570's `{.color}` joins by `,`, as 3.0.4 and
 * 3.1.1 write). Its `pipeDelimited` object cell, `R|100|G|200|G|150`, is a typo for `B|150`.
 */
Deno.test("serializers differ from OpenAPI 3.0.3's table only by percent-encoding and its errata", () => {
  const sameOnceDecoded: [Style, unknown, string][] = [
    ["pipeDelimited", COLOR.array, "color=blue|black|brown"],
    ["deepObject", COLOR.object, "color[R]=100&color[G]=200&color[B]=150"],
  ];
  for (const [style, value, text303] of sameOnceDecoded) {
    const written = serializeQuery("color", value, { style, explode: style === "deepObject" });
    assert.notEqual(written, text303);
    assert.equal(decodeURIComponent(written), text303);
  }
  assert.equal(serializePath("color", COLOR.array, { style: "label" }), ".blue,black,brown");
  assert.notEqual(serializePath("color", COLOR.array, { style: "label" }), ".blue.black.brown");
});

Deno.test("serializeQuery() reproduces OpenAPI 3.1.1 appendix C's expansions", () => {
  const formulas = { a: "x+y", b: "x/y", c: "x^y" };
  const words = ["math", "is", "fun"];
  // `{?formulas*,words}`
  const plain = [
    serializeQuery("formulas", formulas, { explode: true }),
    serializeQuery("words", words, { explode: false }),
  ].join("&");
  assert.equal("?" + plain, "?a=x%2By&b=x%2Fy&c=x%5Ey&words=math,is,fun");
  // `allowReserved` on formulas, `spaceDelimited` words: `+` is still encoded, `/` is not.
  const reserved = [
    serializeQuery("formulas", formulas, { allowReserved: true }),
    serializeQuery("words", words, { style: "spaceDelimited" }),
  ].join("&");
  assert.equal("?" + reserved, "?a=x%2By&b=x/y&c=x%5Ey&words=math%20is%20fun");
  // Undefined values: an empty object sends nothing.
  assert.equal(serializeQuery("formulas", {}, { explode: true }), "");
  // A name that is no RFC 6570 variable name is percent-encoded.
  assert.equal(serializeQuery("❤️", "love!"), "%E2%9D%A4%EF%B8%8F=love%21");
});

Deno.test("serializeQuery() with allowReserved keeps %XX triplets and encodes [ ] # & = +", () => {
  assert.equal(
    serializeQuery("q", "a%2Bb/c?d:e@f!$'()*,;", { allowReserved: true }),
    "q=a%2Bb/c?d:e@f!$'()*,;",
  );
  assert.equal(
    serializeQuery("q", "[x]#y&z=1+2 %", { allowReserved: true }),
    "q=%5Bx%5D%23y%26z%3D1%2B2%20%25",
  );
  assert.equal(
    serializeQuery("q", "a/b"),
    "q=a%2Fb",
    "without it, reserved characters are encoded",
  );
});

Deno.test("serializers leave out undefined, null, empty arrays and empty objects", () => {
  for (const value of [undefined, null, [], {}, [null, undefined], { a: null, b: undefined }]) {
    for (
      const style of ["form", "spaceDelimited", "pipeDelimited", "deepObject", "brackets"] as const
    ) {
      assert.equal(
        serializeQuery("color", value, { style }),
        "",
        `${style} ${JSON.stringify(value)}`,
      );
    }
    for (const style of PATH_STYLES) assert.equal(serializePath("color", value, { style }), "");
    assert.equal(serializeHeader(value), "");
    assert.equal(serializeCookie("color", value), "");
  }
  assert.equal(serializeQuery("id", [1, null, 2]), "id=1&id=2", "null items are left out");
  assert.equal(serializeQuery("f", { a: 1, b: null }, { style: "deepObject" }), "f%5Ba%5D=1");
});

Deno.test("serializers write numbers, booleans, bigints and Dates as JSON writes them", () => {
  assert.equal(serializeQuery("n", 1.5e-7), "n=1.5e-7");
  assert.equal(serializeQuery("n", -0), "n=0");
  assert.equal(serializeQuery("b", [true, false], { explode: false }), "b=true,false");
  assert.equal(serializePath("id", 2n ** 64n), "18446744073709551616");
  assert.equal(serializeQuery("at", new Date(0)), "at=1970-01-01T00%3A00%3A00.000Z");
  assertRejects(() => serializeQuery("n", NaN), "INVALID_PARAMETER", '"n"', "NaN");
  assertRejects(() => serializePath("n", [Infinity]), "INVALID_PARAMETER", "Infinity");
  assertRejects(() => serializeQuery("at", new Date(NaN)), "INVALID_PARAMETER", "invalid Date");
});

Deno.test("serializeQuery() writes deepObject nesting and arrays as Stripe reads them", () => {
  const decoded = (value: unknown) =>
    decodeURIComponent(serializeQuery("a", value, { style: "deepObject", explode: true }));
  assert.equal(decoded({ b: { c: 1 } }), "a[b][c]=1");
  assert.equal(
    decoded({ tiers: [{ up_to: 5 }, { up_to: "inf" }] }),
    "a[tiers][0][up_to]=5&a[tiers][1][up_to]=inf",
  );
  assert.equal(decoded(["x", "y"]), "a[0]=x&a[1]=y", "expand[0]=x");
  assert.equal(decoded({ b: {}, c: [] }), "", "empty containers send nothing");
  assert.equal(
    serializeQuery("a", { b: 1 }, { style: "deepObject" }),
    serializeQuery("a", { b: 1 }, { style: "deepObject", explode: true }),
    "explode is not read: deepObject without it is undefined, and descriptions leave it out",
  );
});

Deno.test("serializeQuery() writes the brackets style as Rails, PHP and qs read it", () => {
  const decoded = (value: unknown) =>
    decodeURIComponent(serializeQuery("fields", value, { style: "brackets" }));
  assert.equal(decoded([1, 2]), "fields[]=1&fields[]=2");
  assert.equal(decoded("x"), "fields=x");
  assert.equal(decoded({ a: [1, 2], b: { c: 3 } }), "fields[a][]=1&fields[a][]=2&fields[b][c]=3");
  assertRejects(
    () => serializeQuery("fields", [[1]], { style: "brackets" }),
    "INVALID_PARAMETER",
    '"fields"',
    "brackets",
  );
});

Deno.test("serializeQuery() writes exploded spaceDelimited and pipeDelimited as form does", () => {
  for (const style of ["spaceDelimited", "pipeDelimited"] as const) {
    assert.equal(serializeQuery("c", ["a", "b"], { style, explode: true }), "c=a&c=b");
    assert.equal(serializeQuery("c", { x: 1 }, { style, explode: true }), "x=1");
  }
});

Deno.test("serializers reject what a style does not define, naming the parameter and the style", () => {
  const cases: [() => unknown, string, ...string[]][] = [
    [() => serializeQuery("color", [[1, 2]]), '"color"', "form", "an array inside"],
    [() => serializeQuery("color", { a: { b: 1 } }), '"color"', "form", "an object inside"],
    [() => serializePath("color", [{ a: 1 }], { style: "label" }), '"color"', "label"],
    [
      () => serializeQuery("color", "x", { style: "matrix" }),
      '"color"',
      "matrix",
      "not a query style",
    ],
    [() => serializePath("color", "x", { style: "form" }), '"color"', "form", "not a path style"],
    [() => serializeHeader("x", { style: "form" }), "header parameter", "form"],
    [() => serializeCookie("c", "x", { style: "simple" }), '"c"', "simple"],
    [() => serializeQuery("color", "x", { style: "unknown" as Style }), '"color"', "unknown"],
    [() => serializeQuery("color", "x", { explode: "no" } as unknown as Serialization), "explode"],
    [() => serializeQuery("color", new Map()), '"color"', "a class instance"],
    [() => serializeQuery("color", () => 1), '"color"', "a function"],
    [() => serializeQuery("color", Symbol("s")), '"color"', "a symbol"],
    [() => serializeQuery(1 as unknown as string, "x"), "a number as a parameter name"],
  ];
  for (const [fn, ...words] of cases) assertRejects(fn, "INVALID_PARAMETER", ...words);
});

Deno.test("serializers reject a value that holds itself instead of overflowing the stack", () => {
  const loop: Record<string, unknown> = {};
  loop.self = loop;
  assertRejects(
    () => serializeQuery("a", loop, { style: "deepObject" }),
    "INVALID_PARAMETER",
    "deeper",
  );
  const list: unknown[] = [];
  list.push(list);
  assertRejects(() => serializeQuery("a", list, { style: "deepObject" }), "INVALID_PARAMETER");
});

Deno.test("serializers reject a lone surrogate, which has no UTF-8 form", () => {
  assertRejects(() => serializeQuery("q", "a\ud800"), "INVALID_PARAMETER", "lone surrogate");
  assertRejects(() => serializePath("p", "\udc00"), "INVALID_PARAMETER", "lone surrogate");
});

Deno.test("serializeHeader() writes values unencoded and rejects what a header cannot carry", () => {
  assert.equal(serializeHeader("Bearer a b/c"), "Bearer a b/c");
  assert.equal(serializeHeader("café"), "café");
  for (const value of ["a\r\nInjected: 1", "a\nb", "a\0b", "€"]) {
    assertRejects(() => serializeHeader(value), "INVALID_HEADER");
  }
  const secret = "ghp_0123456789abcdef\n";
  assert.throws(() => serializeHeader(secret), (error: Error) => !error.message.includes("ghp_"));
});

Deno.test("serializeCookie() writes form pairs apart by '; ', values percent-encoded", () => {
  assert.equal(serializeCookie("s", "a;b c"), "s=a%3Bb%20c");
  assert.equal(serializeCookie("id", [3, 4]), "id=3; id=4");
  assert.equal(serializeCookie("id", [3, 4], { explode: false }), "id=3,4");
  assert.equal(serializeCookie("c", { R: 1, G: 2 }), "R=1; G=2");
  assert.equal(serializeCookie("c", ""), "c=");
});

Deno.test("serializers do not change the value or the options they are given", () => {
  const value = Object.freeze({ a: Object.freeze([1, Object.freeze({ b: 2 })]) });
  const options = Object.freeze({ style: "deepObject" as const });
  assert.equal(
    decodeURIComponent(serializeQuery("f", value, options)),
    "f[a][0]=1&f[a][1][b]=2",
  );
});

// ---------------------------------------------------------------------------------------------
// Properties

const scalar = fc.oneof(wellFormedString, fc.integer(), fc.boolean());
const flatValue = fc.oneof(
  scalar,
  fc.array(scalar, { maxLength: 4 }),
  fc.dictionary(fc.string({ unit: "grapheme-ascii", minLength: 1, maxLength: 4 }), scalar, {
    maxKeys: 4,
  }),
);

/** The RFC 6570 expression each RFC 6570 style is (OpenAPI 3.1.1 appendix C). */
const EXPRESSION: Record<string, string> = { simple: "", label: ".", matrix: ";", form: "?" };

Deno.test("path styles and form agree with the RFC 6570 engine's expansion", () => {
  check(fc.property(
    fc.constantFrom("simple", "label", "matrix", "form") as fc.Arbitrary<Style>,
    fc.boolean(),
    flatValue,
    (style, explode, value) => {
      const template = `{${EXPRESSION[style]}v${explode ? "*" : ""}}`;
      const expected = expandTemplate(template, { v: value });
      if (style === "label" && explode && typeof value === "object" && value !== null) {
        // an exploded label item holding `.` is refused (structure_test.ts): RFC 6570 writes it
        const texts = Array.isArray(value) ? value : Object.entries(value).flat();
        if (texts.some((item) => typeof item === "string" && item.includes("."))) {
          assertEndpointError(
            () => serializePath("v", value, { style, explode }),
            "INVALID_PARAMETER",
          );
          return;
        }
      }
      const written = style === "form"
        ? serializeQuery("v", value, { style, explode })
        : serializePath("v", value, { style, explode });
      assert.equal(style === "form" && written !== "" ? "?" + written : written, expected);
    },
  ));
});

Deno.test("a form query piece decodes back to the value written", () => {
  check(fc.property(wellFormedString, wellFormedString, (name, text) => {
    const params = new URLSearchParams(serializeQuery(name, text));
    assert.deepEqual([...params], [[name, text]]);
  }));
  check(fc.property(fc.array(wellFormedString, { minLength: 1, maxLength: 5 }), (items) => {
    assert.deepEqual(new URLSearchParams(serializeQuery("k", items)).getAll("k"), items);
  }));
  check(fc.property(fc.array(wellFormedString, { minLength: 1, maxLength: 5 }), (items) => {
    const written = serializeQuery("k", items, { style: "brackets" });
    assert.deepEqual(new URLSearchParams(written).getAll("k[]"), items);
  }));
  check(fc.property(
    fc.dictionary(wellFormedString, wellFormedString, { minKeys: 1, maxKeys: 5 }),
    (object) => {
      const params = new URLSearchParams(serializeQuery("k", object, { explode: true }));
      assert.deepEqual(Object.fromEntries(params), { ...object });
    },
  ));
});

Deno.test("allowReserved pieces decode back to the value written (no %XX in it)", () => {
  check(fc.property(
    wellFormedString.filter((text) => !/%[0-9A-Fa-f]{2}/.test(text)),
    (text) => {
      const written = serializeQuery("k", text, { allowReserved: true });
      assert.deepEqual(new URLSearchParams(written).getAll("k"), [text]);
    },
  ));
});

Deno.test("delimited pieces split back into the items written (no delimiter in them)", () => {
  const delimiters: [Style, boolean, string][] = [
    ["form", false, ","],
    ["spaceDelimited", false, " "],
    ["pipeDelimited", false, "|"],
  ];
  for (const [style, explode, delimiter] of delimiters) {
    check(
      fc.property(
        fc.array(wellFormedString.filter((text) => text !== "" && !text.includes(delimiter)), {
          minLength: 1,
          maxLength: 5,
        }),
        (items) => {
          const written = serializeQuery("k", items, { style, explode });
          assert.deepEqual(new URLSearchParams(written).get("k")!.split(delimiter), items);
        },
      ),
      200,
    );
  }
});

/** Reads `a[b][0]=x` pairs back into nested objects, as `qs` does (arrays as index objects). */
function readBrackets(query: string): Record<string, unknown> {
  const result: Record<string, unknown> = {};
  for (const [key, value] of new URLSearchParams(query)) {
    const open = key.indexOf("[");
    const path = [open === -1 ? key : key.slice(0, open)];
    if (open !== -1) path.push(...key.slice(open + 1, -1).split("]["));
    let node = result;
    for (const segment of path.slice(0, -1)) {
      node = (node[segment] ??= Object.create(null)) as Record<string, unknown>;
    }
    node[path.at(-1)!] = value;
  }
  return result;
}

/** A nested value whose leaves are strings and whose keys have no brackets. */
const nestedValue: fc.Arbitrary<Record<string, unknown>> = fc.letrec((tie) => ({
  node: fc.oneof(
    { depthSize: "small" },
    wellFormedString,
    fc.dictionary(
      fc.string({ minLength: 1, maxLength: 4 }).filter((k) => !/[[\]]/.test(k)),
      tie("node"),
      { minKeys: 1, maxKeys: 3 },
    ),
  ),
  root: fc.dictionary(fc.constantFrom("a", "b", "c"), tie("node"), { minKeys: 1, maxKeys: 3 }),
})).root as fc.Arbitrary<Record<string, unknown>>;

Deno.test("a deepObject query decodes back to the nested value written", () => {
  check(fc.property(nestedValue, (value) => {
    const written = serializeQuery("f", value, { style: "deepObject", explode: true });
    const read = readBrackets(written);
    assert.equal(JSON.stringify(read.f), JSON.stringify(value));
  }));
});

Deno.test("docs/openapi-styles.md's style table is what the serializers write", async () => {
  const text = await Deno.readTextFile(new URL("../../docs/openapi-styles.md", import.meta.url));
  const rows = text.split("\n").filter((line) => /^\| (path|query|header|cookie)/.test(line));
  assert(rows.length >= 14, "the table is found");
  for (const row of rows) {
    const [location, styleCell, explodeCell, ...cells] = row.split("|").slice(1, -1).map((cell) =>
      cell.trim()
    );
    const style = styleCell.replaceAll("`", "") as Style;
    const explode = explodeCell === "true";
    const write = (value: unknown) =>
      location.startsWith("path")
        ? serializePath("color", value, { style, explode })
        : location.startsWith("query")
        ? serializeQuery("color", value, { style, explode })
        : location.startsWith("header")
        ? serializeHeader(value, { style, explode })
        : serializeCookie("color", value, { style, explode });
    [COLOR.string, COLOR.array, COLOR.object].forEach((value, index) => {
      const cell = cells[index];
      if (cell === "rejected") return assertRejects(() => write(value), "INVALID_PARAMETER", style);
      const shown = cell.match(/^`([^`]*)`/)![1];
      const written = write(value);
      if (shown.endsWith("…")) assert(written.startsWith(shown.slice(0, -1)), `${row}: ${written}`);
      else assert.equal(written, shown, row);
    });
  }
});
