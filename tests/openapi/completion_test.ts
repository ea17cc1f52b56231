/**
 * What an editor offers while typing a call to an OpenAPI-typed endpoint, asked of TypeScript's
 * language service (the engine behind editors' completions): the description's routes, then the
 * route's parameters.
 */
import assert from "node:assert/strict";
import ts from "typescript";
import { fileURLToPath } from "node:url";

const ROOT = fileURLToPath(new URL("../../", import.meta.url));
const FILE = `${ROOT}tests/openapi/completion_fixture.ts`;
const PRELUDE = `import { endpoint, type OpenApiEndpoint } from "../../mod.ts";
import type { paths } from "../fixtures/openapi/petstore.d.ts";
const pets = endpoint as OpenApiEndpoint<paths>;
`;
const OPTIONS: ts.CompilerOptions = {
  strict: true,
  noEmit: true,
  target: ts.ScriptTarget.ES2022,
  module: ts.ModuleKind.ESNext,
  moduleResolution: ts.ModuleResolutionKind.Bundler,
  allowImportingTsExtensions: true,
  lib: ["lib.es2022.d.ts", "lib.dom.d.ts"],
};

/** The completions offered at the end of `PRELUDE + code`. */
function completionsAfter(code: string): string[] {
  const text = PRELUDE + code;
  const read = (name: string) => name === FILE ? text : ts.sys.readFile(name);
  const service = ts.createLanguageService({
    getCompilationSettings: () => OPTIONS,
    getScriptFileNames: () => [FILE],
    getScriptVersion: () => "1",
    getScriptSnapshot: (name) => ts.ScriptSnapshot.fromString(read(name) ?? ""),
    getCurrentDirectory: () => ROOT,
    getDefaultLibFileName: (options) => ts.getDefaultLibFilePath(options),
    fileExists: (name) => name === FILE || ts.sys.fileExists(name),
    readFile: read,
  });
  const completions = service.getCompletionsAtPosition(FILE, text.length, {});
  return (completions?.entries ?? []).map((entry) => entry.name);
}

Deno.test("editors complete a typed call's route with the description's routes", () => {
  assert.deepEqual(completionsAfter('pets("').sort(), [
    "DELETE /pets/{petId}",
    "GET /health",
    "GET /pets",
    "GET /pets/{petId}",
    "GET /stores/{storeId}/orders",
    "PATCH /pets/{petId}",
    "POST /pets",
    "POST /pets/{petId}/photos",
    "PUT /stores/{storeId}/orders",
  ]);
});

Deno.test("editors complete a typed call's options with the route's parameters", () => {
  const names = completionsAfter('pets("GET /pets", { ');
  for (const name of ["limit", "status", "sort", "headers", "baseUrl", "mediaType", "request"]) {
    assert.ok(names.includes(name), `${name} in ${names}`);
  }
  assert.ok(!names.includes("name"), "a body field of another route is not offered");
  assert.ok(completionsAfter('pets("POST /pets", { ').includes("name"));
});
