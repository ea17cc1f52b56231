/**
 * Placeholders: `{name}`, `/:name`, RFC 6570 operators, literals, dot segments (docs/behaviour.md
 * section 4.2).
 */
import type { BehaviourCase } from "./behaviour.ts";
import { API, get, rejects } from "./_shared.ts";

export const PLACEHOLDER_CASES: BehaviourCase[] = [
  {
    name: "/:name placeholders are filled like {name}",
    args: ["GET /orgs/:org/repos", { org: "octokit", type: "private" }],
    expect: get(`${API}/orgs/octokit/repos?type=private`),
  },
  {
    name: "a /:name placeholder ends at the first character that is not a name character",
    args: ["GET /items/:id.json", { id: 5 }],
    expect: get(`${API}/items/5.json`),
  },
  {
    name: "a colon inside the query is left alone",
    args: ["GET /search/issues?q=is:open"],
    expect: get(`${API}/search/issues?q=is:open`),
  },
  {
    name: "a / followed by : and a digit is literal",
    args: ["GET /x/:1"],
    expect: get(`${API}/x/:1`),
  },
  {
    name: "placeholder values are percent-encoded, / included",
    args: ["GET /repos/{owner}/{repo}", { owner: "a b", repo: "c/d?e#f" }],
    expect: get(`${API}/repos/a%20b/c%2Fd%3Fe%23f`),
  },
  {
    name: "non-ASCII placeholder values are encoded as UTF-8",
    args: ["GET /users/{name}", { name: "zoë" }],
    expect: get(`${API}/users/zo%C3%AB`),
  },
  {
    name: "numbers and booleans fill placeholders",
    args: ["GET /issues/{number}/{flag}", { number: 42, flag: false }],
    expect: get(`${API}/issues/42/false`),
  },
  {
    name: "a hyphen is allowed in a variable name in routes",
    args: [
      "GET /enterprises/{enterprise}/teams/{enterprise-team}/memberships",
      { enterprise: "e", "enterprise-team": "t" },
    ],
    expect: get(`${API}/enterprises/e/teams/t/memberships`),
  },
  {
    name: "a named variable is consumed even when undefined",
    args: ["GET /x{?a}", { a: undefined, b: 1 }],
    expect: get(`${API}/x?b=1`),
  },
  {
    name: "a prefixed variable is consumed",
    args: ["GET /x/{v:3}", { v: "abcdef" }],
    expect: get(`${API}/x/abc`),
  },
  {
    name: "query expressions take their variables, the rest follow",
    args: ["GET /repos/{owner}/{repo}/issues{?state,labels}", {
      owner: "o",
      repo: "r",
      labels: ["bug", "ui"],
      per_page: 5,
    }],
    expect: get(`${API}/repos/o/r/issues?labels=bug,ui&per_page=5`),
  },
  {
    name: "reserved expansion keeps / and ?",
    args: ["GET /repos/{owner}/{repo}/contents/{+path}", {
      owner: "o",
      repo: "r",
      path: "docs/a b.md",
    }],
    expect: get(`${API}/repos/o/r/contents/docs/a%20b.md`),
  },
  {
    name: "reserved expansion may form .. (trusted values)",
    args: ["GET /a/{+path}", { path: "../b" }],
    expect: get(`${API}/a/../b`),
  },
  {
    name: "a fragment expression expands after the path",
    args: ["GET /x{#section}", { section: "a/b" }],
    expect: get(`${API}/x#a/b`),
  },
  {
    name: "query parameters go before a fragment",
    args: ["GET /x{#section}", { section: "s", page: 2 }],
    expect: get(`${API}/x?page=2#s`),
  },
  {
    name: "label and matrix expressions expand",
    args: ["GET /x{.format}{;v}", { format: "json", v: 2 }],
    expect: get(`${API}/x.json;v=2`),
  },
  {
    name: "a value of three dots is a name, not a dot segment",
    args: ["GET /repos/{owner}/x", { owner: "..." }],
    expect: get(`${API}/repos/.../x`),
  },
  {
    name: "a dot inside a value is kept",
    args: ["GET /repos/{owner}/{repo}", { owner: "o", repo: "deno.land" }],
    expect: get(`${API}/repos/o/deno.land`),
  },
  {
    name: "literal non-ASCII text is encoded as UTF-8",
    args: ["GET /café/{x}", { x: 1 }],
    expect: get(`${API}/caf%C3%A9/1`),
  },
  {
    name: "literal characters not allowed in a URI are encoded; valid %XX kept",
    args: ["GET /a|b^c%20d"],
    expect: get(`${API}/a%7Cb%5Ec%20d`),
  },
  {
    name: "a literal .. next to a value is the developer's, not a value's",
    args: ["GET /repos/..{/x}", { x: "a.b" }],
    expect: get(`${API}/repos/../a.b`),
  },
  rejects("a value of .. as a whole path segment is rejected", ["GET /repos/{owner}/x", {
    owner: "..",
  }], "INVALID_PARAMETER"),
  rejects("a value of . as a whole path segment is rejected", ["GET /repos/{owner}/x", {
    owner: ".",
  }], "INVALID_PARAMETER"),
  rejects(
    "two values forming .. are rejected",
    ["GET /a/{x}{y}/b", { x: ".", y: "." }],
    "INVALID_PARAMETER",
  ),
  rejects(
    "a path list item of .. is rejected",
    ["GET /a{/parts*}", { parts: ["b", ".."] }],
    "INVALID_PARAMETER",
  ),
  rejects(
    "a /:name value of .. is rejected",
    ["GET /repos/:owner", { owner: ".." }],
    "INVALID_PARAMETER",
  ),
  rejects("an unclosed { is rejected", ["GET /repos/{owner"], "INVALID_TEMPLATE"),
  rejects("a stray } is rejected", ["GET /repos/owner}"], "INVALID_TEMPLATE"),
  rejects("an empty expression is rejected", ["GET /{}"], "INVALID_TEMPLATE"),
  rejects("a reserved operator is rejected", ["GET /{!x}"], "INVALID_TEMPLATE"),
  rejects("a prefix on a list is rejected", ["GET /{x:2}", { x: ["a", "b"] }], "INVALID_PARAMETER"),
  rejects(
    "an object nested in a list value is rejected",
    ["GET /{x}", { x: [{ a: 1 }] }],
    "INVALID_PARAMETER",
  ),
  rejects(
    "a lone surrogate in a placeholder value is rejected",
    ["GET /{x}", { x: "a\ud800" }],
    "INVALID_PARAMETER",
  ),
  rejects("a lone surrogate in literal text is rejected", ["GET /a\udc00"], "INVALID_TEMPLATE"),
];
