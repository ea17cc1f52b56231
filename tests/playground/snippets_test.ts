import assert from "node:assert/strict";
import { endpoint, expandTemplate, parseTemplate, toRequest } from "../../mod.ts";
import { callSnippet, templateSnippet } from "../../playground/snippets/call_snippet.ts";
import { caretLine, caretMark } from "../../playground/editor/caret.ts";
import { queryPairs, splitUrl } from "../../playground/editor/url_parts.ts";
import type { Loose } from "../_helpers.ts";

const AsyncFunction = (async () => {}).constructor as new (
  ...args: string[]
) => (...args: unknown[]) => Promise<unknown>;

/** Runs a call snippet with the real library and a fake `fetch`; returns the `Request` sent. */
async function requestFromSnippet(code: string): Promise<Request> {
  let sent: Request | undefined;
  const fakeFetch = (request: Request) => {
    sent = request;
    return Promise.resolve(new Response(null));
  };
  const run = new AsyncFunction("endpoint", "toRequest", "fetch", code.replace(/^import .*$/m, ""));
  await run(endpoint, toRequest, fakeFetch);
  assert.ok(sent instanceof Request, "the snippet calls fetch with a Request");
  return sent;
}

async function describe(request: Request) {
  return {
    method: request.method,
    url: request.url,
    headers: [...request.headers],
    body: request.body === null ? null : await request.text(),
  };
}

type Params = Record<string, unknown>;
const CALLS: [string, string, Params, Params[]][] = [
  ["GET with a query", "GET /repos/{owner}/{repo}/issues", {
    owner: "o",
    repo: "r",
    state: "open",
  }, []],
  ["POST with a JSON body", "POST /repos/{owner}/{repo}/issues", {
    owner: "o",
    repo: "r",
    title: `it's "quoted" $x \`y\``,
    labels: ["a\nb"],
  }, []],
  ["PATCH (fetch needs it uppercase)", "PATCH /user", { name: "Zoë" }, []],
  ["PUT with an empty body", "PUT /user/starred/{owner}/{repo}", { owner: "o", repo: "r" }, []],
  ["raw string data with its own content-type", "POST https://uploads.github.com/x{?name}", {
    name: "a b",
    data: "raw\ntext",
    headers: { "content-type": "text/plain" },
  }, []],
  ["data null with a JSON content-type", "POST /x", { data: null }, []],
  [
    "a JSON body with a __proto__ key",
    "POST /x",
    JSON.parse('{"__proto__": {"p": 1}, "a": 1}'),
    [],
  ],
  ["two defaults layers", "GET /orgs/{org}/repos", { org: "a" }, [
    { baseUrl: "https://ghe.test/api/v3", headers: { authorization: "token t" } },
    { per_page: 5 },
  ]],
];

Deno.test("callSnippet() code sends the same request as toRequest(endpoint(...))", async (t) => {
  for (const [name, route, params, defaults] of CALLS) {
    await t.step(name, async () => {
      const fromSnippet = await requestFromSnippet(callSnippet(route, params, defaults));
      let fn: Loose = endpoint;
      for (const layer of defaults) fn = fn.defaults(layer);
      const fromLibrary = toRequest(fn(route, params));
      assert.deepEqual(await describe(fromSnippet), await describe(fromLibrary));
    });
  }
});

Deno.test("templateSnippet() code expands to what the engine gives", async () => {
  const variables = { list: ["a", "b"], q: "x y" };
  const code = templateSnippet("/t{/list*}{?q}", variables);
  assert.ok(code.startsWith('import { parseTemplate } from "@x/endpoint/uri-template";'));
  const run = new AsyncFunction(
    "parseTemplate",
    code.replace(/^import .*$/m, "") + "\nreturn uri;",
  );
  assert.equal(await run(parseTemplate), expandTemplate("/t{/list*}{?q}", variables));
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

Deno.test("callSnippet() writes the call with one .defaults() per layer, then fetch", () => {
  const send = "const response = await fetch(toRequest(options));";
  assert.equal(
    callSnippet(" GET /user ", {}, []),
    `import { endpoint, toRequest } from "@x/endpoint";\n\nconst options = endpoint("GET /user");\n${send}`,
  );
  assert.equal(
    callSnippet("GET /orgs/{org}/repos", { org: "a" }, [{ baseUrl: "https://h.test" }]),
    [
      'import { endpoint, toRequest } from "@x/endpoint";',
      "",
      "const api = endpoint",
      "  .defaults({",
      '    "baseUrl": "https://h.test"',
      "  });",
      'const options = api("GET /orgs/{org}/repos", {',
      '  "org": "a"',
      "});",
      send,
    ].join("\n"),
  );
});
