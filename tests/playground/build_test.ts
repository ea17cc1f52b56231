import assert from "node:assert/strict";
import {
  build,
  formatReport,
  INDEX_BUDGET_GZIP_BYTES,
  SCRIPT_BUDGET_BYTES,
} from "../../playground/build.ts";

Deno.test("build() writes a self-contained folder within the script budget", async () => {
  const outdir = await Deno.makeTempDir({ prefix: "playground-build-" });
  try {
    const report = await build({ outdir });
    // Chunk names carry a content hash.
    const unhashed = (name: string) => name.replace(/-[A-Z0-9]{8}\.js$/, ".js");
    assert.deepEqual(
      report.files.map((f) => unhashed(f.name)),
      [
        "index.html",
        "app.js",
        "chunk.js",
        "chunk.js",
        "chunk.js",
        "described_api.js",
        "responses_view.js",
        "yaml.js",
        "description_worker.js",
        "responses_worker.js",
        "styles.css",
        "behaviour.html",
        "decisions.html",
        "openapi.html",
        "openapi-styles.html",
        "moving-from-octokit.html",
        "clients.html",
        "site_nav.css",
        "github_index.json",
      ],
    );
    const names = [...Deno.readDirSync(outdir)].map((e) => unhashed(e.name)).sort();
    assert.deepEqual(
      names,
      [
        "api",
        "app.js",
        "behaviour.html",
        "chunk.js",
        "chunk.js",
        "chunk.js",
        "clients.html",
        "decisions.html",
        "described_api.js",
        "description_worker.js",
        "github_index.json",
        "index.html",
        "moving-from-octokit.html",
        "openapi-styles.html",
        "openapi.html",
        "responses_view.js",
        "responses_worker.js",
        "site_nav.css",
        "styles.css",
        "yaml.js",
      ],
    );
    const script = report.files.filter((f) => report.script.files.includes(f.name));
    assert.deepEqual(script.map((f) => unhashed(f.name)), [
      "app.js",
      "chunk.js",
      "chunk.js",
      "chunk.js",
    ]);
    assert.equal(report.script.bytes, script.reduce((sum, f) => sum + f.bytes, 0));
    assert.ok(report.script.bytes <= SCRIPT_BUDGET_BYTES, `${report.script.bytes} bytes`);
    assert.equal(script[0].bytes, (await Deno.stat(`${outdir}/app.js`)).size);

    const html = await Deno.readTextFile(`${outdir}/index.html`);
    assert.match(html, /<script type="module" src="\.\/app\.js\?v=[0-9a-f]{12}"><\/script>/);
    assert.match(html, /<link rel="stylesheet" href="\.\/styles\.css\?v=[0-9a-f]{12}">/);
    assert.doesNotMatch(html, /(src|href)="\/(?!\/)/, "no root-relative asset paths");
    assert.doesNotMatch(html, /(src|href)="https?:/, "no remote assets");

    // The page's script starts the description reader's worker and imports what prepares its
    // result, and the responses view, only on demand; the workers import YAML's parser only for
    // YAML.
    const js = (await Promise.all(script.map((f) => Deno.readTextFile(`${outdir}/${f.name}`))))
      .join("\n");
    assert.equal(js.match(/\bimport\(/g)?.length, 2, "two dynamic imports");
    assert.match(js, /\.\/description_worker\.js\?v=[0-9a-f]{12}/);
    assert.ok(!js.includes("a match for exactly one"), "the check is not in the page's script");
    const view = report.files.find((f) => f.name.startsWith("responses_view-"))!;
    const viewJs = await Deno.readTextFile(`${outdir}/${view.name}`);
    assert.ok(viewJs.includes("a match for exactly one"), "the check is in the lazy chunk");
    assert.match(viewJs, /\.\/responses_worker\.js\?v=[0-9a-f]{12}/);
    const responsesWorker = await Deno.readTextFile(`${outdir}/responses_worker.js`);
    assert.match(responsesWorker, /\.\/yaml\.js\?v=[0-9a-f]{12}/);
    assert.ok(js.includes("x-endpoint.js/"), "bundles the library's own source");
    const openapi = "is not an OpenAPI 3.0 or 3.1 document"; // compileRoutes()' message
    assert.ok(!js.includes(openapi), "the OpenAPI code is not in the page's script");
    const worker = await Deno.readTextFile(`${outdir}/description_worker.js`);
    assert.ok(worker.includes(openapi));
    assert.match(worker, /\.\/yaml\.js\?v=[0-9a-f]{12}/);

    const text = formatReport(report);
    assert.match(text, /app\.js +\d+\.\d KB/);
    assert.match(text, /api\/ +\d+\.\d KB +\(\d+ files, deno doc\)/);
    assert.match(
      text,
      new RegExp(
        `script budget: [\\d.]+ KB of ${
          (SCRIPT_BUDGET_BYTES / 1024).toFixed(1)
        } KB minified \\(app\\.js \\+ chunk-`,
      ),
    );
    assert.match(
      text,
      new RegExp(
        `index budget: +[\\d.]+ KB of ${(INDEX_BUDGET_GZIP_BYTES / 1024).toFixed(1)} KB gzip`,
      ),
    );
    const index = report.files.find((f) => f.name === "github_index.json")!;
    assert.ok(index.gzipBytes <= INDEX_BUDGET_GZIP_BYTES, `index: ${index.gzipBytes} bytes gzip`);
  } finally {
    await Deno.remove(outdir, { recursive: true });
  }
});

Deno.test("deno.json has the playground's build and start tasks", async () => {
  const config = JSON.parse(await Deno.readTextFile(new URL("../../deno.json", import.meta.url)));
  assert.equal(config.tasks.build, "deno run -A --config playground/deno.json playground/build.ts");
  assert.equal(config.tasks.start, "deno run -A --config playground/deno.json playground/start.ts");
});
