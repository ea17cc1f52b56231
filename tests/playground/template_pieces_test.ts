/**
 * The playground reads templates as the library does: its pieces, operators, names, explode and
 * prefix agree with what the library expands, for every RFC 6570 example and for routes as
 * `endpoint()` reads them, and with the library's own scanner on any template.
 */
import assert from "node:assert/strict";
import fc from "fast-check";
import { scanTemplate } from "../../src/uri_template/_scanner.ts";
import {
  endpoint,
  expandTemplate,
  type OptionalParameterNames,
  parseTemplate,
  type RequiredParameterNames,
} from "../../mod.ts";
import { type TemplatePiece, templatePieces } from "../../playground/editor/url_parts.ts";
import { missingValues } from "../../playground/editor/missing_values.ts";

interface Examples {
  [section: string]: {
    level: number;
    variables: Record<string, unknown>;
    testcases: [string, unknown][];
  };
}

const EXAMPLES: Examples = JSON.parse(
  await Deno.readTextFile(
    new URL("../fixtures/uritemplate-test/spec-examples.json", import.meta.url),
  ),
);

/** The expression written back from what the playground read: operator, names and modifiers. */
function written(piece: TemplatePiece): string {
  const specs = piece.variables.map(({ name, prefix, explode }) =>
    name + (explode ? "*" : prefix > 0 ? `:${prefix}` : "")
  );
  return `{${piece.operator}${specs.join(",")}}`;
}

function names(pieces: TemplatePiece[]): string[] {
  return [
    ...new Set(
      pieces.flatMap((piece) => piece.variables.map(({ name }) => name)),
    ),
  ];
}

Deno.test("templatePieces() reads every RFC 6570 example (levels 1-4) as the library does", () => {
  const operators = new Set<string>();
  let explode = 0;
  let prefix = 0;
  const levels = new Set<number>();
  for (const { level, variables, testcases } of Object.values(EXAMPLES)) {
    levels.add(level);
    for (const [template] of testcases) {
      const pieces = templatePieces(template, false);
      assert.equal(
        pieces.map((piece) => piece.text).join(""),
        template,
        template,
      );
      assert.deepEqual(
        names(pieces),
        parseTemplate(template).variables,
        template,
      );
      for (const piece of pieces) {
        if (piece.operator === undefined) {
          assert.deepEqual(
            piece.variables,
            [],
            `${template}: literal ${piece.text}`,
          );
          continue;
        }
        assert.equal(
          written(piece),
          piece.text,
          `${template}: operator, names, explode, prefix`,
        );
        operators.add(piece.operator);
        explode += piece.variables.filter((spec) => spec.explode).length;
        prefix += piece.variables.filter((spec) => spec.prefix > 0).length;
      }
      // Cut where the library cuts: each piece expanded alone gives the template's expansion.
      const alone = pieces.map((piece) => expandTemplate(piece.text, variables))
        .join("");
      assert.equal(alone, expandTemplate(template, variables), template);
    }
  }
  assert.deepEqual([...levels].sort(), [1, 2, 3, 4]);
  assert.deepEqual([...operators].sort(), [
    "",
    "#",
    "&",
    "+",
    ".",
    "/",
    ";",
    "?",
  ]);
  assert.ok(
    explode > 0 && prefix > 0,
    "the examples explode and take prefixes",
  );
});

Deno.test("templatePieces() reads a route's url as endpoint() does: /:name and - in names", () => {
  const routes = [
    "/repos/:owner/:repo/issues{?state,labels,per_page:2}",
    "/enterprises/{enterprise-team}/x{/path}{.ext}",
    "https://h.test:8080/a/:b{+c}{;d}/:e{&f}{#g}",
  ];
  for (const url of routes) {
    const pieces = templatePieces(url);
    const values = Object.fromEntries(
      names(pieces).map((name) => [name, `v-${name}`]),
    );
    const expanded = pieces.map((piece) =>
      expandTemplate(
        piece.operator === undefined ? piece.text : written(piece),
        values,
        {
          hyphenatedNames: true,
        },
      )
    ).join("");
    const base = url.startsWith("/") ? "https://base.test" : "";
    const call = endpoint({
      method: "GET",
      url,
      baseUrl: "https://base.test",
      ...values,
    });
    assert.equal(call.url, base + expanded, url);
  }
});

Deno.test("missingValues() and templatePieces() read /:name as text where endpoint() does", () => {
  // An earlier copy of the grammar in the playground took these for placeholders.
  const table: [string, string][] = [
    ["/a{?q}/:x", "https://api.github.com/a/:x"], // after a query expression
    ["/a{#f}/:x", "https://api.github.com/a/:x"], // after a fragment expression
    ["https://:x@h.test/", "https://:x@h.test/"], // in the authority
  ];
  for (const [url, expected] of table) {
    assert.equal(endpoint(`GET ${url}`).url, expected, url);
    assert.deepEqual(missingValues(url, {}), [], url);
    const colon = templatePieces(url).find((piece) => piece.text.includes(":x"));
    assert.equal(colon?.operator, undefined, `${url}: :x is literal text`);
  }
});

type Operator = "" | "+" | "#" | "." | "/" | ";" | "?" | "&";
/** Whether the route types make `x` optional in `/{<operator>x}`. */
type Optional<O extends Operator> = [OptionalParameterNames<`/{${O}x}`>] extends [never] ? false
  : [RequiredParameterNames<`/{${O}x}`>] extends [never] ? true
  : never;

Deno.test("missingValues() treats as optional exactly the operators the route types do", () => {
  // Type-checked against the library's route types: a change there fails to compile here.
  const optional: { [O in Operator]: Optional<O> } = {
    "": false,
    "+": false,
    "#": true,
    ".": false,
    "/": false,
    ";": true,
    "?": true,
    "&": true,
  };
  for (const [operator, isOptional] of Object.entries(optional)) {
    const url = `/{${operator}x}`;
    assert.deepEqual(missingValues(url, {}), isOptional ? [] : ["x"], url);
  }
  const colon: RequiredParameterNames<"/a/:x"> = "x";
  assert.deepEqual(missingValues("/a/:x", {}), [colon]);
  assert.deepEqual(
    missingValues("/a/:x", {}, false),
    [],
    "RFC 6570 reads :x as text",
  );
});

Deno.test("templatePieces() keeps a template the library rejects as one piece of text", () => {
  for (const template of ["/a/{b", "/a/{b}}", "{}", "/{a-b}"]) {
    const message = template;
    assert.throws(() => parseTemplate(template), message);
    assert.deepEqual(templatePieces(template, false), [{
      text: template,
      variables: [],
    }], message);
  }
  assert.deepEqual(templatePieces(""), []);
});

/** The pieces of a template as the library's scanner cuts it (one piece of text when it rejects it). */
function scannedPieces(template: string, route: boolean): TemplatePiece[] {
  let parts: ReturnType<typeof scanTemplate>["parts"] = [];
  try {
    parts = scanTemplate(template, route ? { colons: true, hyphens: true } : {}).parts;
  } catch {
    // rejected: no expressions
  }
  const pieces: TemplatePiece[] = [];
  let at = 0;
  for (const part of parts) {
    if (typeof part === "string") continue;
    if (part.start > at) pieces.push({ text: template.slice(at, part.start), variables: [] });
    const { first, reserved } = part.operator;
    const operator = first || (reserved ? "+" : "");
    pieces.push({
      text: template.slice(part.start, part.end),
      operator,
      variables: part.variables,
    });
    at = part.end;
  }
  if (template.length > at) pieces.push({ text: template.slice(at), variables: [] });
  return pieces;
}

/** Bits of templates, valid and not, that exercise every rule of both dialects. */
const BITS = [
  "/",
  ":a",
  ":b_1",
  ":1",
  "{a}",
  "{+a,b*}",
  "{?x:3}",
  "{#f}",
  "{&y}",
  "{.e}",
  "{;m}",
  "{/p*}",
  "{enterprise-team}",
  "{a.b}",
  "{x:0}",
  "?",
  "#",
  "https://",
  "HTTP://",
  "h.test",
  ":8080",
  "@",
  "x",
  "-",
  "%2F",
  "%",
  "{",
  "}",
  "{}",
  "é",
  "{=a}",
  " ",
];

Deno.test("templatePieces() cuts any template as the library's scanner does, in both dialects", () => {
  const template = fc.array(fc.constantFrom(...BITS), { maxLength: 8 }).map((bits) =>
    bits.join("")
  );
  fc.assert(
    fc.property(template, fc.boolean(), (text, route) => {
      assert.deepEqual(templatePieces(text, route), scannedPieces(text, route));
    }),
    { numRuns: 20000 },
  );
});
