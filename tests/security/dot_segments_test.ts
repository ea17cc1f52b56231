/**
 * The dot-segment rule on the path as actually built (docs/behaviour.md section 4): a value that
 * forms a `.` or `..` path segment is `INVALID_PARAMETER`, wherever empty expressions (`{?q}`,
 * `{&q}`, `{#f}`, an undefined `{/x}`) sit between the segments.
 */
import assert from "node:assert/strict";
import fc from "fast-check";
import { endpoint, expandTemplate } from "../../mod.ts";
import { check } from "../_arbitraries.ts";
import { assertEndpointError, outcome } from "../_helpers.ts";

const BASE = "https://api.github.com";

/** The path of a url as written: from the end of its origin to its first `?` or `#`. */
function writtenPath(url: string): string {
  const rest = url.slice(url.indexOf("/", url.indexOf("//") + 2));
  const end = rest.search(/[?#]/);
  return end === -1 ? rest : rest.slice(0, end);
}

/** The path `fetch` would request: the url resolved by the WHATWG URL parser. */
function resolvedPath(url: string): string {
  return new URL(url).pathname;
}

Deno.test("a `..` value after an empty {?q}, {&q} or {#f} is still refused by the dot-segment rule (/repos/../x)", () => {
  for (const empty of ["{?q}", "{&q}", "{#f}"]) {
    const route = `GET /repos${empty}/{y}/x`;
    assertEndpointError(() => endpoint(route, { y: ".." }), "INVALID_PARAMETER", route);
    assertEndpointError(() => endpoint(route, { y: "." }), "INVALID_PARAMETER", route);
    assertEndpointError(
      () => endpoint.parse(endpoint.merge(route, { y: ".." })),
      "INVALID_PARAMETER",
    );
  }
  assertEndpointError(() => endpoint("GET /a/b{?q}/{y}", { y: ".." }), "INVALID_PARAMETER");
  const undefinedPath: string = "GET /a{/u}/{y}"; // a plain string: u may be left out
  assertEndpointError(() => endpoint(undefinedPath, { y: ".." }), "INVALID_PARAMETER");
});

Deno.test("the dot-segment rule still leaves the query and the fragment alone", () => {
  assert.equal(endpoint("GET /repos{?q}/{y}/x", { q: "1", y: ".." }).url, `${BASE}/repos?q=1/../x`);
  assert.equal(endpoint("GET /repos{#f}/{y}", { f: "top", y: ".." }).url, `${BASE}/repos#top/..`);
  assert.equal(endpoint("GET /repos{&q}/{y}", { y: "..." }).url, `${BASE}/repos/...`);
  assert.equal(endpoint("GET /a/{y}", { y: "..." }).url, `${BASE}/a/...`);
  // A literal dot segment is the route's own, and values next to it are not dot segments.
  assert.equal(endpoint("GET /a/./{y}", { y: "..." }).url, `${BASE}/a/./...`);
});

/** One piece of a generated route: its text for `endpoint()` and for the strict RFC engine. */
interface Piece {
  route: string;
  reference: string;
}

const literal: fc.Arbitrary<Piece> = fc
  .constantFrom("/", "/a", "b", "/c/", ".json", "-", "x/")
  .map((text) => ({ route: text, reference: text }));

/** Expressions that expand to nothing unless their variable is given (`q0`…, `f0`…, `u0`…). */
const emptyExpression = (n: number): fc.Arbitrary<Piece> =>
  fc.constantFrom(`{?q${n}}`, `{&q${n}}`, `{#f${n}}`, `{/u${n}}`)
    .map((text) => ({ route: text, reference: text }));

/** Path expressions of a variable `v<n>`, and `/:v<n>` (the same as `/{v<n>}`). */
const pathExpression = (n: number): fc.Arbitrary<Piece> =>
  fc.oneof(
    fc.constantFrom(`{v${n}}`, `{/v${n}}`, `{.v${n}}`, `{/v${n}*}`, `{;v${n}}`)
      .map((text) => ({ route: text, reference: text })),
    fc.constant({ route: `/:v${n}`, reference: `/{v${n}}` }),
  );

const pathValue: fc.Arbitrary<unknown> = fc.oneof(
  fc.constantFrom(".", "..", "...", "", "a", "%2e", ".%2e", "%2E%2E", "a/..", "./"),
  fc.array(fc.constantFrom(".", "..", "a", ""), { minLength: 1, maxLength: 3 }),
);

/** A route of 1 to 8 pieces and the values of its variables (some left undefined). */
const generatedRoute = fc
  .array(fc.nat(2), { minLength: 1, maxLength: 8 })
  .chain((kinds) =>
    fc.tuple(
      fc.tuple(
        ...kinds.map((kind, n) =>
          kind === 0 ? literal : kind === 1 ? emptyExpression(n) : pathExpression(n)
        ),
      ),
      fc.dictionary(
        fc.constantFrom(...kinds.flatMap((_, n) => [`v${n}`, `v${n}`, `q${n}`, `f${n}`, `u${n}`])),
        pathValue,
        { maxKeys: kinds.length * 2 },
      ),
    )
  );

Deno.test("property: a value that makes URL parsing resolve the path away is INVALID_PARAMETER, and only then", () => {
  check(
    fc.property(generatedRoute, ([pieces, values]) => {
      const route = `/r${pieces.map((p) => p.route).join("")}`;
      // `/:name` is a placeholder only before `{?`, `{&` or `{#` (literal text after them).
      const after = pieces.findIndex((p) => /^\{[?&#]/.test(p.route));
      const reference = `/r${
        pieces.map((p, i) => after !== -1 && i > after ? p.route : p.reference).join("")
      }`;
      // What the url would be with no dot-segment check: RFC 6570 expansion, joined to the base.
      const unchecked = BASE + expandTemplate(reference, values);
      const resolves = writtenPath(unchecked) !== resolvedPath(unchecked);
      const result = outcome(() => endpoint(`GET ${route}`, { ...values }).url);
      if (resolves) {
        assert.deepEqual(
          result,
          { code: "INVALID_PARAMETER" },
          `${route} ${JSON.stringify(values)}`,
        );
      } else {
        assert.ok("ok" in result, `${route} ${JSON.stringify(values)}: ${unchecked}`);
        const url = result.ok as string;
        assert.equal(writtenPath(url), resolvedPath(url), `${route} → ${url}`);
      }
    }),
  );
});
