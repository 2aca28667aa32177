import { Card, rankIndex, suitIndex } from '../cards/card';
import { classifyFive } from './classes';
import { describeShape, starsText } from './describe';
import { handRanker } from './evaluators';
import { rankValue } from './rank-values';
import type { HandValue, LowEvaluation } from './types';

/** Matched ranks first, then the highest-counting card first; within a rank, spades first. */
function displayOrder(evaluation: LowEvaluation, five: readonly Card[]): Card[] {
  const copies = new Map<number, number>();
  for (const c of five) copies.set(rankIndex(c), (copies.get(rankIndex(c)) ?? 0) + 1);
  const count = (c: Card): number => copies.get(rankIndex(c)) ?? 0;
  const value = (c: Card): number => rankValue(evaluation, rankIndex(c));
  return [...five].sort((a, b) => count(b) - count(a) || value(b) - value(a) || suitIndex(a) - suitIndex(b));
}

/** Among equally ranked choices, the one with higher suits at the first difference (display order). */
function hasHigherSuits(candidate: readonly Card[], incumbent: readonly Card[]): boolean {
  for (let i = 0; i < candidate.length; i++) {
    const diff = suitIndex(candidate[i] as Card) - suitIndex(incumbent[i] as Card);
    if (diff !== 0) return diff < 0;
  }
  return false;
}

/** Calls `visit` with every five-card choice from `cards`, reusing one array. */
function forEachFive(cards: readonly Card[], visit: (five: readonly Card[]) => void): void {
  const five: Card[] = [0, 0, 0, 0, 0];
  const choose = (from: number, depth: number): void => {
    if (depth === 5) return visit(five);
    for (let i = from; i <= cards.length - (5 - depth); i++) {
      five[depth] = cards[i] as Card;
      choose(i + 1, depth + 1);
    }
  };
  choose(0, 0);
}

/**
 * Values a hand of 5–8 cards (8 = seven cards + a community card): the best five cards, the rank
 * (as `handRank`) and words for it. When several choices of five tie — e.g. two eights that
 * could both play — `best` takes the higher suits (spades, hearts, diamonds, clubs) so the
 * result is deterministic. Cards must be valid and distinct; a wrong count throws `RangeError`.
 * @example
 * evaluateHand('ace-to-five', cards('8s 6h 4d 2c Ah Kd Kc'));
 * // { rank: 48, category: 'high-card', best: [8s, 6h, 4d, 2c, Ah], description: '8-6-4-2-A',
 * //   name: '8 low', starsText: '8,6,4,2,A', evaluation: 'ace-to-five' }
 */
export function evaluateHand(evaluation: LowEvaluation, cards: readonly Card[]): HandValue {
  const rankOf = handRanker(evaluation);
  const rank = rankOf(cards);
  let best: Card[] | undefined;
  forEachFive(cards, (five) => {
    if (rankOf(five) !== rank) return;
    const ordered = displayOrder(evaluation, five);
    if (!best || hasHigherSuits(ordered, best)) best = ordered;
  });
  if (!best) throw new Error(`no five of ${cards.length} cards reach rank ${rank}: are the cards distinct?`);
  const first = best[0] as Card;
  const suited = best.every((c) => suitIndex(c) === suitIndex(first));
  const shape = classifyFive(evaluation, best.map(rankIndex), suited);
  const values = best.map((c) => rankValue(evaluation, rankIndex(c)));
  return { evaluation, rank, category: shape.category, best, ...describeShape(evaluation, shape), starsText: starsText(values) };
}
