import { Card, rankIndex } from '../cards';
import { boardRank, evaluateHand, handRanker, HandValue, LowEvaluation } from '../eval';
import type { RuleSet } from '../rules';
import type { ScoringDef } from './stud-variant';

/** The functions the stud machinery calls to rank hands, boards and door cards. */
export interface Scorer {
  /** Lower is better; equal ranks tie (5–8 cards). */
  handRank(cards: readonly Card[]): number;
  /** The full evaluation with the best five cards and descriptions (showdown only). */
  evaluate(cards: readonly Card[]): HandValue;
  /** Lower = the lower (better, in a low game) board; boards of the same size only. */
  boardRank(upCards: readonly Card[]): number;
  /** A single card's rank in this game's order, 0 = lowest. */
  cardRank(card: Card): number;
}

/** Deuce-to-seven counts aces high; the ace-low evaluations keep the card's own index. */
function cardRankFor(evaluation: LowEvaluation): (card: Card) => number {
  if (evaluation !== 'deuce-to-seven') return rankIndex;
  return (card) => (rankIndex(card) + 12) % 13;
}

function lowScorer(evaluation: LowEvaluation): Scorer {
  return {
    handRank: handRanker(evaluation),
    evaluate: (cards) => evaluateHand(evaluation, cards),
    boardRank: (up) => boardRank(evaluation, up),
    cardRank: cardRankFor(evaluation),
  };
}

const lowScorers: Partial<Record<LowEvaluation, Scorer>> = {};

/** The scorer for one scoring of a variant under `rules` (cached: scorers are pure). */
export function scorerFor(scoring: ScoringDef, rules: Pick<RuleSet, 'lowEvaluation'>): Scorer {
  switch (scoring.kind) {
    case 'low':
      return (lowScorers[rules.lowEvaluation] ??= lowScorer(rules.lowEvaluation));
  }
}
