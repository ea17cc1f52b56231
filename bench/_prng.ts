/**
 * A small fast pseudo-random number generator, so that generated data is the same on every run.
 *
 * @module
 */

/** A small fast PRNG (mulberry32): the same numbers in [0, 1) for the same start value. */
export function prng(start: number): () => number {
  let state = start >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
