/**
 * How each game values a finished seven-card hand for equity: one rank (lower is better) and,
 * in Stud Eight-or-Better, the rank of the hand's qualifying low or `NO_LOW`. These are the
 * engine's table rankers (`handRanker`, `qualifiedLowRank`), the same numbers the showdown uses.
 */
import type { Card } from '../cards/card';
import { handRanker } from '../eval/evaluators';
import type { HandRanker } from '../eval/hand-rank';
import { qualifiedLowRank } from '../eval/low-qualifier';
import type { Evaluation } from '../eval/types';
import type { EquityGame } from './equity-types';

/** "No qualifying low": worse than every low rank (they run 0 … 55), so a minimum skips it. */
export const NO_LOW = 0xffff;

/** Stud Eight-or-Better's low: five unpaired cards eight or lower, ace-to-five. */
const STUD8_QUALIFIER = 8;

export interface EquityScorer {
  /** The first (or only) scoring: the low of a Razz game, the high of `stud` and `stud8`. */
  readonly rank: HandRanker;
  /** `stud8` only: the qualifying low's rank or `NO_LOW`; `null` when the pot is not split. */
  readonly low: ((cards: readonly Card[]) => number) | null;
}

const EVALUATION_OF: Readonly<Record<EquityGame, Evaluation>> = {
  razz: 'ace-to-five',
  stud: 'high',
  stud8: 'high',
  'london-lowball': 'ace-to-six',
  'deuce-to-seven-razz': 'deuce-to-seven',
};

const stud8Low = (cards: readonly Card[]): number => qualifiedLowRank(cards, STUD8_QUALIFIER) ?? NO_LOW;

/** The scorer of one game (builds that evaluation's tables on first use). */
export function equityScorer(game: EquityGame): EquityScorer {
  return { rank: handRanker(EVALUATION_OF[game]), low: game === 'stud8' ? stud8Low : null };
}
