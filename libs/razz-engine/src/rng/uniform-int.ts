/**
 * Rejection sampling shared by every `Rng`: turns a source of uniform 32-bit words into an
 * unbiased integer in `[0, maxExclusive)`. A plain `word % max` would favour small results
 * whenever `max` does not divide 2^32 (e.g. 52 cards), so words from the incomplete last block
 * are thrown away and drawn again; at worst (max just above 2^31) that rejects half the words.
 */
const TWO_POW_32 = 0x1_0000_0000;

/** Throws unless `maxExclusive` is an integer in 1…2^32 — the `Rng.int` contract. */
export function checkMaxExclusive(maxExclusive: number): void {
  // Plain arithmetic (also false for NaN): global look-ups are slow inside vm contexts like jest's.
  if (!(maxExclusive >= 1 && maxExclusive <= TWO_POW_32 && maxExclusive % 1 === 0)) {
    throw new RangeError(`Rng.int: maxExclusive must be an integer in 1…2^32, got ${maxExclusive}`);
  }
}

/** Sizes up to this (a deck, a street's choices, a random pick) take the small-integer path. */
const SMALL = 64;

/** `LIMITS[n]` = the rejection limit for n ≤ SMALL, worked out once. */
const LIMITS: readonly number[] = Array.from({ length: SMALL + 1 }, (_, n) => (n === 0 ? 0 : TWO_POW_32 - (TWO_POW_32 % n)));

/** `nextWord` must return uniform integers in `[0, 2^32)`. */
export function uniformInt(maxExclusive: number, nextWord: () => number): number {
  checkMaxExclusive(maxExclusive);
  if (maxExclusive <= SMALL) {
    // Hot path (every card of every shuffle): the same limit and the same `word mod n` as below,
    // without a floating-point remainder — a word may exceed 2^31, so `word % n` is a C call in V8.
    // word = hi·2^16 + lo, so word mod n = ((hi mod n)·2^16 + lo) mod n, every step a small integer.
    const limit = LIMITS[maxExclusive] as number;
    let word = nextWord();
    while (word >= limit) word = nextWord();
    return ((((word >>> 16) % maxExclusive) << 16) + (word & 0xffff)) % maxExclusive;
  }
  if (maxExclusive === TWO_POW_32) return nextWord();
  // Largest multiple of maxExclusive that fits in 32 bits: words at or above it are rejected.
  const limit = TWO_POW_32 - (TWO_POW_32 % maxExclusive);
  let word = nextWord();
  while (word >= limit) word = nextWord();
  return word % maxExclusive;
}
