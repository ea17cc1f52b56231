/**
 * The library's one cache structure, used by every cache: compiled templates (the engine's),
 * route strings split, compiled urls and validated base URLs (the request builder's). It keeps a
 * value from its key's second use, finds keys by a constant-time fingerprint, and is bounded in
 * entries and in characters of keys.
 *
 * Why not the key as a `Map` key: V8 hashes a string the first time it is a `Map` key, and in
 * Deno 2.9 that costs about 0.3–0.8 µs for a string it has not hashed before, however short. A
 * route string built for one call is such a string on every call, where the whole call takes
 * about 2 µs. A fingerprint costs a few nanoseconds; comparing the route string of a previous call
 * (the same string, as a literal in the code is) with the keys of its slot costs a pointer
 * comparison each.
 */

/** The default character budget of a cache: its keys' lengths added up. */
const MAX_CACHED_CHARACTERS = 250_000;

/** The 32-bit FNV prime, which spreads each character over the fingerprint. */
const FNV_PRIME = 0x01000193;

/**
 * A number that distinct keys seldom share, in constant time whatever the key's length: its
 * length and its first, middle and last two characters, mixed as FNV-1a mixes bytes. Keys that
 * differ only elsewhere share it (routes with ids in them often do).
 */
export function fingerprint(key: string): number {
  const length = key.length;
  let hash = Math.imul(length, FNV_PRIME) ^ key.charCodeAt(0);
  hash = Math.imul(hash, FNV_PRIME) ^ key.charCodeAt(length >> 1);
  hash = Math.imul(hash, FNV_PRIME) ^ key.charCodeAt(length - 2);
  hash = Math.imul(Math.imul(hash, FNV_PRIME) ^ key.charCodeAt(length - 1), FNV_PRIME);
  return (hash ^ hash >>> 16) >>> 0; // the low bits, which pick a slot, from all of them
}

/** How many slots a cache has: a power of two. */
const SLOTS = 1024;

/**
 * How many first uses of one slot's keys a cache remembers: a power of two. With one, two keys of
 * a slot used in turn overwrote each other's mark and were never kept (73 of the realistic mix's
 * 768 route strings).
 */
const MARKS_PER_SLOT = 4;

/** How many keys of one slot a cache keeps: the oldest beyond leaves. */
const MAX_PER_SLOT = 8;

/**
 * The longest key whose first use a cache remembers (a longer one is kept from its first use), so
 * its marks hold at most 1,048,576 characters of keys used once (4,096 marks of 256).
 */
const MAX_REMEMBERED_LENGTH = 256;

/** A key, its value and the entry stored before it in the same slot. */
interface Entry<V> {
  readonly key: string;
  readonly value: V;
  older: Entry<V> | undefined;
}

/**
 * A cache that keeps a value from its key's second use on, so that a key used once (a route with
 * an id in it) takes no entry and pushes out no key in use. A slot per fingerprint's low bits
 * holds the last {@linkcode MARKS_PER_SLOT} keys offered once and up to {@linkcode MAX_PER_SLOT}
 * kept keys, newest first, compared in full with the key looked up: two keys that share a
 * fingerprint cost a comparison, never a wrong answer. When a budget (`limit` entries,
 * `maxCharacters` characters of keys) would be exceeded, the cache is emptied: a process that uses
 * more than `limit` keys at once computes each value again now and then, which costs time, never a
 * wrong value.
 */
export interface Cache<V> {
  /** The value kept under `key`. */
  get(key: string): V | undefined;
  /**
   * Offers `value` for `key`, which `get` did not find: it is kept if this is not the key's first
   * use (or the key is longer than 256 characters) and the key fits the character budget.
   * Returns `value`.
   */
  set(key: string, value: V): V;
}

/**
 * A {@linkcode Cache} of at most `limit` entries and `maxCharacters` characters of keys. Its state
 * is local variables, which minify to one letter each.
 */
export function boundedCache<V>(
  limit: number,
  maxCharacters: number = MAX_CACHED_CHARACTERS,
): Cache<V> {
  const slots: (Entry<V> | undefined)[] = new Array(SLOTS).fill(undefined);
  const usedOnce: (string | undefined)[] = new Array(SLOTS * MARKS_PER_SLOT).fill(undefined);
  let turn = 0; // which of a slot's marks the next first use takes
  let size = 0;
  let characters = 0;

  /** Drops what follows the {@linkcode MAX_PER_SLOT}th entry of a slot (`second` is its second). */
  const trim = (second: Entry<V>): void => {
    let last = second;
    for (let kept = 2; kept < MAX_PER_SLOT && last.older !== undefined; kept++) last = last.older;
    for (let dropped = last.older; dropped !== undefined; dropped = dropped.older) {
      size--;
      characters -= dropped.key.length;
    }
    last.older = undefined;
  };

  /** Whether one of the marks from `first` on holds `key`. */
  const marked = (first: number, key: string): boolean => {
    for (let mark = first; mark < first + MARKS_PER_SLOT; mark++) {
      if (usedOnce[mark] === key) return true;
    }
    return false;
  };

  return {
    get(key) {
      let entry = slots[fingerprint(key) & (SLOTS - 1)];
      while (entry !== undefined && entry.key !== key) entry = entry.older;
      return entry?.value;
    },
    set(key, value) {
      const slot = fingerprint(key) & (SLOTS - 1);
      if (key.length <= MAX_REMEMBERED_LENGTH && !marked(slot * MARKS_PER_SLOT, key)) {
        usedOnce[slot * MARKS_PER_SLOT + (turn++ & (MARKS_PER_SLOT - 1))] = key;
        return value;
      }
      if (key.length > maxCharacters) return value;
      if (size >= limit || characters + key.length > maxCharacters) {
        slots.fill(undefined);
        size = 0;
        characters = 0;
      }
      const older = slots[slot];
      slots[slot] = { key, value, older };
      size++;
      characters += key.length;
      if (older !== undefined) trim(older);
      return value;
    },
  };
}
