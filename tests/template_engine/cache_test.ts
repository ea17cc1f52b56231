/**
 * The one cache structure (`boundedCache`): a key kept from its second use only, as many keys as a
 * large API has routes, and bounded in entries and key characters.
 */
import assert from "node:assert/strict";
import { boundedCache, type Cache, ROUTE_CACHE_LIMIT } from "../../src/uri_template/_cache.ts";
import { splitRoute } from "../../src/_route.ts";
import { endpoint, parseTemplate } from "../../mod.ts";

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

Deno.test("the cache forgets first uses once it was offered its limit of other keys", () => {
  const cache = boundedCache<number>(4);
  const keys = ["/a", "/b", "/c", "/d", "/e"];
  for (const key of keys) cache.set(key, 1);
  cache.set("/a", 1); // its first use is forgotten: this is a first use again
  cache.set("/e", 1);
  assert.deepEqual(held(cache, keys), ["/e"]);
});

Deno.test("the cache keeps a long key from its second use too", () => {
  const cache = boundedCache<number>(100);
  const long = "/" + "x".repeat(100_000);
  cache.set(long, 1);
  assert.equal(cache.get(long), undefined);
  cache.set("/" + "x".repeat(100_000), 2); // an equal string, not the same one
  assert.equal(cache.get(long), 2);
});

/**
 * `count` keys the shape of Microsoft Graph's routes: one length, the same first and last
 * characters, told apart by the names in the middle.
 */
function graphLikeKeys(count: number): string[] {
  return Array.from({ length: count }, (_, i) => {
    const [a, b] = [i % 100, Math.floor(i / 100)].map((n) => n.toString(36).padStart(2, "0"));
    return `GET /users/{user-id}/f${a}/{f${b}-id}/messages/{message-id}/attachments`;
  });
}

Deno.test("the route caches keep 10,000 routes used in turn, however alike", () => {
  const cache = boundedCache<number>(ROUTE_CACHE_LIMIT);
  const keys = graphLikeKeys(10_000);
  for (let pass = 0; pass < 2; pass++) keys.forEach((key, i) => cache.set(key, i));
  assert.equal(held(cache, keys).length, keys.length);
});

Deno.test("the cache keeps routes of one length told apart in the middle, used in turn", () => {
  const cache = boundedCache<number>(ROUTE_CACHE_LIMIT);
  const keys = graphLikeKeys(400);
  for (let pass = 0; pass < 2; pass++) keys.forEach((key, i) => cache.set(key, i));
  assert.deepEqual(keys.map((key) => cache.get(key)), keys.map((_, i) => i));
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
