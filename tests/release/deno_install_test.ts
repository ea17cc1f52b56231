import assert from "node:assert/strict";
import { dirname } from "node:path";
import { installedPackage } from "./_install.ts";
import { lastLines, pinnedVersion, runCommand } from "./_process.ts";

const README = new URL("../../README.md", import.meta.url);

/**
 * The import map the README's Install section gives Deno users, and the files it says to copy
 * (named in backticks between "copies" and "to `vendor/`").
 */
async function readmeInstall(
  name: string,
): Promise<{ map: { imports: Record<string, string> }; files: string[] }> {
  const readme = await Deno.readTextFile(README);
  const start = readme.indexOf("\n## Install");
  const install = readme.slice(start, readme.indexOf("\n## ", start + 1));
  const written = /`(\{ "imports": \{[^`]*\} \})`/.exec(install)?.[1];
  assert.ok(written, "the README's Install section gives Deno users an import map");
  const map = JSON.parse(written);
  assert.match(map.imports[name] ?? "", /^\.\/\S+\/endpoint\.js$/, written);
  const copied = /copies ([^]*?) to `vendor\/`/.exec(install)?.[1] ?? "";
  const files = [...copied.matchAll(/`([\w.]+)`/g)].map((m) => m[1]);
  return { map, files };
}

const MAIN = (name: string) =>
  `import { endpoint, toRequest } from "${name}";
import { compileRoutes, withRoutes } from "${name}/openapi";
import assert from "node:assert/strict";

const routes = compileRoutes({ openapi: "3.1.0", paths: { "/x": { get: {} } } });
assert.equal(withRoutes(endpoint, routes)("GET /x").url, "https://api.github.com/x");

const options = endpoint("POST /repos/{owner}/{repo}/issues", { owner: "o", repo: "r", title: "hi" });
const url: string = options.url;
assert.equal(url, "https://api.github.com/repos/o/r/issues");
const request = toRequest(options);
assert.equal(request.method, "POST");
assert.equal(await request.text(), '{"title":"hi"}');
console.log("called");
`;

Deno.test("a Deno project that installs the library as the README says keeps our dev tools out of its lockfile", async () => {
  const pkg = await installedPackage();
  const { map, files } = await readmeInstall(pkg.name);
  // The README names every file the browser build writes.
  const built = [...Deno.readDirSync(`${pkg.root}/dist/browser`)].map((entry) => entry.name);
  assert.deepEqual([...files].sort(), built.sort());
  const project = await Deno.makeTempDir({ prefix: `${pkg.slug}-deno-consumer-` });
  try {
    const target = `${project}/${map.imports[pkg.name]}`;
    await Deno.mkdir(dirname(target), { recursive: true });
    for (const file of files) {
      await Deno.copyFile(`${pkg.root}/dist/browser/${file}`, `${dirname(target)}/${file}`);
    }
    await Deno.writeTextFile(`${project}/deno.json`, JSON.stringify(map, null, 2));
    await Deno.writeTextFile(`${project}/main.ts`, MAIN(pkg.name));
    await Deno.writeTextFile(
      `${project}/wrong.ts`,
      MAIN(pkg.name).replace("url: string", "url: number"),
    );
    const deno = (...args: string[]) => runCommand(Deno.execPath(), args, { cwd: project });

    const run = await deno("run", "main.ts");
    assert.equal(run.code, 0, lastLines(run));
    assert.equal(run.stdout.trim(), "called");
    // The library's types come with it (endpoint.d.ts): the copy that types the url as a number
    // fails the check there, and nowhere else.
    const wrong = await deno("check", "wrong.ts");
    assert.notEqual(wrong.code, 0, "deno check accepts a number for the url");
    const errors = [...wrong.stderr.matchAll(/^(TS\d+) \[ERROR\]: (.*)$/gm)].map((m) => m[2]);
    assert.deepEqual(errors, ["Type 'string' is not assignable to type 'number'."], wrong.stderr);

    // What docs/openapi.md tells users to run next (at the version deno.json pins: in the cache).
    const types = `npm:@octokit/openapi-types@${pinnedVersion(pkg.root, "@octokit/openapi-types")}`;
    const add = await deno("add", types);
    assert.equal(add.code, 0, lastLines(add));
    assert.doesNotMatch(add.stdout + add.stderr, /approve-scripts|Ignored build scripts/);
    const lock = JSON.parse(await Deno.readTextFile(`${project}/deno.lock`));
    const packages = Object.keys(lock.npm ?? {}).map((key) => key.replace(/(.)@.*$/, "$1"));
    assert.deepEqual(
      packages,
      ["@octokit/openapi-types"],
      "deno.lock holds only what the user added",
    );
  } finally {
    await Deno.remove(project, { recursive: true });
  }
});
