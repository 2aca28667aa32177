/**
 * The engine's only source of randomness. Injected, never global, so a hand can be replayed
 * and tests can rig the deck. Implementations: `cryptoRng` (production) and `seededRng` (tests,
 * simulations).
 */
export interface Rng {
  /** A uniformly distributed integer in `[0, maxExclusive)`; `maxExclusive` is 1…2^32. */
  int(maxExclusive: number): number;
}
