/**
 * The npm package's command, as a user runs it: `npm install` of the tarball, then
 * `npx @x/endpoint openapi.yaml > routes.json` under Node, with nothing else installed.
 */
import assert from "node:assert/strict";
import { compileRoutes } from "@x/endpoint/openapi";
import { type InstalledPackage, installedPackage } from "./_install.ts";
import { lastLines } from "./_process.ts";

const EXAMPLES = new URL("../../node_modules/@readme/oas-examples/", import.meta.url).pathname;

/** Real descriptions that exist as YAML and as JSON: forms, multipart, every style, cookies. */
const DESCRIPTIONS = [
  "3.0/%s/petstore",
  "3.0/%s/parameters-style",
  "3.0/%s/form-data",
  "3.0/%s/file-uploads",
  "3.0/%s/parameters-cookies",
  "3.1/%s/train-travel",
];

interface Run {
  code: number;
  stdout: string;
  stderr: string;
}

/**
 * Runs `npx --no -- <package> …args` in the project: the package's only command (`--no`: never
 * fetch anything from npm; `--`: the arguments are the command's, `--help` included).
 */
async function npx(pkg: InstalledPackage, args: string[], stdin?: string): Promise<Run> {
  return await spawn("npx", ["--no", "--", pkg.name, ...args], pkg.project, stdin);
}

/** Runs the link npm made in `node_modules/.bin/` (what npx runs), by its `#!` line. */
async function bin(pkg: InstalledPackage, args: string[], stdin?: string): Promise<Run> {
  const link = `${pkg.project}/node_modules/.bin/${pkg.slug}`;
  return await spawn(link, args, pkg.project, stdin);
}

async function spawn(command: string, args: string[], cwd: string, stdin?: string): Promise<Run> {
  const child = new Deno.Command(command, {
    args,
    cwd,
    env: { NO_COLOR: "1" },
    stdin: stdin === undefined ? "null" : "piped",
    stdout: "piped",
    stderr: "piped",
  }).spawn();
  if (stdin !== undefined) {
    const writer = child.stdin.getWriter();
    await writer.write(new TextEncoder().encode(stdin));
    await writer.close();
  }
  const { code, stdout, stderr } = await child.output();
  const decoder = new TextDecoder();
  return { code, stdout: decoder.decode(stdout), stderr: decoder.decode(stderr) };
}

/** A failure as the command must report it: one line on stderr, the code, no stack trace. */
function assertOneLine(result: Run, pattern: RegExp): void {
  assert.equal(result.code, 1, lastLines(result));
  assert.equal(result.stdout, "");
  assert.match(result.stderr, /^[^\n]+\n$/, "one line");
  assert.match(result.stderr.slice(0, -1), pattern);
}

Deno.test("npm's bin: npx @x/endpoint openapi.yaml prints the table of the same description in JSON", async () => {
  const pkg = await installedPackage();
  const manifest = JSON.parse(await Deno.readTextFile(`${pkg.packageDir}/package.json`));
  assert.deepEqual(manifest.bin, { [pkg.slug]: "./bin/openapi.js" });
  assert.deepEqual(manifest.dependencies ?? {}, {}, "the YAML parser is bundled in the command");
  for (const [index, description] of DESCRIPTIONS.entries()) {
    const run = index === 0 ? npx : bin;
    const json = JSON.parse(
      await Deno.readTextFile(`${EXAMPLES}${description.replace("%s", "json")}.json`),
    );
    const yaml = `${EXAMPLES}${description.replace("%s", "yaml")}.yaml`;
    const result = await run(pkg, [yaml]);
    assert.equal(result.code, 0, `${description}: ${lastLines(result)}`);
    assert.deepEqual(JSON.parse(result.stdout), compileRoutes(json), description);
    // `-`: the same, from standard input.
    const piped = await run(pkg, ["-"], await Deno.readTextFile(yaml));
    assert.equal(piped.stdout, result.stdout, description);
  }
});

Deno.test("npm's bin says in one line why it cannot read a description, without Node's stack trace", async () => {
  const pkg = await installedPackage();
  const dir = await Deno.makeTempDir();
  try {
    assertOneLine(await npx(pkg, [`${dir}/missing.yaml`]), /^Cannot read "[^"]+": no such file$/);
    assertOneLine(await bin(pkg, [dir]), /^Cannot read "[^"]+": it is a directory$/);
    await Deno.writeTextFile(`${dir}/bad.yaml`, "openapi: 3.1.0\npaths:\n  a: b: c\n");
    assertOneLine(
      await bin(pkg, [`${dir}/bad.yaml`]),
      /^Cannot read "[^"]+" as YAML: .* at line 3, column 6$/,
    );
    const escaped = await bin(pkg, [`${dir}/\u001b[2J\u009b\u202e.yaml`]);
    assertOneLine(escaped, /^Cannot read "[^"]+\/\\u001b\[2J\\u009b\\u202e\.yaml": no such file$/);
    const help = await npx(pkg, ["--help"]);
    assert.equal(help.code, 0);
    assert.match(help.stdout, new RegExp(`^Usage: ${pkg.slug} `));
  } finally {
    await Deno.remove(dir, { recursive: true });
  }
});

Deno.test("npm's bin reports a file it may not read as permission denied", async () => {
  const pkg = await installedPackage();
  // A folder anyone may enter, holding the command's script (it imports only Node's modules) and
  // a file nobody may read; root reads any file, so as root the command runs as nobody.
  const dir = await Deno.makeTempDir();
  try {
    await Deno.chmod(dir, 0o755);
    await Deno.copyFile(`${pkg.packageDir}/bin/openapi.js`, `${dir}/openapi.mjs`);
    await Deno.writeTextFile(`${dir}/openapi.yaml`, "openapi: 3.1.0\n", { mode: 0o000 });
    await Deno.chmod(`${dir}/openapi.yaml`, 0o000);
    const node = ["node", "openapi.mjs", "openapi.yaml"];
    const [command, ...args] = Deno.uid() === 0
      ? ["setpriv", "--reuid=65534", "--regid=65534", "--clear-groups", ...node]
      : node;
    assertOneLine(
      await spawn(command, args, dir),
      /^Cannot read "openapi\.yaml": permission denied$/,
    );
  } finally {
    await Deno.remove(dir, { recursive: true });
  }
});

Deno.test("npm's bin stops quietly when its reader goes away (| head)", async () => {
  const pkg = await installedPackage();
  // A table far larger than a pipe's buffer, so that writing it outlives the reader.
  const big = JSON.parse(await Deno.readTextFile(`${EXAMPLES}3.1/json/train-travel.json`));
  const [item] = Object.values(big.paths);
  for (let i = 0; i < 20_000; i++) big.paths[`/copy${i}`] = item;
  const file = await Deno.makeTempFile({ suffix: ".json" });
  try {
    await Deno.writeTextFile(file, JSON.stringify(big));
    const whole = await bin(pkg, [file]);
    assert.equal(whole.code, 0, lastLines(whole));
    assert.ok(whole.stdout.length > 300_000, `${whole.stdout.length} characters`);
    const command = `set -o pipefail; node_modules/.bin/${pkg.slug} "$0" | head -c 10`;
    const cut = await spawn("bash", ["-c", command, file], pkg.project);
    assert.equal(cut.stdout, whole.stdout.slice(0, 10));
    assert.equal(cut.stderr, "", "no stack trace");
    assert.equal(cut.code, 1, "the table was not written whole");
  } finally {
    await Deno.remove(file);
  }
});
