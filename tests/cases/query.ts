/** Query strings for GET, HEAD and other non-body methods (docs/behaviour.md section 4.4). */
import type { BehaviourCase } from "./behaviour.ts";
import { API, get, headers, rejects } from "./_shared.ts";

export const QUERY_CASES: BehaviourCase[] = [
  {
    name: "remaining parameters of a GET become the query in the caller's order",
    args: ["GET /x", { b: "2", a: 1, c: true }],
    expect: get(`${API}/x?b=2&a=1&c=true`),
  },
  {
    name: "HEAD sends parameters as a query",
    args: ["HEAD /x", { a: 1 }],
    expect: { method: "head", url: `${API}/x?a=1`, headers: headers() },
  },
  {
    name: "query values are encoded with %20 for a space",
    args: ["GET /x", { text: "a b&c=d/é" }],
    expect: get(`${API}/x?text=a%20b%26c%3Dd%2F%C3%A9`),
  },
  {
    name: "query values keep what encodeURIComponent keeps",
    args: ["GET /x", { a: "-_.!~*'()" }],
    expect: get(`${API}/x?a=-_.!~*'()`),
  },
  {
    name: "an array is joined with , and encoded as one value",
    args: ["GET /x", { labels: ["bug", "ui"] }],
    expect: get(`${API}/x?labels=bug%2Cui`),
  },
  {
    name: "null and undefined array items are skipped",
    args: ["GET /x", { labels: ["a", null, "b", undefined] }],
    expect: get(`${API}/x?labels=a%2Cb`),
  },
  {
    name: "an array of numbers is joined",
    args: ["GET /x", { ids: [1, 2] }],
    expect: get(`${API}/x?ids=1%2C2`),
  },
  {
    name: "undefined parameters are dropped",
    args: ["GET /x", { a: undefined, b: 1 }],
    expect: get(`${API}/x?b=1`),
  },
  {
    name: "a bigint is sent as its digits",
    args: ["GET /x", { id: 9007199254740993n }],
    expect: get(`${API}/x?id=9007199254740993`),
  },
  {
    name: "a query is appended with & to a url that has one",
    args: ["GET /x?a=1", { b: 2 }],
    expect: get(`${API}/x?a=1&b=2`),
  },
  {
    name: "a url ending in ? takes the query without &",
    args: ["GET /x?", { b: 2 }],
    expect: get(`${API}/x?b=2`),
  },
  {
    name: "a query goes before a literal fragment",
    args: ["GET /x#top", { a: 1 }],
    expect: get(`${API}/x?a=1#top`),
  },
  {
    name: "data on a GET is an ordinary parameter",
    args: ["GET /x", { data: "d" }],
    expect: get(`${API}/x?data=d`),
  },
  {
    name: "q keeps + between terms and encodes each term",
    args: ["GET /search/issues", { q: "is:open+repo:a/b label:bug" }],
    expect: get(`${API}/search/issues?q=is%3Aopen+repo%3Aa%2Fb%20label%3Abug`),
  },
  {
    name: "the caller's parameters are sent under keys like constructor",
    args: ["GET /x", { constructor: "c", prototype: "p" }],
    expect: get(`${API}/x?constructor=c&prototype=p`),
  },
  rejects(
    "a nested array in a query value is rejected",
    ["GET /x", { a: [["b"]] }],
    "INVALID_PARAMETER",
  ),
  rejects(
    "a lone surrogate in a query value is rejected",
    ["GET /x", { a: "\ud800" }],
    "INVALID_PARAMETER",
  ),
  rejects(
    "a lone surrogate in a query key is rejected",
    ["GET /x", { "\udfff": "a" }],
    "INVALID_PARAMETER",
  ),
];
