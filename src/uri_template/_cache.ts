/** The default character budget of a cache: its keys' lengths added up. */
export const MAX_CACHED_CHARACTERS = 250_000;

/**
 * A map that holds at most `limit` entries and at most `maxCharacters` characters of keys: when
 * either would be exceeded, the oldest entries leave, a quarter of the budget at a time, in one
 * pass (one entry at a time would walk from the oldest slot on every insertion: a `Map` keeps
 * the slots of deleted entries until it rehashes). A key longer than `maxCharacters` is not kept
 * at all. Used for compiled templates, compiled urls and validated base urls (every cache but
 * the route cache, `_second_use_cache.ts`), whose size grows with their key, so a process that
 * sees endless distinct templates, or a few huge ones, stays bounded.
 */
export class BoundedCache<V> {
  readonly #entries = new Map<string, V>();
  readonly #limit: number;
  readonly #maxCharacters: number;
  #characters = 0;

  constructor(limit: number, maxCharacters: number = MAX_CACHED_CHARACTERS) {
    this.#limit = limit;
    this.#maxCharacters = maxCharacters;
  }

  /** The number of entries held now. */
  get size(): number {
    return this.#entries.size;
  }

  /** The total length of the keys held now. */
  get characters(): number {
    return this.#characters;
  }

  get(key: string): V | undefined {
    return this.#entries.get(key);
  }

  /** Stores `value` under `key` (unless the key alone is over the budget) and returns it. */
  set(key: string, value: V): V {
    const entries = this.#entries;
    const length = key.length;
    if (length > this.#maxCharacters) return value;
    if (entries.delete(key)) this.#characters -= length;
    const limit = this.#limit;
    const characters = this.#maxCharacters;
    if (entries.size >= limit || this.#characters + length > characters) {
      // The oldest leave until three quarters of each budget, `key` included, hold (at least one
      // entry leaves).
      for (const oldest of entries.keys()) {
        if (
          entries.size <= limit - (limit >> 2 || 1) &&
          this.#characters + length <= characters - (characters >> 2)
        ) break;
        entries.delete(oldest);
        this.#characters -= oldest.length;
      }
    }
    entries.set(key, value);
    this.#characters += length;
    return value;
  }
}
