import assert from "node:assert/strict";
import { countLeaves, isDenoSummary, leafCases } from "../../scripts/test.ts";
import { missingTool } from "../_tools.ts";

const SUITE = `
Deno.test("passes", () => {});
Deno.test("is ignored", { ignore: true }, () => {});
Deno.test("has steps", async (t) => {
  await t.step("a step that passes", () => {});
  await t.step("a step that fails", () => {
    throw new Error("the failure's message");
  });
});
`;

Deno.test("task test ends with one count: Deno's summary line is found and the leaf cases counted", async () => {
  const dir = await Deno.makeTempDir({ prefix: "test-command-" });
  try {
    await Deno.writeTextFile(`${dir}/suite_test.ts`, SUITE);
    const { code, stdout } = await new Deno.Command(Deno.execPath(), {
      args: ["test", "--no-config", `--junit-path=${dir}/junit.xml`, "suite_test.ts"],
      cwd: dir,
      env: { NO_COLOR: "1" },
      stdin: "null",
    }).output();
    assert.equal(code, 1);
    const lines = new TextDecoder().decode(stdout).split("\n");
    const summaries = lines.filter(isDenoSummary);
    assert.equal(summaries.length, 1, lines.join("\n"));
    assert.match(
      summaries[0],
      /^FAILED \| 1 passed \(1 step\) \| 1 failed \(1 step\) \| 1 ignored/,
    );
    // What stays on screen still says what failed.
    const kept = lines.filter((line) => !isDenoSummary(line)).join("\n");
    assert.match(kept, /has steps \.\.\. a step that fails => \S+suite_test\.ts/);
    assert.match(kept, /the failure's message/);
    // The count: the two leaves of "has steps", not the test holding them.
    const counts = countLeaves(await Deno.readTextFile(`${dir}/junit.xml`));
    assert.deepEqual(counts, { passed: 2, failed: 1, skipped: 1 });
  } finally {
    await Deno.remove(dir, { recursive: true });
  }
});

const TOOL_SUITE = `
import { toolTest } from "${new URL("../_tools.ts", import.meta.url).href}";
toolTest("runs gh", ["gh"], async () => {});
toolTest("runs sh", ["sh"], async () => {});
`;

/** A case's name without its file (the file Deno names is the one that called `Deno.test`). */
const testName = (name: string) => name.slice(name.indexOf("::") + 2);

/** Runs the tool suite with `PATH` holding only `sh`; returns its leaf cases. */
async function toolSuite(env: Record<string, string>) {
  const dir = await Deno.makeTempDir({ prefix: "tool-tests-" });
  const bin = await Deno.makeTempDir({ prefix: "tool-path-" });
  try {
    await Deno.symlink("/bin/sh", `${bin}/sh`);
    await Deno.writeTextFile(`${dir}/tools_test.ts`, TOOL_SUITE);
    const { code, stderr } = await new Deno.Command(Deno.execPath(), {
      args: ["test", "-A", "--no-config", `--junit-path=${dir}/junit.xml`, "tools_test.ts"],
      cwd: dir,
      clearEnv: true,
      env: { NO_COLOR: "1", PATH: bin, HOME: Deno.env.get("HOME") ?? "/", ...env },
    }).output();
    const report = await Deno.readTextFile(`${dir}/junit.xml`).catch(() => {
      throw new Error(`the suite did not run: ${new TextDecoder().decode(stderr)}`);
    });
    return { code, cases: leafCases(report) };
  } finally {
    await Deno.remove(dir, { recursive: true });
    await Deno.remove(bin, { recursive: true });
  }
}

Deno.test("a test whose tool is missing is skipped, its name saying which and how to install it", async () => {
  const { code, cases } = await toolSuite({});
  assert.equal(code, 0);
  assert.deepEqual(cases.map(({ name, skipped, failed }) => [testName(name), skipped, failed]), [
    ["runs gh (skipped: gh is missing: apt-get install -y gh, to run this test)", true, false],
    ["runs sh", false, false],
  ]);
});

Deno.test("with REQUIRE_TOOLS=1 a test whose tool is missing fails instead", async () => {
  const { code, cases } = await toolSuite({ REQUIRE_TOOLS: "1" });
  assert.equal(code, 1);
  assert.deepEqual(cases.map(({ name, failed }) => [testName(name), failed]), [
    ["runs gh", true],
    ["runs sh", false],
  ]);
});

Deno.test("missingTool() finds a command on PATH, and Chromium as the browser tests do", () => {
  assert.equal(missingTool("sh", { PATH: "/bin:/usr/bin" }), undefined);
  assert.match(missingTool("sh", { PATH: "/nowhere" }) ?? "", /^sh is missing: apt-get install/);
  assert.match(missingTool("chromium", { PATH: "/nowhere" }) ?? "", /CHROME_PATH/);
});
