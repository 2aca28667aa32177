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

/** `nextWord` must return uniform integers in `[0, 2^32)`. */
export function uniformInt(maxExclusive: number, nextWord: () => number): number {
  checkMaxExclusive(maxExclusive);
  if (maxExclusive === TWO_POW_32) return nextWord();
  // Largest multiple of maxExclusive that fits in 32 bits: words at or above it are rejected.
  const limit = TWO_POW_32 - (TWO_POW_32 % maxExclusive);
  let word = nextWord();
  while (word >= limit) word = nextWord();
  return word % maxExclusive;
}
