/** Route strings, methods, urls and base URLs (docs/behaviour.md sections 3 and 4.1–4.2). */
import type { BehaviourCase } from "./behaviour.ts";
import { API, get, headers, rejects, withBody } from "./_shared.ts";

export const ROUTE_CASES: BehaviourCase[] = [
  {
    name: "a route string gives the method and the url",
    args: ["GET /repos/{owner}/{repo}/issues", { owner: "octocat", repo: "hello", state: "open" }],
    expect: get(`${API}/repos/octocat/hello/issues?state=open`),
  },
  {
    name: "a url-only route means GET",
    args: ["/users/octocat"],
    expect: get(`${API}/users/octocat`),
  },
  {
    name: "the method comes back lowercase",
    args: ["PATCH /user", { name: "Mona" }],
    expect: withBody("patch", `${API}/user`, { name: "Mona" }),
  },
  {
    name: "a method in any case comes back lowercase",
    args: ["gEt /x", { method: "Post", title: "t" }],
    expect: withBody("post", `${API}/x`, { title: "t" }),
  },
  {
    name: "options.method and options.url override the route's",
    args: ["GET /a", { method: "POST", url: "/b" }],
    expect: { method: "post", url: `${API}/b`, headers: headers() },
  },
  {
    name: "endpoint(options) takes method and url from the options",
    args: [{ method: "GET", url: "/search/code", per_page: 1 }],
    expect: get(`${API}/search/code?per_page=1`),
  },
  {
    name: "a second options object is merged over the first",
    args: [{ url: "/a", x: 1, y: 2 }, { y: 3, z: 4 }],
    expect: get(`${API}/a?x=1&y=3&z=4`),
  },
  {
    name: "undefined in options never overrides the route's method",
    args: ["POST /x", { method: undefined, url: undefined }],
    expect: { method: "post", url: `${API}/x`, headers: headers() },
  },
  {
    name: "white space around and between the route's parts is trimmed",
    args: ["  GET \t /x  "],
    expect: get(`${API}/x`),
  },
  { name: "no argument at all means GET /", args: [], expect: get(`${API}/`) },
  {
    name: "a method that is any HTTP token is accepted",
    args: ["PROPFIND /x", { depth: 1 }],
    expect: { method: "propfind", url: `${API}/x?depth=1`, headers: headers() },
  },
  {
    name: "a relative url without a leading / is joined with one /",
    args: ["GET repos/a/b"],
    expect: get(`${API}/repos/a/b`),
  },
  {
    name: "a relative url is joined to a baseUrl that has a path",
    args: ["GET /repos", { baseUrl: "https://ghe.example.com/api/v3" }],
    expect: get("https://ghe.example.com/api/v3/repos"),
  },
  {
    name: "a baseUrl with a trailing / is joined with one /",
    args: ["GET /repos", { baseUrl: "https://ghe.example.com/api/v3/" }],
    expect: get("https://ghe.example.com/api/v3/repos"),
  },
  {
    name: "an absolute url ignores baseUrl",
    args: ["GET https://uploads.github.com/x", { baseUrl: "https://ghe.example.com" }],
    expect: get("https://uploads.github.com/x"),
  },
  {
    name: "an absolute url keeps its port",
    args: ["GET https://api.example.com:8443/items/:id", { id: 7 }],
    expect: get("https://api.example.com:8443/items/7"),
  },
  {
    name: "an absolute url with an empty path stays as written",
    args: ["GET https://example.com"],
    expect: get("https://example.com"),
  },
  {
    name: "an absolute url whose path is / keeps it",
    args: ["GET https://example.com/"],
    expect: get("https://example.com/"),
  },
  {
    name: "a trailing / of the path is removed",
    args: ["GET /repos/{owner}/", { owner: "o" }],
    expect: get(`${API}/repos/o`),
  },
  {
    name: "a trailing / of an absolute url's path is removed",
    args: ["GET https://example.com/x/"],
    expect: get("https://example.com/x"),
  },
  {
    name: "an empty first value keeps its path segment, as octokit sends it",
    args: ["DELETE /:org/members/{user}", { org: "", user: "bob" }],
    expect: { method: "delete", url: `${API}//members/bob`, headers: headers() },
  },
  {
    name: "an empty first value keeps its path segment after a baseUrl's path",
    args: ["DELETE /{org}/members/{user}", { org: "", user: "bob" }],
    defaults: [{ baseUrl: "https://ghe.example.com/api/v3" }],
    expect: {
      method: "delete",
      url: "https://ghe.example.com/api/v3//members/bob",
      headers: headers(),
    },
  },
  {
    name: "a route that starts with {origin} goes to that origin, read like a baseUrl",
    args: ["GET {origin}/repos/{owner}/assets{?name}", {
      origin: "https://Uploads.GitHub.com/",
      owner: "o",
      name: "a.zip",
    }],
    expect: get("https://uploads.github.com/repos/o/assets?name=a.zip"),
  },
  rejects(
    "an {origin} value that is not an origin is rejected, never a path segment",
    ["GET {origin}/repos", { origin: "uploads.github.com" }],
    "INVALID_URL",
  ),
  {
    name: "a / inside the query is not a trailing slash",
    args: ["GET /x?y=/"],
    expect: get(`${API}/x?y=/`),
  },
  rejects("an empty route is rejected", [""], "INVALID_ROUTE"),
  rejects("a blank route is rejected", ["   "], "INVALID_ROUTE"),
  rejects("a route with three parts is rejected", ["GET /a b"], "INVALID_ROUTE"),
  rejects("null as a route is rejected", [null], "INVALID_ROUTE"),
  rejects("a number as a route is rejected", [42], "INVALID_ROUTE"),
  rejects("an array as a route is rejected", [["GET /"]], "INVALID_ROUTE"),
  rejects("options that are not an object are rejected", ["GET /x", "y"], "INVALID_ROUTE"),
  rejects("a method that is not a token is rejected", ["G(T /x"], "INVALID_METHOD"),
  rejects(
    "an options.method with a space is rejected",
    [{ url: "/x", method: "GE T" }],
    "INVALID_METHOD",
  ),
  rejects("an empty method is rejected", [{ url: "/x", method: "" }], "INVALID_METHOD"),
  rejects(
    "a method that is not a string is rejected",
    [{ url: "/x", method: 1 }],
    "INVALID_METHOD",
  ),
  rejects("a url that is not a string is rejected", [{ url: 5 }], "INVALID_URL"),
  rejects(
    "a baseUrl that is not a URL is rejected",
    ["GET /", { baseUrl: "api.github.com" }],
    "INVALID_BASE_URL",
  ),
  rejects(
    "an ftp: baseUrl is rejected",
    ["GET /", { baseUrl: "ftp://example.com" }],
    "INVALID_BASE_URL",
  ),
  rejects(
    "a baseUrl with a query is rejected",
    ["GET /", { baseUrl: "https://a.com/?x=1" }],
    "INVALID_BASE_URL",
  ),
  rejects(
    "a baseUrl with an empty query is rejected",
    ["GET /", { baseUrl: "https://a.com/?" }],
    "INVALID_BASE_URL",
  ),
  rejects(
    "a baseUrl with a fragment is rejected",
    ["GET /", { baseUrl: "https://a.com/#top" }],
    "INVALID_BASE_URL",
  ),
  rejects(
    "a baseUrl with credentials is rejected (it would smuggle a host)",
    ["GET /", { baseUrl: "https://api.github.com@evil.example" }],
    "INVALID_BASE_URL",
  ),
  rejects(
    "a baseUrl with a newline is rejected (URL parsing would drop it and join the hosts)",
    ["GET /", { baseUrl: "https://a.example\n.evil.example" }],
    "INVALID_BASE_URL",
  ),
  rejects(
    "a baseUrl with a space is rejected",
    ["GET /", { baseUrl: "https://a.example/a b" }],
    "INVALID_BASE_URL",
  ),
  rejects(
    "a baseUrl with an invisible character in its host is rejected (parsing would drop it)",
    ["GET /", { baseUrl: "https://api.example\uFEFF.evil.example" }],
    "INVALID_BASE_URL",
  ),
  rejects(
    "a baseUrl with { is rejected (it would be sent as it is)",
    ["GET /x", { baseUrl: "https://{env}.example.com", env: "staging" }],
    "INVALID_BASE_URL",
  ),
  rejects("a baseUrl that is a number is rejected", ["GET /", { baseUrl: 5 }], "INVALID_BASE_URL"),
  rejects("a null baseUrl is rejected", ["GET /", { baseUrl: null }], "INVALID_BASE_URL"),
  rejects(
    "an absolute url that does not parse is rejected",
    ["GET https://example.com:{port}/x", { port: 99999 }],
    "INVALID_URL",
  ),
];
