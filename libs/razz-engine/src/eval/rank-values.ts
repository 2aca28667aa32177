import type { LowEvaluation } from './types';

/** Ranks per card rank index: A(0) 2(1) … K(12). */
export const RANK_COUNT = 13;

/** Whether straights and flushes are made (and count against the hand). */
export function countsStraightsAndFlushes(evaluation: LowEvaluation): boolean {
  return evaluation !== 'ace-to-five';
}

const ACE_LOW_VALUES: readonly number[] = Array.from({ length: RANK_COUNT }, (_, r) => r + 1);
const ACE_HIGH_VALUES: readonly number[] = ACE_LOW_VALUES.map((v) => (v === 1 ? 14 : v));

/**
 * The counting value of each rank index: 1 (ace) … 13 (king) where aces are low, 2 … 14 (ace)
 * in deuce-to-seven. A higher value is a worse card in every low game.
 */
export function rankValues(evaluation: LowEvaluation): readonly number[] {
  return evaluation === 'deuce-to-seven' ? ACE_HIGH_VALUES : ACE_LOW_VALUES;
}
