/**
 * Typed routes (docs/behaviour.md section 7). These are compile-time checks: `deno test` and
 * `deno check` type-check this file, and each `@ts-expect-error` fails the build if its line
 * compiles.
 */
import assert from "node:assert/strict";
import { endpoint, type OpenApiEndpoint } from "../../mod.ts";
import type {
  EndpointDefaults,
  EndpointOptions,
  HttpMethod,
  MergedOptions,
  OptionalParameterNames,
  RequestMethod,
  RequestOptions,
  RequiredParameterNames,
  RouteParameters,
} from "../../mod.ts";
import { type Equal, typeIs } from "../_helpers.ts";

Deno.test("types: a literal route requires its placeholders", () => {
  endpoint("GET /repos/{owner}/{repo}", { owner: "o", repo: "r" });
  // @ts-expect-error repo is missing
  const { url } = endpoint("GET /repos/{owner}/{repo}", { owner: "o" });
  assert.equal(
    url,
    "https://api.github.com/repos/o",
    "at run time an undefined value expands to nothing",
  );
  // @ts-expect-error the options are required
  endpoint("GET /repos/{owner}/{repo}");
});

Deno.test("types: {?x} variables are optional", () => {
  const { url } = endpoint("GET /repos/{owner}/{repo}/issues{?state,per_page}", {
    owner: "o",
    repo: "r",
  });
  assert.equal(url, "https://api.github.com/repos/o/r/issues");
  endpoint("GET /x{&page}{#section}{;v}", {});
});

Deno.test("types: a route without placeholders needs no second argument", () => {
  assert.equal(endpoint("GET /rate_limit").url, "https://api.github.com/rate_limit");
  endpoint("GET /rate_limit", { headers: { "x-a": "1" } });
});

Deno.test("types: a route held in a plain string accepts any parameters", () => {
  const route: string = "GET /repos/{owner}/{repo}";
  assert.equal(endpoint(route).url, "https://api.github.com/repos/");
  endpoint(route, { anything: 1 });
});

Deno.test("types: /:name placeholders are typed like {name}", () => {
  endpoint("GET /orgs/:org/repos", { org: "octokit" });
  // @ts-expect-error org is missing
  endpoint("GET /orgs/:org/repos", {});
  endpoint("GET /items/:id.json", { id: 1 });
});

Deno.test("types: other keys are allowed next to placeholders", () => {
  endpoint("POST /repos/{owner}/{repo}/issues", {
    owner: "o",
    repo: "r",
    title: "t",
    labels: ["bug"],
    headers: { authorization: "token t" },
    mediaType: { previews: ["x"] },
    request: { signal: undefined },
  });
});

Deno.test("types: placeholder values are template values", () => {
  endpoint("GET /users/{username}", { username: 1 });
  endpoint("GET /x{/parts*}", { parts: ["a", "b"] });
  // @ts-expect-error a function has no URI form
  assert.throws(() => endpoint("GET /users/{username}", { username: () => 1 }));
  // @ts-expect-error null does not fill a required placeholder
  endpoint("GET /users/{username}", { username: null });
});

Deno.test("types: hyphenated names are typed", () => {
  endpoint("GET /teams/{enterprise-team}", { "enterprise-team": "t" });
  // @ts-expect-error enterprise-team is missing
  endpoint("GET /teams/{enterprise-team}", {});
});

Deno.test("types: parameters provided by defaults are no longer required", () => {
  const mine = endpoint.defaults({ owner: "octocat" });
  assert.equal(
    mine("GET /repos/{owner}/{repo}", { repo: "r" }).url,
    "https://api.github.com/repos/octocat/r",
  );
  // @ts-expect-error repo is still required
  mine("GET /repos/{owner}/{repo}", {});
  const both = mine.defaults({ repo: "hello" });
  both("GET /repos/{owner}/{repo}");
});

Deno.test("types: options-only calls and merge/parse are typed", () => {
  const result: RequestOptions = endpoint({ method: "GET", url: "/x" });
  const merged: MergedOptions = endpoint.merge("GET /repos/{owner}", { owner: "o" });
  // @ts-expect-error owner is missing
  endpoint.merge("GET /repos/{owner}", {});
  const defaults: EndpointDefaults = endpoint.DEFAULTS;
  assert.deepStrictEqual(endpoint.parse(merged).url, "https://api.github.com/repos/o");
  assert.equal(result.method, "get");
  assert.equal(defaults.method, "GET");
  assert.throws(() => {
    // @ts-expect-error DEFAULTS is read-only
    endpoint.DEFAULTS.headers.accept = "x";
  }, TypeError);
});

Deno.test("types: the name helpers read routes", () => {
  typeIs<
    Equal<RequiredParameterNames<"GET /repos/{owner}/{repo}/:id{?a,b}">, "owner" | "repo" | "id">
  >();
  typeIs<Equal<OptionalParameterNames<"GET /x{?a,b*}{&c:3}{#d}">, "a" | "b" | "c" | "d">>();
  typeIs<Equal<RequiredParameterNames<"GET /x{+path}{.ext}{/seg*}">, "path" | "ext" | "seg">>();
  typeIs<Equal<RequiredParameterNames<"GET https://host:8443/x?q=is:open">, never>>();
  const parameters: RouteParameters<"GET /repos/{owner}{?page}"> = { owner: "o" };
  assert.equal(parameters.owner, "o");
});

Deno.test("types: a literal method types the result's method, lowercase", () => {
  const get = endpoint("GET /repos/{owner}", { owner: "o" });
  typeIs<Equal<typeof get.method, "get">>();
  assert.equal(get.method, "get");
  const post = endpoint.defaults({ owner: "o" })("POST /repos/{owner}/issues", { title: "t" });
  typeIs<Equal<typeof post.method, "post">>();
  assert.equal(post.method, "post");
  const custom = endpoint("PROPFIND /x");
  typeIs<Equal<typeof custom.method, "propfind">>();
  assert.equal(custom.method, "propfind");
  const either = endpoint(Math.random() < 2 ? "GET /a" : "DELETE /b");
  typeIs<Equal<typeof either.method, "get" | "delete">>();
  // @ts-expect-error a GET's method is not "post"
  const wrong: "post" = endpoint("GET /x").method;
  assert.equal(wrong, "get");
});

Deno.test("types: the options' literal method wins over the route's, as at run time", () => {
  const patch = endpoint("GET /x", { method: "PATCH" });
  typeIs<Equal<typeof patch.method, "patch">>();
  assert.equal(patch.method, "patch");
  const put = endpoint({ method: "PUT", url: "/x" });
  typeIs<Equal<typeof put.method, "put">>();
  assert.equal(put.method, "put");
});

Deno.test("types: a method that is not a literal gives the union of methods, or any token", () => {
  const route: string = "PROPFIND /x";
  const fromRoute = endpoint(route);
  typeIs<Equal<typeof fromRoute.method, RequestMethod>>();
  assert.equal(fromRoute.method, "propfind");
  const options: EndpointOptions = { method: "PATCH", url: "/x" };
  const fromOptions = endpoint("GET /x", options);
  typeIs<Equal<typeof fromOptions.method, RequestMethod>>();
  assert.equal(fromOptions.method, "patch");
  // No method in the route or the options: the defaults' method, which the type does not know.
  const fromDefaults = endpoint.defaults({ method: "POST" })("/x");
  typeIs<Equal<typeof fromDefaults.method, RequestMethod>>();
  assert.equal(fromDefaults.method, "post");
  typeIs<Equal<RequestOptions["method"], HttpMethod | (string & Record<never, never>)>>();
  const parsed = endpoint.parse(endpoint.merge("DELETE /x"));
  typeIs<Equal<typeof parsed.method, RequestMethod>>();
});

Deno.test("types: an OpenApiEndpoint's result has its route's method", () => {
  interface paths {
    "/pets/{petId}": {
      get: { parameters: { path: { petId: number } } };
      delete: { parameters: { path: { petId: number } } };
    };
  }
  const pets = endpoint as OpenApiEndpoint<paths>;
  const got = pets("GET /pets/{petId}", { petId: 1 });
  typeIs<Equal<typeof got.method, "get">>();
  assert.equal(got.method, "get");
  const removed = pets("DELETE /pets/{petId}", { petId: 1 });
  typeIs<Equal<typeof removed.method, "delete">>();
  assert.equal(removed.method, "delete");
});
