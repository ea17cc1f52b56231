/**
 * The description owns the names of its operations: in a call through a route table, a parameter
 * or body field the operation declares is that parameter or field, whatever its name (`url`,
 * `data`, `method`, `headers`, `baseUrl`, `request`, `mediaType`), in every call style; no
 * declared field's value changes the method, the origin or the path; options stay reachable
 * through `.defaults()`; a `method` or `url` the operation does not declare, given beside a route
 * string, is an `EndpointError` instead of a call outside the table.
 */
import assert from "node:assert/strict";
import { endpoint, type OpenApiEndpoint, toRequest, type WithRoutes } from "@x/endpoint";
import { compileRoutes, withRoutes } from "@x/endpoint/openapi";
import { assertEndpointError, type Loose } from "../_helpers.ts";

const OPTION_NAMES = ["url", "data", "method", "headers", "baseUrl", "request", "mediaType"];

const api: Loose = withRoutes(
  endpoint,
  compileRoutes({
    openapi: "3.1.0",
    servers: [{ url: "https://api.example" }],
    paths: {
      "/hooks": {
        post: {
          requestBody: {
            required: true,
            content: {
              "application/json": {
                schema: {
                  type: "object",
                  properties: Object.fromEntries(
                    [...OPTION_NAMES, "name"].map((name) => [name, { type: "string" }]),
                  ),
                },
              },
            },
          },
        },
      },
      "/forms": {
        post: {
          requestBody: {
            content: {
              "application/x-www-form-urlencoded": {
                schema: { allOf: [{ $ref: "#/components/schemas/Form" }] },
              },
            },
          },
        },
      },
      "/search": {
        get: { parameters: [{ name: "url", in: "query", schema: { type: "string" } }] },
      },
      "/plain": { post: {} },
    },
    components: {
      schemas: { Form: { type: "object", properties: { url: { type: "string" } } } },
    },
  }),
);

const EVIL = "https://evil.example/x";

Deno.test("withRoutes() sends a declared body field named like an option as that field", () => {
  const fields = Object.fromEntries(OPTION_NAMES.map((name) => [name, EVIL]));
  const request = api("POST /hooks", { ...fields, name: "hook" });
  assert.equal(request.method.toUpperCase(), "POST");
  assert.equal(request.url, "https://api.example/hooks");
  assert.deepEqual({ ...request.body }, { ...fields, name: "hook" });
  assert.equal(request.request, undefined);
});

Deno.test("withRoutes() writes a declared name like an option the same in every call style", () => {
  const expected = api("POST /hooks", { url: EVIL, name: "hook" });
  const calls = [
    () => api.parse(api.merge("POST /hooks", { url: EVIL, name: "hook" })),
    () =>
      api.defaults({ baseUrl: "https://api.example" })("POST /hooks", { url: EVIL, name: "hook" }),
    () => api({ method: "POST", url: "/hooks", name: "hook" }).url,
  ];
  for (const call of calls.slice(0, 2)) assert.deepEqual(call(), expected);
  assert.equal(calls[2](), expected.url);
  // in one options object, `url` names the route: a field named url goes in request.parameters
  assert.deepEqual(
    api({ method: "POST", url: "/forms", request: { parameters: { url: EVIL } } }),
    api("POST /forms", { url: EVIL }),
  );
});

Deno.test("withRoutes() sends a declared form field named url through a $ref schema as that field", async () => {
  const request = toRequest(api("POST /forms", { url: EVIL }));
  assert.equal(request.url, "https://api.example/forms");
  assert.equal(await request.text(), "url=https%3A%2F%2Fevil.example%2Fx");
});

Deno.test("withRoutes() writes a declared query parameter named url in the query", () => {
  assert.equal(
    api("GET /search", { url: EVIL }).url,
    "https://api.example/search?url=https%3A%2F%2Fevil.example%2Fx",
  );
});

Deno.test("withRoutes() refuses a method or url beside a route string it does not declare", () => {
  for (const options of [{ method: "GET" }, { url: EVIL }, { method: "POST", url: "/plain" }]) {
    const error = assertEndpointError(
      () => api("POST /plain", { ...options, name: "x" }),
      "INVALID_ROUTE",
      JSON.stringify(options),
    );
    assert.match(error.message, /route string/);
  }
  // a route not in the table keeps endpoint()'s rule
  assert.equal(api("POST /elsewhere", { url: "/other" }).url, "https://api.github.com/other");
});

Deno.test("withRoutes() keeps the options of a declared name reachable through defaults", () => {
  const withHeaders = api.defaults({ headers: { authorization: "token t" } });
  const request = withHeaders("POST /hooks", { headers: "a field", name: "hook" });
  assert.equal(request.headers.authorization, "token t");
  assert.equal(request.body.headers, "a field");
});

interface HookPaths {
  "/hooks": {
    post: {
      requestBody: {
        content: {
          "application/json": { url: string; data?: string; headers?: string; name: string };
        };
      };
    };
  };
}

Deno.test("a typed call through withRoutes() takes a declared field named like an option flat", () => {
  const typed = api as WithRoutes<OpenApiEndpoint<HookPaths>>;
  const request = typed("POST /hooks", { url: EVIL, data: "d", headers: "h", name: "hook" });
  assert.equal(request.url, "https://api.example/hooks");
  // @ts-expect-error url is the body's string field, not the option
  typed("POST /hooks", { url: new URL(EVIL), name: "hook" });
  // @ts-expect-error data is a field of the body here, not the whole body
  typed("POST /hooks", { data: { url: EVIL, name: "hook" } });
  // placed by endpoint(), such a field still goes in data only
  const plain = endpoint as OpenApiEndpoint<HookPaths>;
  // @ts-expect-error url is the option there
  plain("POST /hooks", { url: EVIL, name: "hook" });
});
