/**
 * The OpenAPI rules real descriptions rely on, as `withRoutes(endpoint, compileRoutes(doc))`
 * follows them (docs/openapi.md): the description's `accept`, not GitHub's; ignored and
 * case-insensitive header parameters; the body's media type; the path as written; a body with
 * any method; single values in deepObject; base URL precedence; credentials by security scheme;
 * server variables named in errors.
 */
import assert from "node:assert/strict";
import { endpoint, toRequest } from "@x/endpoint";
import { compileRoutes, withRoutes } from "@x/endpoint/openapi";
import { assertEndpointError } from "../_helpers.ts";

type Json = Record<string, unknown>;

/** A description with one server and the given paths. */
function api(paths: Json, more: Json = {}) {
  const document = {
    openapi: "3.1.0",
    servers: [{ url: "https://api.example.com" }],
    paths,
    ...more,
  };
  // deno-lint-ignore no-explicit-any
  return withRoutes(endpoint, compileRoutes(document)) as any;
}

const RESPONSES = (...types: string[]) => ({
  200: { description: "ok", content: Object.fromEntries(types.map((type) => [type, {}])) },
});

Deno.test("a wrapped description sends the accept its responses call for, not GitHub's", () => {
  const call = api({
    "/json": { get: { responses: RESPONSES("application/json") } },
    "/mixed": { get: { responses: RESPONSES("application/xml", "application/problem+json") } },
    "/empty": { delete: { responses: { 204: { description: "gone" } } } },
  });
  const json = call("GET /json");
  assert.equal(json.headers.accept, "application/json");
  assert.equal(json.headers["user-agent"], endpoint.DEFAULTS.headers["user-agent"]);
  assert.equal(
    call("GET /mixed").headers.accept,
    "application/problem+json, application/xml;q=0.5",
  );
  assert.equal(call("DELETE /empty").headers.accept, "application/json");
  // a caller's accept, in the call or its defaults, is kept
  assert.equal(call("GET /json", { headers: { accept: "text/csv" } }).headers.accept, "text/csv");
  assert.equal(
    call.defaults({ headers: { accept: "text/csv" } })("GET /mixed").headers.accept,
    "text/csv",
  );
});

Deno.test("a table of the endpoint's own API (api.github.com) keeps the endpoint's accept", () => {
  const github = withRoutes(
    endpoint,
    compileRoutes({
      openapi: "3.0.3",
      servers: [{ url: "https://api.github.com" }],
      paths: { "/zen": { get: { responses: RESPONSES("text/plain") } } },
    }),
  );
  assert.deepEqual(github("GET /zen"), endpoint("GET /zen"));
});

Deno.test("Accept, Content-Type and Authorization header parameters are ignored", () => {
  const parameters = ["Accept", "content-type", "AUTHORIZATION"].map((name) => ({
    name,
    in: "header",
    required: true,
    schema: { type: "string" },
  }));
  const document = {
    openapi: "3.0.3",
    paths: { "/things": { get: { parameters } } },
  };
  assert.deepEqual(compileRoutes(document).routes, { "GET /things": {} });
  const call = withRoutes(
    endpoint.defaults({ baseUrl: "https://api.example.com" }),
    compileRoutes(document),
  );
  assert.equal(call("GET /things").url, "https://api.example.com/things");
});

Deno.test("header parameter names match in any case; [] sends no header", () => {
  const call = api({
    "/things": {
      get: {
        parameters: [
          { name: "X-Api-Version", in: "header", required: true, schema: { type: "string" } },
          { name: "X-Tags", in: "header", schema: { type: "array", items: { type: "string" } } },
        ],
      },
    },
  });
  const options = call("GET /things", { "x-api-version": "2", "x-tags": ["a", "b"] });
  assert.equal(options.headers["x-api-version"], "2");
  assert.equal(options.headers["x-tags"], "a,b");
  assert.equal(options.url, "https://api.example.com/things");
  const none = call("GET /things", { "X-API-VERSION": "2", "X-Tags": [] });
  assert.equal(none.headers["x-api-version"], "2");
  assert.equal("x-tags" in none.headers, false);
  assertEndpointError(() => call("GET /things"), "INVALID_PARAMETER");
});

Deno.test("the body's media type is never a wildcard or a range, and keeps its parameters", async () => {
  const body = (...types: string[]) => ({
    post: { requestBody: { content: Object.fromEntries(types.map((type) => [type, {}])) } },
  });
  const call = api({
    "/any": body("*/*"),
    "/range": body("application/*+json", "application/merge-patch+json"),
    "/versioned": body("application/json;version=2018-01-01"),
  });
  const any = call("POST /any", { name: "x" });
  assert.equal(any.headers["content-type"], "application/json; charset=utf-8");
  const bytes = call("POST /any", { data: new Uint8Array([1, 2]) });
  assert.equal(bytes.headers["content-type"], "application/octet-stream");
  const range = call("POST /range", { name: "x" });
  assert.equal(range.headers["content-type"], "application/merge-patch+json");
  const versioned = toRequest(call("POST /versioned", { name: "x" }));
  assert.equal(versioned.headers.get("content-type"), "application/json;version=2018-01-01");
  assert.equal(await versioned.text(), '{"name":"x"}');
});

Deno.test("a string body is JSON-encoded when the media type is JSON", async () => {
  const call = api({
    "/code": {
      post: {
        requestBody: {
          required: true,
          content: { "application/json": { schema: { type: "string" } } },
        },
      },
    },
  });
  const request = toRequest(call("POST /code", { data: "DAx6" }));
  assert.equal(await request.text(), '"DAx6"');
  // with its own content-type, the caller's text goes as it is
  const own = call("POST /code", { data: '"x"', headers: { "content-type": "application/json" } });
  assert.equal(await toRequest(own).text(), '"x"');
});

Deno.test("a described path keeps its trailing slash; endpoint() keeps octokit's rule", () => {
  const call = api({
    "/items/": {
      get: { parameters: [{ name: "page", in: "query", schema: { type: "integer" } }] },
    },
    "/items/{id}/": { get: {} },
  });
  assert.equal(call("GET /items/").url, "https://api.example.com/items/");
  assert.equal(call("GET /items/", { page: 2 }).url, "https://api.example.com/items/?page=2");
  assert.equal(call("GET /items/{id}/", { id: 7 }).url, "https://api.example.com/items/7/");
  assert.equal(endpoint("GET /items/").url, "https://api.github.com/items");
});

Deno.test("a + in a described query parameter named q arrives as a +", () => {
  const call = api({
    "/search": { get: { parameters: [{ name: "q", in: "query", schema: { type: "string" } }] } },
  });
  assert.equal(
    call("GET /search", { q: "a+b c" }).url,
    "https://api.example.com/search?q=a%2Bb%20c",
  );
});

Deno.test("a body goes wherever the description gives one, OPTIONS too", async () => {
  const call = api({
    "/things": {
      options: {
        requestBody: { content: { "application/json": { schema: { type: "object" } } } },
      },
    },
  });
  const options = call("OPTIONS /things", { fields: ["a"] });
  assert.equal(options.url, "https://api.example.com/things");
  const request = toRequest(options);
  assert.equal(request.headers.get("content-type"), "application/json; charset=utf-8");
  assert.equal(await request.text(), '{"fields":["a"]}');
});

Deno.test('deepObject writes a single value as name=value, "" as name=', async () => {
  const call = api({
    "/list": {
      get: {
        parameters: [{
          name: "filter",
          in: "query",
          style: "deepObject",
          schema: { anyOf: [{ type: "object" }, { enum: [""] }] },
        }],
      },
    },
    "/update": {
      post: {
        requestBody: {
          content: {
            "application/x-www-form-urlencoded": {
              encoding: { metadata: { style: "deepObject", explode: true } },
            },
          },
        },
      },
    },
  });
  assert.equal(call("GET /list", { filter: "" }).url, "https://api.example.com/list?filter=");
  const form = toRequest(call("POST /update", { metadata: "" }));
  assert.equal(await form.text(), "metadata=");
});

Deno.test(".defaults({ baseUrl }) points operation servers on the document's host at the caller's", () => {
  const table = compileRoutes({
    openapi: "3.0.3",
    servers: [{ url: "//kubernetes.local" }],
    paths: {
      "/api/v1/pods": { get: { servers: [{ url: "https://kubernetes.local/" }] } },
      "/uploads": { post: { servers: [{ url: "https://uploads.example.com" }] } },
    },
  });
  const cluster = withRoutes(endpoint, table).defaults({ baseUrl: "https://my.cluster:6443" });
  assert.equal(cluster("GET /api/v1/pods").url, "https://my.cluster:6443/api/v1/pods");
  // another host the caller did not name keeps its place (as GitHub's uploads host does)
  assert.equal(cluster("POST /uploads", { data: "x" }).url, "https://uploads.example.com/uploads");
});

Deno.test("credentials are placed by security scheme name, as each scheme says", () => {
  const call = api({
    "/bearer": { get: { security: [{ token: [] }] } },
    "/basic": { get: { security: [{ basic: [] }] } },
    "/keys": { get: { security: [{ header: [], query: [], cookie: [] }] } },
    "/either": { get: { security: [{ basic: [] }, { token: [] }] } },
    "/open": { get: { security: [] } },
  }, {
    components: {
      securitySchemes: {
        token: { type: "http", scheme: "bearer" },
        basic: { type: "http", scheme: "basic" },
        header: { type: "apiKey", in: "header", name: "X-Api-Key" },
        query: { type: "apiKey", in: "query", name: "api_key" },
        cookie: { type: "apiKey", in: "cookie", name: "session" },
      },
    },
  });
  const credentials = {
    token: "t0k",
    basic: { username: "ada", password: "p:w" },
    header: "h1",
    query: "q+1",
    cookie: "c 1",
  };
  const withAll = call.defaults({ request: { credentials } });
  assert.equal(withAll("GET /bearer").headers.authorization, "Bearer t0k");
  assert.equal(withAll("GET /basic").headers.authorization, `Basic ${btoa("ada:p:w")}`);
  const keys = withAll("GET /keys");
  assert.equal(keys.headers["x-api-key"], "h1");
  assert.equal(keys.url, "https://api.example.com/keys?api_key=q%2B1");
  assert.equal(keys.headers.cookie, "session=c%201");
  assert.equal("request" in keys, false);
  // the first requirement whose schemes are all given
  const either = call("GET /either", { request: { credentials: { token: "t" } } });
  assert.equal(either.headers.authorization, "Bearer t");
  assert.equal("authorization" in withAll("GET /open").headers, false);
  // by scheme name over the layers, and a Basic credential field by field, in every call style
  const user = call.defaults({ request: { credentials: { basic: { username: "ada" } } } });
  const password = { request: { credentials: { basic: { password: "p2" } } } };
  const ada = `Basic ${btoa("ada:p2")}`;
  assert.equal(user("GET /basic", password).headers.authorization, ada);
  assert.equal(user({ method: "GET", url: "/basic", ...password }).headers.authorization, ada);
  assert.equal(user.defaults(password)("GET /basic").headers.authorization, ada);
  assert.equal(user.parse(user.merge("GET /basic", password)).headers.authorization, ada);
  const replaced = { request: { credentials: { token: "t2" } } };
  assert.equal(withAll("GET /bearer", replaced).headers.authorization, "Bearer t2");
  assert.equal(withAll("GET /basic", replaced).headers.authorization, `Basic ${btoa("ada:p:w")}`);
  // a wrong form or an unknown scheme is an error that never quotes the value
  const wrong = assertEndpointError(
    () => call("GET /basic", { request: { credentials: { basic: { username: "secret-name" } } } }),
    "INVALID_PARAMETER",
  );
  assert.ok(!wrong.message.includes("secret-name"), wrong.message);
  const unknown = assertEndpointError(
    () => call("GET /basic", { request: { credentials: { tokn: "secret-value" } } }),
    "INVALID_PARAMETER",
  );
  assert.match(unknown.message, /"tokn"/);
  assert.ok(!unknown.message.includes("secret-value"), unknown.message);
  // a credential no header can hold is masked in the engine's message too
  const bad = [
    ["GET /bearer", { token: "secret\nvalue" }],
    ["GET /keys", { header: "secret\nvalue", query: "q", cookie: "c" }],
  ] as const;
  for (const [route, given] of bad) {
    const masked = assertEndpointError(
      () => call(route, { request: { credentials: given } }),
      "INVALID_HEADER",
    );
    assert.ok(!masked.message.includes("secret"), masked.message);
  }
});

Deno.test("server variables: an unknown name is an error naming it, a bad value is not quoted", () => {
  const call = withRoutes(
    endpoint,
    compileRoutes({
      openapi: "3.0.3",
      servers: [{
        url: "https://api.telegram.org/bot{token}/{version}",
        variables: { token: { default: "0" }, version: { default: "v1", enum: ["v1", "v2"] } },
      }],
      paths: { "/getMe": { get: {} } },
    }),
  );
  assert.equal(
    call("GET /getMe", { request: { serverVariables: { token: "12:AB" } } }).url,
    "https://api.telegram.org/bot12:AB/v1/getMe",
  );
  const typo = assertEndpointError(
    () => call("GET /getMe", { request: { serverVariables: { tokn: "12:secret" } } }),
    "INVALID_BASE_URL",
  );
  assert.match(typo.message, /"tokn"/);
  assert.ok(!typo.message.includes("12:secret"), typo.message);
  const bad = assertEndpointError(
    () => call("GET /getMe", { request: { serverVariables: { version: "secret-v3" } } }),
    "INVALID_BASE_URL",
  );
  assert.match(bad.message, /"version"/);
  assert.ok(!bad.message.includes("secret-v3"), bad.message);
});

Deno.test("a described path's literal /:name and {name}:verb stay text; only {name} is a placeholder", () => {
  const call = api({
    "/webhooks/:id": { delete: {} },
    "/v1/{name}:cancel": { post: {} },
  });
  assert.equal(call("DELETE /webhooks/:id").url, "https://api.example.com/webhooks/:id");
  assert.equal(
    call("POST /v1/{name}:cancel", { name: "ops/1:a" }).url,
    "https://api.example.com/v1/ops%2F1%3Aa:cancel",
  );
  // endpoint() keeps octokit's dialect
  assert.equal(
    endpoint("DELETE /webhooks/:id", { id: 7 }).url,
    "https://api.github.com/webhooks/7",
  );
});

Deno.test("an object body takes the first concrete media type that can carry it", () => {
  const call = api({
    "/consents": {
      post: {
        requestBody: {
          content: { "application/jose+jwe": {}, "application/json": {} },
        },
      },
    },
  });
  assert.equal(
    call("POST /consents", { Data: { a: 1 } }).headers["content-type"],
    "application/json; charset=utf-8",
  );
  assert.equal(
    call("POST /consents", { data: "eyJ" }).headers["content-type"],
    "application/jose+jwe",
  );
});

Deno.test("a nested form field with no Encoding Object is written as deepObject writes it", async () => {
  const call = api({
    "/sendMessage": {
      post: { requestBody: { content: { "application/x-www-form-urlencoded": {} } } },
    },
  });
  const request = toRequest(call("POST /sendMessage", {
    chat_id: 1,
    reply_markup: { inline_keyboard: [[{ text: "a", url: "b" }]] },
  }));
  assert.equal(
    decodeURIComponent(await request.text()),
    "chat_id=1&reply_markup[inline_keyboard][0][0][text]=a&reply_markup[inline_keyboard][0][0][url]=b",
  );
});

Deno.test("GitHub's own table keeps endpoint()'s literal + in q, on a route placed by the table", () => {
  const github = withRoutes(
    endpoint,
    compileRoutes({
      openapi: "3.0.3",
      servers: [{ url: "https://api.github.com" }],
      paths: {
        "/search/issues": {
          get: {
            parameters: [
              { name: "q", in: "query", schema: { type: "string" } },
              { name: "labels", in: "query", schema: { type: "array", items: { type: "string" } } },
            ],
          },
        },
      },
    }),
  );
  const options = github("GET /search/issues", { q: "is:open+label:bug", labels: ["a", "b"] });
  assert.equal(
    options.url,
    "https://api.github.com/search/issues?q=is%3Aopen+label%3Abug&labels=a&labels=b",
  );
});

Deno.test("credentials for a description without security schemes are an error naming them", () => {
  const call = api({ "/open": { get: {} } });
  const error = assertEndpointError(
    () => call("GET /open", { request: { credentials: { token: "secret-token" } } }),
    "INVALID_PARAMETER",
  );
  assert.match(error.message, /"token".*it has none/);
  assert.ok(!error.message.includes("secret-token"), error.message);
});
