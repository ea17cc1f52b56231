/**
 * One case per row of the README's "Differences from @octokit/endpoint" table (docs/behaviour.md
 * section 9). Each name starts with the row's first cell; `tests/differences_test.ts` checks that
 * every row has a case here (it tests the `DEFAULTS` and `mediaType` rows itself).
 */
import type { BehaviourCase } from "./behaviour.ts";
import { API, get, headers, rejects } from "./_shared.ts";

export const DIFFERENCE_CASES: BehaviourCase[] = [
  {
    name: "result method: lowercase",
    args: ["POST /x"],
    expect: { method: "post", url: `${API}/x`, headers: headers() },
  },
  {
    name: "previews: any url, not only /graphql",
    args: ["GET /repos/o/r/topics", { mediaType: { previews: ["mercy"] } }],
    expect: get(`${API}/repos/o/r/topics`, { accept: "application/vnd.github.mercy-preview+json" }),
  },
  {
    name: "explode {/list*}, {?list*}: RFC 6570",
    args: ["GET /x{/path*}{?labels*}", { path: ["a", "b"], labels: ["c", "d"] }],
    expect: get(`${API}/x/a/b?labels=c&labels=d`),
  },
  {
    name: "undefined vars in {?a,b}: omitted",
    args: ["GET /x{?a,b}", { b: 2 }],
    expect: get(`${API}/x?b=2`),
  },
  rejects("malformed template: EndpointError", ["GET /repos/{owner"], "INVALID_TEMPLATE"),
  {
    name: "% + one hex digit in literal: %25",
    args: ["GET /x%2"],
    expect: get(`${API}/x%252`),
  },
  {
    name: "{v:3}, {?a*}: consumed, not sent again",
    args: ["GET /x/{v:3}{?a*}", { v: "abcdef", a: ["1", "2"] }],
    expect: get(`${API}/x/abc?a=1&a=2`),
  },
  {
    name: ":x in user:pass@, ?q=a:b: left alone",
    args: ["GET https://user:pass@example.com/search?q=a:b"],
    expect: get("https://user:pass@example.com/search?q=a:b"),
  },
  {
    name: "baseUrl with trailing /: one /",
    args: ["GET /x", { baseUrl: "https://ghe.example.com/api/v3/" }],
    expect: get("https://ghe.example.com/api/v3/x"),
  },
  {
    name: "query keys: encoded",
    args: ["GET /x", { "a b&c": 1 }],
    expect: get(`${API}/x?a%20b%26c=1`),
  },
  {
    name: "null query value: left out",
    args: ["GET /x", { a: null, b: 1 }],
    expect: get(`${API}/x?b=1`),
  },
  {
    name: "empty array query value: left out",
    args: ["GET /x", { a: [], b: 1 }],
    expect: get(`${API}/x?b=1`),
  },
  rejects("object query value: EndpointError", ["GET /x", { a: { b: 1 } }], "INVALID_PARAMETER"),
  {
    name: "q not a string: stringified",
    args: ["GET /search/issues", { q: 42 }],
    expect: get(`${API}/search/issues?q=42`),
  },
  {
    name: "__proto__ in headers: ignored",
    args: ["GET /x", { headers: JSON.parse('{"__proto__": {"x-evil": "1"}, "x-a": "b"}') }],
    expect: get(`${API}/x`, { "x-a": "b" }),
  },
  rejects(
    "header value with CR/LF: EndpointError",
    ["GET /x", { headers: { a: "1\r\n2" } }],
    "INVALID_HEADER",
  ),
  {
    name: "null header value: removes the header",
    args: ["GET /x", { headers: { accept: null } }],
    expect: get(`${API}/x`, { accept: null }),
  },
  {
    name: "user-agent version: the real version",
    args: ["GET /x"],
    expect: get(`${API}/x`),
  },
  {
    name: 'route "GET  /x" / "GET /a b": trimmed',
    args: ["GET  /x"],
    expect: get(`${API}/x`),
  },
  rejects('route "GET  /x" / "GET /a b": EndpointError for /a b', ["GET /a b"], "INVALID_ROUTE"),
  {
    name: "number header value: string",
    args: ["GET /x", { headers: { "x-n": 1 } }],
    expect: get(`${API}/x`, { "x-n": "1" }),
  },
  {
    name: "trailing / before a query (/x/{?a}): removed from the path",
    args: ["GET /x/{?a}", { a: 1 }],
    expect: get(`${API}/x?a=1`),
  },
  {
    name: "OPTIONS / other non-body methods with params: query string",
    args: ["OPTIONS /x", { a: 1 }],
    expect: { method: "options", url: `${API}/x?a=1`, headers: headers() },
  },
  {
    name: ":a, :Owner: placeholders",
    args: ["GET /:a/:Owner", { a: 1, Owner: "O" }],
    expect: get(`${API}/1/O`),
  },
  {
    name: "HTTP://host/x (uppercase scheme): absolute",
    args: ["GET HTTP://example.com/x"],
    expect: get("HTTP://example.com/x"),
  },
  {
    name: "Date value: toISOString()",
    args: ["GET /notifications", { since: new Date(Date.UTC(2024, 0, 2, 3, 4, 5)) }],
    expect: get(`${API}/notifications?since=2024-01-02T03%3A04%3A05.000Z`),
  },
  {
    name: "{enterprise-team} (hyphen) in endpoint(): expanded",
    args: ["GET /teams/{enterprise-team}", { "enterprise-team": "t" }],
    expect: get(`${API}/teams/t`),
  },
];
