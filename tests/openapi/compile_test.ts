/**
 * `compileRoutes()`: what the table keeps of a description, and what it leaves out because plain
 * `endpoint()` already does it.
 */
import assert from "node:assert/strict";
import { EndpointError } from "@x/endpoint";
import { compileRoutes } from "@x/endpoint/openapi";

function assertInvalid(document: unknown): void {
  assert.throws(
    () => compileRoutes(document),
    (error) => error instanceof EndpointError && error.code === "INVALID_ROUTE",
  );
}

Deno.test("compileRoutes() follows $refs and lets an operation's parameter replace its path's", () => {
  const table = compileRoutes({
    openapi: "3.0.3",
    components: {
      parameters: {
        Fields: {
          name: "fields[]",
          in: "query",
          explode: true,
          schema: { $ref: "#/components/schemas/Ids" },
        },
        Mode: { name: "mode", in: "query", schema: { type: "array", items: {} }, explode: false },
      },
      schemas: { Ids: { type: "array", items: { type: "integer" } } },
      requestBodies: {
        Form: {
          required: true,
          content: {
            "multipart/form-data": { encoding: { meta: { contentType: "application/json" } } },
          },
        },
      },
    },
    paths: {
      "/a/{id}": {
        parameters: [
          { name: "id", in: "path", required: true, style: "matrix", explode: true },
          { $ref: "#/components/parameters/Mode" },
        ],
        post: {
          parameters: [
            { $ref: "#/components/parameters/Fields" },
            { name: "mode", in: "query", style: "pipeDelimited", schema: { type: "array" } },
          ],
          requestBody: { $ref: "#/components/requestBodies/Form" },
        },
      },
    },
  });
  assert.deepEqual(table, {
    routes: {
      "POST /a/{id}": {
        parameters: {
          id: { in: "path", style: "matrix", explode: true },
          mode: { in: "query", style: "pipeDelimited" },
          "fields[]": { in: "query" },
        },
        body: {
          required: true,
          content: [{
            type: "multipart/form-data",
            encoding: { meta: { contentType: "application/json" } },
          }],
        },
      },
    },
  });
});

Deno.test("compileRoutes() leaves out what endpoint() already writes as the description says", () => {
  const table = compileRoutes({
    openapi: "3.1.0",
    paths: {
      "/a/{id}": {
        get: {
          parameters: [
            { name: "id", in: "path", required: true, schema: { type: "string" } },
            { name: "page", in: "query", schema: { type: ["integer", "null"] } },
            { name: "state", in: "query", schema: { enum: ["open", "closed"] } },
          ],
        },
        post: { requestBody: { content: { "application/json": {} } } },
        put: { requestBody: { required: true, content: { "application/json": {} } } },
      },
    },
  });
  assert.deepEqual(table, {
    routes: { "GET /a/{id}": {}, "POST /a/{id}": {}, "PUT /a/{id}": {} },
  });
});

Deno.test("compileRoutes() keeps query parameters of body methods, headers, cookies and required names", () => {
  const table = compileRoutes({
    openapi: "3.1.0",
    paths: {
      "/a": {
        delete: {
          parameters: [
            { name: "force", in: "query", required: true, schema: { type: "boolean" } },
            { name: "X-Id", in: "header", schema: { type: "string" } },
            { name: "sid", in: "cookie", required: true, schema: { type: "string" } },
          ],
        },
      },
    },
  });
  assert.deepEqual(table.routes["DELETE /a"], {
    parameters: { force: { in: "query" }, "X-Id": { in: "header" }, sid: { in: "cookie" } },
    required: ["force", "sid"],
  });
});

Deno.test("compileRoutes() keeps servers with their variables, and an operation's own", () => {
  const table = compileRoutes({
    openapi: "3.0.0",
    servers: [{
      url: "https://{env}.example.com",
      variables: { env: { default: "prod", enum: ["prod", "dev"] } },
    }],
    paths: {
      "/a": { get: {}, post: { servers: [{ url: "https://up.example.com" }] } },
      "/b": { servers: [{ url: "https://b.example.com" }], get: {} },
    },
  });
  assert.deepEqual(table, {
    servers: [{
      url: "https://{env}.example.com",
      variables: { env: { default: "prod", enum: ["prod", "dev"] } },
    }],
    routes: {
      "GET /a": {},
      "POST /a": { servers: [{ url: "https://up.example.com" }] },
      "GET /b": { servers: [{ url: "https://b.example.com" }] },
    },
  });
});

Deno.test("compileRoutes() keeps an optional body of a PUT and every non-JSON media type in order", () => {
  const table = compileRoutes({
    openapi: "3.1.0",
    paths: {
      "/a": {
        put: { requestBody: { content: { "application/json": {} } } },
        post: {
          requestBody: { content: { "text/plain": {}, "application/merge-patch+json": {} } },
        },
      },
    },
  });
  assert.deepEqual(table.routes, {
    "PUT /a": { body: { content: [{ type: "application/json" }] } },
    "POST /a": {
      body: { content: [{ type: "text/plain" }, { type: "application/merge-patch+json" }] },
    },
  });
});

Deno.test("compileRoutes() does not change the document it reads", () => {
  const document = {
    openapi: "3.1.0",
    components: { parameters: { P: { name: "p", in: "header" } } },
    paths: { "/a": { get: { parameters: [{ $ref: "#/components/parameters/P" }] } } },
  };
  const copy = structuredClone(document);
  const table = compileRoutes(document);
  assert.deepEqual(document, copy);
  assert.deepEqual(JSON.parse(JSON.stringify(table)), table);
});

Deno.test("compileRoutes() rejects what it cannot read with INVALID_ROUTE", () => {
  assertInvalid(null);
  assertInvalid({ swagger: "2.0", paths: {} });
  const paths = (parameter: unknown) => ({
    openapi: "3.1.0",
    components: { parameters: { Loop: { $ref: "#/components/parameters/Loop" } } },
    paths: { "/a": { get: { parameters: [parameter] } } },
  });
  assertInvalid(paths({ $ref: "other.json#/components/parameters/P" }));
  assertInvalid(paths({ $ref: "#/components/parameters/Missing" }));
  assertInvalid(paths({ $ref: "#/components/parameters/Loop" }));
  assertInvalid(paths({ name: "a", in: "query", style: "matrix" }));
  assertInvalid(paths({ name: "a", in: "body" }));
  assertInvalid(paths({ in: "query" }));
});

Deno.test("compileRoutes() names the operation an error is about", () => {
  assert.throws(
    () =>
      compileRoutes({
        openapi: "3.1.0",
        paths: {
          "/pets/{id}": {
            get: { parameters: [{ name: "id", in: "path", required: true, style: "form" }] },
          },
        },
      }),
    (error: unknown) =>
      error instanceof EndpointError && error.code === "INVALID_ROUTE" &&
      error.message === 'Cannot compile GET /pets/{id}: the path parameter "id" has style "form"',
  );
});
