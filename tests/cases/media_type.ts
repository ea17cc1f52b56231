/** `mediaType` rewriting `accept` (docs/behaviour.md section 4.7). */
import type { BehaviourCase } from "./behaviour.ts";
import { API, get, rejects } from "./_shared.ts";

const URL = `${API}/repos/o/r/contents/a.md`;
const ROUTE = "GET /repos/o/r/contents/a.md";

export const MEDIA_TYPE_CASES: BehaviourCase[] = [
  {
    name: "format raw turns v3+json into v3.raw",
    args: [ROUTE, { mediaType: { format: "raw" } }],
    expect: get(URL, { accept: "application/vnd.github.v3.raw" }),
  },
  {
    name: "format diff turns v3+json into v3.diff",
    args: [ROUTE, { mediaType: { format: "diff" } }],
    expect: get(URL, { accept: "application/vnd.github.v3.diff" }),
  },
  {
    name: "format text+json is appended as it is",
    args: [ROUTE, { mediaType: { format: "text+json" } }],
    expect: get(URL, { accept: "application/vnd.github.v3.text+json" }),
  },
  {
    name: "format rewrites a vendor type without v3 and any vendor word",
    args: [ROUTE, {
      headers: { accept: "application/vnd.foo+json" },
      mediaType: { format: "raw" },
    }],
    expect: get(URL, { accept: "application/vnd.foo.raw" }),
  },
  {
    name: "format rewrites a type that already has a word",
    args: [ROUTE, {
      headers: { accept: "application/vnd.github.v3.html+json" },
      mediaType: { format: "diff" },
    }],
    expect: get(URL, { accept: "application/vnd.github.v3.diff" }),
  },
  {
    name: "format keeps other media types in a list",
    args: [ROUTE, {
      headers: { accept: "text/html, application/vnd.github.v3+json" },
      mediaType: { format: "raw" },
    }],
    expect: get(URL, { accept: "text/html, application/vnd.github.v3.raw" }),
  },
  {
    name: "an octet-stream accept is left alone",
    args: [ROUTE, {
      headers: { accept: "application/octet-stream" },
      mediaType: { format: "raw", previews: ["x"] },
    }],
    expect: get(URL, { accept: "application/octet-stream" }),
  },
  {
    name: "an octet-stream accept is left alone in any case",
    args: [ROUTE, {
      headers: { accept: "Application/Octet-Stream" },
      mediaType: { previews: ["x"] },
    }],
    expect: get(URL, { accept: "Application/Octet-Stream" }),
  },
  {
    name: "previews replace accept",
    args: [ROUTE, { mediaType: { previews: ["mercy"] } }],
    expect: get(URL, { accept: "application/vnd.github.mercy-preview+json" }),
  },
  {
    name: "previews with a format use the format",
    args: [ROUTE, { mediaType: { previews: ["mercy"], format: "raw" } }],
    expect: get(URL, { accept: "application/vnd.github.mercy-preview.raw" }),
  },
  {
    name: "a trailing -preview in a preview name is stripped",
    args: [ROUTE, { mediaType: { previews: ["mercy-preview", "squirrel-girl"] } }],
    expect: get(URL, {
      accept:
        "application/vnd.github.mercy-preview+json,application/vnd.github.squirrel-girl-preview+json",
    }),
  },
  {
    name: "previews already in accept come first, without duplicates",
    args: [ROUTE, {
      headers: { accept: "application/vnd.github.symmetra-preview+json" },
      mediaType: { previews: ["mercy", "symmetra"] },
    }],
    expect: get(URL, {
      accept:
        "application/vnd.github.symmetra-preview+json,application/vnd.github.mercy-preview+json",
    }),
  },
  {
    name: "previews merge into the defaults' previews",
    defaults: [{ mediaType: { previews: ["a", "b"] } }],
    args: [ROUTE, { mediaType: { previews: ["c", "a"] } }],
    expect: get(URL, {
      accept: "application/vnd.github.b-preview+json,application/vnd.github.c-preview+json," +
        "application/vnd.github.a-preview+json",
    }),
  },
  {
    name: "an empty format changes nothing",
    args: [ROUTE, { mediaType: { format: "" } }],
    expect: get(URL),
  },
  rejects(
    "a format that is not a string is rejected",
    [ROUTE, { mediaType: { format: 1 } }],
    "INVALID_PARAMETER",
  ),
  rejects(
    "a format with a comma is rejected",
    [ROUTE, { mediaType: { format: "raw,x" } }],
    "INVALID_PARAMETER",
  ),
  rejects(
    "a preview name with a space is rejected",
    [ROUTE, { mediaType: { previews: ["a b"] } }],
    "INVALID_PARAMETER",
  ),
  rejects("previews that are not an array are rejected", [ROUTE, {
    mediaType: { previews: "mercy" },
  }], "INVALID_PARAMETER"),
  rejects(
    "a mediaType that is not an object is rejected",
    [ROUTE, { mediaType: "raw" }],
    "INVALID_PARAMETER",
  ),
];
