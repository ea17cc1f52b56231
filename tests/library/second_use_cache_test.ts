/**
 * The route cache (a SecondUseCache, found by fingerprint): exact answers whatever keys share a
 * fingerprint, a key kept from its second use only, and the same budgets as every cache.
 */
import assert from "node:assert/strict";
import { fingerprint, type SecondUseCache, secondUseCache } from "../../src/_second_use_cache.ts";
import { splitRoute } from "../../src/_route.ts";

/** Keys of eight characters that differ only where {@linkcode fingerprint} does not look. */
function sameFingerprint(count: number): string[] {
  const keys = Array.from({ length: count }, (_, i) => `k${String(i).padStart(3, "0")}abcd`);
  assert.equal(new Set(keys.map(fingerprint)).size, 1);
  return keys;
}

/** Offers `key` twice, so that it is kept (when it fits). */
function keep(cache: SecondUseCache<number>, key: string, value: number): void {
  cache.offer(key, fingerprint(key), value);
  cache.offer(key, fingerprint(key), value);
}

function find(cache: SecondUseCache<number>, key: string): number | undefined {
  return cache.get(key, fingerprint(key));
}

/** The keys among `keys` that the cache holds. */
function held(cache: SecondUseCache<number>, keys: readonly string[]): string[] {
  return keys.filter((key) => find(cache, key) !== undefined);
}

Deno.test("SecondUseCache keeps a key from its second use", () => {
  const cache = secondUseCache<number>(100);
  assert.equal(cache.offer("/a", fingerprint("/a"), 1), false);
  assert.equal(find(cache, "/a"), undefined);
  assert.equal(cache.offer("/a", fingerprint("/a"), 2), true);
  assert.equal(find(cache, "/a"), 2);
});

Deno.test("SecondUseCache keeps two keys of one slot that are used in turn", () => {
  const cache = secondUseCache<number>(100);
  const [first, second] = sameFingerprint(2);
  assert.equal(cache.offer(first, fingerprint(first), 1), false);
  assert.equal(cache.offer(second, fingerprint(second), 2), false);
  assert.equal(cache.offer(first, fingerprint(first), 1), true);
  assert.equal(cache.offer(second, fingerprint(second), 2), true);
  assert.deepEqual(held(cache, [first, second]), [first, second]);
});

Deno.test("SecondUseCache forgets a first use once four newer keys of its slot came", () => {
  const cache = secondUseCache<number>(100);
  const keys = sameFingerprint(5);
  for (const key of keys) assert.equal(cache.offer(key, fingerprint(key), 1), false);
  assert.equal(cache.offer(keys[0], fingerprint(keys[0]), 1), false);
  assert.equal(cache.offer(keys[4], fingerprint(keys[4]), 1), true);
});

Deno.test("SecondUseCache keeps a long key from its first use", () => {
  const cache = secondUseCache<number>(100);
  const long = "/" + "x".repeat(300);
  assert.equal(cache.offer(long, fingerprint(long), 1), true);
  assert.equal(find(cache, long), 1);
});

Deno.test("SecondUseCache tells apart keys that share a fingerprint", () => {
  const cache = secondUseCache<number>(100);
  const keys = sameFingerprint(4);
  keys.forEach((key, i) => keep(cache, key, i));
  assert.deepEqual(keys.map((key) => find(cache, key)), [0, 1, 2, 3]);
  assert.equal(find(cache, "k999abcd"), undefined);
});

Deno.test("SecondUseCache keeps eight keys of one slot, the newest", () => {
  const cache = secondUseCache<number>(100);
  const keys = sameFingerprint(12);
  keys.forEach((key, i) => keep(cache, key, i));
  assert.deepEqual(keys.map((key) => find(cache, key)), [
    ...Array(4).fill(undefined),
    ...[4, 5, 6, 7, 8, 9, 10, 11],
  ]);
});

Deno.test("SecondUseCache holds at most its limit of entries", () => {
  const cache = secondUseCache<number>(10);
  const keys = Array.from({ length: 25 }, (_, i) => `/route/${i}`);
  keys.forEach((key, i) => keep(cache, key, i));
  const count = held(cache, keys).length;
  assert.ok(count <= 10, `${count} entries`);
  assert.equal(find(cache, "/route/24"), 24);
});

Deno.test("SecondUseCache holds at most its budget of key characters", () => {
  const cache = secondUseCache<number>(100, 10);
  keep(cache, "aaaa", 1);
  keep(cache, "bbbb", 2);
  keep(cache, "cccc", 3); // 12 characters: the cache is emptied first
  assert.deepEqual(held(cache, ["aaaa", "bbbb", "cccc"]), ["cccc"]);
});

Deno.test("SecondUseCache keeps no key longer than its budget", () => {
  const cache = secondUseCache<number>(100, 10);
  const long = "x".repeat(11);
  keep(cache, long, 1);
  assert.equal(find(cache, long), undefined);
});

Deno.test("a route is kept from its second use, then the same parts are returned", () => {
  const route = "GET /second-use-test/{id}";
  const first = splitRoute(route);
  const second = splitRoute(["GET /second-use-test/", "{id}"].join("")); // a new, equal string
  assert.notEqual(second, first);
  assert.equal(splitRoute(route), second);
  assert.deepEqual([second.method, second.url], ["GET", "/second-use-test/{id}"]);
});
