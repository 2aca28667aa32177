import type { Card } from '../cards/card';
import { HandRanker, makeHandRanker } from './hand-rank';
import { evalTables } from './tables';
import type { LowEvaluation } from './types';

let aceToFive: HandRanker | undefined;
let aceToSix: HandRanker | undefined;
let deuceToSeven: HandRanker | undefined;

/**
 * The ranking function of one evaluation, for loops that rank many hands of the same game
 * (saves the dispatch of `handRank`). Builds that evaluation's tables on first use.
 * @example
 * const rank = handRanker('ace-to-five');
 * rank(cards('As 2d 3c 4h 5s Kd Kc')); // 0
 */
export function handRanker(evaluation: LowEvaluation): HandRanker {
  switch (evaluation) {
    case 'ace-to-five':
      return (aceToFive ??= makeHandRanker(evalTables(evaluation)));
    case 'ace-to-six':
      return (aceToSix ??= makeHandRanker(evalTables(evaluation)));
    case 'deuce-to-seven':
      return (deuceToSeven ??= makeHandRanker(evalTables(evaluation)));
    default:
      throw new RangeError(`unknown evaluation: ${String(evaluation)}`);
  }
}

/**
 * The rank of the best five of 5–8 cards (8 = seven cards + a community card), without
 * allocating: lower is better, equal is an exact tie, 0 is the best hand of the evaluation.
 * Ranks are comparable only within one evaluation. Cards must be valid and distinct — callers
 * validate (see `tryEvaluateHand`); a wrong count throws `RangeError`.
 * @example
 * handRank('ace-to-five', cards('8s 6h 4d 2c Ah Kd Kc')) < handRank('ace-to-five', cards('9s 4h 3d 2c Ah Qd Qc')); // true
 */
export function handRank(evaluation: LowEvaluation, cards: readonly Card[]): number {
  return handRanker(evaluation)(cards);
}
