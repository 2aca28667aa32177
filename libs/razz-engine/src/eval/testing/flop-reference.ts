/**
 * Naive references for the flop games, written straight from the rules (docs/rules/evaluation.md,
 * decisions 17–19) and sharing no code with the fast paths: every allowed choice of five, valued
 * by the naive five-card keys of `naive-reference.ts` unless a caller passes another valuation of
 * five cards (the tests pass the five-card `handRank`, which the exhaustive tests prove orders all
 * 2,598,960 five-card hands exactly as the naive keys do, to afford hundreds of thousands of
 * hands). The oracle of the Hold'em and Omaha tests and the baseline of `npm run bench:eval`. Not
 * exported from the engine.
 */
import type { Card } from '../../cards/card';
import { ReferenceKey, compareKeys, fiveCardChoices, referenceHighKey, referenceKey } from './naive-reference';

export interface ReferenceChoice {
  five: Card[];
  key: ReferenceKey;
}

/** A valuation of five cards: lexicographic, lower is better (as `ReferenceKey`). */
export type FiveKey = (five: Card[]) => ReferenceKey;

/** Every five of exactly two hole cards and exactly three board cards: 60 for 4 + 5. */
export function omahaChoices(hole: readonly Card[], board: readonly Card[]): Card[][] {
  const out: Card[][] = [];
  for (let a = 0; a < hole.length; a++) {
    for (let b = a + 1; b < hole.length; b++) {
      for (let c = 0; c < board.length; c++) {
        for (let d = c + 1; d < board.length; d++) {
          for (let e = d + 1; e < board.length; e++) out.push([hole[a], hole[b], board[c], board[d], board[e]] as Card[]);
        }
      }
    }
  }
  return out;
}

function bestOf(fives: readonly Card[][], keyOf: FiveKey): ReferenceChoice | null {
  let best: ReferenceChoice | null = null;
  for (const five of fives) {
    const key = keyOf(five);
    if (!best || compareKeys(key, best.key) < 0) best = { five, key };
  }
  return best;
}

/** Hold'em: the best five of the hole and the board together, any mix (21 choices for 2 + 5). */
export function referenceHoldemHigh(hole: readonly Card[], board: readonly Card[], keyOf: FiveKey = referenceHighKey): ReferenceChoice {
  const best = bestOf(fiveCardChoices([...hole, ...board]), keyOf);
  if (!best) throw new RangeError("Hold'em needs five cards or more");
  return best;
}

/** Omaha high: the best of the two-plus-three choices only. */
export function referenceOmahaHigh(hole: readonly Card[], board: readonly Card[], keyOf: FiveKey = referenceHighKey): ReferenceChoice {
  const best = bestOf(omahaChoices(hole, board), keyOf);
  if (!best) throw new RangeError('Omaha needs 2+ hole cards and 3+ board cards');
  return best;
}

/** Eight or better: five different ranks, none above 8 (aces count 1). */
export function qualifiesForLow(five: readonly Card[]): boolean {
  const seen: boolean[] = [];
  for (const card of five) {
    const value = (card >> 2) + 1;
    if (value > 8 || seen[value]) return false;
    seen[value] = true;
  }
  return five.length === 5;
}

/** Omaha low: the best ace-to-five five among the two-plus-three choices that qualify, or null. */
export function referenceOmahaLow(
  hole: readonly Card[],
  board: readonly Card[],
  keyOf: FiveKey = (five) => referenceKey('ace-to-five', five),
): ReferenceChoice | null {
  return bestOf(omahaChoices(hole, board).filter(qualifiesForLow), keyOf);
}
