/**
 * Classes of partial boards (1–4 up cards), for deciding who acts first on 4th–7th street. Such
 * boards cannot hold five cards of a straight or flush, so only matches and ranks count, ordered
 * like a showdown: no pair < one pair < two pair < trips < quads, then the matched ranks, then the
 * rest from the highest down (aces high only in deuce-to-seven).
 */
import { groupCode, groupedValues } from './classes';
import type { LowEvaluation } from './types';

/** Order of copy patterns (copies per rank, largest first), best first. */
const PATTERN_ORDER: Readonly<Record<number, number>> = {
  1: 0,
  11: 0,
  111: 0,
  1111: 0,
  2: 1,
  21: 1,
  211: 1,
  22: 2,
  3: 3,
  31: 3,
  4: 4,
};

/** A number ordering boards of the same size given as a rank-count code: lower = better (acts first). */
export function boardKey(evaluation: LowEvaluation, code: number): number {
  const pattern = groupCode(evaluation, code);
  let key = PATTERN_ORDER[pattern];
  if (key === undefined) throw new RangeError(`not a board of 1-4 cards (copy pattern ${pattern})`);
  const values = groupedValues();
  for (let i = 0; i < 4; i++) key = key * 16 + (values[i] ?? 0);
  return key;
}
