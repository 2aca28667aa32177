import type { Card } from '../cards/card';
import { HandRanker, makeHandRanker } from './hand-rank';
import { highRanker } from './high';
import { evalTables } from './tables';
import type { Evaluation } from './types';

let aceToFive: HandRanker | undefined;
let aceToSix: HandRanker | undefined;
let deuceToSeven: HandRanker | undefined;

/**
 * The ranking function of one evaluation, for loops that rank many hands of the same game
 * (saves the dispatch of `handRank`). Builds that evaluation's tables on first use.
 * @example
 * const rank = handRanker('ace-to-five');
 * rank(cards('As 2d 3c 4h 5s Kd Kc')); // 0
 * handRanker('high')(cards('As Ks Qs Js Ts 2d 2c')); // 0: a royal flush
 */
export function handRanker(evaluation: Evaluation): HandRanker {
  switch (evaluation) {
    case 'ace-to-five':
      return (aceToFive ??= makeHandRanker(evalTables(evaluation)));
    case 'ace-to-six':
      return (aceToSix ??= makeHandRanker(evalTables(evaluation)));
    case 'deuce-to-seven':
      return (deuceToSeven ??= makeHandRanker(evalTables(evaluation)));
    case 'high':
      return highRanker();
    default:
      throw new RangeError(`unknown evaluation: ${String(evaluation)}`);
  }
}

/**
 * The rank of the best five of 5–8 cards (8 = seven cards + a community card), without
 * allocating: lower is better (also for `high`), equal is an exact tie, 0 is the best hand of the
 * evaluation.
 * Ranks are comparable only within one evaluation. Cards must be valid and distinct — callers
 * validate (see `tryEvaluateHand`); a wrong count throws `RangeError`.
 * @example
 * handRank('ace-to-five', cards('8s 6h 4d 2c Ah Kd Kc')) < handRank('ace-to-five', cards('9s 4h 3d 2c Ah Qd Qc')); // true
 */
export function handRank(evaluation: Evaluation, cards: readonly Card[]): number {
  return handRanker(evaluation)(cards);
}
