/**
 * `compileRoutes()` on real descriptions (GitHub's from `@octokit/openapi`, and those of
 * `@readme/oas-examples`): every operation has its key, the table survives JSON, and GitHub's
 * table is smaller, gzipped, than the route list octokit ships.
 */
import assert from "node:assert/strict";
import { gzipSync } from "node:zlib";
import { endpoint } from "@x/endpoint";
import { compileRoutes, withRoutes } from "@x/endpoint/openapi";
import { description, type DescriptionName, DESCRIPTIONS } from "../../scripts/descriptions.ts";

const METHODS = ["get", "put", "post", "delete", "options", "head", "patch", "trace"];

/** The operations of a description, as table keys. */
function operationKeys(document: Record<string, unknown>): string[] {
  const keys: string[] = [];
  for (const [path, item] of Object.entries(document.paths as Record<string, object>)) {
    for (const method of METHODS) if (method in item) keys.push(`${method.toUpperCase()} ${path}`);
  }
  return keys;
}

for (const name of Object.keys(DESCRIPTIONS) as DescriptionName[]) {
  Deno.test(`compileRoutes() keys every operation of the ${name} description and survives JSON`, async () => {
    const document = await description(name);
    const table = compileRoutes(document);
    assert.deepEqual(Object.keys(table.routes).sort(), operationKeys(document).sort());
    assert.deepEqual(JSON.parse(JSON.stringify(table)), table);
  });
}

Deno.test("GitHub's route table is smaller, gzipped, than octokit's route list", async () => {
  const table = JSON.stringify(compileRoutes(await description("github")));
  const octokitList = await Deno.readFile(
    new URL(
      "../../node_modules/@octokit/plugin-rest-endpoint-methods/dist-src/generated/endpoints.js",
      import.meta.url,
    ),
  );
  const ours = gzipSync(table, { level: 9 }).byteLength;
  const theirs = gzipSync(octokitList, { level: 9 }).byteLength;
  assert.ok(ours < theirs, `table ${ours} B gzip, octokit's list ${theirs} B gzip`);
});

Deno.test("GitHub's table sends a release asset to the uploads host, as octokit does", async () => {
  const github = withRoutes(endpoint, compileRoutes(await description("github")));
  const options = github("POST /repos/{owner}/{repo}/releases/{release_id}/assets", {
    owner: "o",
    repo: "r",
    release_id: 1,
    name: "a b.zip",
    data: "bytes",
  });
  assert.equal(
    options.url,
    "https://uploads.github.com/repos/o/r/releases/1/assets?name=a%20b.zip",
  );
  assert.equal(options.headers["content-type"], "application/octet-stream");
  // a plain JSON route is built as endpoint() builds it
  const issue = { owner: "o", repo: "r", title: "Hi", labels: ["bug"] };
  assert.deepEqual(
    github("POST /repos/{owner}/{repo}/issues", issue),
    endpoint("POST /repos/{owner}/{repo}/issues", issue),
  );
});
