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
    assert.deepEqual(
      report.files.map((f) => f.name),
      [
        "index.html",
        "app.js",
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
    const names = [...Deno.readDirSync(outdir)].map((e) => e.name).sort();
    assert.deepEqual(
      names,
      [
        "api",
        "app.js",
        "behaviour.html",
        "clients.html",
        "decisions.html",
        "github_index.json",
        "index.html",
        "moving-from-octokit.html",
        "openapi-styles.html",
        "openapi.html",
        "site_nav.css",
        "styles.css",
      ],
    );
    const script = report.files.find((f) => f.name === "app.js")!;
    assert.ok(script.bytes <= SCRIPT_BUDGET_BYTES, `app.js is ${script.bytes} bytes`);
    assert.equal(script.bytes, (await Deno.stat(`${outdir}/app.js`)).size);

    const html = await Deno.readTextFile(`${outdir}/index.html`);
    assert.match(html, /<script defer src="\.\/app\.js\?v=[0-9a-f]{12}"><\/script>/);
    assert.match(html, /<link rel="stylesheet" href="\.\/styles\.css\?v=[0-9a-f]{12}">/);
    assert.doesNotMatch(html, /(src|href)="\/(?!\/)/, "no root-relative asset paths");
    assert.doesNotMatch(html, /(src|href)="https?:/, "no remote assets");

    const js = await Deno.readTextFile(`${outdir}/app.js`);
    assert.ok(!js.includes("import("), "one script, no dynamic imports");
    assert.ok(js.includes("x-endpoint.js/"), "bundles the library's own source");

    const text = formatReport(report);
    assert.match(text, /app\.js +\d+\.\d KB/);
    assert.match(text, /api\/ +\d+\.\d KB +\(\d+ files, deno doc\)/);
    assert.match(text, /script budget: [\d.]+ KB of 84\.0 KB minified/);
    assert.match(text, /index budget: +[\d.]+ KB of 64\.0 KB gzip/);
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
