import assert from "node:assert/strict";
import { countLeaves, isDenoSummary } from "../../scripts/test.ts";

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
