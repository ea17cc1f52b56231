/**
 * `withRoutes()`: each parameter and body written as a compiled description says, in every call
 * style, with `request.serialize` per call and through `.defaults()`.
 */
import assert from "node:assert/strict";
import { endpoint, EndpointError, toRequest } from "@x/endpoint";
import { compileRoutes, type RouteTable, withRoutes } from "@x/endpoint/openapi";

/** A small description that uses every place and style the table records. */
const DESCRIPTION = {
  openapi: "3.1.0",
  servers: [{ url: "https://shop.example.com/v1" }],
  paths: {
    "/items/{ids}": {
      parameters: [{
        name: "ids",
        in: "path",
        required: true,
        style: "label",
        explode: true,
        schema: { type: "array", items: { type: "integer" } },
      }],
      get: {
        parameters: [
          { name: "filter", in: "query", style: "deepObject", schema: { type: "object" } },
          { name: "tags", in: "query", schema: { type: "array", items: { type: "string" } } },
          { name: "X-Trace", in: "header", required: true, schema: { type: "string" } },
          { name: "session", in: "cookie", schema: { type: "string" } },
        ],
      },
    },
    "/items": {
      post: {
        parameters: [{ name: "dry_run", in: "query", schema: { type: "boolean" } }],
        requestBody: {
          required: true,
          content: {
            "application/x-www-form-urlencoded": {
              encoding: { metadata: { style: "deepObject", explode: true } },
            },
            "application/json": {},
          },
        },
      },
    },
    "/items/{id}": {
      patch: {
        parameters: [{ name: "id", in: "path", required: true, schema: { type: "string" } }],
        requestBody: { content: { "application/json": {} } },
      },
      put: {
        parameters: [{ name: "id", in: "path", required: true, schema: { type: "string" } }],
        requestBody: { required: true, content: { "multipart/form-data": {} } },
      },
    },
  },
};

const TABLE = compileRoutes(DESCRIPTION);
const shop = withRoutes(endpoint, TABLE);

function assertEndpointError(fn: () => unknown, code: string): void {
  assert.throws(fn, (error) => error instanceof EndpointError && error.code === code);
}

Deno.test("withRoutes() writes path, query, header and cookie parameters as the table says", () => {
  const options = shop("GET /items/{ids}", {
    ids: [3, 4],
    filter: { status: "open" },
    tags: ["a", "b"],
    "X-Trace": "t1",
    session: "s1",
  });
  assert.equal(
    options.url,
    "https://shop.example.com/v1/items/.3.4?filter%5Bstatus%5D=open&tags=a&tags=b",
  );
  assert.equal(options.headers["x-trace"], "t1");
  assert.equal(options.headers.cookie, "session=s1");
  assert.equal(options.body, undefined);
});

Deno.test("withRoutes() matches a route in every call style", () => {
  const parameters = { ids: [3], tags: ["a", "b"], "X-Trace": "t" };
  const expected = shop("GET /items/{ids}", parameters);
  const bound = shop.defaults({ method: "GET", url: "/items/{ids}" });
  for (
    const options of [
      shop({ method: "GET", url: "/items/{ids}", ...parameters }),
      shop.parse(shop.merge("GET /items/{ids}", parameters)),
      bound(parameters),
      shop("get /items/{ids}", parameters),
    ]
  ) assert.deepEqual(options, expected);
  assert.equal(expected.url, "https://shop.example.com/v1/items/.3?tags=a&tags=b");
});

Deno.test("withRoutes() rejects a call without a required parameter", () => {
  assertEndpointError(() => shop("GET /items/{ids}", { ids: [1] }), "INVALID_PARAMETER");
  // @ts-expect-error the path parameter is missing
  assertEndpointError(() => shop("GET /items/{ids}", { "X-Trace": "t" }), "INVALID_PARAMETER");
  // a required header given as a header counts
  const options = shop("GET /items/{ids}", { ids: [1], headers: { "x-trace": "t" } });
  assert.equal(options.headers["x-trace"], "t");
});

Deno.test("withRoutes() sends a form body with nested fields in the first media type", async () => {
  const request = toRequest(shop("POST /items", {
    dry_run: true,
    name: "Mug",
    metadata: { colour: "red" },
  }));
  assert.equal(request.url, "https://shop.example.com/v1/items?dry_run=true");
  assert.equal(request.headers.get("content-type"), "application/x-www-form-urlencoded");
  assert.equal(await request.text(), "name=Mug&metadata%5Bcolour%5D=red");
});

Deno.test("withRoutes() sends JSON when the call asks for a later media type", () => {
  const options = shop("POST /items", {
    name: "Mug",
    headers: { "content-type": "application/json" },
  });
  assert.equal(JSON.stringify(options.body), '{"name":"Mug"}');
  assert.equal(options.headers["content-type"], "application/json");
});

Deno.test("withRoutes() sends a multipart body with a file field, its boundary in its content-type", async () => {
  const file = new File(["hello"], "hello.txt", { type: "text/plain" });
  const options = shop("PUT /items/{id}", { id: "7", title: "Hi", file });
  assert.match(options.headers["content-type"], /^multipart\/form-data; boundary=/);
  assert.equal(options.headers["content-type"], (options.body as Blob).type);
  const request = toRequest(options);
  assert.equal(request.headers.get("content-type"), options.headers["content-type"]);
  const form = await request.formData();
  assert.equal(form.get("title"), "Hi");
  const sent = form.get("file") as File;
  assert.equal(sent.name, "hello.txt");
  assert.equal(await sent.text(), "hello");
});

Deno.test("withRoutes() sends no body on a PATCH whose body is optional and has no fields", () => {
  const options = shop("PATCH /items/{id}", { id: "7" });
  assert.equal("body" in options, false);
  assert.equal(endpoint("PATCH /items/{id}", { id: "7" }).body, ""); // what endpoint() sends
  assert.equal(JSON.stringify(shop("PATCH /items/{id}", { id: "7", a: 1 }).body), '{"a":1}');
});

Deno.test("withRoutes() sends data as it is, in the first media type", () => {
  const options = shop("POST /items", { data: "name=raw" });
  assert.equal(options.body, "name=raw");
  assert.equal(options.headers["content-type"], "application/x-www-form-urlencoded");
});

Deno.test("withRoutes() reads request.serialize without a table, per call and through defaults", () => {
  const api = withRoutes(endpoint.defaults({ baseUrl: "https://api.example.com" }));
  const brackets = api.defaults({
    request: { serialize: { parameters: { fields: { style: "brackets" } } } },
  });
  const both = brackets.defaults({
    request: { serialize: { parameters: { ids: { style: "pipeDelimited", explode: false } } } },
  });
  assert.equal(
    both("GET /projects", { fields: [1, 2], ids: [3, 4] }).url,
    "https://api.example.com/projects?fields%5B%5D=1&fields%5B%5D=2&ids=3%7C4",
  );
  // a call's entry for a name wins; the defaults' other entries stay
  const call = both("GET /projects", {
    fields: [1, 2],
    ids: [3, 4],
    request: { serialize: { parameters: { ids: { explode: true } } } },
  });
  assert.equal(
    call.url,
    "https://api.example.com/projects?fields%5B%5D=1&fields%5B%5D=2&ids=3&ids=4",
  );
  assert.equal(call.request, undefined);
  // per location
  assert.equal(
    api("GET /x/{id}", {
      id: ["a", "b"],
      request: { serialize: { path: { style: "matrix", explode: true } }, timeout: 5 },
    }).url,
    "https://api.example.com/x/;id=a;id=b",
  );
  assert.deepEqual(
    api("GET /x", { request: { serialize: {}, timeout: 5 } }).request,
    { timeout: 5 },
  );
});

Deno.test("withRoutes() keeps request.serialize out of results and DEFAULTS merged by name", () => {
  const api = withRoutes(endpoint).defaults({
    request: { serialize: { parameters: { a: { style: "brackets" } } } },
  }).defaults({ request: { serialize: { parameters: { b: { style: "brackets" } } } } });
  assert.deepEqual(api.DEFAULTS.request?.serialize, {
    parameters: { a: { style: "brackets" }, b: { style: "brackets" } },
  });
  const merged = api.merge("GET /x", { a: [1], b: [2] });
  const options = api.parse(merged);
  assert.deepEqual(options, api("GET /x", { a: [1], b: [2] }));
  assert.equal(options.url, "https://api.github.com/x?a%5B%5D=1&b%5B%5D=2");
  assert.equal(options.request, undefined);
});

Deno.test("withRoutes() does not change its arguments or the table", () => {
  const table = structuredClone(TABLE);
  const parameters = {
    ids: [3, 4],
    filter: { status: "open" },
    "X-Trace": "t",
    request: { serialize: { parameters: { tags: { style: "brackets" } } } },
    tags: ["x"],
  };
  const copy = structuredClone(parameters);
  const api = withRoutes(endpoint, table);
  api("GET /items/{ids}", parameters);
  api("POST /items", { name: "a", metadata: { k: "v" } });
  assert.deepEqual(parameters, copy);
  assert.deepEqual(table, TABLE);
});

Deno.test("withRoutes() reads a table that went through JSON", () => {
  const table: RouteTable = JSON.parse(JSON.stringify(TABLE));
  const api = withRoutes(endpoint, table);
  const call = { ids: [1, 2], filter: { a: "b" }, "X-Trace": "t" };
  assert.deepEqual(api("GET /items/{ids}", call), shop("GET /items/{ids}", call));
});

Deno.test("withRoutes() writes a primitive as form where the style is for arrays and objects", () => {
  const api = withRoutes(
    endpoint,
    compileRoutes({
      openapi: "3.1.0",
      paths: {
        "/search": {
          get: {
            parameters: [{
              name: "q",
              in: "query",
              style: "deepObject",
              schema: { oneOf: [{ type: "string" }, { type: "object" }] },
            }],
          },
        },
      },
    }),
  );
  assert.equal(api("GET /search", { q: "a b" }).url, "https://api.github.com/search?q=a%20b");
  assert.equal(
    api("GET /search", { q: { a: "b" } }).url,
    "https://api.github.com/search?q%5Ba%5D=b",
  );
});

Deno.test("withRoutes() requires the path variables of a described route with an empty entry", () => {
  const api = withRoutes(endpoint, { routes: { "GET /a/{id}": {} } });
  // @ts-expect-error the path parameter is missing
  assertEndpointError(() => api("GET /a/{id}"), "INVALID_PARAMETER");
  // @ts-expect-error null is no value
  assertEndpointError(() => api("GET /a/{id}", { id: null }), "INVALID_PARAMETER");
  assert.equal(api.defaults({ id: 7 })("GET /a/{id}").url, "https://api.github.com/a/7");
  // a description's own accept (`application/json`: it lists no response), not GitHub's
  assert.deepEqual(
    api("GET /a/{id}", { id: 7 }),
    endpoint("GET /a/{id}", { id: 7, headers: { accept: "application/json" } }),
  );
  // a route the table does not have is left to endpoint(), which expands the variable to nothing
  // @ts-expect-error the path parameter is missing
  assert.deepEqual(api("GET /b/{id}"), endpoint("GET /b/{id}"));
});

Deno.test("withRoutes() sends an optional JSON body with endpoint()'s content-type", () => {
  const options = shop("PATCH /items/{id}", { id: "7", name: "Mug" });
  const plain = endpoint.defaults({
    baseUrl: "https://shop.example.com/v1",
    headers: { accept: "application/json" },
  });
  assert.deepEqual(options, plain("PATCH /items/{id}", { id: "7", name: "Mug" }));
  // a variable of the url stays in the url, whatever the table says of its name
  const api = withRoutes(endpoint, {
    routes: { "GET /search{?q}": { parameters: { q: { in: "query", style: "pipeDelimited" } } } },
  });
  assert.equal(
    api("GET /search{?q}", { q: ["a", "b"] }).url,
    "https://api.github.com/search?q=a,b",
  );
});

Deno.test("withRoutes() keeps the core's path and header checks for styled parameters", () => {
  const api = withRoutes(endpoint, {
    routes: {
      "GET /a/{x}/b": {
        parameters: { x: { in: "path", style: "label" }, h: { in: "header" } },
      },
    },
  });
  // the label style's "." and a value "." would form the segment "..": rejected, not resolved away
  assertEndpointError(() => api("GET /a/{x}/b", { x: "." }), "INVALID_PARAMETER");
  assert.equal(
    api("GET /a/{x}/b", { x: "a/../.." }).url,
    "https://api.github.com/a/.a%2F..%2F../b",
  );
  assertEndpointError(() => api("GET /a/{x}/b", { x: "1", h: "a\r\nb" }), "INVALID_HEADER");
});

Deno.test("withRoutes() rejects what is not an endpoint function or a route table", () => {
  for (
    const [wrapped, table] of [[null, undefined], [{}, undefined], [endpoint, []], [endpoint, {}]]
  ) {
    // deno-lint-ignore no-explicit-any
    assertEndpointError(() => withRoutes(wrapped as any, table as any), "INVALID_ROUTE");
  }
});

Deno.test("withRoutes() writes a plain object in data as the fields of a form or multipart body", async () => {
  // a field named like an option (`url`) can only be given in data
  const form = toRequest(shop("POST /items", { data: { url: "https://a.example/x", n: 1 } }));
  assert.equal(await form.text(), "url=https%3A%2F%2Fa.example%2Fx&n=1");
  const multipart = shop("PUT /items/{id}", { id: "7", data: { url: "u", title: "t" } });
  assert.equal(multipart.headers["content-type"], (multipart.body as Blob).type);
  const sent = await toRequest(multipart).formData();
  assert.deepEqual([sent.get("url"), sent.get("title")], ["u", "t"]);
  // any other data is sent as it is
  assert.equal(shop("POST /items", { data: "a=1" }).body, "a=1");
});
