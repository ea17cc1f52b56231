/**
 * One case per row of the README's "Differences from @octokit/endpoint" table (docs/behaviour.md
 * section 9). Each name is the row's first cell (without backticks), `: `, then what we give. Each
 * case also says what `@octokit/endpoint` 11.0.5 gives for the same call; `tests/library/differences_test.ts`
 * runs every case through both libraries, checks that the README's rows and these cases agree, and
 * tests the two rows that are not a call (`DEFAULTS` and `mediaType` defaults) itself.
 */
import type { BehaviourCase } from "./behaviour.ts";
import { API, get, headers, rejects } from "./_shared.ts";

/**
 * What `@octokit/endpoint` 11.0.5 gives for a case's call, as far as the row is about it: the
 * name of the error it throws, or the fields of its result that differ from ours (a `RegExp`
 * matches a string; `headers` lists only the headers that differ).
 */
export type OctokitOutcome = { throws: string } | {
  method?: string;
  url?: string | RegExp;
  headers?: Record<string, unknown>;
  body?: unknown;
};

/** A behaviour case with octokit's result for the same call. */
export interface DifferenceCase extends BehaviourCase {
  /** What octokit gives, where it differs from `expect` or `error`. */
  octokit: OctokitOutcome;
  /** Why the row is listed although octokit gives the same result for this call. */
  octokitAgrees?: string;
}

const SINCE = new Date(Date.UTC(2024, 0, 2, 3, 4, 5));
const EMOJI = "\u{1F600}";

export const DIFFERENCE_CASES: DifferenceCase[] = [
  {
    name: "result method: lowercase",
    args: ["POST /x"],
    expect: { method: "post", url: `${API}/x`, headers: headers() },
    octokit: { method: "POST" },
  },
  {
    name: "previews: any url, not only /graphql",
    args: ["GET /repos/o/r/topics", { mediaType: { previews: ["mercy"] } }],
    expect: get(`${API}/repos/o/r/topics`, { accept: "application/vnd.github.mercy-preview+json" }),
    octokit: { headers: { accept: "application/vnd.github.v3+json" } },
  },
  {
    name: "{/list*}, {?list*}: RFC 6570 explode",
    args: ["GET /x{/path*}{?labels*}", { path: ["a", "b"], labels: ["c", "d"] }],
    expect: get(`${API}/x/a/b?labels=c&labels=d`),
    octokit: { url: `${API}/x/a,b?labels=c,labels=d` },
  },
  {
    name: "undefined in {?a,b}: omitted",
    args: ["GET /x{?a,b}", { b: 2 }],
    expect: get(`${API}/x?b=2`),
    octokit: { url: `${API}/x?&b=2` },
  },
  {
    ...rejects("malformed template: EndpointError", ["GET /repos/{owner"], "INVALID_TEMPLATE"),
    octokit: { url: `${API}/repos/{owner` },
  },
  {
    name: "% + one hex digit: %25",
    args: ["GET /x%2"],
    expect: get(`${API}/x%252`),
    octokit: { url: `${API}/x%2` },
  },
  {
    name: "{v:3}, {?a*,b}: consumed, not sent again",
    args: ["GET /x/{v:3}{?a*,b}", { v: "abcdef", a: ["1", "2"], b: 3 }],
    expect: get(`${API}/x/abc?a=1&a=2&b=3`),
    octokit: { url: `${API}/x/abc?a=1,a=2&b=3&v=abcdef&a=1%2C2` },
  },
  {
    name: ":x outside the path: left alone (user:pass@, ?q=is:open)",
    args: ["GET https://user:pass@example.com/search?q=is:open"],
    expect: get("https://user:pass@example.com/search?q=is:open"),
    octokit: { url: "https://user@example.com/search?q=is" },
  },
  {
    name: "baseUrl ending in /: one /",
    args: ["GET /x", { baseUrl: "https://ghe.example.com/api/v3/" }],
    expect: get("https://ghe.example.com/api/v3/x"),
    octokit: { url: "https://ghe.example.com/api/v3//x" },
  },
  {
    name: "query keys: encoded",
    args: ["GET /x", { "a b&c": 1 }],
    expect: get(`${API}/x?a%20b%26c=1`),
    octokit: { url: `${API}/x?a b&c=1` },
  },
  {
    name: "null query value: left out",
    args: ["GET /x", { a: null, b: 1 }],
    expect: get(`${API}/x?b=1`),
    octokit: { url: `${API}/x?a=null&b=1` },
  },
  {
    name: "[] query value: left out",
    args: ["GET /x", { a: [], b: 1 }],
    expect: get(`${API}/x?b=1`),
    octokit: { url: `${API}/x?a=&b=1` },
  },
  {
    ...rejects(
      "object query value: EndpointError",
      ["GET /x", { a: { b: 1 } }],
      "INVALID_PARAMETER",
    ),
    octokit: { url: `${API}/x?a=%5Bobject%20Object%5D` },
  },
  {
    name: "q not a string: stringified",
    args: ["GET /search/issues", { q: 42 }],
    expect: get(`${API}/search/issues?q=42`),
    octokit: { throws: "TypeError" },
  },
  {
    name: "__proto__ in headers: ignored",
    args: ["GET /x", { headers: JSON.parse('{"__proto__": {"x-evil": "1"}, "x-a": "b"}') }],
    expect: get(`${API}/x`, { "x-a": "b" }),
    octokit: { headers: JSON.parse('{"__proto__": {"x-evil": "1"}}') },
  },
  {
    ...rejects(
      "CR/LF in a header: EndpointError",
      ["GET /x", { headers: { a: "1\r\n2" } }],
      "INVALID_HEADER",
    ),
    octokit: { headers: { a: "1\r\n2" } },
  },
  {
    name: "null header value: removes the header",
    args: ["GET /x", { headers: { accept: null } }],
    expect: get(`${API}/x`, { accept: null }),
    octokit: { headers: { accept: null } },
  },
  {
    name: "user-agent version: the real version",
    args: ["GET /x"],
    expect: get(`${API}/x`),
    octokit: { headers: { "user-agent": /^octokit-endpoint\.js\/0\.0\.0-development / } },
  },
  {
    name: "GET  /x, GET /a b: trimmed",
    args: ["GET  /x"],
    expect: get(`${API}/x`),
    octokit: { url: `${API}GET` },
  },
  {
    ...rejects("GET  /x, GET /a b: EndpointError for /a b", ["GET /a b"], "INVALID_ROUTE"),
    octokit: { url: `${API}/a` },
  },
  {
    name: "number header value: a string",
    args: ["GET /x", { headers: { "x-n": 1 } }],
    expect: get(`${API}/x`, { "x-n": "1" }),
    octokit: { headers: { "x-n": 1 } },
  },
  {
    name: "/x/{?a}: the path's trailing / removed",
    args: ["GET /x/{?a}", { a: 1 }],
    expect: get(`${API}/x?a=1`),
    octokit: { url: `${API}/x/?a=1` },
  },
  {
    name: "OPTIONS with params: query string (any method but PATCH, POST, PUT, DELETE)",
    args: ["OPTIONS /x", { a: 1 }],
    expect: { method: "options", url: `${API}/x?a=1`, headers: headers() },
    octokit: { url: `${API}/x`, body: { __proto__: null, a: 1 } }, // octokit's body has no prototype
  },
  {
    name: ":a, :Owner: placeholders",
    args: ["GET /:a/:Owner", { a: 1, Owner: "O" }],
    expect: get(`${API}/1/O`),
    octokit: { url: `${API}/:a/:Owner?a=1&Owner=O` },
  },
  {
    name: "HTTP://host/x: absolute (uppercase scheme)",
    args: ["GET HTTP://example.com/x"],
    expect: get("HTTP://example.com/x"),
    octokit: { url: `${API}HTTP://example.com/x` },
  },
  {
    name: "Date value: toISOString()",
    args: ["GET /notifications", { since: SINCE }],
    expect: get(`${API}/notifications?since=2024-01-02T03%3A04%3A05.000Z`),
    octokit: { url: `${API}/notifications?since=${encodeURIComponent(String(SINCE))}` },
  },
  {
    name: "{enterprise-team}: expanded (hyphen; the strict RFC 6570 mode rejects it)",
    args: ["GET /teams/{enterprise-team}", { "enterprise-team": "t" }],
    expect: get(`${API}/teams/t`),
    octokit: { url: `${API}/teams/t` },
    octokitAgrees: "only parseTemplate() and expandTemplate() without hyphenatedNames differ",
  },
  {
    name: "{#f} and a query: the query before the fragment",
    args: ["GET /x{#f}", { f: "top", page: 2 }],
    expect: get(`${API}/x?page=2#top`),
    octokit: { url: `${API}/x#top?page=2` },
  },
  {
    name: "{v:3} on emoji: 3 code points",
    args: ["GET /x/{v:3}", { v: EMOJI.repeat(4) }],
    expect: get(`${API}/x/${encodeURIComponent(EMOJI.repeat(3))}`),
    octokit: { throws: "URIError" },
  },
  {
    name: '{+p} with "a b%4": the space and the lone % encoded',
    args: ["GET /x/{+p}", { p: "a b%4" }],
    expect: get(`${API}/x/a%20b%254`),
    octokit: { url: `${API}/x/a b%4` },
  },
  {
    name: "GET user: joined with a /",
    args: ["GET user"],
    expect: get(`${API}/user`),
    octokit: { url: "https://api.github.comuser" },
  },
  {
    name: "/{/a}/b: leading slashes collapse into one",
    args: ["GET /{/a}/b", { a: "z" }],
    expect: get(`${API}/z/b`),
    octokit: { url: `${API}//z/b` },
  },
  {
    name: "/x?y=/: kept (a / in the query is not the path's trailing /)",
    args: ["GET /x?y=/"],
    expect: get(`${API}/x?y=/`),
    octokit: { url: `${API}/x?y=` },
  },
];
