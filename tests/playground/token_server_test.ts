/**
 * The Send block carries the token only to the origin of the server chosen for the API: every
 * way a description or a form value could move the request (servers at the document, path and
 * operation level, relative or absolute, server variables, parameters named `url` or `baseUrl`,
 * path values that look like an authority or a dot segment, a route outside the description)
 * either goes to that origin or is not sent with the token.
 */
import assert from "node:assert/strict";
import { endpoint } from "../../mod.ts";
import { describedApi } from "../../playground/explorer/described_api.ts";
import { sendRequest } from "../../playground/send/send_request.ts";
import { serverOrigins, tokenServer } from "../../playground/send/token_server.ts";

const TOKEN = "ghp_s3cretT0ken";
const ADDRESS = "http://home.test/specs/api.json";

/** A description with servers at every level, and a body with fields named like options. */
const DESCRIPTION = {
  openapi: "3.1.0",
  servers: [{ url: "/api" }],
  paths: {
    "/doc/{id}": { get: {} },
    "/path-level": { servers: [{ url: "/path-api" }], get: {} },
    "/op-level": {
      get: { servers: [{ url: "../op-api/{version}", variables: { version: { default: "v1" } } }] },
    },
    "/absolute": { get: { servers: [{ url: "http://api.home.test/v2" }] } },
    "/host": {
      get: { servers: [{ url: "http://{host}/v", variables: { host: { default: "home.test" } } }] },
    },
    "/regions": {
      get: {
        servers: [{
          url: "http://{region}.home.test",
          variables: { region: { default: "eu", enum: ["eu", "us"] } },
        }],
      },
    },
    "/things": {
      post: {
        requestBody: {
          content: {
            "application/json": {
              schema: {
                type: "object",
                properties: Object.fromEntries(
                  ["url", "baseUrl", "method", "headers", "request", "name"].map((n) => [n, {}]),
                ),
              },
            },
          },
        },
      },
    },
  },
};

/** What a Send did: the URL that reached `fetch` with the token, `withheld`, or `not built`. */
async function sendWithToken(
  api: typeof endpoint,
  table: Parameters<typeof tokenServer>[0],
  route: string,
  params: Record<string, unknown>,
): Promise<string> {
  let merged: Record<string, unknown>;
  let options;
  try {
    merged = api.merge(route, params) as unknown as Record<string, unknown>;
    options = api(route, params);
  } catch {
    return "not built";
  }
  const sent: Request[] = [];
  const send = (request: RequestInfo | URL) => {
    sent.push(request as Request);
    return Promise.resolve(new Response("{}"));
  };
  const outcome = await sendRequest(
    options,
    TOKEN,
    tokenServer(table, merged),
    send as typeof fetch,
  );
  if (outcome.kind === "withheld") {
    assert.equal(sent.length, 0);
    assert.ok(!outcome.message.includes(TOKEN), "the message does not quote the token");
    return "withheld";
  }
  assert.equal(outcome.kind, "response", JSON.stringify(outcome));
  assert.equal(sent.length, 1);
  assert.equal(sent[0].headers.get("authorization"), `Bearer ${TOKEN}`);
  return sent[0].url;
}

Deno.test("Send carries the token only to the server the description names, at every level", async (t) => {
  const api = describedApi(DESCRIPTION, "api.json", ADDRESS);
  const cases: [string, string, Record<string, unknown>, string][] = [
    [
      "a document-level relative server",
      "GET /doc/{id}",
      { id: "1" },
      "http://home.test/api/doc/1",
    ],
    ["a path-level relative server", "GET /path-level", {}, "http://home.test/path-api/path-level"],
    [
      "an operation-level relative server with a variable",
      "GET /op-level",
      {},
      "http://home.test/op-api/v1/op-level",
    ],
    ["an absolute operation-level server", "GET /absolute", {}, "http://api.home.test/v2/absolute"],
    ["a server variable's default", "GET /host", {}, "http://home.test/v/host"],
    ["a server variable's enum value", "GET /regions", {
      request: { serverVariables: { region: "us" } },
    }, "http://us.home.test/regions"],
    ["a server variable without enum set elsewhere", "GET /host", {
      request: { serverVariables: { host: "evil.example" } },
    }, "withheld"],
    ["a server variable outside its enum", "GET /regions", {
      request: { serverVariables: { region: "evil" } },
    }, "not built"],
    [
      "a body field url",
      "POST /things",
      { url: "http://evil.example/steal", name: "x" },
      "http://home.test/api/things",
    ],
    [
      "a body field url without a scheme",
      "POST /things",
      { url: "//evil.example/steal" },
      "http://home.test/api/things",
    ],
    [
      "a body field baseUrl",
      "POST /things",
      { baseUrl: "http://evil.example", name: "x" },
      "http://home.test/api/things",
    ],
    [
      "a body field method",
      "POST /things",
      { method: "GET", name: "x" },
      "http://home.test/api/things",
    ],
    [
      "a body field headers",
      "POST /things",
      { headers: { host: "evil.example" }, name: "x" },
      "http://home.test/api/things",
    ],
    [
      "a body field request",
      "POST /things",
      { request: { fetch: "evil" }, name: "x" },
      "http://home.test/api/things",
    ],
    [
      "a path value like an authority",
      "GET /doc/{id}",
      { id: "//evil.example" },
      "http://home.test/api/doc/%2F%2Fevil.example",
    ],
    [
      "a path value with user info",
      "GET /doc/{id}",
      { id: "@evil.example" },
      "http://home.test/api/doc/%40evil.example",
    ],
    ["a path value ..", "GET /doc/{id}", { id: ".." }, "not built"],
    ["a route outside the description", "GET /elsewhere", {}, "withheld"],
    ["an absolute route", "GET http://evil.example/x", {}, "withheld"],
  ];
  for (const [name, route, params, expected] of cases) {
    await t.step(name, async () => {
      assert.equal(await sendWithToken(api.endpoint, api.routes, route, params), expected);
    });
  }
});

Deno.test("Send carries no token to a relative server with no address to resolve it against", async () => {
  const pasted = describedApi(DESCRIPTION, "pasted text");
  assert.deepEqual(tokenServer(pasted.routes, { method: "GET", url: "/path-level" }).origins, []);
  assert.equal(
    await sendWithToken(pasted.endpoint, pasted.routes, "GET /path-level", {}),
    "withheld",
  );
  // An absolute server stays usable.
  assert.equal(
    await sendWithToken(pasted.endpoint, pasted.routes, "GET /absolute", {}),
    "http://api.home.test/v2/absolute",
  );
});

Deno.test("Send on GitHub's API carries the token only to the call's base URL", async () => {
  const route = "PATCH /repos/{owner}/{repo}/hooks/{hook_id}/config";
  const hook = { owner: "o", repo: "r", hook_id: 1, content_type: "json" };
  assert.equal(
    await sendWithToken(endpoint, undefined, route, hook),
    "https://api.github.com/repos/o/r/hooks/1/config",
  );
  // GitHub's webhook configuration has a body field named url.
  assert.equal(
    await sendWithToken(endpoint, undefined, route, { ...hook, url: "https://evil.example/hook" }),
    "withheld",
  );
  // A baseUrl the person sets is the base URL they chose.
  assert.equal(
    await sendWithToken(endpoint, undefined, "GET /user", {
      baseUrl: "https://ghe.example/api/v3",
    }),
    "https://ghe.example/api/v3/user",
  );
});

Deno.test("serverOrigins() names only absolute http(s) origins and bounds its combinations", () => {
  assert.deepEqual(
    serverOrigins([
      { url: "/relative" },
      { url: "ftp://files.example" },
      { url: "{scheme}://x.example", variables: { scheme: { default: "https" } } },
      { url: "https://{missing}.example" },
    ]),
    ["https://x.example"],
  );
  const many = Array.from({ length: 1000 }, (_, i) => `v${i}`);
  const variables = { a: { default: "v0", enum: many }, b: { default: "v1", enum: many } };
  const origins = serverOrigins([{ url: "https://{a}.{b}.example", variables }]);
  assert.ok(origins.length <= 1000, `${origins.length} origins`);
  assert.ok(origins.includes("https://v0.v1.example"));
});
