/**
 * Path confinement and hosts (docs/behaviour.md section 4.2, SECURITY.md "A value cannot move the
 * request"): an empty value keeps its path segment wherever it stands, a route's `{origin}` is the
 * request's origin or an error, and a base URL is exactly the host it shows. Replay: `FC_SEED`.
 */
import assert from "node:assert/strict";
import fc from "fast-check";
import { endpoint as octokit } from "@octokit/endpoint";
import { endpoint } from "../../mod.ts";
import { anyString, check, hasLoneSurrogate, wellFormedString } from "../_arbitraries.ts";
import { assertEndpointError, outcome } from "../_helpers.ts";

const API = "https://api.github.com";
const GHE = "https://ghe.example.com/api/v3";
const ghe = endpoint.defaults({ baseUrl: GHE });

type Params = Record<string, unknown>;

/** Every call style, with the base its urls start with: each builds the url of `GET <url>`. */
const CALL_STYLES: [name: string, base: string, url: (url: string, p: Params) => string][] = [
  ["endpoint(route, params)", API, (url, p) => endpoint(`GET ${url}`, p).url],
  [
    "endpoint({ method, url, ...params })",
    API,
    (url, p) => endpoint({ method: "GET", url, ...p }).url,
  ],
  ["endpoint.defaults({ baseUrl })(route, params)", GHE, (url, p) => ghe(`GET ${url}`, p).url],
  [
    "endpoint.parse(endpoint.merge(route, params))",
    API,
    (url, p) => endpoint.parse(endpoint.merge(`GET ${url}`, p)).url,
  ],
];

Deno.test("endpoint() keeps an empty first path segment, as @octokit/endpoint sends it", () => {
  const route = "DELETE /:org/members/{user}";
  const params = { org: "", user: "bob" };
  assert.equal(endpoint(route, params).url, `${API}//members/bob`);
  assert.equal(endpoint.parse(endpoint.merge(route, params)).url, `${API}//members/bob`);
  assert.equal(ghe(route, params).url, `${GHE}//members/bob`);
  assert.equal(endpoint(route, params).url, octokit(route, params).url);
  assert.equal(ghe(route, params).url, octokit.defaults({ baseUrl: GHE })(route, params).url);
  // A missing value is an empty one (RFC 6570): its segment stays too.
  assert.equal(endpoint(route as string, { user: "bob" }).url, `${API}//members/bob`);
  // Only the literal leading slashes of a url join it to the base (decision 10).
  assert.equal(endpoint("GET //{org}/x", { org: "" }).url, `${API}//x`);
  assert.equal(endpoint("GET {/org}/x", { org: "" }).url, `${API}//x`);
  assert.equal(endpoint("GET {/org}/x" as string, {}).url, `${API}/x`); // an undefined {/org} is no segment
});

/** A path segment of a generated route: literal text, or a placeholder and its value. */
type Segment = { literal: string } | { colon: boolean; value: string };

/** Values without a `.` (which may form a dot segment, refused on its own): often empty. */
const dotFreeValue = fc.oneof(
  { weight: 3, arbitrary: fc.constant("") },
  { weight: 2, arbitrary: wellFormedString.filter((text) => !text.includes(".")) },
);

const segment: fc.Arbitrary<Segment> = fc.oneof(
  fc.constantFrom("repos", "members", "a").map((literal) => ({ literal })),
  fc.record({ colon: fc.boolean(), value: dotFreeValue }),
);

/** Routes of 1 to 6 segments, 1 to 4 of them placeholders (`{vN}` or `:vN`). */
const generatedRoute = fc.array(segment, { minLength: 1, maxLength: 6 }).filter((segments) => {
  const placeholders = segments.filter((s) => !("literal" in s)).length;
  return placeholders >= 1 && placeholders <= 4;
});

Deno.test("property: in every call style, an empty value anywhere leaves the route's number of path segments", () => {
  check(
    fc.property(generatedRoute, fc.nat(CALL_STYLES.length - 1), (segments, style) => {
      const [name, base, build] = CALL_STYLES[style];
      const params: Record<string, string> = {};
      const url = "/" + segments.map((s, i) => {
        if ("literal" in s) return s.literal;
        params[`v${i}`] = s.value;
        return s.colon ? `:v${i}` : `{v${i}}`;
      }).join("/");
      const built = build(url, params);
      const context = `${name}: ${url} ${JSON.stringify(params)} → ${built}`;
      assert.ok(built.startsWith(base + "/"), context);
      const path = built.slice(base.length);
      assert.equal(path.search(/[?#]/), -1, context);
      // The route's segments, but for an empty last one: the trailing-slash rule removes it.
      const last = segments[segments.length - 1];
      const trimmed = segments.length > 1 && "value" in last && last.value === "";
      const got = path.slice(1).split("/");
      assert.equal(got.length, segments.length - (trimmed ? 1 : 0), context);
      got.forEach((text, i) => {
        const s = segments[i];
        assert.equal(decodeURIComponent(text), "literal" in s ? s.literal : s.value, context);
      });
      if (style === 0) assert.equal(built, octokit(`GET ${url}`, params).url, context);
    }),
  );
});

/** Characters URL parsing drops from a host without a word (IDNA maps them to nothing). */
const INVISIBLE = ["\uFEFF", "\u200B", "\u00AD", "\u2060", "\u034F", "\uFE0F"];

Deno.test("a baseUrl whose host URL parsing would change is INVALID_BASE_URL", () => {
  for (const invisible of INVISIBLE) {
    const baseUrl = `https://api.example${invisible}.evil.example`;
    assertEndpointError(() => endpoint("GET /x", { baseUrl }), "INVALID_BASE_URL", baseUrl);
    assertEndpointError(() => endpoint.defaults({ baseUrl }), "INVALID_BASE_URL", baseUrl);
    assertEndpointError(() => endpoint.parse({ url: "/x", baseUrl }), "INVALID_BASE_URL", baseUrl);
  }
  // Hosts that parse into another ASCII host than the one written.
  for (const host of ["0x7f.0.0.1", "h%41st.example", "a\u3002b.example", "a\uFF0Eb.example"]) {
    const baseUrl = `https://${host}`;
    assertEndpointError(() => endpoint("GET /x", { baseUrl }), "INVALID_BASE_URL", baseUrl);
  }
});

Deno.test("a baseUrl host may be lowercased and turned into its xn-- form, and nothing else", () => {
  for (
    const [baseUrl, url] of [
      ["HTTPS://API.Example.COM/Api", "https://api.example.com/Api/x"],
      ["https://bücher.example", "https://xn--bcher-kva.example/x"],
      ["https://xn--bcher-kva.example", "https://xn--bcher-kva.example/x"],
      ["https://[::1]:8080", "https://[::1]:8080/x"],
      ["http://127.0.0.1:8080/", "http://127.0.0.1:8080/x"],
    ]
  ) {
    assert.equal(endpoint("GET /x", { baseUrl }).url, url);
  }
});

Deno.test("property: a baseUrl with a character URL parsing drops from its host is INVALID_BASE_URL", () => {
  const label = fc.constantFrom("api", "example", "github", "ghe", "com", "bücher");
  check(
    fc.property(
      fc.array(label, { minLength: 1, maxLength: 4 }),
      fc.constantFrom(...INVISIBLE),
      fc.nat(),
      (labels, invisible, at) => {
        const host = labels.join(".");
        const spot = at % (host.length + 1);
        const baseUrl = `https://${host.slice(0, spot)}${invisible}${host.slice(spot)}/api`;
        assertEndpointError(() => endpoint("GET /x", { baseUrl }), "INVALID_BASE_URL", baseUrl);
        const clean = new URL(`https://${host}/api`).origin;
        assert.equal(endpoint("GET /x", { baseUrl: `https://${host}/api` }).url, `${clean}/api/x`);
      },
    ),
  );
});

Deno.test("a baseUrl with { is INVALID_BASE_URL, never sent as it is", () => {
  for (
    const baseUrl of ["https://{env}.example.com", "https://a.example/{version}", "https://a{"]
  ) {
    assertEndpointError(() => endpoint.defaults({ baseUrl }), "INVALID_BASE_URL", baseUrl);
    assertEndpointError(() => endpoint("GET /x", { baseUrl, env: "s" }), "INVALID_BASE_URL");
    assertEndpointError(() => endpoint.parse({ url: "/x", baseUrl }), "INVALID_BASE_URL");
  }
});

Deno.test("a baseUrl that only looks like a URL is INVALID_BASE_URL, and a URL of a subclass is read", () => {
  const fakes: [string, URL][] = [
    ["Object.create(URL.prototype)", Object.create(URL.prototype)],
    ["a Proxy of a URL", new Proxy(new URL("https://a.example"), {})],
    ["an object with an href", { href: "https://a.example", toString: () => "https://a.example" }],
  ].map(([name, fake]) => [name as string, fake as URL]);
  for (const [name, baseUrl] of fakes) {
    assertEndpointError(() => endpoint("GET /x", { baseUrl }), "INVALID_BASE_URL", name);
    assertEndpointError(() => endpoint.defaults({ baseUrl }), "INVALID_BASE_URL", name);
    assertEndpointError(() => endpoint.merge("GET /x", { baseUrl }), "INVALID_BASE_URL", name);
    assertEndpointError(() => endpoint.parse({ url: "/x", baseUrl }), "INVALID_BASE_URL", name);
  }
  class ApiUrl extends URL {}
  const baseUrl = new ApiUrl("https://GHE.example.com/api/v3/");
  assert.equal(endpoint("GET /x", { baseUrl }).url, `${GHE}/x`);
});

const UPLOAD = "POST {origin}/repos/{owner}/{repo}/releases/{release_id}/assets{?name,label}";

Deno.test("a route that starts with {origin} goes to that origin, never to a path on another host", () => {
  const params = { origin: "https://uploads.github.com", owner: "o", repo: "r", release_id: 1 };
  const expected = "https://uploads.github.com/repos/o/r/releases/1/assets?name=a.zip";
  for (const [name, , build] of CALL_STYLES) {
    assert.equal(build(UPLOAD.slice(5), { ...params, name: "a.zip" }), expected, name);
  }
  assert.equal(endpoint(UPLOAD, { ...params, name: "a.zip" }).url, expected);
  // The origin is read like a baseUrl: normalised, a base path kept, one trailing `/` dropped.
  assert.equal(
    endpoint("GET {origin}/x", { origin: "HTTPS://Uploads.GitHub.com/up/" }).url,
    "https://uploads.github.com/up/x",
  );
  assert.equal(endpoint("GET {origin}", { origin: "https://a.example" }).url, "https://a.example/");
});

Deno.test("an {origin} value that is not an origin is INVALID_URL", () => {
  for (
    const origin of [
      undefined,
      "",
      "uploads.github.com",
      "/repos",
      "ftp://a.example",
      "https://user:pw@a.example",
      "https://a.example?x=1",
      "https://a.example#top",
      "https://a.example\uFEFF.evil.example",
      "https://{env}.example",
      ["a", "b"],
    ]
  ) {
    for (const [name, , build] of CALL_STYLES) {
      assertEndpointError(
        () => build("{origin}/repos/{owner}", { origin, owner: "o" }),
        "INVALID_URL",
        `${name}: ${JSON.stringify(origin)}`,
      );
    }
  }
});

/** Origins written to look like one host and be another: user info, invisible characters, … */
const originAttempt = fc.tuple(
  fc.constantFrom("https://", "http://", "HTTPS://", "ftp://", "https:", "", "//"),
  fc.constantFrom("", "u:p@", "@", "a.com@", "a.com\\@"),
  fc.constantFrom("uploads.github.com", "a.com", "B.COM", "[::1]", "a\uFEFF.b", "a%2eb"),
  fc.constantFrom("", "/", "/up", ":8443", "?x", "#y", " x", "/{y}"),
).map((parts) => parts.join(""));

Deno.test("property: an {origin} value is the request's origin, or the call is INVALID_URL", () => {
  check(
    fc.property(fc.oneof(originAttempt, anyString), (origin) => {
      const got = outcome(() => endpoint("GET {origin}/x/{y}", { origin, y: "z" }).url);
      if ("code" in got) {
        // A lone surrogate has no URI form anywhere (docs/behaviour.md section 5).
        const code = hasLoneSurrogate(origin) ? "INVALID_PARAMETER" : "INVALID_URL";
        assert.equal(got.code, code, origin);
        return;
      }
      const url = new URL(got.ok as string);
      const named = new URL(origin);
      assert.equal(url.origin, named.origin, origin);
      assert.equal(named.username + named.password, "", origin);
      assert.ok(url.pathname.endsWith("/x/z"), origin);
    }),
  );
});
