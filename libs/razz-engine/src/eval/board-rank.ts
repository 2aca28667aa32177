import type { Card } from '../cards/card';
import { highTables } from './high-tables';
import { evalTables } from './tables';
import type { Evaluation } from './types';

/**
 * The rank of a partial board — a player's 1–4 up cards — for deciding who acts first on 4th to
 * 7th street: lower = better = acts first in lowball. Compared like a showdown on the up cards:
 * no pair beats a pair, fewer and lower matches beat more and higher ones, then the highest card
 * decides, then the next (aces high only in deuce-to-seven; four cards cannot make a straight or
 * flush). Ranks are dense within one board size and comparable only between boards of the same
 * size. Equal ranks are tied boards — settle them with the `boardTieBreak` rule option.
 * Cards must be valid and distinct; a count outside 1–4 throws `RangeError`.
 * @example
 * In `high` lower is better too: the best high board (quads, trips, two pair, a pair, then the
 * highest cards, aces high) has the lowest rank, so in Seven-Card Stud it acts first.
 * @example
 * boardRank('ace-to-five', cards('2s 5h')) < boardRank('ace-to-five', cards('As 6h')); // true: 5-2 beats 6-A
 * boardRank('high', cards('3s 3h')) < boardRank('high', cards('As Kh')); // true: a pair beats A-K
 */
export function boardRank(evaluation: Evaluation, upCards: readonly Card[]): number {
  const n = upCards.length;
  if (!(n >= 1 && n <= 4)) throw new RangeError(`a board has 1 to 4 up cards, got ${n}`);
  const { dag, rankOfState } = evaluation === 'high' ? highTables() : evalTables(evaluation);
  let state = 0;
  for (let i = 0; i < n; i++) state = dag.next[state * 13 + ((upCards[i] as Card) >> 2)] as number;
  return rankOfState[state] as number;
}
