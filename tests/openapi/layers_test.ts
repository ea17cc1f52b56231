/**
 * The core never loads `src/openapi/` at run time: a bundle of `import { endpoint }` (or of all
 * of `mod.ts`) holds none of its files, so the entry point costs nothing to those who do not
 * import it.
 */
import assert from "node:assert/strict";
import * as esbuild from "esbuild";

const ROOT = new URL("../../", import.meta.url).pathname;

async function bundledFiles(contents: string): Promise<string[]> {
  try {
    const { metafile } = await esbuild.build({
      stdin: { contents, resolveDir: ROOT, loader: "ts", sourcefile: "entry.ts" },
      bundle: true,
      format: "esm",
      write: false,
      metafile: true,
      logLevel: "silent",
    });
    return Object.keys(metafile.inputs);
  } finally {
    await esbuild.stop();
  }
}

Deno.test("the core's bundles hold no file of src/openapi/", async () => {
  for (const contents of ['export { endpoint } from "./mod.ts";', 'export * from "./mod.ts";']) {
    const files = await bundledFiles(contents);
    assert.ok(files.includes("src/endpoint.ts"), files.join(", "));
    assert.deepEqual(files.filter((file) => file.startsWith("src/openapi/")), [], contents);
  }
  const openapi = await bundledFiles('export * from "./src/openapi/mod.ts";');
  assert.ok(openapi.includes("src/openapi/routes.ts"), "the check sees src/openapi/ files");
});
