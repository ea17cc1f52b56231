import assert from "node:assert/strict";
import { BoundedCache } from "../../src/uri_template/_cache.ts";
import { endpoint, parseTemplate } from "../../mod.ts";

Deno.test("BoundedCache holds at most its limit, dropping the oldest", () => {
  const cache = new BoundedCache<number>(3);
  for (let i = 0; i < 10; i++) cache.set(`k${i}`, i);
  assert.equal(cache.size, 3);
  assert.equal(cache.get("k0"), undefined);
  assert.equal(cache.get("k9"), 9);
  assert.equal(cache.get("k7"), 7);
});

Deno.test("BoundedCache.set returns the value it stores", () => {
  const cache = new BoundedCache<string>(1);
  assert.equal(cache.set("a", "x"), "x");
});

Deno.test("many distinct templates and routes still expand correctly past the cache limit", () => {
  for (let i = 0; i < 3_000; i++) {
    assert.equal(parseTemplate(`/t${i}/{x}`).expand({ x: i }), `/t${i}/${i}`);
    assert.equal(endpoint(`GET /r${i}/{x}`, { x: i }).url, `https://api.github.com/r${i}/${i}`);
  }
  assert.equal(parseTemplate("/t0/{x}").expand({ x: "again" }), "/t0/again");
});
