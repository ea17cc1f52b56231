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
    if (key.length > this.#maxCharacters) return value;
    if (this.#entries.delete(key)) this.#characters -= key.length;
    if (
      this.#entries.size >= this.#limit || this.#characters + key.length > this.#maxCharacters
    ) {
      this.#evict(key.length);
    }
    this.#entries.set(key, value);
    this.#characters += key.length;
    return value;
  }

  /** Removes the oldest entries until three quarters of each budget, `incoming` included, hold. */
  #evict(incoming: number): void {
    const count = this.#limit - Math.max(1, this.#limit >> 2);
    const characters = this.#maxCharacters - (this.#maxCharacters >> 2) - incoming;
    for (const oldest of this.#entries.keys()) {
      if (this.#entries.size <= count && this.#characters <= characters) return;
      this.#entries.delete(oldest);
      this.#characters -= oldest.length;
    }
  }
}
