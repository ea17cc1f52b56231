/**
 * The library's one cache structure, used by every cache: compiled templates (the engine's),
 * route strings split, compiled urls and validated base URLs (the request builder's). It keeps a
 * value from its key's second use, and is bounded in entries and in characters of keys.
 *
 * Keys are a `Map`'s: V8 keeps a string's hash in the string once computed, so the route string of
 * a previous call (the same string, as a literal in the code is) is found in a few nanoseconds,
 * among any number of routes; a string built for one call is hashed once, in time linear in its
 * length (decision 47). A fingerprint of a few characters, used before, let 20% of Microsoft
 * Graph's routes share a slot and push each other out.
 */

/** The entries of a cache of routes, urls or templates: more than Microsoft Graph's 11,422. */
export const ROUTE_CACHE_LIMIT = 16_384;

/**
 * The default character budget of a cache, its keys' lengths added up: twice Microsoft Graph's
 * routes (957,493 characters).
 */
const MAX_CACHED_CHARACTERS = 2_000_000;

/**
 * A cache that keeps a value from its key's second use on, so that a key used once (a route with
 * an id in it) takes no entry and pushes out no key in use. Kept keys are a `Map`'s; keys offered
 * once are a `Set`'s, with the same budgets. When a budget (`limit` keys, `maxCharacters`
 * characters of keys) would be exceeded, the `Map` or the `Set` is emptied: a process that uses
 * more than `limit` keys at once computes each value again now and then, which costs time, never
 * a wrong value.
 */
export interface Cache<V> {
  /** The value kept under `key`. */
  get(key: string): V | undefined;
  /**
   * Offers `value` for `key`, which `get` did not find: it is kept if this is not the key's first
   * use and the key fits the character budget. Returns `value`.
   */
  set(key: string, value: V): V;
}

/** A {@linkcode Cache} of at most `limit` entries and `maxCharacters` characters of keys. */
export function boundedCache<V>(
  limit: number,
  maxCharacters: number = MAX_CACHED_CHARACTERS,
): Cache<V> {
  const kept = new Map<string, V>();
  const usedOnce = new Set<string>();
  let keptCharacters = 0;
  let onceCharacters = 0;
  return {
    get: (key) => kept.get(key),
    set(key, value) {
      const length = key.length;
      if (length > maxCharacters) return value;
      if (!usedOnce.delete(key)) {
        if (usedOnce.size >= limit || onceCharacters + length > maxCharacters) {
          usedOnce.clear();
          onceCharacters = 0;
        }
        usedOnce.add(key);
        onceCharacters += length;
        return value;
      }
      onceCharacters -= length;
      if (kept.size >= limit || keptCharacters + length > maxCharacters) {
        kept.clear();
        keptCharacters = 0;
      }
      kept.set(key, value);
      keptCharacters += length;
      return value;
    },
  };
}
