/**
 * Typed calls and responses over GitHub's own description (`paths` from the real
 * `@octokit/openapi-types`): the `"withRoutes"` call shape where it differs from `endpoint()`'s,
 * and the response bodies of the routes most users call. Compile-time checks, each
 * `@ts-expect-error` one line that must fail; `typed()` type-checks calls without running them.
 */
import assert from "node:assert/strict";
import type { components, paths } from "@octokit/openapi-types";
import { endpoint, type OpenApiEndpoint, type OpenApiRoute, toRequest } from "../../mod.ts";
import type { OpenApiArguments, ResponseOf, WithRoutes } from "../../mod.ts";
import { readJson } from "../../src/openapi/response.ts";
import { type Equal, typeIs } from "../_helpers.ts";

type Schemas = components["schemas"];
const github = endpoint as OpenApiEndpoint<paths>;
const repo = { owner: "denoland", repo: "deno" };

/** Type-checks calls in the `"withRoutes"` shape; never runs them. */
function typed(calls: (routed: WithRoutes<typeof github>) => void): void {
  void calls;
}

Deno.test("github, withRoutes shape: a release asset's name needs no {?name}", () => {
  typed((routed) => {
    const zip = new Uint8Array([0x50, 0x4b, 0x03, 0x04]);
    const asset = { ...repo, release_id: 1, data: zip };
    routed("POST /repos/{owner}/{repo}/releases/{release_id}/assets", { ...asset, name: "a.zip" });
    // @ts-expect-error name is a required query parameter
    routed("POST /repos/{owner}/{repo}/releases/{release_id}/assets", asset);
    // @ts-expect-error the route table places query parameters: no {?…} route
    routed("POST /repos/{owner}/{repo}/releases/{release_id}/assets{?name}", asset);
    routed("GET /repos/{owner}/{repo}/issues", { ...repo, state: "open", per_page: 5 });
    // @ts-expect-error "opne" is not a state
    routed("GET /repos/{owner}/{repo}/issues", { ...repo, state: "opne" });
  });
});

Deno.test("github: ResponseOf types a route's success and error bodies", () => {
  typeIs<Equal<ResponseOf<paths, "GET /repos/{owner}/{repo}">, Schemas["full-repository"]>>();
  typeIs<Equal<ResponseOf<paths, "GET /repos/{owner}/{repo}", 404>, Schemas["basic-error"]>>();
  typeIs<
    Equal<
      ResponseOf<paths, "GET /repos/{owner}/{repo}", number>,
      Schemas["full-repository"] | Schemas["basic-error"]
    >
  >();
  typeIs<Equal<ResponseOf<paths, "GET /repos/{owner}/{repo}/issues">, Schemas["issue"][]>>();
  typeIs<Equal<ResponseOf<paths, "DELETE /repos/{owner}/{repo}">, undefined>>();
  typeIs<
    Equal<
      ResponseOf<paths, "POST /repos/{owner}/{repo}/releases/{release_id}/assets">,
      Schemas["release-asset"]
    >
  >();
});

Deno.test("github: a typed send() returns the route's typed body", async () => {
  async function send<R extends OpenApiRoute<paths>>(
    route: R,
    ...options: OpenApiArguments<paths, R>
  ) {
    const request = toRequest(github(route, ...options));
    assert.equal(request.url, "https://api.github.com/repos/denoland/deno"); // await fetch(request)
    return await readJson<paths, R>(Response.json({ full_name: "denoland/deno" }));
  }
  const result = await send("GET /repos/{owner}/{repo}", repo);
  if (result.ok) typeIs<Equal<typeof result.body, Schemas["full-repository"]>>();
  else typeIs<Equal<typeof result.body, Schemas["basic-error"] | undefined>>();
  assert.ok(result.ok);
  assert.equal(result.body.full_name, "denoland/deno");
  type Options = Parameters<typeof send<"GET /repos/{owner}/{repo}">>[1];
  // @ts-expect-error the route's options are still checked: repo is missing
  const missing: Options = { owner: "denoland" };
  void missing;
});
