/**
 * Every bad input to the openapi entry is an `EndpointError` with its code, never a raw
 * `TypeError`, `RangeError` or `URIError`: a malformed `$ref`, a server URL that cannot be
 * parsed, a route table of the wrong shape (checked when `withRoutes()` reads it), a
 * `request.serverVariables` or `request.credentials` that is not an object.
 */
import assert from "node:assert/strict";
import fc from "fast-check";
import { endpoint } from "@x/endpoint";
import { compileRoutes, serializeQuery, withRoutes } from "@x/endpoint/openapi";
import { check } from "../_arbitraries.ts";
import { assertEndpointError, type Loose, outcome } from "../_helpers.ts";

Deno.test("compileRoutes() rejects a $ref with a bad percent-escape as INVALID_ROUTE", () => {
  assertEndpointError(
    () =>
      compileRoutes({
        openapi: "3.1.0",
        paths: { "/x": { get: { parameters: [{ $ref: "#/%E0%A4%A/x" }] } } },
      }),
    "INVALID_ROUTE",
  );
});

Deno.test("a 100,000-deep array where a style or a name belongs is an EndpointError, not a RangeError", () => {
  let deep: Loose = "x";
  for (let i = 0; i < 100_000; i++) deep = [deep];
  const document = (parameter: Record<string, unknown>) => ({
    openapi: "3.1.0",
    paths: { "/x/{id}": { get: { parameters: [{ name: "id", in: "path", ...parameter }] } } },
  });
  assertEndpointError(() => compileRoutes(document({ style: deep })), "INVALID_ROUTE");
  assertEndpointError(() => compileRoutes(document({ name: deep })), "INVALID_ROUTE");
  assertEndpointError(() => serializeQuery("a", 1, { style: deep }), "INVALID_PARAMETER");
  const api: Loose = withRoutes(endpoint, { routes: { "GET /x/{id}": {} } });
  assertEndpointError(
    () => api("GET /x/{id}", { id: 1, request: { serialize: { path: { style: deep } } } }),
    "INVALID_PARAMETER",
  );
});

Deno.test("withRoutes() rejects a relative server URL it cannot parse as INVALID_BASE_URL", () => {
  for (const url of ["//[", "http://[::1", "//a b"]) {
    const api: Loose = withRoutes(endpoint, { servers: [{ url }], routes: { "GET /x": {} } });
    assertEndpointError(() => api("GET /x"), "INVALID_BASE_URL", url);
  }
});

Deno.test("withRoutes() rejects request.serverVariables that is not an object as INVALID_BASE_URL", () => {
  const api: Loose = withRoutes(endpoint, {
    servers: [{ url: "https://{region}.example", variables: { region: { default: "eu" } } }],
    routes: { "GET /x": {} },
  });
  for (const variables of [null, "eu", 1, ["eu"]]) {
    assertEndpointError(
      () => api("GET /x", { request: { serverVariables: variables } }),
      "INVALID_BASE_URL",
      String(variables),
    );
  }
});

Deno.test("withRoutes() rejects request.credentials that is not an object as INVALID_PARAMETER", () => {
  const api: Loose = withRoutes(endpoint, {
    securitySchemes: { token: { type: "http", scheme: "bearer" } },
    security: [["token"]],
    routes: { "GET /x": {} },
  });
  assert.equal(
    api("GET /x", { request: { credentials: { token: "t" } } }).headers.authorization,
    "Bearer t",
  );
  for (const credentials of [null, 1, true, "t", ["t"]]) {
    assertEndpointError(
      () => api("GET /x", { request: { credentials } }),
      "INVALID_PARAMETER",
      String(credentials),
    );
  }
});

/** Table shapes a hand-written or corrupted table may have. */
const SHAPES: unknown[] = [
  { routes: { "GET /x": null } },
  { routes: { "GET /x": 1 } },
  { routes: { "GET /x": [] } },
  { routes: { "GET /x": { parameters: null } } },
  { routes: { "GET /x": { parameters: [] } } },
  { routes: { "GET /x": { parameters: { q: null } } } },
  { routes: { "GET /x": { parameters: { q: { in: "body" } } } } },
  { routes: { "GET /x": { parameters: { q: { in: "query", style: 3 } } } } },
  { routes: { "GET /x": { parameters: { q: { in: "query", explode: "yes" } } } } },
  { routes: { "GET /x": { required: "q" } } },
  { routes: { "GET /x": { required: [1] } } },
  { routes: { "POST /x": { body: null } } },
  { routes: { "POST /x": { body: {} } } },
  { routes: { "POST /x": { body: { content: [null] } } } },
  { routes: { "POST /x": { body: { content: [{ type: 1 }] } } } },
  { routes: { "POST /x": { body: { content: [{ type: "a/b", encoding: [] }] } } } },
  { routes: { "GET /x": { servers: [] } } },
  { routes: { "GET /x": { servers: [null] } } },
  { routes: { "GET /x": { servers: [{ url: 1 }] } } },
  { routes: { "GET /x": { servers: [{ url: "https://{a}.x", variables: { a: null } }] } } },
  {
    routes: { "GET /x": { servers: [{ url: "https://{a}.x", variables: { a: { default: 1 } } }] } },
  },
  {
    routes: {
      "GET /x": { servers: [{ url: "https://x", variables: { a: { default: "a", enum: "a" } } }] },
    },
  },
  { servers: {}, routes: {} },
  { servers: [{}], routes: {} },
  { routes: { "GET /x": { optionNames: "url" } } },
];

Deno.test("withRoutes() checks the table when it reads it: a crafted shape is INVALID_ROUTE", () => {
  for (const table of SHAPES) {
    assertEndpointError(
      () => withRoutes(endpoint, table as Loose),
      "INVALID_ROUTE",
      JSON.stringify(table),
    );
  }
});

const anything = fc.oneof(
  fc.constantFrom(null, 1, "x", true, [], {}, [null], { in: "query" }, { type: "a/b" }),
  fc.jsonValue({ maxDepth: 2 }),
);
const craftedTable = fc.record({
  servers: fc.option(anything, { nil: undefined }),
  routes: fc.dictionary(
    fc.constantFrom("GET /x", "POST /x", "GET /x/{id}"),
    fc.oneof(
      anything,
      fc.record({
        parameters: fc.oneof(anything, fc.dictionary(fc.constantFrom("id", "q"), anything)),
        required: anything,
        body: fc.oneof(anything, fc.record({ content: fc.array(anything) })),
        servers: fc.oneof(anything, fc.array(fc.record({ url: anything, variables: anything }))),
      }, { requiredKeys: [] }),
    ),
  ),
}, { requiredKeys: ["routes"] });

Deno.test("property: withRoutes() and its calls give a result or an EndpointError on any table", () => {
  check(
    fc.property(
      craftedTable,
      fc.constantFrom("GET /x", "POST /x", "GET /x/{id}"),
      (table, route) => {
        const api = outcome(() => withRoutes(endpoint, table as Loose));
        if ("ok" in api) {
          outcome(() => (api.ok as Loose)(route, { id: 1, q: [1, 2], f: "v" }));
        }
      },
    ),
    500,
  );
});
