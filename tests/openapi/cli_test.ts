/**
 * The command (`deno task openapi <file>`): prints the route table of a JSON description, and
 * says why when it cannot.
 */
import assert from "node:assert/strict";
import { compileRoutes } from "@x/endpoint/openapi";

const CLI = new URL("../../src/openapi/cli.ts", import.meta.url).pathname;

const DESCRIPTION = {
  openapi: "3.1.0",
  servers: [{ url: "https://api.example.com" }],
  paths: {
    "/items": {
      get: { parameters: [{ name: "tags", in: "query", schema: { type: "array" } }] },
    },
  },
};

async function run(...args: string[]) {
  const { code, stdout, stderr } = await new Deno.Command(Deno.execPath(), {
    args: ["run", "--allow-read", CLI, ...args],
    env: { NO_COLOR: "1" },
  }).output();
  const decoder = new TextDecoder();
  return { code, stdout: decoder.decode(stdout), stderr: decoder.decode(stderr) };
}

async function withFile(text: string, fn: (path: string) => Promise<void>): Promise<void> {
  const path = await Deno.makeTempFile({ suffix: ".json" });
  try {
    await Deno.writeTextFile(path, text);
    await fn(path);
  } finally {
    await Deno.remove(path);
  }
}

Deno.test("the openapi command prints the route table of a JSON description", async () => {
  await withFile(JSON.stringify(DESCRIPTION), async (path) => {
    const { code, stdout } = await run(path);
    assert.equal(code, 0);
    assert.deepEqual(JSON.parse(stdout), compileRoutes(DESCRIPTION));
    assert.equal(stdout.endsWith("}\n"), true);
  });
});

Deno.test("the openapi command says why it cannot compile a file", async () => {
  await withFile("openapi: 3.1.0\npaths: {}\n", async (path) => {
    const { code, stderr } = await run(path);
    assert.equal(code, 1);
    assert.match(stderr, /as JSON \(YAML is not read\)/);
  });
  await withFile('{"swagger":"2.0"}', async (path) => {
    const { code, stderr } = await run(path);
    assert.equal(code, 1);
    assert.match(stderr, /not an OpenAPI 3\.0 or 3\.1 document/);
  });
  const missing = await run("/nonexistent/openapi.json");
  assert.equal(missing.code, 1);
  const usage = await run();
  assert.equal(usage.code, 2);
  assert.match(usage.stderr, /^Usage: /);
});
