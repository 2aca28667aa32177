import type { LowEvaluation } from './types';

/** Ranks per card rank index: A(0) 2(1) … K(12). */
export const RANK_COUNT = 13;

/**
 * The counting value of a rank index: 1 (ace) … 13 (king) where aces are low, and 2 … 14 (ace)
 * in deuce-to-seven. Higher value = worse card in every low game.
 */
export function rankValue(evaluation: LowEvaluation, rankIndex: number): number {
  if (evaluation === 'deuce-to-seven' && rankIndex === 0) return 14;
  return rankIndex + 1;
}

/** Whether straights and flushes are made (and count against the hand). */
export function countsStraightsAndFlushes(evaluation: LowEvaluation): boolean {
  return evaluation !== 'ace-to-five';
}

const ACE_LOW_VALUES: readonly number[] = Array.from({ length: RANK_COUNT }, (_, r) => r + 1);
const ACE_HIGH_VALUES: readonly number[] = ACE_LOW_VALUES.map((v) => (v === 1 ? 14 : v));

/** `rankValue` for every rank index at once. */
export function rankValues(evaluation: LowEvaluation): readonly number[] {
  return evaluation === 'deuce-to-seven' ? ACE_HIGH_VALUES : ACE_LOW_VALUES;
}
