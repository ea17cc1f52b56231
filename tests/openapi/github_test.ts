/**
 * The OpenAPI-typed endpoint over GitHub's own description, `paths` from the real
 * `@octokit/openapi-types` package: the calls most users make, typed, and what must not compile.
 * Each `@ts-expect-error` is one line that must fail to compile; the calls also run.
 */
import assert from "node:assert/strict";
import type { paths } from "@octokit/openapi-types";
import { endpoint, type OpenApiEndpoint, type OpenApiRoute } from "../../mod.ts";
import { withoutPrototype } from "../cases/run_cases.ts";

const github = endpoint as OpenApiEndpoint<paths>;
const repo = { owner: "denoland", repo: "deno" };

Deno.test("github: list a repository's issues, typed query", () => {
  const { method, url } = github("GET /repos/{owner}/{repo}/issues", {
    ...repo,
    state: "open",
    labels: "bug,ui",
    sort: "updated",
    per_page: 100,
  });
  assert.equal(method, "get");
  assert.equal(
    url,
    "https://api.github.com/repos/denoland/deno/issues?state=open&labels=bug%2Cui&sort=updated&per_page=100",
  );
  // @ts-expect-error state is "open" | "closed" | "all"
  github("GET /repos/{owner}/{repo}/issues", { ...repo, state: "opne" });
  // @ts-expect-error per_page is a number
  github("GET /repos/{owner}/{repo}/issues", { ...repo, per_page: "100" });
  // @ts-expect-error misspelt parameter
  github("GET /repos/{owner}/{repo}/issues", { ...repo, per_pgae: 100 });
  // @ts-expect-error repo is a required path parameter
  github("GET /repos/{owner}/{repo}/issues", { owner: "denoland" });
});

Deno.test("github: create an issue, typed body", () => {
  const { method, body, headers } = github("POST /repos/{owner}/{repo}/issues", {
    ...repo,
    title: "Found a bug",
    labels: ["bug", { name: "triage" }],
    assignees: ["octocat"],
  });
  assert.equal(method, "post");
  assert.deepEqual(
    body,
    withoutPrototype({
      title: "Found a bug",
      labels: ["bug", { name: "triage" }],
      assignees: ["octocat"],
    }),
  );
  assert.equal(headers["content-type"], "application/json; charset=utf-8");
  // @ts-expect-error title is required
  github("POST /repos/{owner}/{repo}/issues", { ...repo, body: "no title" });
  // @ts-expect-error assignees is an array of logins
  github("POST /repos/{owner}/{repo}/issues", { ...repo, title: "t", assignees: "octocat" });
});

Deno.test("github: upload a release asset, typed query and binary data", () => {
  const asset = new Uint8Array([0x50, 0x4b, 0x03, 0x04]);
  const { url, body, headers } = github(
    "POST /repos/{owner}/{repo}/releases/{release_id}/assets{?name,label}",
    {
      baseUrl: "https://uploads.github.com",
      ...repo,
      release_id: 1,
      name: "deno.zip",
      data: asset,
      headers: { "content-type": "application/zip" },
    },
  );
  assert.equal(
    url,
    "https://uploads.github.com/repos/denoland/deno/releases/1/assets?name=deno.zip",
  );
  assert.equal(body, asset);
  assert.equal(headers["content-type"], "application/zip");
  const options = { ...repo, release_id: 1, name: "deno.zip", data: asset };
  // @ts-expect-error name is a query parameter: the route must name it in {?name}
  github("POST /repos/{owner}/{repo}/releases/{release_id}/assets", options);
});

Deno.test("github: routes outside the description do not compile", () => {
  // @ts-expect-error unknown route
  github("GET /repos/{owner}/{repo}/issuez", repo);
  // @ts-expect-error GitHub has no DELETE on the issues list
  github("DELETE /repos/{owner}/{repo}/issues", repo);
  const route: OpenApiRoute<paths> = "GET /repos/{owner}/{repo}/pulls/{pull_number}";
  assert.equal(typeof route, "string");
  // @ts-expect-error not a route of GitHub's description
  const unknown: OpenApiRoute<paths> = "GET /repos/{owner}/{repo}/pullz";
  void unknown;
});

Deno.test("github: defaults make owner and repo optional; media types and options stay", () => {
  const deno = github.defaults({ ...repo, headers: { authorization: "token secret" } });
  const { url, headers } = deno("GET /repos/{owner}/{repo}/pulls/{pull_number}", {
    pull_number: 1,
    mediaType: { format: "diff" },
  });
  assert.equal(url, "https://api.github.com/repos/denoland/deno/pulls/1");
  assert.equal(headers.accept, "application/vnd.github.v3.diff");
  assert.equal(headers.authorization, "token secret");
  assert.equal(
    deno("GET /repos/{owner}/{repo}/releases/latest").url,
    "https://api.github.com/repos/denoland/deno/releases/latest",
  );
  // @ts-expect-error pull_number is still required
  deno("GET /repos/{owner}/{repo}/pulls/{pull_number}", {});
});
