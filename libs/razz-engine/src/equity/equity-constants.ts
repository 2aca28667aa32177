/** Numbers shared by the equity code. */

/**
 * A pot in whole units: 5040 = 2 · 2520, and 2520 is divisible by every number of tied hands
 * from 1 to 9, so every share of a deal — a whole pot or a half split among up to 9 hands — is a
 * whole number of units and the exact sums stay integers (below 2^53 for any allowed enumeration).
 */
export const SHARE_UNIT = 5040;
export const HALF_UNIT = SHARE_UNIT / 2;

/** Every live stud hand ends with seven cards, its own and the community cards together. */
export const FINAL_HAND_SIZE = 7;
/** Third street: two down cards and the door card. */
export const FIRST_STREET_SIZE = 3;
/** A stud table seats at most 9 (the rule book's `maxSeats` option). */
export const MAX_HANDS = 9;
/** At most two community cards: 6th and 7th street at a nine-handed table. */
export const MAX_COMMUNITY = 2;

/**
 * Enumerate when there are at most this many deals: three live hands on 5th street with every
 * card known (2 cards each to come from 37: 209,230,560 deals) stay exact, and so does heads-up
 * 4th street (141,181,040); on one core each takes well under a second in Razz and one to two
 * seconds in Stud Eight-or-Better (docs/equity.md has the figures). Heads-up 3rd street (over
 * 10^10 deals) is sampled.
 */
export const DEFAULT_MAX_EXACT_DEALS = 250_000_000;

/** Monte Carlo's default sample: 1.96 · 0.5 / sqrt(200,000) ≈ ±0.0022 at worst for each figure. */
export const DEFAULT_SAMPLES = 200_000;

/** Monte Carlo's default seed: the figures are reproducible unless a seed is chosen. */
export const DEFAULT_SEED = 1;

/** z for a two-sided 95 % interval. */
export const Z95 = 1.96;
