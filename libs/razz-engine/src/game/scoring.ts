import { Card, rankIndex } from '../cards/card';
// The defining modules, not the `../eval` barrel: a barrel's re-exports are getter calls under
// CommonJS, and scorers run on every street of every hand.
import { boardRank } from '../eval/board-rank';
import { evaluateHand } from '../eval/evaluate-hand';
import { handRanker } from '../eval/evaluators';
import { omahaHigh, omahaLow } from '../eval/flop-hand-value';
import { holdemHighRank } from '../eval/holdem-rank';
import { qualifiedLowRank } from '../eval/low-qualifier';
import { omahaHighRank, omahaLowRank } from '../eval/omaha-rank';
import type { HandValue, LowEvaluation } from '../eval/types';
import type { RuleSet } from '../rules/rule-set';
import type { GameVariant, ScoringDef } from './variant';

/** A hand that cannot win a scoring (no qualifying low): worse than every rank. */
export const NO_HAND = Number.POSITIVE_INFINITY;

/**
 * The functions the hand machine calls to rank hands, boards and door cards for one scoring. A
 * hand is the player's own cards and the community cards (`board`: a flop game's board, a stud
 * game's community card, or none); a stud or Hold'em scoring plays any five of them together, an
 * Omaha scoring exactly two own cards with exactly three of the board.
 */
export interface Scorer {
  /** Which part of a split pot this scoring wins: the words `HI:` / `LO:` in hi/lo showdowns. */
  readonly half: 'high' | 'low';
  /** Lower is better; equal ranks tie (5–8 cards in all); `NO_HAND` when the hand does not qualify. */
  handRank(own: readonly Card[], board?: readonly Card[]): number;
  /** The full evaluation with the best five cards and words (showdown only); null when it does not qualify. */
  evaluate(own: readonly Card[], board?: readonly Card[]): HandValue | null;
  /**
   * Orders boards of the same size from the lowest to the highest board in this scoring's own
   * sense: in lowball a lower board is a better low, in high a higher board is a better high hand.
   * A street's `lowest-board` / `highest-board` opener takes the minimum / maximum.
   */
  boardRank(upCards: readonly Card[]): number;
  /** A single card's rank in this game's order, 0 = lowest (aces high in `high` and deuce-to-seven). */
  cardRank(card: Card): number;
  /** The words of `evaluate` (`description`, `starsText`) for showdowns; null when the hand does not qualify. */
  words(own: readonly Card[], board?: readonly Card[]): ShowdownText | null;
}

/** How a shown hand reads: `description` and PokerStars' `starsText`. */
export interface ShowdownText {
  description: string;
  starsText: string;
}

/**
 * Adds `words` to a scorer. Equal ranks are exact ties, the same hand class, and a class reads the
 * same whichever cards make it; so the words are worked out once per rank (at most 7,462 classes)
 * instead of picking the best five at every showdown (a tenth of a simulated hand's time).
 */
function withWords(scorer: Omit<Scorer, 'words'>): Scorer {
  const byRank = new Map<number, ShowdownText>();
  const words = (own: readonly Card[], board?: readonly Card[]): ShowdownText | null => {
    const rank = scorer.handRank(own, board);
    if (rank === NO_HAND) return null;
    let text = byRank.get(rank);
    if (text === undefined) {
      const value = scorer.evaluate(own, board);
      if (!value) return null;
      text = { description: value.description, starsText: value.starsText };
      byRank.set(rank, text);
    }
    return text;
  };
  return { ...scorer, words };
}

const aceHigh = (card: Card): number => (rankIndex(card) + 12) % 13;

/** Own cards and the board as one hand, for the scorings that play any five of them. */
function together(own: readonly Card[], board: readonly Card[] | undefined): readonly Card[] {
  return board === undefined || board.length === 0 ? own : [...own, ...board];
}

/** Deuce-to-seven counts aces high; the ace-low evaluations keep the card's own index. */
function cardRankFor(evaluation: LowEvaluation): (card: Card) => number {
  return evaluation === 'deuce-to-seven' ? aceHigh : rankIndex;
}

function lowScorer(evaluation: LowEvaluation): Scorer {
  const rank = handRanker(evaluation);
  return withWords({
    half: 'low',
    handRank: (own, board) => rank(together(own, board)),
    evaluate: (own, board) => evaluateHand(evaluation, together(own, board)),
    boardRank: (up) => boardRank(evaluation, up),
    cardRank: cardRankFor(evaluation),
  });
}

function highScorer(): Scorer {
  const rank = handRanker('high');
  return withWords({
    half: 'high',
    // Hold'em's two hole cards and a board: the same rank, walked over both lists without joining them.
    handRank: (own, board) => (own.length === 2 && board !== undefined && board.length >= 3 ? holdemHighRank(own, board) : rank(together(own, board))),
    evaluate: (own, board) => evaluateHand('high', together(own, board)),
    // boardRank('high') is lower = better; negated, a higher board gets a higher number.
    boardRank: (up) => -boardRank('high', up),
    cardRank: aceHigh,
  });
}

function qualifiedLowScorer(qualifier: number): Scorer {
  return withWords({
    half: 'low',
    handRank: (own, board) => qualifiedLowRank(together(own, board), qualifier) ?? NO_HAND,
    evaluate: (own, board) => {
      const cards = together(own, board);
      return qualifiedLowRank(cards, qualifier) === null ? null : evaluateHand('ace-to-five', cards);
    },
    boardRank: (up) => boardRank('ace-to-five', up),
    cardRank: rankIndex,
  });
}

/** Omaha: exactly two hole cards with exactly three board cards. No bring-in or board openers use it. */
function omahaHighScorer(): Scorer {
  return withWords({
    half: 'high',
    handRank: (own, board = []) => omahaHighRank(own, board),
    evaluate: (own, board = []) => omahaHigh(own, board),
    boardRank: () => 0,
    cardRank: aceHigh,
  });
}

/** Omaha Hi-Lo's low: eight or better, of exactly two hole cards and exactly three board cards. */
function omahaLowScorer(): Scorer {
  return withWords({
    half: 'low',
    handRank: (own, board = []) => omahaLowRank(own, board) ?? NO_HAND,
    evaluate: (own, board = []) => omahaLow(own, board),
    boardRank: () => 0,
    cardRank: rankIndex,
  });
}

const lowScorers: Partial<Record<LowEvaluation, Scorer>> = {};
let omahaHighCached: Scorer | undefined;
let omahaLowCached: Scorer | undefined;
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
    case 'omaha-high':
      return (omahaHighCached ??= omahaHighScorer());
    case 'omaha-low':
      return (omahaLowCached ??= omahaLowScorer());
  }
}

/** Every scoring of a variant, in order (the first one ranks boards and takes the odd chip). */
export function scorersFor(variant: GameVariant, rules: Pick<RuleSet, 'lowEvaluation'>): Scorer[] {
  return variant.scorings.map((scoring) => scorerFor(scoring, rules));
}

/**
 * The words for a hand at showdown, as the `show` event and hand histories carry them. One
 * scoring: that evaluation's words (`8-6-4-2-A` / `Lo` text `8,6,4,2,A`; `a pair of Sevens`).
 * Hi/lo: PokerStars' form `HI: a pair of Sevens; LO: 8,7,5,4,2`, without the `LO` part when the
 * hand has no qualifying low. `board`: the community cards (a flop game's board).
 * @example
 * showdownWords(scorersFor(STUD8, DEFAULT_RULES), cards('7s 7h 8d 5c 4s 2h Kd')).starsText;
 * // 'HI: a pair of Sevens; LO: 8,7,5,4,2'
 */
export function showdownWords(scorers: readonly Scorer[], own: readonly Card[], board: readonly Card[] = []): { description: string; starsText: string } {
  const values = scorers.map((s) => s.words(own, board));
  const [first] = values;
  if (values.length === 1 && first) return { description: first.description, starsText: first.starsText };
  const parts = values.flatMap((v, i) => (v ? [`${scorers[i]?.half === 'high' ? 'HI' : 'LO'}: ${v.starsText}`] : []));
  const text = parts.join('; ');
  return { description: text, starsText: text };
}
