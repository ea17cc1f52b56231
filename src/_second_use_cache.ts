/**
 * The route cache's structure: found by a constant-time fingerprint of its keys, it keeps a value
 * from its key's second use. It belongs to the request builder; the RFC 6570 engine's caches are
 * bounded maps found by key (`uri_template/_cache.ts`).
 */
import { MAX_CACHED_CHARACTERS } from "./uri_template/_cache.ts";

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

/** How many slots a {@linkcode SecondUseCache} has: a power of two. */
const SLOTS = 1024;

/**
 * How many first uses of one slot's keys a {@linkcode SecondUseCache} remembers: a power of two.
 * With one, two routes of a slot used in turn overwrote each other's mark and were never kept (73
 * of the realistic mix's 768 route strings).
 */
const MARKS_PER_SLOT = 4;

/** How many keys of one slot a {@linkcode SecondUseCache} keeps: the oldest beyond leaves. */
const MAX_PER_SLOT = 8;

/**
 * The longest key whose first use a {@linkcode SecondUseCache} remembers: so its marks hold at
 * most 1,048,576 characters of keys used once.
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
 * an id in it) leaves nothing behind, found by its keys' {@linkcode fingerprint}s rather than by
 * the keys themselves. A slot per fingerprint's low bits holds the last
 * {@linkcode MARKS_PER_SLOT} keys offered once and up to {@linkcode MAX_PER_SLOT} kept keys,
 * newest first, compared with the key looked up. A key offered once whose mark newer keys of its
 * slot took since is kept one use later; a key longer than
 * {@linkcode MAX_REMEMBERED_LENGTH} is kept from its first use. Budgets as a
 * `BoundedCache`'s: when one would be exceeded, the cache is emptied (a process that
 * uses more than `limit` keys at once computes each value again now and then, which costs time,
 * never a wrong value).
 *
 * Why not the key as a `Map` key: V8 hashes a string the first time it is a `Map` key, looking
 * it up in its table of internalized strings first, and in Deno 2.9 that costs about 0.3 µs for
 * a string the table does not hold, however short. A route string built for one call is such a
 * string on every call, where the whole call takes about 2 µs. A fingerprint costs a few
 * nanoseconds; comparing the route string of a previous call (the same string, as a literal in
 * the code is) with the keys of its slot costs a pointer comparison each.
 */
export interface SecondUseCache<V> {
  /** The value kept under `key`, whose fingerprint is `print`. */
  get(key: string, print: number): V | undefined;
  /**
   * Keeps `value` under `key` (whose fingerprint is `print`, and which `get` did not find) if
   * this is not the key's first use and the key fits the character budget; returns whether it
   * kept it.
   */
  offer(key: string, print: number, value: V): boolean;
}

/**
 * A {@linkcode SecondUseCache} of at most `limit` entries and `maxCharacters` characters of keys.
 * Its state is local variables, which minify to one letter each.
 */
export function secondUseCache<V>(
  limit: number,
  maxCharacters: number = MAX_CACHED_CHARACTERS,
): SecondUseCache<V> {
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
    get(key, print) {
      let entry = slots[print & (SLOTS - 1)];
      while (entry !== undefined && entry.key !== key) entry = entry.older;
      return entry?.value;
    },
    offer(key, print, value) {
      const slot = print & (SLOTS - 1);
      if (key.length <= MAX_REMEMBERED_LENGTH && !marked(slot * MARKS_PER_SLOT, key)) {
        usedOnce[slot * MARKS_PER_SLOT + (turn++ & (MARKS_PER_SLOT - 1))] = key;
        return false;
      }
      if (key.length > maxCharacters) return false;
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
      return true;
    },
  };
}
