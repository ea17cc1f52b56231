/**
 * The browser build of `@x/endpoint/openapi` (`dist/browser/openapi.js` in the npm package): its
 * own code only, taking the library from `./endpoint.js` beside it, so a page loads one copy of
 * the library and one `EndpointError` class.
 */
import assert from "node:assert/strict";
import { installedPackage } from "../release/_install.ts";

Deno.test("dist/browser/openapi.js imports the library from ./endpoint.js and writes described calls", async () => {
  const { packageDir } = await installedPackage();
  const script = await Deno.readTextFile(`${packageDir}/dist/browser/openapi.js`);
  const imports = [...script.matchAll(/\bfrom\s*"([^"]+)"/g)].map(([, from]) => from);
  assert.deepEqual([...new Set(imports)], ["./endpoint.js"]);
  const library = await import(`file://${packageDir}/dist/browser/endpoint.js`);
  const openapi = await import(`file://${packageDir}/dist/browser/openapi.js`);
  const api = openapi.withRoutes(
    library.endpoint,
    openapi.compileRoutes({
      openapi: "3.0.3",
      paths: { "/a/{id}": { get: { parameters: [{ name: "id", in: "path", style: "label" }] } } },
    }),
  );
  assert.equal(api("GET /a/{id}", { id: ["x", "y"] }).url, "https://api.github.com/a/.x,y");
  assert.throws(() => openapi.compileRoutes(null), library.EndpointError);
});
