/**
 * What a route's url decides once for all its calls (`src/openapi/_route_url.ts`), and that a
 * call through a route read once depends on its own values only: the call before it, with other
 * values or server variables, changes nothing.
 *
 * @module
 */
import assert from "node:assert/strict";
import { endpoint } from "@x/endpoint";
import { compileRoutes, withRoutes } from "@x/endpoint/openapi";
import { describedUrl, plainUrl } from "../../src/openapi/_route_url.ts";

Deno.test("describedUrl() escapes a literal /:name and says what a built url gets back", () => {
  const cases: [string, string, string[], boolean, boolean][] = [
    // template, escaped, variables, colons, trailing slash
    ["/files/:name/{id}", "/files/%3Aname/{id}", ["id"], true, false],
    ["/forms/", "/forms/", [], false, true],
    ["/", "/", [], false, false],
    ["/a/{b}/{?c,d*}", "/a/{b}/{?c,d*}", ["b", "c", "d"], false, true],
    ["/a/%3Ab/:c", "/a/%3Ab/:c", ["c"], false, false], // already escaped: left as it is
  ];
  for (const [template, escaped, variables, colons, trailingSlash] of cases) {
    assert.deepEqual(describedUrl(template), {
      template: escaped,
      variables: new Set(variables),
      colons,
      trailingSlash,
    }, template);
  }
});

Deno.test("plainUrl() leaves a /:name a placeholder, as endpoint() reads it", () => {
  assert.deepEqual(plainUrl("/repos/:owner/{repo}/"), {
    template: "/repos/:owner/{repo}/",
    variables: new Set(["repo", "owner"]),
    colons: false,
    trailingSlash: false,
  });
});

Deno.test("withRoutes() builds each call of a route from its own values, whatever came before", () => {
  const api = withRoutes(
    endpoint,
    compileRoutes({
      openapi: "3.1.0",
      servers: [{
        url: "https://api.example.com/v{version}",
        variables: { version: { default: "1", enum: ["1", "2"] } },
      }],
      paths: {
        "/files/:name/{id}/": {
          get: { parameters: [{ name: "id", in: "path", required: true, style: "label" }] },
        },
        "/forms": {
          post: { requestBody: { content: { "application/x-www-form-urlencoded": {} } } },
        },
      },
    }),
  );
  const route: string = "GET /files/:name/{id}/"; // the types read `:name` as endpoint() does
  const first = api(route, { id: 7, q: "a b" }).url;
  assert.equal(first, "https://api.example.com/v1/files/:name/.7/?q=a%20b");
  assert.equal(
    api(route, { id: ["x", "y"], request: { serverVariables: { version: "2" } } }).url,
    "https://api.example.com/v2/files/:name/.x,y/",
  );
  assert.equal(api(route, { id: 7, q: "a b" }).url, first);
  for (const [fields, body] of [[{ a: 1 }, "a=1"], [{ b: "x y", c: [1, 2] }, "b=x%20y&c=1&c=2"]]) {
    assert.equal(api("POST /forms", { ...fields as object }).body, body);
  }
});
