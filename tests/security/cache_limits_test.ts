/**
 * Caches are bounded by the total length of their keys as well as by their count, so neither
 * endless distinct templates nor a few huge ones make a long-running process grow.
 */
import assert from "node:assert/strict";
import { BoundedCache } from "../../src/uri_template/_cache.ts";
import type { LargeMemoryReport } from "../../bench/memory_large.ts";

Deno.test("BoundedCache drops its oldest entries when its keys pass the character budget", () => {
  const cache = new BoundedCache<number>(100, 10);
  cache.set("aaaa", 1);
  cache.set("bbbb", 2);
  assert.equal(cache.characters, 8);
  cache.set("cccc", 3); // 12 characters: "aaaa" leaves
  assert.equal(cache.get("aaaa"), undefined);
  assert.deepEqual([cache.get("bbbb"), cache.get("cccc")], [2, 3]);
  assert.equal(cache.characters, 8);
  assert.equal(cache.size, 2);
});

Deno.test("BoundedCache keeps no key longer than its budget, and still returns the value", () => {
  const cache = new BoundedCache<string>(100, 10);
  cache.set("short", "kept");
  assert.equal(cache.set("x".repeat(11), "value"), "value");
  assert.equal(cache.get("x".repeat(11)), undefined);
  assert.equal(cache.get("short"), "kept");
  assert.equal(cache.characters, 5);
});

Deno.test("BoundedCache counts a key set again once", () => {
  const cache = new BoundedCache<number>(2, 100);
  cache.set("a", 1);
  cache.set("a", 2);
  assert.equal(cache.size, 1);
  assert.equal(cache.characters, 1);
  assert.equal(cache.get("a"), 2);
});

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
