import assert from "node:assert/strict";
import { endpoint } from "../../mod.ts";
import { VERSION } from "../../src/_version.ts";

const denoJson = JSON.parse(await Deno.readTextFile(new URL("../../deno.json", import.meta.url)));
const jsrJson = JSON.parse(await Deno.readTextFile(new URL("../../jsr.json", import.meta.url)));

Deno.test("the user-agent carries deno.json's version", () => {
  assert.equal(VERSION, denoJson.version);
  assert.equal(endpoint.DEFAULTS.headers["user-agent"], `x-endpoint.js/${denoJson.version}`);
  assert.equal(endpoint("GET /").headers["user-agent"], `x-endpoint.js/${denoJson.version}`);
});

Deno.test("jsr.json and deno.json agree on name, version, exports, license and publish", () => {
  for (const key of ["name", "version", "exports", "license", "publish"]) {
    assert.deepStrictEqual(jsrJson[key], denoJson[key], key);
  }
  assert.equal(denoJson.name, "@x/endpoint");
});

Deno.test("the import map resolves the package's own names to its entry points", () => {
  for (const [subpath, file] of Object.entries<string>(denoJson.exports)) {
    const name = subpath === "." ? denoJson.name : `${denoJson.name}/${subpath.slice(2)}`;
    assert.equal(denoJson.imports[name], file, name);
  }
});

Deno.test("the CHANGELOG names the current version or an Unreleased section", async () => {
  const changelog = await Deno.readTextFile(new URL("../../CHANGELOG.md", import.meta.url));
  assert.ok(changelog.includes(`## ${denoJson.version}`) || changelog.includes("## Unreleased"));
});
