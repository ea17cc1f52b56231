import assert from "node:assert/strict";
import { copy } from "../../scripts/_copy.ts";
import { jsrNameProblems, readIdentity, ROOT } from "../../scripts/_package.ts";
import { releaseChecks } from "../../scripts/release_check.ts";
import { escapeRegExp, knownFiles, rewrite } from "../../scripts/set_package.ts";

const decoder = new TextDecoder();

async function run(args: string[], cwd: string, command = Deno.execPath()) {
  const output = await new Deno.Command(command, {
    args,
    cwd,
    env: { NO_COLOR: "1" },
    stdin: "null",
  }).output();
  return { code: output.code, text: decoder.decode(output.stdout) + decoder.decode(output.stderr) };
}

/** A throwaway git repository holding the repository's files, with its node_modules linked. */
async function copyOfRepository(): Promise<string> {
  const dir = await Deno.makeTempDir({ prefix: "endpoint-copy-" });
  for (const path of await knownFiles(ROOT)) await copy(`${ROOT}/${path}`, `${dir}/${path}`);
  await Deno.symlink(`${ROOT}/node_modules`, `${dir}/node_modules`);
  await run(["init", "-q"], dir, "git");
  await run(["add", "-A"], dir, "git");
  return dir;
}

async function filesContaining(root: string, pattern: RegExp): Promise<string[]> {
  const hits: string[] = [];
  for (const path of await knownFiles(root)) {
    if (/(^|\/)deno\.lock$/.test(path)) continue;
    if (pattern.test(await Deno.readTextFile(`${root}/${path}`))) hits.push(path);
  }
  return hits;
}

Deno.test("set-package renames the package and sets its version everywhere; the copy still passes", async () => {
  const old = await readIdentity(ROOT);
  const dir = await copyOfRepository();
  try {
    const set = await run(
      ["run", "-A", "scripts/set_package.ts", "--name", "@acme/renamed", "--version", "9.8.7"],
      dir,
    );
    assert.equal(set.code, 0, set.text);
    const [name, slug, version] = [old.name, old.slug, old.version].map(escapeRegExp);
    const oldName = new RegExp(`${name}(?![\\w-])|(?<![\\w-])${slug}(?!\\w)`);
    assert.deepEqual(await filesContaining(dir, oldName), []);
    const oldVersion = new RegExp(`(renamed@|renamed\\.js/|renamed-)${version}`);
    assert.deepEqual(await filesContaining(dir, oldVersion), []);
    for (const file of ["deno.json", "jsr.json"]) {
      const config = JSON.parse(await Deno.readTextFile(`${dir}/${file}`));
      assert.deepEqual([config.name, config.version], ["@acme/renamed", "9.8.7"], file);
    }
    const config = JSON.parse(await Deno.readTextFile(`${dir}/deno.json`));
    assert.equal(config.imports["@acme/renamed"], "./mod.ts");
    assert.equal(config.imports["@acme/renamed/uri-template"], "./src/uri_template/mod.ts");
    assert.match(await Deno.readTextFile(`${dir}/src/_version.ts`), /VERSION = "9\.8\.7"/);
    const changelog = await Deno.readTextFile(`${ROOT}/CHANGELOG.md`);
    assert.equal(
      await Deno.readTextFile(`${dir}/CHANGELOG.md`),
      changelog.replaceAll(old.name, "@acme/renamed"),
      "the changelog's history keeps its versions",
    );
    // The renamed copy works: its examples import @acme/renamed, and the user-agent follows.
    const tests = await run(
      ["test", "-A", "--doc", "mod.ts", "src/", "tests/library/version_test.ts"],
      dir,
    );
    assert.equal(tests.code, 0, tests.text.slice(-3000));
    const failing = (await releaseChecks("v9.8.7", dir)).filter((check) => check.problems.length);
    assert.deepEqual(failing.map((check) => check.name), ['CHANGELOG.md has a "## 9.8.7" section']);
  } finally {
    await Deno.remove(dir, { recursive: true });
  }
});

Deno.test("set-package refuses a name JSR would refuse or a malformed version, and changes nothing", async () => {
  const before = await Deno.readTextFile(`${ROOT}/deno.json`);
  for (const args of [["--name", "@q/pkg"], ["--name", "@Acme/pkg"], ["--version", "1.0"]]) {
    const result = await run(["run", "-A", "scripts/set_package.ts", ...args], ROOT);
    assert.equal(result.code, 1, args.join(" "));
    assert.match(result.text, /Cannot set the package/);
  }
  assert.equal(await Deno.readTextFile(`${ROOT}/deno.json`), before);
});

Deno.test("rewrite() leaves longer names, other packages and other versions alone", () => {
  const from = { name: "@old/pkg", version: "0.1.0" };
  const to = { name: "@new/pkg", version: "0.2.0" };
  const text = [
    'import { parseTemplate } from "@old/pkg/uri-template";',
    "@old/pkger @old/pkg-extra npm:@old/pkg@0.1.0 @old/pkg@0.1.0-rc.1",
    "old-pkg.js/0.1.0 old-pkg-0.1.0.tgz old-pkg-<version>.tgz bold-pkg old-pkgs old-pkg-cli",
    "@old/pkg-octokit npm:@old/pkg-octokit@0.1.0 old-pkg-octokit-0.1.0.tgz",
    "preact@0.1.0 0.1.0.1",
  ].join("\n");
  assert.equal(
    rewrite("README.md", text, from, to),
    [
      'import { parseTemplate } from "@new/pkg/uri-template";',
      "@old/pkger @old/pkg-extra npm:@new/pkg@0.2.0 @new/pkg@0.1.0-rc.1",
      "new-pkg.js/0.2.0 new-pkg-0.2.0.tgz new-pkg-<version>.tgz bold-pkg old-pkgs old-pkg-cli",
      "@new/pkg-octokit npm:@new/pkg-octokit@0.2.0 new-pkg-octokit-0.2.0.tgz",
      "preact@0.1.0 0.1.0.1",
    ].join("\n"),
  );
  assert.equal(rewrite("CHANGELOG.md", "@old/pkg@0.1.0", from, to), "@new/pkg@0.1.0");
});

Deno.test("JSR's name rules: a scope of 2 to 20 characters; lowercase letters, digits, inner hyphens", () => {
  assert.deepEqual(jsrNameProblems("@acme/endpoint"), []);
  assert.deepEqual(jsrNameProblems("@a1-b2/x-y"), []);
  assert.equal(jsrNameProblems("@q/pkg").length, 1);
  const refused = [
    "@-ab/x1",
    "@ab/-x",
    "@ab/x",
    "@a--b/xy",
    "@AB/xy",
    "ab/xy",
    `@${"a".repeat(21)}/xy`,
  ];
  for (const name of refused) assert.notDeepEqual(jsrNameProblems(name), [], name);
});

Deno.test("release-check holds the name to JSR's rules and the tag to v<version>", async () => {
  const { name, version } = await readIdentity(ROOT);
  const failing = (await releaseChecks("v9.9.9")).filter((check) => check.problems.length)
    .map((check) => check.name);
  assert.equal(failing.includes(`JSR accepts the name ${name}`), jsrNameProblems(name).length > 0);
  assert.ok(failing.includes(`the tag is v${version}`));
  assert.ok(
    !(await releaseChecks(`v${version}`)).some((check) =>
      check.name.startsWith("the tag") && check.problems.length
    ),
  );
});

Deno.test("deno publish --dry-run ships only the library, its docs and deno.json", async () => {
  const result = await run(["publish", "--dry-run", "--allow-dirty"], ROOT);
  assert.equal(result.code, 0, result.text);
  const root = new URL("../../", import.meta.url).href;
  const files = [...result.text.matchAll(/^\s+(file:\/\/\S+)/gm)]
    .map((match) => match[1].slice(root.length)).sort();
  assert.deepEqual(
    files.filter((file) =>
      !/^(mod\.ts|src\/((uri_template|openapi|octokit)\/)?\w+\.ts)$/.test(file)
    ),
    [
      "CHANGELOG.md",
      "LICENSE",
      "README.md",
      "deno.json",
      "src/octokit/README.md",
    ],
  );
  assert.ok(files.includes("mod.ts") && files.includes("src/uri_template/mod.ts"));
});
