import type { Card } from '../cards/card';

/**
 * How five cards are valued, lowest hand best:
 * - `ace-to-five` (Razz): aces low, straights and flushes ignored; best 5-4-3-2-A.
 * - `ace-to-six` (London Lowball): aces low, straights and flushes count against; best 6-4-3-2-A.
 * - `deuce-to-seven` (Kansas City): aces high, straights and flushes count; best 7-5-4-3-2.
 */
export type LowEvaluation = 'ace-to-five' | 'ace-to-six' | 'deuce-to-seven';

export const LOW_EVALUATIONS: readonly LowEvaluation[] = ['ace-to-five', 'ace-to-six', 'deuce-to-seven'];

export function isLowEvaluation(value: unknown): value is LowEvaluation {
  return typeof value === 'string' && (LOW_EVALUATIONS as readonly string[]).includes(value);
}

/**
 * Every evaluation the engine knows: the three lowball ones and `high` (standard poker: aces high
 * and low in A-2-3-4-5, straights and flushes count; best hand a royal flush). Ranks are "lower is
 * better" in all of them, so rank 0 of `high` is a royal flush.
 */
export type Evaluation = LowEvaluation | 'high';

export const EVALUATIONS: readonly Evaluation[] = [...LOW_EVALUATIONS, 'high'];

export function isEvaluation(value: unknown): value is Evaluation {
  return typeof value === 'string' && (EVALUATIONS as readonly string[]).includes(value);
}

/**
 * How the flop games value a hand of hole cards and a board (3–5 cards): `holdem-high` (the best
 * five of two hole cards and the board, any mix, high), `omaha-high` and `omaha-low` (exactly two
 * of four hole cards with exactly three board cards; the low is eight-or-better, ace-to-five).
 */
export type FlopEvaluation = 'holdem-high' | 'omaha-high' | 'omaha-low';

export const FLOP_EVALUATIONS: readonly FlopEvaluation[] = ['holdem-high', 'omaha-high', 'omaha-low'];

export function isFlopEvaluation(value: unknown): value is FlopEvaluation {
  return typeof value === 'string' && (FLOP_EVALUATIONS as readonly string[]).includes(value);
}

/** Kinds of five-card hands. Which ones exist, and in which order, depends on the evaluation. */
export type HandCategory = 'high-card' | 'pair' | 'two-pair' | 'trips' | 'straight' | 'flush' | 'full-house' | 'quads' | 'straight-flush';

/** The value of a player's best five cards. */
export interface HandValue {
  evaluation: Evaluation;
  /**
   * Lower is better; equal ranks are exact ties. Dense: rank = how many distinct hand classes beat
   * this one, so 0 is the best hand of the evaluation. Comparable only within one evaluation.
   */
  rank: number;
  category: HandCategory;
  /** The 5 cards used, ordered for display: matched ranks first, then from the highest-counting card down. */
  best: Card[];
  /**
   * Lowball: `'8-6-4-2-A'`, `'pair of 3s, 8-6-4'`, `'flush, K-9-6-4-2'`. High: PokerStars' words,
   * `'a straight, Ten to Ace'`, `'two pair, Queens and Sevens'`.
   */
  description: string;
  /** What players call it: `'wheel'`, `'8 low'`, `'pair of 3s'`, `'straight'`, `'royal flush'`. */
  name: string;
  /**
   * PokerStars hand-history form. Lowball: the five ranks from the highest down, `'8,6,4,2,A'`,
   * `'8,6,4,3,3'`; high: the same words as `description`.
   */
  starsText: string;
}
