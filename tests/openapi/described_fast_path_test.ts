/**
 * A call to a route whose entry is empty, in another API's table, skips merging and placing: it is
 * built by the wrapped endpoint with the document's server and the entry's `accept` as defaults.
 * Each case here is built both ways (the call, and `parse(merge())`, which always places) and
 * must give the same request options, in every layer of defaults.
 *
 * @module
 */
import assert from "node:assert/strict";
import { endpoint } from "@x/endpoint";
import { compileRoutes, withRoutes } from "@x/endpoint/openapi";

const table = compileRoutes({
  openapi: "3.1.0",
  servers: [{ url: "https://api.example.com/v1" }],
  paths: {
    "/things/{id}": {
      get: { responses: { 200: { description: "", content: { "text/csv": {} } } } },
      post: {},
      delete: {},
    },
    "/slash/": { get: {} },
    "/files/:name": { get: {} },
    "/search": { get: {} },
  },
});

type Options = Record<string, unknown>;
/** The layers' calls, read without their route types. */
type Loose = ((route: unknown, options?: unknown) => unknown) & {
  merge(route: unknown, options?: unknown): unknown;
  parse(merged: unknown): unknown;
};
const CASES: [string, Options][] = [
  ["GET /things/{id}", { id: 7 }],
  ["GET /things/{id}", { id: "a b", page: 2, tags: ["x", "y"] }],
  ["GET /things/{id}", { id: 7, headers: { accept: endpoint.DEFAULTS.headers.accept } }],
  ["GET /things/{id}", { id: 7, headers: { "x-a": "1" } }],
  ["GET /things/{id}", { id: 7, mediaType: { format: "raw" } }],
  ["GET /things/{id}", { id: 7, baseUrl: "https://other.example.com" }],
  ["POST /things/{id}", { id: 7, name: "n", data2: [1] }],
  ["POST /things/{id}", { id: 7, data: "text" }],
  ["DELETE /things/{id}", { id: 7 }],
  ["GET /slash/", { page: 1 }],
  ["GET /files/:name", { name: "x" }],
  ["GET /search", { q: "a+b c" }],
];

Deno.test("withRoutes() builds an empty entry of another API as placing it would", () => {
  const layers = {
    "no defaults": withRoutes(endpoint, table),
    "defaults with a base URL": withRoutes(endpoint, table).defaults({
      baseUrl: "https://proxy.example.com",
    }),
    "defaults with headers": withRoutes(endpoint, table).defaults({
      headers: { accept: "application/xml", "content-type": "application/x-www-form-urlencoded" },
    }),
    "defaults with q": withRoutes(endpoint, table).defaults({ q: "a+b" }),
    "over endpoint.defaults()": withRoutes(
      endpoint.defaults({ mediaType: { format: "diff" } }),
      table,
    ),
  };
  for (const [layer, api] of Object.entries(layers) as [string, unknown][] as [string, Loose][]) {
    for (const [route, options] of CASES) {
      const placed = api.parse(api.merge(route, { ...options }));
      assert.deepEqual(
        api(route, { ...options }),
        placed,
        `${layer}: ${route} ${JSON.stringify(options)}`,
      );
      const [method, url] = route.split(" ");
      assert.deepEqual(api({ method, url, ...options }), placed, `${layer}: { ${route} }`);
    }
  }
});

Deno.test("withRoutes() sends the description's server and accept on an empty entry's call", () => {
  const api = withRoutes(endpoint, table);
  const { url, headers } = api("GET /things/{id}", { id: 7, page: 2 });
  assert.equal(url, "https://api.example.com/v1/things/7?page=2");
  assert.equal(headers.accept, table.routes["GET /things/{id}"].accept); // as compileRoutes() says
  assert.equal(api("GET /search", { q: "a+b" }).url, "https://api.example.com/v1/search?q=a%2Bb");
  assert.equal(api("GET /slash/", {}).url, "https://api.example.com/v1/slash/");
});
