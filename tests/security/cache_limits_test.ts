/**
 * Caches are bounded by the total length of their keys as well as by their count, so neither
 * endless distinct templates nor a few huge ones make a long-running process grow.
 */
import assert from "node:assert/strict";
import type { LargeMemoryReport } from "../../bench/memory_large.ts";

Deno.test("distinct 100 KB routes and templates do not stay alive: caches are bounded by their keys' length too", async () => {
  // In its own process, so that the heap it measures is its own (bench/memory_large.ts).
  const { code, stdout, stderr } = await new Deno.Command(Deno.execPath(), {
    args: ["run", "-A", "--v8-flags=--expose-gc", "bench/memory_large.ts", "200", "--json"],
    cwd: new URL("../../", import.meta.url),
    env: { NO_COLOR: "1" },
    stdout: "piped",
    stderr: "piped",
  }).output();
  const text = new TextDecoder();
  assert.equal(code, 0, text.decode(stderr));
  const report: LargeMemoryReport = JSON.parse(text.decode(stdout));
  const grown = (report.after - report.before) / 1024 / 1024;
  assert.ok(report.bounded, `the heap grew by ${grown.toFixed(1)} MiB for 200 templates`);
});
