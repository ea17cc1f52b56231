/** Headers (docs/behaviour.md sections 3 and 4.6). */
import type { BehaviourCase } from "./behaviour.ts";
import { API, get, rejects } from "./_shared.ts";

export const HEADER_CASES: BehaviourCase[] = [
  {
    name: "header names are lowercased",
    args: ["GET /x", { headers: { "X-GitHub-Api-Version": "2022-11-28" } }],
    expect: get(`${API}/x`, { "x-github-api-version": "2022-11-28" }),
  },
  {
    name: "authorization is an ordinary header",
    args: ["GET /user", { headers: { Authorization: "token ghp_abc" } }],
    expect: get(`${API}/user`, { authorization: "token ghp_abc" }),
  },
  {
    name: "a caller's header replaces a default one whatever its case",
    args: ["GET /x", { headers: { "User-Agent": "me/1.0" } }],
    expect: get(`${API}/x`, { "user-agent": "me/1.0" }),
  },
  {
    name: "a null header removes it, defaults included",
    args: ["GET /x", { headers: { "user-agent": null } }],
    expect: get(`${API}/x`, { "user-agent": null }),
  },
  {
    name: "an undefined header does not override",
    args: ["GET /x", { headers: { accept: undefined } }],
    expect: get(`${API}/x`),
  },
  {
    name: "numbers and booleans become strings",
    args: ["GET /x", { headers: { "x-count": 3, "x-flag": true } }],
    expect: get(`${API}/x`, { "x-count": "3", "x-flag": "true" }),
  },
  {
    name: "of two names differing in case, the later wins",
    args: ["GET /x", { headers: { "X-A": "1", "x-a": "2" } }],
    expect: get(`${API}/x`, { "x-a": "2" }),
  },
  {
    name: "header values are not trimmed",
    args: ["GET /x", { headers: { "x-a": " v " } }],
    expect: get(`${API}/x`, { "x-a": " v " }),
  },
  rejects(
    "a header name with a space is rejected",
    ["GET /x", { headers: { "x a": "1" } }],
    "INVALID_HEADER",
  ),
  rejects(
    "an empty header name is rejected",
    ["GET /x", { headers: { "": "1" } }],
    "INVALID_HEADER",
  ),
  rejects("a header value with CR LF is rejected", ["GET /x", {
    headers: { "x-a": "1\r\nx-b: 2" },
  }], "INVALID_HEADER"),
  rejects(
    "a header value with LF is rejected",
    ["GET /x", { headers: { "x-a": "1\nx" } }],
    "INVALID_HEADER",
  ),
  rejects(
    "a header value with NUL is rejected",
    ["GET /x", { headers: { "x-a": "1\u0000" } }],
    "INVALID_HEADER",
  ),
  rejects(
    "a header value with another control character is rejected (fetch refuses it)",
    ["GET /x", { headers: { "x-a": "1\u0001" } }],
    "INVALID_HEADER",
  ),
  rejects(
    "a header value with DEL is rejected (fetch refuses it)",
    ["GET /x", { headers: { "x-a": "1\u007f2" } }],
    "INVALID_HEADER",
  ),
  {
    name: "a header value with a tab inside is kept",
    args: ["GET /x", { headers: { "x-a": "1\t2" } }],
    expect: get(`${API}/x`, { "x-a": "1\t2" }),
  },
  rejects(
    "an object header value is rejected",
    ["GET /x", { headers: { "x-a": { b: 1 } } }],
    "INVALID_HEADER",
  ),
  rejects(
    "an array header value is rejected",
    ["GET /x", { headers: { "x-a": ["1"] } }],
    "INVALID_HEADER",
  ),
  rejects(
    "headers that are not an object are rejected",
    ["GET /x", { headers: "x-a: 1" }],
    "INVALID_HEADER",
  ),
];
