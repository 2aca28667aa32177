import { Card, rankIndex } from '../cards';
import { boardRank, evaluateHand, handRanker, HandValue, LowEvaluation, qualifiedLowRank } from '../eval';
import type { RuleSet } from '../rules';
import type { ScoringDef, StudVariant } from './stud-variant';

/** A hand that cannot win a scoring (no qualifying low): worse than every rank. */
export const NO_HAND = Number.POSITIVE_INFINITY;

/** The functions the stud machinery calls to rank hands, boards and door cards for one scoring. */
export interface Scorer {
  /** Which part of a split pot this scoring wins: the words `HI:` / `LO:` in hi/lo showdowns. */
  readonly half: 'high' | 'low';
  /** Lower is better; equal ranks tie (5–8 cards); `NO_HAND` when the hand does not qualify. */
  handRank(cards: readonly Card[]): number;
  /** The full evaluation with the best five cards and words (showdown only); null when it does not qualify. */
  evaluate(cards: readonly Card[]): HandValue | null;
  /**
   * Orders boards of the same size from the lowest to the highest board in this scoring's own
   * sense: in lowball a lower board is a better low, in high a higher board is a better high hand.
   * A street's `lowest-board` / `highest-board` opener takes the minimum / maximum.
   */
  boardRank(upCards: readonly Card[]): number;
  /** A single card's rank in this game's order, 0 = lowest (aces high in `high` and deuce-to-seven). */
  cardRank(card: Card): number;
}

const aceHigh = (card: Card): number => (rankIndex(card) + 12) % 13;

/** Deuce-to-seven counts aces high; the ace-low evaluations keep the card's own index. */
function cardRankFor(evaluation: LowEvaluation): (card: Card) => number {
  return evaluation === 'deuce-to-seven' ? aceHigh : rankIndex;
}

function lowScorer(evaluation: LowEvaluation): Scorer {
  return {
    half: 'low',
    handRank: handRanker(evaluation),
    evaluate: (cards) => evaluateHand(evaluation, cards),
    boardRank: (up) => boardRank(evaluation, up),
    cardRank: cardRankFor(evaluation),
  };
}

function highScorer(): Scorer {
  return {
    half: 'high',
    handRank: handRanker('high'),
    evaluate: (cards) => evaluateHand('high', cards),
    // boardRank('high') is lower = better; negated, a higher board gets a higher number.
    boardRank: (up) => -boardRank('high', up),
    cardRank: aceHigh,
  };
}

function qualifiedLowScorer(qualifier: number): Scorer {
  return {
    half: 'low',
    handRank: (cards) => qualifiedLowRank(cards, qualifier) ?? NO_HAND,
    evaluate: (cards) => (qualifiedLowRank(cards, qualifier) === null ? null : evaluateHand('ace-to-five', cards)),
    boardRank: (up) => boardRank('ace-to-five', up),
    cardRank: rankIndex,
  };
}

const lowScorers: Partial<Record<LowEvaluation, Scorer>> = {};
const qualifiedLowScorers = new Map<number, Scorer>();
let high: Scorer | undefined;

/** The scorer for one scoring of a variant under `rules` (cached: scorers are pure; called on every action). */
export function scorerFor(scoring: ScoringDef, rules: Pick<RuleSet, 'lowEvaluation'>): Scorer {
  switch (scoring.kind) {
    case 'low':
      return (lowScorers[rules.lowEvaluation] ??= lowScorer(rules.lowEvaluation));
    case 'high':
      return (high ??= highScorer());
    case 'qualified-low': {
      let scorer = qualifiedLowScorers.get(scoring.qualifier);
      if (!scorer) qualifiedLowScorers.set(scoring.qualifier, (scorer = qualifiedLowScorer(scoring.qualifier)));
      return scorer;
    }
  }
}

/** Every scoring of a variant, in order (the first one ranks boards and takes the odd chip). */
export function scorersFor(variant: StudVariant, rules: Pick<RuleSet, 'lowEvaluation'>): Scorer[] {
  return variant.scorings.map((scoring) => scorerFor(scoring, rules));
}

/**
 * The words for a hand at showdown, as the `show` event and hand histories carry them. One
 * scoring: that evaluation's words (`8-6-4-2-A` / `Lo` text `8,6,4,2,A`; `a pair of Sevens`).
 * Hi/lo: PokerStars' form `HI: a pair of Sevens; LO: 8,7,5,4,2`, without the `LO` part when the
 * hand has no qualifying low.
 * @example
 * showdownWords(scorersFor(STUD8, DEFAULT_RULES), cards('7s 7h 8d 5c 4s 2h Kd')).starsText;
 * // 'HI: a pair of Sevens; LO: 8,7,5,4,2'
 */
export function showdownWords(scorers: readonly Scorer[], cards: readonly Card[]): { description: string; starsText: string } {
  const values = scorers.map((s) => s.evaluate(cards));
  const [first] = values;
  if (values.length === 1 && first) return { description: first.description, starsText: first.starsText };
  const parts = values.flatMap((v, i) => (v ? [`${scorers[i]?.half === 'high' ? 'HI' : 'LO'}: ${v.starsText}`] : []));
  const text = parts.join('; ');
  return { description: text, starsText: text };
}
