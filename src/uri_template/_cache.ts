/**
 * A map that holds at most `limit` entries: when full, the oldest quarter leaves, in one pass.
 * Used for compiled templates, so a process that sees endless distinct templates stays bounded.
 * (One entry at a time would cost a walk from the oldest slot on every insertion: a `Map` keeps
 * the slots of deleted entries until it rehashes.)
 */
export class BoundedCache<V> {
  readonly #entries = new Map<string, V>();
  readonly #limit: number;

  constructor(limit: number) {
    this.#limit = limit;
  }

  /** The number of entries held now. */
  get size(): number {
    return this.#entries.size;
  }

  get(key: string): V | undefined {
    return this.#entries.get(key);
  }

  set(key: string, value: V): V {
    if (this.#entries.size >= this.#limit) this.#evict(Math.max(1, this.#limit >> 2));
    this.#entries.set(key, value);
    return value;
  }

  /** Removes the `count` oldest entries. */
  #evict(count: number): void {
    for (const oldest of this.#entries.keys()) {
      this.#entries.delete(oldest);
      if (--count === 0) return;
    }
  }
}
