import type { Card } from '../cards/card';
import { handRanker } from './evaluators';

/**
 * C(q, 5) for q = 0 … 13: how many unpaired ace-to-five lows have no card above q. Ace-to-five
 * ranks are dense and put unpaired hands first, ordered by their top card (evaluation.md, decisions
 * 2 and 6), so exactly the ranks below C(q, 5) are the lows of five unpaired cards q or lower.
 */
const QUALIFYING_RANKS: readonly number[] = Array.from({ length: 14 }, (_, q) => {
  let c = 1;
  for (let i = 1; i <= 5; i++) c = (c * (q - 5 + i)) / i;
  return q < 5 ? 0 : Math.round(c);
});

/**
 * The ace-to-five rank of the best low of 5–8 cards when it qualifies — five unpaired cards, none
 * above `qualifier` (8 for Stud Eight-or-Better; ace low, straights and flushes ignored) — else
 * `null`. Ranks compare like `handRank('ace-to-five', …)`: lower is better. No allocation.
 * @example
 * qualifiedLowRank(cards('8s 7h 6d 5c 4s Ks Kh')); // 55: 8-7-6-5-4, the worst low that qualifies
 * qualifiedLowRank(cards('9s 7h 5d 4c 2s Ks Kh')); // null: no low of 8 or better
 */
export function qualifiedLowRank(cards: readonly Card[], qualifier = 8): number | null {
  const limit = QUALIFYING_RANKS[qualifier];
  if (limit === undefined || !Number.isInteger(qualifier) || qualifier < 5) {
    throw new RangeError(`a low qualifier is a card value 5..13, got ${qualifier}`);
  }
  const rank = handRanker('ace-to-five')(cards);
  return rank < limit ? rank : null;
}
