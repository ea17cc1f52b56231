import assert from "node:assert/strict";
import { installedPackage } from "../release/_install.ts";
import { readTarGz } from "../../scripts/_tar.ts";
import { lastLines, runCommand } from "../release/_process.ts";

/** The octokit-shaped tarball `deno task pack` writes beside the main one. */
async function octokitTarball() {
  const pkg = await installedPackage();
  const path = `${pkg.root}/dist/npm/${pkg.slug}-octokit-${pkg.version}.tgz`;
  return { pkg, path, entries: await readTarGz(await Deno.readFile(path)) };
}

Deno.test("deno task pack writes dist/npm/<slug>-octokit-<version>.tgz: one module, its .d.ts files, no dependencies", async () => {
  const { pkg, entries } = await octokitTarball();
  const files = entries.map((entry) => entry.path.slice("package/".length)).sort();
  assert.deepEqual(files.filter((file) => !file.endsWith(".d.ts")), [
    "LICENSE",
    "README.md",
    "package.json",
    "src/octokit/mod.js",
  ]);
  const manifest = JSON.parse(
    new TextDecoder().decode(entries.find((e) => e.path === "package/package.json")!.data),
  );
  assert.equal(manifest.name, `${pkg.name}-octokit`);
  assert.equal(manifest.version, pkg.version);
  assert.deepEqual(manifest.dependencies ?? {}, {});
  assert.deepEqual(manifest.exports["."], {
    types: "./src/octokit/mod.d.ts",
    import: "./src/octokit/mod.js",
    default: "./src/octokit/mod.js",
  });
  for (const file of files.filter((file) => file.endsWith(".d.ts"))) {
    assert.ok(file.startsWith("src/"), file);
  }
  const readme = new TextDecoder().decode(
    entries.find((e) => e.path === "package/README.md")!.data,
  );
  assert.match(readme, new RegExp(`^# ${pkg.name}-octokit\\n`));
});

Deno.test("Node runs the octokit-shaped package from its tarball alone: uppercase method, EndpointError", async () => {
  const { path } = await octokitTarball();
  const dir = await Deno.makeTempDir({ prefix: "octokit-tarball-" });
  try {
    const extract = await runCommand("tar", ["xzf", path, "-C", dir]);
    assert.equal(extract.code, 0, lastLines(extract));
    const script = `
      import { endpoint, EndpointError } from "./package/src/octokit/mod.js";
      const patch = endpoint("PATCH /repos/{owner}/{repo}", { owner: "o", repo: "r", a: 1 });
      let code;
      try { endpoint("GET /repos/{owner}", { owner: ".." }); } catch (error) {
        code = error instanceof EndpointError ? error.code : String(error);
      }
      console.log(JSON.stringify({ method: patch.method, url: patch.url, code }));
    `;
    await Deno.writeTextFile(`${dir}/check.mjs`, script);
    const node = await runCommand("node", ["check.mjs"], { cwd: dir });
    assert.equal(node.code, 0, lastLines(node));
    assert.deepEqual(JSON.parse(node.stdout), {
      method: "PATCH",
      url: "https://api.github.com/repos/o/r",
      code: "INVALID_PARAMETER",
    });
  } finally {
    await Deno.remove(dir, { recursive: true });
  }
});
