import assert from "node:assert/strict";
import { endpoint, toRequest } from "../mod.ts";
import { callSnippet } from "../playground/call_snippet.ts";
import { caretLine, caretMark } from "../playground/caret.ts";
import { fetchSnippet } from "../playground/fetch_snippet.ts";
import type { RequestLike } from "../playground/request_text.ts";
import { queryPairs, splitUrl, templatePieces } from "../playground/url_parts.ts";

type Captured = { url: string; init: RequestInit };
const AsyncFunction = (async () => {}).constructor as new (
  ...args: string[]
) => (fetch: (url: string, init: RequestInit) => Promise<Captured>) => Promise<Captured>;

/** Runs a fetch snippet with a fake `fetch` and returns the `Request` it would send. */
async function requestFromSnippet(code: string): Promise<Request> {
  const run = new AsyncFunction("fetch", `${code}\nreturn response;`);
  const { url, init } = await run((url, init) => Promise.resolve({ url, init }));
  return new Request(url, init);
}

async function describe(request: Request) {
  return {
    method: request.method,
    url: request.url,
    headers: [...request.headers],
    body: request.body === null ? null : await request.text(),
  };
}

const RESULTS: [string, RequestLike][] = [
  [
    "GET with a query",
    endpoint("GET /repos/{owner}/{repo}/issues", { owner: "o", repo: "r", state: "open" }),
  ],
  [
    "POST with a JSON body",
    endpoint("POST /repos/{owner}/{repo}/issues", {
      owner: "o",
      repo: "r",
      title: `it's "quoted" $x \`y\``,
      labels: ["a\nb"],
    }),
  ],
  ["PATCH (fetch needs it uppercase)", endpoint("PATCH /user", { name: "Zoë" })],
  [
    "PUT with an empty body",
    endpoint("PUT /user/starred/{owner}/{repo}", { owner: "o", repo: "r" }),
  ],
  [
    "raw string data with its own content-type",
    endpoint("POST https://uploads.github.com/x{?name}", {
      name: "a b",
      data: "raw\ntext",
      headers: { "content-type": "text/plain" },
    }),
  ],
  ["data null with a JSON content-type", endpoint("POST /x", { data: null })],
  [
    "data null with a text content-type",
    endpoint("POST /x", {
      data: null,
      headers: { "content-type": "text/plain" },
    }),
  ],
  [
    "data array with a text content-type",
    endpoint("POST /x", {
      data: [1, "a"],
      headers: { "content-type": "text/plain" },
    }),
  ],
  ["a JSON body with a __proto__ key", {
    method: "post",
    url: "https://h.test/",
    headers: { "content-type": "application/json" },
    body: JSON.parse('{"__proto__": {"polluted": true}, "a": 1}'),
  }],
];

Deno.test("fetchSnippet() sends the same request as toRequest()", async (t) => {
  for (const [name, result] of RESULTS) {
    await t.step(name, async () => {
      const fromSnippet = await requestFromSnippet(fetchSnippet(result));
      // deno-lint-ignore no-explicit-any
      const fromLibrary = toRequest(result as any);
      assert.deepEqual(await describe(fromSnippet), await describe(fromLibrary));
    });
  }
});

Deno.test("fetchSnippet() writes the method in uppercase and JSON bodies stringified", () => {
  const code = fetchSnippet(RESULTS[2][1]);
  assert.match(code, /method: "PATCH"/);
  assert.match(code, /body: JSON\.stringify\(\{\n {4}"name": "Zoë"\n {2}\}\),/);
  assert.match(fetchSnippet(RESULTS[3][1]), /body: "",/);
  assert.doesNotMatch(fetchSnippet(RESULTS[0][1]), /body/);
  assert.match(fetchSnippet(RESULTS[8][1]), /\["__proto__"\]: \{/);
});

Deno.test("splitUrl() cuts a url into base, path, query and fragment", () => {
  const table: [string, string | undefined, string[]][] = [
    ["https://api.github.com/repos/a/b?x=1&y=2", "https://api.github.com", [
      "https://api.github.com",
      "/repos/a/b",
      "?x=1&y=2",
      "",
    ]],
    ["https://ghe.test/api/v3/orgs/a", "https://ghe.test/api/v3", [
      "https://ghe.test/api/v3",
      "/orgs/a",
      "",
      "",
    ]],
    ["https://ghe.test/api/v30/x", "https://ghe.test/api/v3", [
      "https://ghe.test",
      "/api/v30/x",
      "",
      "",
    ]],
    ["https://uploads.github.com/a?name=x", "https://api.github.com", [
      "https://uploads.github.com",
      "/a",
      "?name=x",
      "",
    ]],
    ["https://h.test", undefined, ["https://h.test", "", "", ""]],
    ["https://h.test/a?b#c?d", undefined, ["https://h.test", "/a", "?b", "#c?d"]],
    ["/relative?x", undefined, ["", "/relative", "?x", ""]],
  ];
  for (const [url, base, expected] of table) {
    const parts = splitUrl(url, base);
    assert.deepEqual([parts.base, parts.path, parts.query, parts.fragment], expected, url);
    assert.equal(parts.base + parts.path + parts.query + parts.fragment, url);
  }
});

Deno.test("queryPairs() decodes each pair and keeps malformed escapes", () => {
  assert.deepEqual(queryPairs("?labels=bug%2Cui&q=a+b&flag&bad=%E0%A4"), [
    ["labels", "bug,ui"],
    ["q", "a+b"],
    ["flag", ""],
    ["bad", "%E0%A4"],
  ]);
  assert.deepEqual(queryPairs(""), []);
});

Deno.test("templatePieces() finds {…} expressions and :name placeholders", () => {
  const pieces = templatePieces("https://h.test:8080/repos/:owner/{repo}/x{?state,labels*,q:3}");
  assert.deepEqual(pieces, [
    { text: "https://h.test:8080/repos/", names: [] },
    { text: ":owner", names: ["owner"] },
    { text: "/", names: [] },
    { text: "{repo}", names: ["repo"] },
    { text: "/x", names: [] },
    { text: "{?state,labels*,q:3}", names: ["state", "labels", "q"] },
  ]);
  assert.deepEqual(templatePieces("/a/{b"), [{ text: "/a/{b", names: [] }]);
  assert.deepEqual(templatePieces("/a?q=:x"), [{ text: "/a?q=:x", names: [] }]);
  assert.equal(templatePieces("/a/{b}/:c{#d}").map((p) => p.text).join(""), "/a/{b}/:c{#d}");
});

Deno.test("caretMark() maps a template index onto the route as typed", () => {
  assert.deepEqual(caretMark("GET /repos/{owner", "/repos/{owner", 7), {
    text: "GET /repos/{owner",
    index: 11,
    inRoute: true,
  });
  assert.deepEqual(caretMark("  POST   /a}  ", "/a}", 2), {
    text: "  POST   /a}  ",
    index: 11,
    inRoute: true,
  });
  assert.deepEqual(caretMark("/{", "/{", 1), { text: "/{", index: 1, inRoute: true });
  assert.deepEqual(caretMark("GET /ok", "/from/params/{", 13), {
    text: "/from/params/{",
    index: 13,
    inRoute: false,
  });
  assert.equal(caretLine(4), "    ^");
  assert.equal(caretLine(0), "^");
});

Deno.test("callSnippet() writes the call with one .defaults() per layer", () => {
  assert.equal(
    callSnippet(" GET /user ", {}, []),
    'import { endpoint } from "@x/endpoint";\n\nconst options = endpoint("GET /user");',
  );
  assert.equal(
    callSnippet("GET /orgs/{org}/repos", { org: "a" }, [{ baseUrl: "https://h.test" }]),
    [
      'import { endpoint } from "@x/endpoint";',
      "",
      "const api = endpoint",
      "  .defaults({",
      '    "baseUrl": "https://h.test"',
      "  });",
      'const options = api("GET /orgs/{org}/repos", {',
      '  "org": "a"',
      "});",
    ].join("\n"),
  );
});
