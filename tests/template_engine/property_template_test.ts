/**
 * Property-based fuzzing of the RFC 6570 engine: arbitrary strings compile or are rejected
 * with an index inside them; expansions are valid URI text. Replay: `FC_SEED`.
 */
import assert from "node:assert/strict";
import fc from "fast-check";
import { EndpointError, expandTemplate, parseTemplate } from "../../mod.ts";
import { anyString, check, hasLoneSurrogate, wellFormedChar } from "../_arbitraries.ts";
import { assertEndpointError, outcome } from "../_helpers.ts";

/** Pieces that make templates: good expressions, broken ones, and stray characters. */
const piece = fc.oneof(
  {
    weight: 4,
    arbitrary: fc.constantFrom(
      "{x}",
      "{+x}",
      "{#x}",
      "{.x}",
      "{/x*}",
      "{;x,y}",
      "{?x,y*}",
      "{&y:3}",
      "{x:9999}",
      "{x-y}",
      "{x.y}",
      "{%41}",
      "/",
      "?",
      "#",
      "%41",
    ),
  },
  {
    weight: 1,
    arbitrary: fc.constantFrom(
      "{",
      "}",
      "{}",
      "{x:0}",
      "{x:10000}",
      "{=x}",
      "{!x}",
      "{|x}",
      "{x..y}",
      "{.x.}",
      "{x,}",
      "{,x}",
      "{x*:3}",
      "{x:3*}",
      "{%4}",
      "{%ZZ}",
      "{x y}",
      "{{x}}",
      ",",
      ":",
      "*",
      "%",
      "%4",
      "\ud800",
      "\udfff",
    ),
  },
  { weight: 4, arbitrary: wellFormedChar },
);

const template = fc.array(piece, { maxLength: 12 }).map((pieces) => pieces.join(""));

const scalar = fc.oneof(anyString, fc.integer(), fc.boolean(), fc.constant(null));
const templateValue = fc.oneof(
  { weight: 4, arbitrary: scalar },
  { weight: 1, arbitrary: fc.array(scalar, { maxLength: 3 }) },
  { weight: 1, arbitrary: fc.dictionary(anyString, scalar, { maxKeys: 3 }) },
  { weight: 1, arbitrary: fc.constantFrom<unknown>({ nested: { a: 1 } }, [[1]], () => 1) },
);
const variables = fc.record({
  x: templateValue,
  y: templateValue,
  "x-y": templateValue,
  "x.y": templateValue,
  A: templateValue,
}, { requiredKeys: [] });

/** Valid URI text: RFC 3986 characters, and `%` only in `%XX` triplets. */
const URI_TEXT = /^(?:[A-Za-z0-9\-._~:/?#[\]@!$&'()*+,;=]|%[0-9A-Fa-f]{2})*$/;

Deno.test("property: the template parser expands or throws INVALID_TEMPLATE with an index inside the string", () => {
  check(
    fc.property(template, fc.boolean(), variables, (text, hyphens, vars) => {
      let compiled;
      try {
        compiled = parseTemplate(text, { hyphenatedNames: hyphens });
      } catch (error) {
        assert.ok(error instanceof EndpointError, `not an EndpointError: ${error}`);
        assert.equal(error.code, "INVALID_TEMPLATE");
        assert.equal(error.template, text);
        assert.ok(Number.isInteger(error.index), `index ${error.index}`);
        assert.ok(error.index! >= 0 && error.index! < text.length, `index ${error.index}`);
        assert.ok(error.message.includes(`index ${error.index}`), error.message);
        return;
      }
      assert.ok(text.isWellFormed(), "a lone surrogate in a literal was accepted");
      assert.ok(!/\{\}/.test(text), "{} was accepted");
      const expanded = outcome(() => compiled.expand(vars));
      assert.deepStrictEqual(
        outcome(() => expandTemplate(text, vars, { hyphenatedNames: hyphens })),
        expanded,
      );
      if ("code" in expanded) {
        assert.equal(expanded.code, "INVALID_PARAMETER");
        return;
      }
      assert.match(expanded.ok as string, URI_TEXT);
      for (const name of compiled.variables) assert.ok(text.includes(name.split(".")[0]));
    }),
    5_000,
  );
});

/** RFC 3986 unreserved encoding, computed independently of the library. */
function unreserved(text: string): string {
  return encodeURIComponent(text).replace(
    /[!'()*]/g,
    (c) => "%" + c.charCodeAt(0).toString(16).toUpperCase(),
  );
}

Deno.test("property: every non-reserved operator encodes a string value as RFC 3986 unreserved", () => {
  check(
    fc.property(anyString, (value) => {
      if (hasLoneSurrogate(value)) {
        for (const text of ["{x}", "{/x}", "{.x}", "{;x}", "{?x}", "{&x}", "{+x}", "{#x}"]) {
          assertEndpointError(() => expandTemplate(text, { x: value }), "INVALID_PARAMETER");
        }
        return;
      }
      const encoded = unreserved(value);
      const cases: [string, string][] = [
        ["{x}", encoded],
        ["{/x}", "/" + encoded],
        ["{.x}", "." + encoded],
        ["{;x}", value === "" ? ";x" : ";x=" + encoded],
        ["{?x}", "?x=" + encoded],
        ["{&x}", "&x=" + encoded],
      ];
      for (const [text, expected] of cases) {
        assert.deepStrictEqual(outcome(() => expandTemplate(text, { x: value })), { ok: expected });
      }
      for (const text of ["{+x}", "{#x}"]) {
        const got = expandTemplate(text, { x: value });
        assert.match(got, URI_TEXT);
        // Reserved expansion keeps reserved characters and %XX triplets and encodes the rest,
        // so decoding gives the value back when the value holds no triplet of its own.
        if (!/%[0-9A-Fa-f]{2}/.test(value)) {
          assert.equal(
            decodeURIComponent(got),
            (text === "{#x}" ? "#" : "") + value,
          );
        }
      }
    }),
  );
});
