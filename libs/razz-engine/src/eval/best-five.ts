/**
 * Picking the five cards that make a hand's rank, for display and the odd-chip rule. Not on the hot
 * path: it tries every choice of five.
 */
import type { Card } from '../cards/card';
import type { HandRanker } from './hand-rank';

// Cards are `rank * 4 + suit` (see cards/card.ts): `c >> 2` is the rank index, `c & 3` the suit.

/** Copies of the card's rank among the five. */
function copiesOf(card: Card, five: readonly Card[]): number {
  let n = 0;
  for (const c of five) if (c >> 2 === card >> 2) n++;
  return n;
}

/** Matched ranks first, then the highest-counting card first; within a rank, spades first. */
function displayOrder(values: readonly number[], five: readonly Card[]): Card[] {
  const key = (c: Card): number => copiesOf(c, five) * 1000 + (values[c >> 2] as number) * 10 + (3 - (c & 3));
  return [...five].sort((a, b) => key(b) - key(a));
}

/** Among equally ranked choices, the one with higher suits at the first difference (display order). */
export function hasHigherSuits(candidate: readonly Card[], incumbent: readonly Card[]): boolean {
  for (let i = 0; i < candidate.length; i++) {
    const diff = ((candidate[i] as Card) & 3) - ((incumbent[i] as Card) & 3);
    if (diff !== 0) return diff < 0;
  }
  return false;
}

function bitCount(mask: number): number {
  let n = 0;
  for (let m = mask; m !== 0; m &= m - 1) n++;
  return n;
}

/** For n = 5…8 cards, every choice of five positions as a bit mask (at most C(8,5) = 56). */
const CHOICES_OF_FIVE: readonly (readonly number[])[] = [5, 6, 7, 8].map((n) =>
  Array.from({ length: 1 << n }, (_, mask) => mask).filter((mask) => bitCount(mask) === 5),
);

/** The five cards that reach `rank`, preferring higher suits when several choices do. */
export function bestFive(cards: readonly Card[], rank: number, rankOf: HandRanker, values: readonly number[]): Card[] | undefined {
  const five: Card[] = [0, 0, 0, 0, 0];
  let best: Card[] | undefined;
  for (const chosen of CHOICES_OF_FIVE[cards.length - 5] ?? []) {
    let k = 0;
    for (let i = 0; k < 5; i++) if ((chosen >> i) & 1) five[k++] = cards[i] as Card;
    if (rankOf(five) !== rank) continue;
    const ordered = displayOrder(values, five);
    if (!best || hasHigherSuits(ordered, best)) best = ordered;
  }
  return best;
}
