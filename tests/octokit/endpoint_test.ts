import assert from "node:assert/strict";
import { endpoint, EndpointError } from "@x/endpoint/octokit";
import { endpoint as ours } from "@x/endpoint";
import { endpoint as octokit } from "@octokit/endpoint";

type Call = (
  e: typeof endpoint,
) => { method: string; url: string; headers: object; body?: unknown };

/** Calls in every call style whose result the octokit shape makes octokit's (user-agent aside). */
const SAME_AS_OCTOKIT: [string, Call][] = [
  ["a route", (e) => e("PATCH /repos/{owner}/{repo}", { owner: "o", repo: "r", private: true })],
  ["options", (e) => e({ method: "delete", url: "/repos/{owner}/{repo}", owner: "o", repo: "r" })],
  [
    "parse(merge())",
    (e) => e.parse(e.merge("HEAD /repos/{owner}/{repo}", { owner: "o", repo: "r" })),
  ],
  [
    "defaults()",
    (e) =>
      e.defaults({ method: "PUT", url: "/user/starred/{owner}/{repo}" })({ owner: "o", repo: "r" }),
  ],
  [
    "previews on a REST url",
    (e) => e("GET /repos/o/r/topics", { mediaType: { previews: ["mercy"] } }),
  ],
  [
    "previews in defaults",
    (e) => e.defaults({ mediaType: { previews: ["mercy"] } })("GET /repos/o/r/topics"),
  ],
  [
    "previews on /graphql",
    (e) => e("POST /graphql", { query: "q", mediaType: { previews: ["mercy"] } }),
  ],
  [
    "previews and a format on /graphql",
    (e) =>
      e.defaults({ mediaType: { previews: ["mercy"] } })("POST /graphql", {
        mediaType: { previews: ["luke-cage"], format: "raw" },
      }),
  ],
  [
    "previews through parse(merge())",
    (e) => e.parse(e.merge("GET /repos/o/r/topics", { mediaType: { previews: ["mercy"] } })),
  ],
  ["a format", (e) => e("GET /repos/o/r/pulls/1", { mediaType: { format: "diff" } })],
];

function withoutUserAgent({ method, url, headers, body }: ReturnType<Call>) {
  const { "user-agent": _, ...rest } = headers as Record<string, unknown>;
  return { method, url, headers: rest, body: JSON.stringify(body) };
}

Deno.test("the octokit shape builds octokit's request in every call style: uppercase method, octokit's previews rule", () => {
  for (const [name, call] of SAME_AS_OCTOKIT) {
    const mine = withoutUserAgent(call(endpoint));
    assert.deepEqual(mine, withoutUserAgent(call(octokit as unknown as typeof endpoint)), name);
    assert.equal(mine.method, mine.method.toUpperCase(), name);
  }
});

Deno.test("the octokit shape differs from @x/endpoint only in method case and previews", () => {
  const call = (e: typeof ours) =>
    e("PATCH /repos/{owner}/{repo}", { owner: "o", repo: "r", a: 1 });
  const shaped = call(endpoint as unknown as typeof ours);
  assert.deepEqual({ ...shaped, method: shaped.method.toLowerCase() }, call(ours));
  const topics = ours("GET /repos/o/r/topics", { mediaType: { previews: ["mercy"] } });
  assert.equal(topics.headers.accept, "application/vnd.github.mercy-preview+json");
});

Deno.test("DEFAULTS and merged options hold mediaType.previews only when something set them, as octokit's", () => {
  const cases: [string, (e: typeof endpoint) => unknown][] = [
    ["DEFAULTS", (e) => e.DEFAULTS.mediaType],
    ["merge()", (e) => e.merge("GET /user").mediaType],
    [
      "merge() with previews",
      (e) => e.merge("GET /x", { mediaType: { previews: ["a"] } }).mediaType,
    ],
    [
      "defaults() with previews",
      (e) => e.defaults({ mediaType: { previews: ["a"] } }).DEFAULTS.mediaType,
    ],
    [
      "defaults() without",
      (e) => e.defaults({ baseUrl: "https://ghe.example" }).DEFAULTS.mediaType,
    ],
    // Last: octokit's merge() of /graphql gives its DEFAULTS.mediaType `previews` by accident.
    ["merge() of /graphql", (e) => e.merge("POST /graphql", { query: "q" }).mediaType],
  ];
  for (const [name, read] of cases) {
    assert.deepEqual(read(endpoint), read(octokit as unknown as typeof endpoint), name);
  }
  assert.ok(Object.isFrozen(endpoint.DEFAULTS) && Object.isFrozen(endpoint.DEFAULTS.headers));
});

Deno.test("merged options are the caller's to change, as @octokit/auth-token changes their headers", () => {
  const merged = endpoint.merge("GET /user", {});
  merged.headers.authorization = "token secret";
  assert.equal(endpoint.parse(merged).headers.authorization, "token secret");
  assert.equal(endpoint.DEFAULTS.headers.authorization, undefined);
});

Deno.test("the octokit shape throws the library's EndpointError where octokit builds a wrong url", () => {
  const cases: [() => unknown, string][] = [
    [() => endpoint("GET /repos/{owner}/{repo}", { owner: "..", repo: "x" }), "INVALID_PARAMETER"],
    [() => endpoint("GET /issues", { filter: { state: "open" } }), "INVALID_PARAMETER"],
    [() => endpoint.parse(endpoint.merge("GET /x/{owner", { owner: "a" })), "INVALID_TEMPLATE"],
    [
      () => endpoint("GET /", { headers: { "x-a": "a\r\nb" }, mediaType: { previews: ["p"] } }),
      "INVALID_HEADER",
    ],
  ];
  for (const [call, code] of cases) {
    assert.throws(call, (error) => error instanceof EndpointError && error.code === code);
  }
});

Deno.test("the octokit shape leaves the caller's options as they were", () => {
  const options = { owner: "o", headers: { "X-A": "1" }, mediaType: { previews: ["mercy"] } };
  const copy = structuredClone(options);
  endpoint("GET /repos/{owner}/r", options);
  endpoint.parse(endpoint.merge("GET /repos/{owner}/r", options));
  endpoint.defaults(options);
  assert.deepEqual(options, copy);
});

Deno.test("no other entry point imports src/octokit/: the octokit shape costs the core nothing", async () => {
  const octokit = new URL("../../src/octokit/", import.meta.url).href;
  for (const entry of ["mod.ts", "src/uri_template/mod.ts", "src/openapi/mod.ts"]) {
    const file = new URL(`../../${entry}`, import.meta.url).pathname;
    const { stdout } = await new Deno.Command(Deno.execPath(), { args: ["info", "--json", file] })
      .output();
    const { modules } = JSON.parse(new TextDecoder().decode(stdout));
    const specifiers = (modules as { specifier: string }[]).map((module) => module.specifier);
    assert.ok(specifiers.length > 1, entry);
    assert.deepEqual(specifiers.filter((specifier) => specifier.startsWith(octokit)), [], entry);
  }
});
