/**
 * Property-based url safety: placeholder values stay inside their segment, query parameters
 * round-trip, and a baseUrl decides the host. Replay: `FC_SEED`.
 */
import assert from "node:assert/strict";
import fc from "fast-check";
import { endpoint } from "../../mod.ts";
import { anyString, BASE_URLS, check, hasLoneSurrogate, parameterKey } from "../_arbitraries.ts";
import { outcome } from "../_helpers.ts";

/** RFC 3986 unreserved encoding, computed independently of the library. */
function unreserved(text: string): string {
  return encodeURIComponent(text).replace(
    /[!'()*]/g,
    (c) => "%" + c.charCodeAt(0).toString(16).toUpperCase(),
  );
}

function normalBase(baseUrl: string): string {
  return new URL(baseUrl).href.replace(/\/+$/, "");
}

/** Routes with simple placeholders `x` and `y` in the path, in every position. */
const PLACEHOLDER_ROUTES = [
  "/repos/{x}/issues",
  "/a/{x}",
  "/{x}",
  "/files/{x}.json",
  "/a/{x}/b?per_page=1",
  "/a/{x}#frag",
  "/orgs/:x/repos",
  "/:x",
  "/a/:x",
  "/items/:x.json",
  "/a/{x}{y}/b",
  "/a/{x}/{y}",
  "/a/{x},{y}/b",
];

/**
 * The url a simple-placeholder route must produce, by docs/behaviour.md section 4.2, from first
 * principles: each value is unreserved-encoded in place; a segment that comes out as `.` or `..` is
 * INVALID_PARAMETER; one trailing `/` of the path goes; the path joins the base with one `/`.
 */
function expectedUrl(template: string, values: Record<string, string>, baseUrl: string): string {
  const expanded = template.replace(/\{(\w)\}|:(\w)/g, (_, a, b) => unreserved(values[a ?? b]));
  const cut = expanded.search(/[?#]/);
  let path = cut === -1 ? expanded : expanded.slice(0, cut);
  const rest = cut === -1 ? "" : expanded.slice(cut);
  if (path.split("/").some((segment) => segment === "." || segment === "..")) {
    return "INVALID_PARAMETER";
  }
  if (path.length > 1 && path.endsWith("/")) path = path.slice(0, -1);
  return normalBase(baseUrl) + "/" + path.replace(/^\/+/, "") + rest;
}

const placeholderValue = fc.oneof(
  { weight: 8, arbitrary: anyString },
  { weight: 1, arbitrary: fc.integer() },
  { weight: 1, arbitrary: fc.boolean() },
);

Deno.test("property: a simple {name} or :name value never leaves its path segment", () => {
  check(
    fc.property(
      fc.constantFrom(...PLACEHOLDER_ROUTES),
      fc.constantFrom(...BASE_URLS),
      placeholderValue,
      placeholderValue,
      (template, baseUrl, x, y) => {
        const values = { x: String(x), y: String(y) };
        const two = template.includes("{y}");
        const params = two ? { baseUrl, x, y } : { baseUrl, x };
        const got = outcome(() => endpoint(`GET ${template}`, params));
        const markers = two ? { x: "MARKERX", y: "MARKERY" } : { x: "MARKERX" };
        const marker = endpoint(`GET ${template}`, { baseUrl, ...markers }).url;
        if (hasLoneSurrogate(values.x) || (two && hasLoneSurrogate(values.y))) {
          assert.deepStrictEqual(got, { code: "INVALID_PARAMETER" });
          return;
        }
        const expected = expectedUrl(template, values, baseUrl);
        if (expected === "INVALID_PARAMETER") {
          assert.deepStrictEqual(got, { code: expected });
          return;
        }
        assert.ok("ok" in got, `rejected: ${JSON.stringify(got)}`);
        const url = (got.ok as { url: string }).url;
        assert.equal(url, expected);

        // The invariant, checked again through the WHATWG URL parser (what fetch will do):
        // the origin, the query and the fragment are the route's; the path has the route's
        // number of segments and each placeholder's segment decodes back to its value. An
        // empty value keeps its (empty) segment (`/a/{x}/b` -> `/a//b`), except at the very
        // end of the path, where the trailing-slash rule removes that one empty segment
        // (`/a/{x}` -> `/a`). The parser must not rewrite the path (no dot segment, no `\`).
        const parsed = new URL(url);
        const reference = new URL(marker);
        assert.equal(parsed.origin, reference.origin);
        assert.equal(parsed.search, reference.search);
        assert.equal(parsed.hash, reference.hash);
        assert.equal(url, parsed.origin + parsed.pathname + parsed.search + parsed.hash);
        const segments = parsed.pathname.split("/");
        const referenceSegments = reference.pathname.split("/");
        const trimmed = segments.length === referenceSegments.length - 1;
        assert.ok(segments.length === referenceSegments.length || trimmed, url);
        if (trimmed) assert.equal(referenceSegments.at(-1)!.replace(/MARKER[XY]/g, ""), "");
        referenceSegments.forEach((segment, i) => {
          if (!segment.includes("MARKER")) {
            assert.equal(segments[i], segment);
          } else if (i < segments.length) {
            const decoded = decodeURIComponent(segments[i]);
            assert.equal(
              decoded,
              decodeURIComponent(
                segment.replace(
                  /MARKER([XY])/g,
                  (_, n) => unreserved(n === "X" ? values.x : values.y),
                ),
              ),
            );
          }
        });
        if (template === "/repos/{x}/issues" || template === "/orgs/:x/repos") {
          assert.equal(decodeURIComponent(segments.at(-2)!), values.x);
        }
      },
    ),
  );
});

/** Query values of every kind docs/behaviour.md section 4.4 names. */
const queryValue = fc.oneof(
  { weight: 6, arbitrary: anyString },
  { weight: 1, arbitrary: fc.integer() },
  { weight: 1, arbitrary: fc.double({ noNaN: true }) },
  { weight: 1, arbitrary: fc.boolean() },
  { weight: 1, arbitrary: fc.bigInt() },
  { weight: 1, arbitrary: fc.date({ noInvalidDate: true }) },
  { weight: 1, arbitrary: fc.constantFrom(null, undefined) },
  {
    weight: 2,
    arbitrary: fc.array(fc.oneof(anyString, fc.integer(), fc.constantFrom(null, undefined)), {
      maxLength: 4,
    }),
  },
);

/** The text form of a query value (docs/behaviour.md section 4.4); undefined when left out. */
function queryText(value: unknown): string | undefined {
  if (value === null || value === undefined) return undefined;
  if (value instanceof Date) return value.toISOString();
  if (Array.isArray(value)) {
    const items = value.filter((item) => item !== null && item !== undefined).map(String);
    return items.length === 0 ? undefined : items.join(",");
  }
  return String(value);
}

const QUERY_ROUTES = [
  "GET /search",
  "GET /search?per_page=1",
  "HEAD /x#top",
  "OPTIONS /a/b/",
  "QUERY /q?",
];

Deno.test("property: query keys and values round-trip through URLSearchParams (q keeps +)", () => {
  check(
    fc.property(
      fc.constantFrom(...QUERY_ROUTES),
      fc.dictionary(parameterKey, queryValue, { maxKeys: 6 }),
      (route, params) => {
        const got = outcome(() => endpoint(route, params));
        const pairs: [string, string][] = [];
        for (const key of Object.keys(params)) {
          if (key === "__proto__") continue; // ignored (docs/behaviour.md section 3)
          const text = queryText(params[key]);
          if (text !== undefined) pairs.push([key, text]);
        }
        if (pairs.some(([key, text]) => hasLoneSurrogate(key) || hasLoneSurrogate(text))) {
          assert.deepStrictEqual(got, { code: "INVALID_PARAMETER" });
          return;
        }
        assert.ok("ok" in got, `rejected: ${JSON.stringify(got)}`);
        const built = (got.ok as { url: string }).url;
        const url = new URL(built);
        const routeUrl = new URL(route.split(" ")[1], "https://api.github.com");
        assert.equal(url.hash, routeUrl.hash);
        assert.equal(url.pathname, routeUrl.pathname.replace(/(.)\/$/, "$1"));
        const expected = [...routeUrl.searchParams].concat(
          pairs.map(([key, text]) => [key, key === "q" ? text.replaceAll("+", " ") : text]),
        );
        assert.deepStrictEqual([...url.searchParams], expected);
        // The raw query is exactly encodeURIComponent's, `+` between `q`'s terms aside.
        const raw = pairs.map(([key, text]) =>
          encodeURIComponent(key) + "=" +
          (key === "q"
            ? text.split("+").map(encodeURIComponent).join("+")
            : encodeURIComponent(text))
        ).join("&");
        if (raw !== "") assert.ok(built.replace(/#.*$/, "").endsWith(raw), `${built} !~ ${raw}`);
      },
    ),
  );
});

/** Base urls written to smuggle a host past a reader: userinfo, backslashes, white space. */
const baseUrlAttempt = fc.tuple(
  fc.constantFrom(
    "https://",
    "http://",
    "HTTPS://",
    "ftp://",
    "javascript:",
    "https:",
    " https://",
  ),
  fc.constantFrom("", "a.com@", "u:p@", "@", ":@", "a.com\\@", "a.com%40", "a.com\t@", "a.com\n"),
  fc.constantFrom("b.com", "api.github.com", "B.COM.", "[::1]", "127.0.0.1", "b.com:8080", ""),
  fc.constantFrom(
    "",
    "/",
    "/api/v3",
    "/api/v3/",
    "\\@c.com",
    "/..",
    "/%2e%2e/x",
    "/a b",
    "?x",
    "#y",
  ),
  fc.constantFrom("", " ", "\t", "/"),
).map((parts) => parts.join(""));

Deno.test("property: a baseUrl is rejected or decides the host, and carries no credentials", () => {
  check(
    fc.property(
      fc.oneof(baseUrlAttempt, anyString.map((text) => "https://" + text)),
      fc.constantFrom("GET /x", "GET /repos/{owner}", "POST /:owner"),
      (baseUrl, route) => {
        const got = outcome(() => endpoint(route, { baseUrl, owner: "o" }));
        if ("code" in got) {
          assert.equal(got.code, "INVALID_BASE_URL");
          return;
        }
        const stated = new URL(baseUrl); // what the caller's baseUrl says, to a URL parser
        const url = new URL((got.ok as { url: string }).url);
        assert.equal(url.host, stated.host);
        assert.equal(url.protocol, stated.protocol);
        assert.equal(url.username + url.password, "");
        assert.equal(stated.username + stated.password, "", "credentials were accepted");
        assert.ok((got.ok as { url: string }).url.startsWith(normalBase(baseUrl) + "/"));
      },
    ),
  );
});
