/** `.defaults()` cascades (docs/behaviour.md section 3). */
import type { BehaviourCase } from "./behaviour.ts";
import { API, get, headers, rejects, withBody } from "./_shared.ts";

const GHE = "https://github.example.com/api/v3";

export const DEFAULTS_CASES: BehaviourCase[] = [
  {
    name: "defaults may fill placeholders",
    defaults: [{ owner: "octocat" }],
    args: ["GET /repos/{owner}/{repo}", { repo: "hello" }],
    expect: get(`${API}/repos/octocat/hello`),
  },
  {
    name: "defaults' query parameters come first",
    defaults: [{ per_page: 100 }],
    args: ["GET /x", { page: 2 }],
    expect: get(`${API}/x?per_page=100&page=2`),
  },
  {
    name: "an overridden default keeps its position",
    defaults: [{ a: 1, b: 2 }],
    args: ["GET /x", { c: 3, a: 9 }],
    expect: get(`${API}/x?a=9&b=2&c=3`),
  },
  {
    name: "a route string as defaults sets method and url",
    defaults: ["POST /markdown"],
    args: [{ text: "Hi" }],
    expect: withBody("post", `${API}/markdown`, { text: "Hi" }),
  },
  {
    name: "a url-only route as defaults keeps the default method",
    defaults: [{ method: "PUT" }, "/x"],
    args: [],
    expect: { method: "put", url: `${API}/x`, headers: headers(), body: "" },
  },
  {
    name: "headers cascade key by key and the global defaults remain",
    defaults: [{ headers: { "x-a": "1", "x-b": "1" } }, { headers: { "X-B": "2" } }],
    args: ["GET /x"],
    expect: get(`${API}/x`, { "x-a": "1", "x-b": "2" }),
  },
  {
    name: "an authorization set in defaults applies to every call",
    defaults: [{ headers: { authorization: "token secret" } }, { baseUrl: GHE }],
    args: ["GET /user"],
    expect: get(`${GHE}/user`, { authorization: "token secret" }),
  },
  {
    name: "a null header in defaults removes it for later calls",
    defaults: [{ headers: { "user-agent": null } }],
    args: ["GET /x"],
    expect: get(`${API}/x`, { "user-agent": null }),
  },
  {
    name: "a caller can set a header the defaults removed",
    defaults: [{ headers: { "user-agent": null } }],
    args: ["GET /x", { headers: { "user-agent": "me" } }],
    expect: get(`${API}/x`, { "user-agent": "me" }),
  },
  {
    name: "plain objects merge deeply across defaults",
    defaults: [{ config: { a: 1, nested: { x: 1 } } }],
    args: ["POST /x", { config: { b: 2, nested: { y: 2 } } }],
    expect: withBody("post", `${API}/x`, { config: { a: 1, nested: { x: 1, y: 2 }, b: 2 } }),
  },
  {
    name: "arrays replace, they do not merge",
    defaults: [{ labels: ["a"] }],
    args: ["POST /x", { labels: ["b"] }],
    expect: withBody("post", `${API}/x`, { labels: ["b"] }),
  },
  {
    name: "data replaces the defaults' data",
    defaults: [{ data: { a: 1 } }],
    args: ["POST /x", { data: { b: 2 } }],
    expect: withBody("post", `${API}/x`, { b: 2 }),
  },
  {
    name: "request metadata merges across defaults and is returned",
    defaults: [{ request: { retries: 1, hook: { a: 1 } } }],
    args: ["GET /x", { request: { timeout: 5, hook: { b: 2 } } }],
    expect: { ...get(`${API}/x`), request: { retries: 1, hook: { a: 1, b: 2 }, timeout: 5 } },
  },
  {
    name: "a baseUrl in defaults is used by relative routes",
    defaults: [{ baseUrl: `${GHE}/` }],
    args: ["GET /repos/{owner}/{repo}", { owner: "o", repo: "r" }],
    expect: get(`${GHE}/repos/o/r`),
  },
  {
    name: "mediaType format in defaults applies to calls",
    defaults: [{ mediaType: { format: "raw" } }],
    args: ["GET /x"],
    expect: get(`${API}/x`, { accept: "application/vnd.github.v3.raw" }),
  },
  {
    name: "a later defaults' format overrides an earlier one",
    defaults: [{ mediaType: { format: "raw" } }, { mediaType: { format: "diff" } }],
    args: ["GET /x"],
    expect: get(`${API}/x`, { accept: "application/vnd.github.v3.diff" }),
  },
  rejects("a bad baseUrl in defaults fails where it is written", [], "INVALID_BASE_URL", [{
    baseUrl: "nope",
  }]),
  rejects("a bad header in defaults fails where it is written", [], "INVALID_HEADER", [{
    headers: { "a b": "1" },
  }]),
  rejects("a bad method in defaults fails where it is written", [], "INVALID_METHOD", [{
    method: "A B",
  }]),
];
