/**
 * The caches found by fingerprint (the route cache): exact answers whatever keys share a
 * fingerprint, the same budgets as every cache, and routes kept from their second use only.
 */
import assert from "node:assert/strict";
import { fingerprint, FingerprintCache, SeenKeys } from "../src/uri_template/_cache.ts";
import { splitRoute } from "../src/_route.ts";

/** Keys of eight characters that differ only where {@linkcode fingerprint} does not look. */
function sameFingerprint(count: number): string[] {
  const keys = Array.from({ length: count }, (_, i) => `k${String(i).padStart(3, "0")}abcd`);
  assert.equal(new Set(keys.map(fingerprint)).size, 1);
  return keys;
}

function store(cache: FingerprintCache<number>, key: string, value: number): number {
  return cache.set(key, fingerprint(key), value);
}

function find(cache: FingerprintCache<number>, key: string): number | undefined {
  return cache.get(key, fingerprint(key));
}

Deno.test("FingerprintCache tells apart keys that share a fingerprint", () => {
  const cache = new FingerprintCache<number>(100);
  const keys = sameFingerprint(4);
  keys.forEach((key, i) => store(cache, key, i));
  assert.deepEqual(keys.map((key) => find(cache, key)), [0, 1, 2, 3]);
  assert.equal(find(cache, "k999abcd"), undefined);
  assert.equal(cache.size, 4);
});

Deno.test("FingerprintCache keeps eight keys of one slot, the newest", () => {
  const cache = new FingerprintCache<number>(100);
  const keys = sameFingerprint(12);
  keys.forEach((key, i) => store(cache, key, i));
  assert.deepEqual(keys.map((key) => find(cache, key)), [
    ...Array(4).fill(undefined),
    ...[4, 5, 6, 7, 8, 9, 10, 11],
  ]);
  assert.equal(cache.size, 8);
  assert.equal(cache.characters, 8 * 8);
});

Deno.test("FingerprintCache holds at most its limit of entries", () => {
  const cache = new FingerprintCache<number>(10);
  for (let i = 0; i < 25; i++) store(cache, `/route/${i}`, i);
  assert.ok(cache.size <= 10, `${cache.size} entries`);
  assert.equal(find(cache, "/route/24"), 24);
});

Deno.test("FingerprintCache holds at most its budget of key characters", () => {
  const cache = new FingerprintCache<number>(100, 10);
  store(cache, "aaaa", 1);
  store(cache, "bbbb", 2);
  store(cache, "cccc", 3); // 12 characters: the cache is emptied first
  assert.ok(cache.characters <= 10);
  assert.equal(find(cache, "cccc"), 3);
  assert.equal(cache.characters, 4);
});

Deno.test("FingerprintCache keeps no key longer than its budget, and still returns the value", () => {
  const cache = new FingerprintCache<string>(100, 10);
  assert.equal(cache.set("x".repeat(11), fingerprint("x".repeat(11)), "value"), "value");
  assert.equal(cache.get("x".repeat(11), fingerprint("x".repeat(11))), undefined);
  assert.equal(cache.size, 0);
});

Deno.test("SeenKeys says a key was seen from its second mark on, until another key takes its slot", () => {
  const seen = new SeenKeys();
  const [first, second] = sameFingerprint(2);
  assert.equal(seen.mark(first, fingerprint(first)), false);
  assert.equal(seen.mark(first, fingerprint(first)), true);
  assert.equal(seen.mark(second, fingerprint(second)), false); // takes the slot
  assert.equal(seen.mark(first, fingerprint(first)), false);
  const long = "/" + "x".repeat(300);
  assert.equal(seen.mark(long, fingerprint(long)), true, "a long key is kept from its first use");
});

Deno.test("a route is kept from its second use, then the same parts are returned", () => {
  const route = "GET /fingerprint-cache-test/{id}";
  const first = splitRoute(route);
  assert.equal(first.kept, false);
  const second = splitRoute(`GET /fingerprint-cache-test/{id}`.slice(0)); // equal, maybe not identical
  assert.equal(second.kept, true);
  assert.notEqual(second, first);
  assert.equal(splitRoute(route), second);
  assert.deepEqual([second.method, second.url], ["GET", "/fingerprint-cache-test/{id}"]);
});
