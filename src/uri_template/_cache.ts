/**
 * A map that holds at most `limit` entries: when full, the oldest entry leaves.
 * Used for compiled templates, so a process that sees endless distinct templates stays bounded.
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
    if (this.#entries.size >= this.#limit) {
      this.#entries.delete(this.#entries.keys().next().value as string);
    }
    this.#entries.set(key, value);
    return value;
  }
}
