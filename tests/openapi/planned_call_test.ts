/**
 * A call of a route with a plan skips merging and placing (docs/decisions.md, decision 76): each
 * call here, generated from GitHub's, STAPI's and Microsoft Graph's descriptions, is built both
 * ways (the call, and `parse(merge())`, which always places) in several layers of defaults, and
 * must give the same request options, or the same error.
 *
 * @module
 */
import assert from "node:assert/strict";
import { endpoint } from "@x/endpoint";
import { compileRoutes, type RouteTable, withRoutes } from "@x/endpoint/openapi";
import { description } from "../../scripts/descriptions.ts";
import { CallGenerator } from "./_generate.ts";
import { type Json, operations } from "./_operations.ts";
import { descriptionRoutes, drawRoutes, tableParametersOf } from "../../bench/_cliff.ts";
import { prng } from "../../bench/_prng.ts";

/** A layer's calls, read without their route types. */
type Loose = ((route: unknown, options?: unknown) => unknown) & {
  merge(route: unknown, options?: unknown): unknown;
  parse(merged: unknown): unknown;
  defaults(options: unknown): Loose;
};

interface TestCall {
  route: string;
  options: Json;
}

/** Every value frozen, so a call that changed what it was given would throw. */
function frozen<T>(value: T): T {
  if (typeof value === "object" && value !== null && !ArrayBuffer.isView(value)) {
    for (const item of Object.values(value)) frozen(item);
    Object.freeze(value);
  }
  return value;
}

/** A copy of a call's options: new objects all the way down (bytes and blobs as they are). */
function copy(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(copy);
  if (typeof value !== "object" || value === null) return value;
  const prototype = Object.getPrototypeOf(value);
  if (prototype !== Object.prototype && prototype !== null) return value;
  return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, copy(item)]));
}

/** What a call gives: its request options, or its error's code. */
function outcome(build: () => unknown): unknown {
  try {
    return build();
  } catch (error) {
    return { error: (error as { code?: string }).code ?? String(error) };
  }
}

/** `count` generated calls of a description, and a variant with its header parameters as options. */
async function generated(document: Json, count: number, draw: number): Promise<TestCall[]> {
  const random = prng(draw);
  const all = operations(document);
  const generator = new CallGenerator(document, draw);
  const calls: TestCall[] = [];
  for (let i = 0; i < count; i++) {
    const operation = all[Math.floor(random() * all.length)];
    const call = await generator.call(operation);
    calls.push({ route: call.route, options: call.options });
    const headers = call.options.headers as Json | undefined;
    const declared = operation.parameters.filter((p) => p.in === "header").map((p) => p.name);
    const named = declared.filter((name) => headers?.[name.toLowerCase()] !== undefined);
    if (named.length > 0) {
      const options: Json = { ...call.options, headers: { ...headers } };
      for (const name of named) {
        options[name] = headers![name.toLowerCase()];
        delete (options.headers as Json)[name.toLowerCase()];
      }
      calls.push({ route: call.route, options });
    }
  }
  return calls;
}

/** Graph's routes with their required values, and every other parameter the table places. */
function graphCalls(document: Json, table: RouteTable, count: number): TestCall[] {
  return drawRoutes(descriptionRoutes(document), count, 0x76).map((route, index) => {
    const options: Json = tableParametersOf(route);
    const entry = table.routes[route.route];
    if (index % 2 === 0) {
      for (const [name, spec] of Object.entries(entry?.parameters ?? {})) {
        if (spec.in === "query") options[name] = ["id", "display name"];
        if (spec.in === "header") options[name] = "eventual";
      }
    }
    if (index % 3 === 0 && !route.route.startsWith("GET")) options.displayName = "a b";
    return { route: route.route, options };
  });
}

/** The layers each call is built in: with and without defaults of each kind. */
function layers(table: RouteTable): Record<string, Loose> {
  const api = withRoutes(endpoint, table) as unknown as Loose;
  return {
    "no defaults": api,
    "defaults with headers": api.defaults({ headers: { "x-a": "1", cookie: "c=1" } }),
    "defaults with a base URL": api.defaults({ baseUrl: "https://proxy.example.com/api" }),
    "defaults with a parameter, twice": api.defaults({ per_page: 5 }).defaults({ page: 2 }),
    "over endpoint.defaults()": withRoutes(
      endpoint.defaults({ mediaType: { format: "raw" } }),
      table,
    ) as unknown as Loose,
  };
}

/** Builds every call in every layer both ways; returns how many were compared. */
function compare(table: RouteTable, calls: readonly TestCall[]): number {
  let compared = 0;
  for (const [layer, api] of Object.entries(layers(table))) {
    for (const { route, options } of calls) {
      const placed = outcome(() => api.parse(api.merge(route, copy(options))));
      const planned = outcome(() => api(route, frozen(copy(options))));
      assert.deepEqual(planned, placed, `${layer}: ${route} ${JSON.stringify(options)}`);
      compared++;
      // one options object names its route by its method and url: a call that gives others too
      // names another route
      if (Object.hasOwn(options, "method") || Object.hasOwn(options, "url")) continue;
      const [method, url] = route.split(" ");
      const fromOptions = outcome(() => api(frozen({ method, url, ...copy(options) as Json })));
      assert.deepEqual(fromOptions, placed, `${layer}: { ${route} }`);
    }
  }
  return compared;
}

Deno.test("withRoutes() builds generated GitHub calls as merging and placing them would", async () => {
  const document = await description("github");
  const calls = await generated(document, 200, 0x76);
  assert.ok(compare(compileRoutes(document), calls) >= 1000);
});

Deno.test("withRoutes() builds generated form-body calls as merging and placing them would", async () => {
  const document = await description("star-trek");
  const calls = await generated(document, 100, 0x77);
  assert.ok(compare(compileRoutes(document), calls) >= 500);
});

Deno.test("withRoutes() builds Microsoft Graph calls as merging and placing them would", async () => {
  const document = await description("graph");
  const table = compileRoutes(document);
  assert.ok(compare(table, graphCalls(document, table, 300)) >= 1500);
});

/** A small description with every kind of parameter and body the plans write. */
const EDGES = compileRoutes({
  openapi: "3.1.0",
  servers: [{ url: "https://api.example.com/v1" }],
  paths: {
    "/items/{id}": {
      parameters: [{ name: "id", in: "path", required: true, schema: { type: "integer" } }],
      get: {
        parameters: [
          { name: "tags", in: "query", schema: { type: "array", items: { type: "string" } } },
          {
            name: "filter",
            in: "query",
            style: "deepObject",
            explode: true,
            schema: { type: "object" },
          },
          { name: "X-Trace", in: "header", schema: { type: "array", items: { type: "string" } } },
          { name: "session", in: "cookie", schema: { type: "array", items: { type: "string" } } },
          { name: "Need", in: "header", required: true, schema: { type: "string" } },
        ],
      },
      post: { requestBody: { content: { "application/json": { schema: { type: "object" } } } } },
      put: {
        requestBody: { content: { "application/vnd.api+json": { schema: { type: "object" } } } },
      },
      patch: {
        requestBody: {
          required: true,
          content: { "application/x-www-form-urlencoded": { schema: { type: "object" } } },
        },
      },
      delete: {
        requestBody: { content: { "application/octet-stream": {} } },
      },
    },
    "/styled/{ids}": {
      get: {
        parameters: [{
          name: "ids",
          in: "path",
          required: true,
          style: "label",
          explode: true,
          schema: { type: "array", items: { type: "string" } },
        }],
      },
    },
    "/search": { get: { parameters: [{ name: "q", in: "query", schema: { type: "string" } }] } },
    "/plain": { get: {} },
  },
});

const EDGE_CALLS: TestCall[] = [
  { route: "GET /items/{id}", options: { id: 1, Need: "n", tags: ["a", "b c"], page: 2 } },
  { route: "GET /items/{id}", options: { id: 1, Need: "n", filter: { s: "open" }, tags: null } },
  { route: "GET /items/{id}", options: { id: 1, Need: "n", "X-Trace": [], session: ["s", "t"] } },
  { route: "GET /items/{id}", options: { id: 1, Need: "", "x-trace": ["a"], session: undefined } },
  { route: "GET /items/{id}", options: { id: 1, need: "lowercase", headers: { "x-b": "2" } } },
  { route: "GET /items/{id}", options: { id: 1, Need: "n", headers: { accept: "text/csv" } } },
  { route: "GET /items/{id}", options: { id: 1, Need: "n", headers: { cookie: "c=2" } } },
  { route: "GET /items/{id}", options: { id: 1 } },
  { route: "GET /items/{id}", options: { Need: "n" } },
  { route: "GET /items/{id}", options: { id: null, Need: "n" } },
  { route: "GET /items/{id}", options: { id: 1, Need: "n", mediaType: { format: "raw" } } },
  { route: "GET /items/{id}", options: { id: 1, Need: "n", baseUrl: "https://b.example.com" } },
  { route: "POST /items/{id}", options: { id: 1 } },
  { route: "POST /items/{id}", options: { id: 1, data: { a: 1 } } },
  { route: "POST /items/{id}", options: { id: 1, data: [1, 2], page: 3 } },
  { route: "POST /items/{id}", options: { id: 1, data: "text" } },
  { route: "POST /items/{id}", options: { id: 1, data: new Uint8Array([1, 2]) } },
  {
    route: "POST /items/{id}",
    options: { id: 1, data: { a: 1 }, headers: { "content-type": "a/b" } },
  },
  { route: "PUT /items/{id}", options: { id: 1 } },
  { route: "PUT /items/{id}", options: { id: 1, data: { a: 1 } } },
  { route: "PUT /items/{id}", options: { id: 1, name: "n", list: [1, 2] } },
  { route: "PUT /items/{id}", options: { id: 1, data: "text" } },
  { route: "PUT /items/{id}", options: { id: 1, name: "n", headers: { "Content-Type": "a/b" } } },
  { route: "PATCH /items/{id}", options: { id: 1 } },
  { route: "PATCH /items/{id}", options: { id: 1, a: "x y", b: [1, 2], c: undefined } },
  { route: "DELETE /items/{id}", options: { id: 1 } },
  { route: "DELETE /items/{id}", options: { id: 1, a: "x" } },
  { route: "GET /styled/{ids}", options: { ids: ["a", "b"] } },
  { route: "GET /search", options: { q: "a+b c" } },
  { route: "GET /plain", options: { q: "a+b c", page: 1 } },
  { route: "GET /plain", options: { request: { serialize: { query: { style: "form" } } } } },
  { route: "GET /plain", options: { request: { signal: null } } },
  { route: "GET /plain", options: { method: "POST", a: 1 } },
  { route: "get /plain", options: { a: 1 } },
  { route: "GET /elsewhere", options: { a: 1 } },
  {
    route: "GET /elsewhere",
    options: { a: [1, 2], request: { serialize: { query: { explode: false } } } },
  },
];

Deno.test("withRoutes() builds every kind of parameter and body as merging and placing would", () => {
  assert.equal(compare(EDGES, EDGE_CALLS), EDGE_CALLS.length * 5);
});
