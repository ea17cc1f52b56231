import assert from "node:assert/strict";
import { addRepository } from "../../scripts/pack.ts";
import { readTarGz, type TarEntry } from "../../scripts/_tar.ts";
import { BEHAVIOUR_CASES, CALL_STYLES } from "./_harness/table.ts";
import { installedPackage } from "./_install.ts";
import {
  type CommandOutput,
  lastLines,
  pinnedVersion,
  platformBinary,
  runCommand,
} from "./_process.ts";

/** Each runtime runs every case in every call style, plus its own extra checks. */
const CASE_RUNS = BEHAVIOUR_CASES.length * CALL_STYLES.length;

async function listFiles(dir: string, prefix = ""): Promise<string[]> {
  const files: string[] = [];
  for await (const entry of Deno.readDir(dir)) {
    const path = `${prefix}${entry.name}`;
    if (entry.isDirectory) files.push(...await listFiles(`${dir}/${entry.name}`, `${path}/`));
    else files.push(path);
  }
  return files.sort();
}

Deno.test("deno task pack writes dist/npm/<slug>-<version>.tgz: .js, .d.ts and the browser build", async () => {
  const pkg = await installedPackage();
  assert.equal(pkg.tarball, `${pkg.root}/dist/npm/${pkg.slug}-${pkg.version}.tgz`);
  const manifest = JSON.parse(await Deno.readTextFile(`${pkg.packageDir}/package.json`));
  assert.equal(manifest.name, pkg.name);
  assert.equal(manifest.version, pkg.version);
  assert.equal(manifest.type, "module");
  assert.deepEqual(manifest.dependencies ?? {}, {}, "the library has no runtime dependencies");
  const files = await listFiles(pkg.packageDir);
  for (
    const [subpath, target] of Object.entries<{ types: string; import: string }>(manifest.exports)
  ) {
    assert.ok(files.includes(target.import.slice(2)), `${subpath} → ${target.import} is shipped`);
    assert.ok(files.includes(target.types.slice(2)), `${subpath} → ${target.types} is shipped`);
  }
  for (
    const file of [
      "README.md",
      "LICENSE",
      "dist/browser/endpoint.js",
      "dist/browser/endpoint.d.ts",
      "dist/browser/openapi.js",
      "dist/browser/openapi.d.ts",
    ]
  ) {
    assert.ok(files.includes(file), `${file} is shipped`);
  }
  const unexpected = files.filter((file) =>
    !/^(package\.json|README\.md|LICENSE|CHANGELOG\.md|mod\.(js|d\.ts)|src\/((uri_template|openapi|octokit)\/)?\w+\.d\.ts|src\/(uri_template|openapi|octokit)\/mod\.js|dist\/browser\/(endpoint|openapi)\.(js|d\.ts)|bin\/openapi\.js)$/
      .test(file)
  );
  assert.deepEqual(unexpected, [], "no TypeScript sources, tests or tooling in the tarball");
  const sources = files.filter((file) => file.endsWith(".js") && !file.startsWith("dist/"));
  for (const file of sources) {
    const text = await Deno.readTextFile(`${pkg.packageDir}/${file}`);
    assert.doesNotMatch(text, /from "[^"]+\.ts"/, `${file} imports .js files, not .ts`);
    assert.doesNotMatch(text, /sourceMappingURL/, `${file} carries no source map`);
  }
});

Deno.test("the npm package's JavaScript is one module per entry point, the others re-exporting `.`", async () => {
  const pkg = await installedPackage();
  const manifest = JSON.parse(await Deno.readTextFile(`${pkg.packageDir}/package.json`));
  const targets = Object.values<{ import: string }>(manifest.exports).map((t) => t.import.slice(2));
  const modules = (await listFiles(pkg.packageDir)).filter((file) =>
    file.endsWith(".js") && !file.startsWith("dist/") && !file.startsWith("bin/")
  );
  assert.deepEqual(modules, [...targets].sort(), "no .js file but the entry points (and bin/)");
  const [main, ...others] = targets;
  const bundle = await Deno.readTextFile(`${pkg.packageDir}/${main}`);
  assert.doesNotMatch(bundle, /^import\b|\bimport\(|^export .* from /m, `${main} imports nothing`);
  for (const other of others) {
    const text = await Deno.readTextFile(`${pkg.packageDir}/${other}`);
    // an entry point with code of its own (./openapi) imports the library from the main bundle
    const imports = [...text.matchAll(/^(?:import|export) \{[^}]*\} from "([^"]+)";$/gm)];
    assert.ok(imports.length > 0, `${other} imports the main bundle:\n${text}`);
    for (const [, from] of imports) {
      assert.equal(new URL(from, `file:///${other}`).href, `file:///${main}`);
    }
    assert.doesNotMatch(text, /\bimport\(|^import [^{]/m, `${other} imports nothing else`);
  }
});

Deno.test("task pack and task browser need only esbuild, TypeScript and the command's YAML parser, not deno install", async () => {
  const root = new URL("../../", import.meta.url);
  const read = async (path: string) => JSON.parse(await Deno.readTextFile(new URL(path, root)));
  const { imports, tasks } = await read("deno.json");
  for (const name of ["pack", "browser"]) {
    assert.equal(tasks[name].dependencies, undefined, `task ${name} runs no setup`);
    assert.match(
      tasks[name].command,
      /^deno run -A --config scripts\/artifacts\.json scripts\/\w+\.ts$/,
    );
  }
  const config = await read("scripts/artifacts.json");
  assert.deepEqual(Object.keys(config.imports).sort(), ["esbuild", "typescript", "yaml"]);
  for (const [name, target] of Object.entries(config.imports)) {
    assert.equal(target, imports[name], `scripts/artifacts.json pins ${name} unlike deno.json`);
  }
  assert.deepEqual(config.lock, { path: "./artifacts.lock", frozen: true });
  const lock = await read("scripts/artifacts.lock");
  const names = Object.keys(lock.npm).map((key) => key.replace(/(.)@.*$/, "$1"));
  assert.deepEqual(
    names.filter((name) => !/^(esbuild|@esbuild\/[a-z0-9-]+|typescript|yaml)$/.test(name)),
    [],
  );
});

Deno.test("Node imports the installed package by both names and runs the behaviour table", async () => {
  const pkg = await installedPackage();
  const output = await runCommand("node", ["--test", "--test-reporter=tap", "node_suite.mjs"], {
    cwd: pkg.project,
  });
  const count = (label: string) =>
    Number(new RegExp(`^# ${label} (\\d+)$`, "m").exec(output.stdout)?.[1] ?? -1);
  const failures = output.stdout.split("\n").filter((line) => line.startsWith("not ok"));
  assert.deepEqual(failures, [], lastLines(output, 40));
  assert.equal(output.code, 0, lastLines(output));
  assert.equal(count("fail"), 0);
  assert.equal(count("pass"), CASE_RUNS + 3, "every case in every call style, and three checks");
});

/** A CommonJS consumer: `require()`s the package by both names, calls it, and compares with `import()`. */
const REQUIRE_CONSUMER = (name: string) =>
  `"use strict";
const assert = require("node:assert/strict");
const { endpoint, toRequest, EndpointError } = require("${name}");
const { parseTemplate } = require("${name}/uri-template");

const options = endpoint("POST /repos/{owner}/{repo}/issues", { owner: "o", repo: "r", title: "hi" });
assert.equal(options.url, "https://api.github.com/repos/o/r/issues");
const request = toRequest(options);
assert.equal(request.method, "POST");
assert.equal(parseTemplate("{/path*}").expand({ path: ["a", "b"] }), "/a/b");
assert.throws(() => endpoint("GET /{"), EndpointError);
request.text().then(async (body) => {
  assert.equal(body, '{"title":"hi"}');
  // One module, whichever way it is loaded: no second copy of the error class.
  assert.equal((await import("${name}")).EndpointError, EndpointError);
  console.log("required and called");
});
`;

/** Node's version as numbers, e.g. `[20, 19, 0]`. */
async function nodeVersion(): Promise<number[]> {
  const output = await runCommand("node", ["--version"]);
  return output.stdout.trim().slice(1).split(".").map(Number);
}

Deno.test("Node require()s the installed package by both names and calls it (Node 20.19+)", async () => {
  const pkg = await installedPackage();
  const [major, minor] = await nodeVersion();
  // require() of an ES module works without a flag from Node 20.19 and 22.12.
  const unflagged = major > 22 || (major === 22 && minor >= 12) || (major === 20 && minor >= 19);
  await Deno.writeTextFile(`${pkg.project}/consumer.cjs`, REQUIRE_CONSUMER(pkg.name));
  const flags = unflagged ? [] : ["--experimental-require-module"];
  const output = await runCommand("node", [...flags, "consumer.cjs"], { cwd: pkg.project });
  assert.equal(output.code, 0, lastLines(output));
  assert.equal(output.stdout.trim(), "required and called");
});

const CONSUMER = await Deno.readTextFile(new URL("./_harness/consumer.ts", import.meta.url));
const EXPECT_ERROR = /^\/\/ @ts-expect-error .*$/gm;
/** The line after each `@ts-expect-error` (1-based): where tsc must fail without it. */
const WRONG_LINES = [...CONSUMER.matchAll(EXPECT_ERROR)].map((match) =>
  CONSUMER.slice(0, match.index).split("\n").length + 1
);

/** The consumer's two copies: importing the package by name, or its browser build by path. */
const CONSUMERS = {
  installed: {
    what: "the installed package's .d.ts files",
    rewrite: (source: string, _name: string) => source,
  },
  browser: {
    what: "dist/browser/endpoint.d.ts",
    rewrite: (source: string, name: string) =>
      source.replaceAll(
        new RegExp(`from "${name}(/uri-template)?"`, "g"),
        `from "./node_modules/${name}/dist/browser/endpoint.js"`,
      ),
  },
};

let typeChecking: Promise<{ errorLines(file: string): number[]; output: CommandOutput }>;

/**
 * Type-checks each copy of the consumer in the project, in one tsc run (strict, "nodenext"):
 * `<copy>.ts` as given, and `<copy>_wrong.ts` with each `@ts-expect-error` blanked out.
 *
 * @returns The lines tsc reported errors on, per file, and its output.
 */
function typeCheck(project: string, root: string, name: string) {
  return typeChecking ??= (async () => {
    const files: string[] = [];
    for (const [copy, { rewrite }] of Object.entries(CONSUMERS)) {
      const source = rewrite(CONSUMER, name);
      await Deno.writeTextFile(`${project}/${copy}.ts`, source);
      await Deno.writeTextFile(
        `${project}/${copy}_wrong.ts`,
        source.replaceAll(EXPECT_ERROR, "//"),
      );
      files.push(`${copy}.ts`, `${copy}_wrong.ts`);
    }
    const tsconfig = {
      compilerOptions: {
        strict: true,
        module: "nodenext",
        moduleResolution: "nodenext",
        target: "es2022",
        lib: ["es2022", "dom"],
        types: [],
        noEmit: true,
      },
      files,
    };
    await Deno.writeTextFile(`${project}/tsconfig.json`, JSON.stringify(tsconfig));
    const tsc = `${root}/node_modules/typescript/bin/tsc`;
    const output = await runCommand("node", [tsc, "-p", project], { cwd: project });
    const errorLines = (file: string) => [
      ...new Set(
        [...output.stdout.matchAll(new RegExp(`^${file}\\((\\d+),\\d+\\): error`, "gm"))]
          .map((match) => Number(match[1])),
      ),
    ];
    return { errorLines, output };
  })();
}

for (const [copy, { what }] of Object.entries(CONSUMERS)) {
  Deno.test(`tsc checks a consumer's routes against ${what}, and fails where it is wrong`, async () => {
    const pkg = await installedPackage();
    assert.ok(WRONG_LINES.length >= 3);
    const { errorLines, output } = await typeCheck(pkg.project, pkg.root, pkg.name);
    assert.deepEqual(errorLines(`${copy}.ts`), [], lastLines(output, 30));
    // Without the directives, tsc reports an error on exactly the lines they covered.
    assert.deepEqual(errorLines(`${copy}_wrong.ts`), WRONG_LINES, lastLines(output, 30));
    assert.notEqual(output.code, 0);
  });
}

/**
 * The Bun binary deno.json pins: Linux x64's alone (`npm:bun` would install all four x64 variants,
 * about 95 MB each), so the Bun suite runs on Linux x64 only.
 */
const BUN = "@oven/bun-linux-x64";

Deno.test({
  name: "Bun imports the installed package by both names and runs the behaviour table",
  ignore: Deno.build.os !== "linux" || Deno.build.arch !== "x86_64",
}, async () => {
  const pkg = await installedPackage();
  const version = pinnedVersion(pkg.root, BUN);
  const bun = platformBinary(pkg.root, BUN, version, "bin/bun");
  assert.ok(bun, `npm:${BUN}@${version} is not installed (deno task setup)`);
  const output = await runCommand(bun, ["bun_suite.mjs"], { cwd: pkg.project });
  assert.equal(output.code, 0, lastLines(output));
  const report = JSON.parse(output.stdout.trim().split("\n").at(-1) ?? "");
  assert.deepEqual(report.failures, []);
  assert.equal(report.passed, CASE_RUNS + 2);
});

Deno.test("pack --repository adds the repository field npm provenance needs, and nothing else", async () => {
  const pkg = await installedPackage();
  const dir = await Deno.makeTempDir();
  try {
    const copy = `${dir}/package.tgz`;
    await Deno.copyFile(pkg.tarball, copy);
    await addRepository(copy, "https://github.com/owner/name");
    const before = await readTarGz(await Deno.readFile(pkg.tarball));
    const after = await readTarGz(await Deno.readFile(copy));
    assert.deepEqual(after.map((entry) => entry.path), before.map((entry) => entry.path));
    for (const [index, entry] of after.entries()) {
      if (entry.path === "package/package.json") continue;
      assert.deepEqual(entry.data, before[index].data, entry.path);
    }
    const manifest = (entries: TarEntry[]) =>
      JSON.parse(
        new TextDecoder().decode(entries.find((e) => e.path === "package/package.json")!.data),
      );
    assert.deepEqual(manifest(after), {
      ...manifest(before),
      repository: { type: "git", url: "git+https://github.com/owner/name.git" },
    });
    // An independent reader agrees: GNU/BSD tar lists the rewritten archive.
    const listing = await runCommand("tar", ["-tzf", copy]);
    assert.equal(listing.code, 0, listing.stderr);
    assert.deepEqual(listing.stdout.trim().split("\n"), before.map((entry) => entry.path));
  } finally {
    await Deno.remove(dir, { recursive: true });
  }
});
