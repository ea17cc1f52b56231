/**
 * The one cache structure (`boundedCache`, found by fingerprint): exact answers whatever keys share
 * a fingerprint, a key kept from its second use only, and bounded in entries and key characters.
 */
import assert from "node:assert/strict";
import { boundedCache, type Cache, fingerprint } from "../../src/uri_template/_cache.ts";
import { splitRoute } from "../../src/_route.ts";
import { endpoint, parseTemplate } from "../../mod.ts";

/** Keys of eight characters that differ only where {@linkcode fingerprint} does not look. */
function sameFingerprint(count: number): string[] {
  const keys = Array.from({ length: count }, (_, i) => `k${String(i).padStart(3, "0")}abcd`);
  assert.equal(new Set(keys.map(fingerprint)).size, 1);
  return keys;
}

/** Offers `key` twice, so that it is kept (when it fits). */
function keep(cache: Cache<number>, key: string, value: number): void {
  cache.set(key, value);
  cache.set(key, value);
}

/** The keys among `keys` that the cache holds. */
function held(cache: Cache<number>, keys: readonly string[]): string[] {
  return keys.filter((key) => cache.get(key) !== undefined);
}

Deno.test("the cache keeps a key from its second use", () => {
  const cache = boundedCache<number>(100);
  assert.equal(cache.set("/a", 1), 1);
  assert.equal(cache.get("/a"), undefined);
  assert.equal(cache.set("/a", 2), 2);
  assert.equal(cache.get("/a"), 2);
});

Deno.test("the cache keeps two keys of one slot that are used in turn", () => {
  const cache = boundedCache<number>(100);
  const [first, second] = sameFingerprint(2);
  cache.set(first, 1);
  cache.set(second, 2);
  assert.deepEqual(held(cache, [first, second]), []);
  cache.set(first, 1);
  cache.set(second, 2);
  assert.deepEqual(held(cache, [first, second]), [first, second]);
});

Deno.test("the cache forgets a first use once four newer keys of its slot came", () => {
  const cache = boundedCache<number>(100);
  const keys = sameFingerprint(5);
  for (const key of keys) cache.set(key, 1);
  cache.set(keys[0], 1); // its mark is gone: this is a first use again
  cache.set(keys[4], 1);
  assert.deepEqual(held(cache, keys), [keys[4]]);
});

Deno.test("the cache keeps a key longer than 256 characters from its first use", () => {
  const cache = boundedCache<number>(100);
  const long = "/" + "x".repeat(300);
  cache.set(long, 1);
  assert.equal(cache.get(long), 1);
});

Deno.test("the cache tells apart keys that share a fingerprint", () => {
  const cache = boundedCache<number>(100);
  const keys = sameFingerprint(4);
  keys.forEach((key, i) => keep(cache, key, i));
  assert.deepEqual(keys.map((key) => cache.get(key)), [0, 1, 2, 3]);
  assert.equal(cache.get("k999abcd"), undefined);
});

Deno.test("the cache keeps eight keys of one slot, the newest", () => {
  const cache = boundedCache<number>(100);
  const keys = sameFingerprint(12);
  keys.forEach((key, i) => keep(cache, key, i));
  assert.deepEqual(keys.map((key) => cache.get(key)), [
    ...Array(4).fill(undefined),
    ...[4, 5, 6, 7, 8, 9, 10, 11],
  ]);
});

Deno.test("the cache holds at most its limit of entries", () => {
  const cache = boundedCache<number>(10);
  const keys = Array.from({ length: 25 }, (_, i) => `/route/${i}`);
  keys.forEach((key, i) => keep(cache, key, i));
  const count = held(cache, keys).length;
  assert.ok(count <= 10, `${count} entries`);
  assert.equal(cache.get("/route/24"), 24);
});

Deno.test("the cache holds at most its budget of key characters", () => {
  const cache = boundedCache<number>(100, 10);
  keep(cache, "aaaa", 1);
  keep(cache, "bbbb", 2);
  keep(cache, "cccc", 3); // 12 characters: the cache is emptied first
  assert.deepEqual(held(cache, ["aaaa", "bbbb", "cccc"]), ["cccc"]);
});

Deno.test("the cache keeps no key longer than its budget, and still returns the value", () => {
  const cache = boundedCache<number>(100, 10);
  const long = "x".repeat(11);
  keep(cache, "short", 2);
  assert.equal(cache.set(long, 1), 1);
  assert.equal(cache.set(long, 1), 1);
  assert.equal(cache.get(long), undefined);
  assert.equal(cache.get("short"), 2);
});

Deno.test("a route is kept from its second use, then the same parts are returned", () => {
  const route = "GET /second-use-test/{id}";
  const first = splitRoute(route);
  const second = splitRoute(["GET /second-use-test/", "{id}"].join("")); // a new, equal string
  assert.notEqual(second, first);
  assert.equal(splitRoute(route), second);
  assert.deepEqual([second.method, second.url], ["GET", "/second-use-test/{id}"]);
});

Deno.test("many distinct templates and routes still expand correctly past the cache limit", () => {
  for (let round = 0; round < 2; round++) {
    for (let i = 0; i < 3_000; i++) {
      assert.equal(parseTemplate(`/t${i}/{x}`).expand({ x: i }), `/t${i}/${i}`);
      assert.equal(endpoint(`GET /r${i}/{x}`, { x: i }).url, `https://api.github.com/r${i}/${i}`);
    }
  }
  assert.equal(parseTemplate("/t0/{x}").expand({ x: "again" }), "/t0/again");
});
