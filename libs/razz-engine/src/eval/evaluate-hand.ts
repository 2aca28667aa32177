import type { Card } from '../cards/card';
import { bestFive } from './best-five';
import { classifyFive } from './classes';
import { describeShape, starsText } from './describe';
import { handRanker } from './evaluators';
import { evaluateHigh } from './high-describe';
import { rankValues } from './rank-values';
import type { Evaluation, HandValue } from './types';

/**
 * Values a hand of 5–8 cards (8 = seven cards + a community card): the best five cards, the rank
 * (as `handRank`) and words for it. When several choices of five tie — e.g. two eights that
 * could both play — `best` takes the higher suits (spades, hearts, diamonds, clubs) so the
 * result is deterministic. Cards must be valid and distinct; a wrong count throws `RangeError`.
 * Allocates; use `handRank` where only the order matters.
 * @example
 * evaluateHand('ace-to-five', cards('8s 6h 4d 2c Ah Kd Kc'));
 * // { evaluation: 'ace-to-five', rank: 27, category: 'high-card', best: cards('8s 6h 4d 2c Ah'),
 * //   description: '8-6-4-2-A', name: '8 low', starsText: '8,6,4,2,A' }
 * evaluateHand('high', cards('Tc Kh As Jd Qd 2s 9c')).description; // 'a straight, Ten to Ace'
 */
export function evaluateHand(evaluation: Evaluation, cards: readonly Card[]): HandValue {
  if (evaluation === 'high') return evaluateHigh(cards);
  const rankOf = handRanker(evaluation);
  const rank = rankOf(cards);
  const values = rankValues(evaluation);
  const best = bestFive(cards, rank, rankOf, values);
  if (!best) throw new Error(`no five of ${cards.length} cards reach rank ${rank}: are the cards distinct?`);
  const suit = (best[0] as Card) & 3;
  const shape = classifyFive(
    evaluation,
    best.map((c) => c >> 2),
    best.every((c) => (c & 3) === suit),
  );
  const bestValues = best.map((c) => values[c >> 2] as number);
  return { evaluation, rank, category: shape.category, best, ...describeShape(evaluation, shape), starsText: starsText(bestValues) };
}
