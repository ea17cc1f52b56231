/**
 * `withRoutes()` and servers: variables from their defaults, per call and through `.defaults()`,
 * checked against their enums; `baseUrl` given by the caller replaces the document's server, and
 * an operation's own server keeps its host unless the call gives one.
 */
import assert from "node:assert/strict";
import { endpoint, EndpointError } from "@x/endpoint";
import { compileRoutes, withRoutes } from "@x/endpoint/openapi";

const TABLE = compileRoutes({
  openapi: "3.0.3",
  servers: [{
    url: "https://{region}.api.example.com/{version}",
    variables: {
      region: { default: "eu", enum: ["eu", "us"] },
      version: { default: "v1" },
    },
  }],
  paths: {
    "/things": { get: {} },
    "/uploads": {
      post: {
        servers: [{ url: "https://uploads.example.com" }],
        requestBody: { content: { "application/octet-stream": {} } },
      },
    },
  },
});
const api = withRoutes(endpoint, TABLE);

Deno.test("withRoutes() expands the document's server from its variables' defaults", () => {
  assert.equal(api("GET /things").url, "https://eu.api.example.com/v1/things");
});

Deno.test("withRoutes() takes server variables per call and through defaults", () => {
  const us = api.defaults({ request: { serverVariables: { region: "us" } } });
  assert.equal(us("GET /things").url, "https://us.api.example.com/v1/things");
  const call = us("GET /things", { request: { serverVariables: { version: "v2" } } });
  assert.equal(call.url, "https://us.api.example.com/v2/things");
  assert.equal(call.request, undefined);
});

Deno.test("withRoutes() rejects a server variable outside its enum", () => {
  assert.throws(
    () => api("GET /things", { request: { serverVariables: { region: "mars" } } }),
    (error) => error instanceof EndpointError && error.code === "INVALID_BASE_URL",
  );
});

Deno.test("withRoutes() lets a given baseUrl replace the document's server", () => {
  const local = api.defaults({ baseUrl: "http://127.0.0.1:8080" });
  assert.equal(local("GET /things").url, "http://127.0.0.1:8080/things");
  assert.equal(
    api("GET /things", { baseUrl: "http://127.0.0.1:9090" }).url,
    "http://127.0.0.1:9090/things",
  );
});

Deno.test("withRoutes() keeps an operation's own server unless the call gives baseUrl", () => {
  const local = api.defaults({ baseUrl: "http://127.0.0.1:8080" });
  const upload = local("POST /uploads", { data: "bytes" });
  assert.equal(upload.url, "https://uploads.example.com/uploads");
  assert.equal(upload.headers["content-type"], "application/octet-stream");
  assert.equal(
    local("POST /uploads", { data: "bytes", baseUrl: "http://127.0.0.1:7070" }).url,
    "http://127.0.0.1:7070/uploads",
  );
});

Deno.test("withRoutes() checks a filled server URL as any baseUrl", () => {
  for (const version of ["v 2", "v2?x=1", "v2#top"]) {
    assert.throws(
      () => api("GET /things", { request: { serverVariables: { version } } }),
      (error) => error instanceof EndpointError && error.code === "INVALID_BASE_URL",
      version,
    );
  }
});
