/**
 * Showdown values of the flop games (Hold'em, Omaha): the best five in display order, the rank and
 * words, as `evaluateHand` gives them for stud. They allocate and try every allowed five; loops that
 * need only the order use `holdemHighRank`, `omahaHighRank` and `omahaLowRank`.
 */
import type { Card } from '../cards/card';
import { hasHigherSuits } from './best-five';
import { evaluateHand } from './evaluate-hand';
import { handRanker } from './evaluators';
import { checkHoldemCards } from './holdem-rank';
import { checkOmahaCards, omahaHighRank, omahaLowRank } from './omaha-rank';
import type { Evaluation, HandValue } from './types';

/** Every five of exactly two hole cards and exactly three board cards, in a fixed order. */
function omahaFives(hole: readonly Card[], board: readonly Card[]): Card[][] {
  const fives: Card[][] = [];
  for (let a = 0; a < hole.length; a++)
    for (let b = a + 1; b < hole.length; b++)
      for (let c = 0; c < board.length; c++)
        for (let d = c + 1; d < board.length; d++)
          for (let e = d + 1; e < board.length; e++) fives.push([hole[a], hole[b], board[c], board[d], board[e]] as Card[]);
  return fives;
}

/**
 * The value of the fives worth `rank`; when several tie (Ah or Ad could play), the one whose best
 * five shows the higher suits first, as `evaluateHand` chooses among the cards of one hand
 * (docs/rules/evaluation.md, decision 9).
 */
function valueOfRank(evaluation: Evaluation, fives: readonly Card[][], rank: number): HandValue {
  const rankOf = handRanker(evaluation);
  let best: HandValue | undefined;
  for (const five of fives) {
    if (rankOf(five) !== rank) continue;
    const value = evaluateHand(evaluation, five);
    if (!best || hasHigherSuits(value.best, best.best)) best = value;
  }
  if (!best) throw new Error(`no five reach rank ${rank}: are the cards distinct?`);
  return best;
}

/**
 * A Hold'em hand at showdown: the best five of the two hole cards and the 3–5 board cards, any
 * mix, high — `evaluateHand('high', [...hole, ...board])`, with the counts checked.
 * @example
 * holdemHigh(cards('Ah 2c'), cards('Kh Qh Jh Th 3d')).description; // 'a Royal Flush'
 */
export function holdemHigh(hole: readonly Card[], board: readonly Card[]): HandValue {
  checkHoldemCards(hole, board);
  return evaluateHand('high', [...hole, ...board]);
}

/**
 * An Omaha hand at showdown, high: the best five of exactly two of the four hole cards and exactly
 * three of the 3–5 board cards. `best` lists those five (matched ranks first, then from the highest
 * card down); `rank` equals `omahaHighRank`.
 * @example
 * omahaHigh(cards('As Ad Ah Ac'), cards('Ks Kd 7c 4h 2d')).description; // 'two pair, Aces and Kings': two aces play, not four
 */
export function omahaHigh(hole: readonly Card[], board: readonly Card[]): HandValue {
  checkOmahaCards(hole, board);
  return valueOfRank('high', omahaFives(hole, board), omahaHighRank(hole, board));
}

/**
 * An Omaha Hi-Lo hand at showdown, low: the best eight-or-better low of exactly two hole cards and
 * exactly three board cards (five different ranks 8 or lower, aces low, straights and flushes
 * ignored), valued as `evaluateHand('ace-to-five', best)` — `rank` equals `omahaLowRank` — or
 * `null` when the hand has no qualifying low.
 * @example
 * omahaLow(cards('As 2d Kc Kh'), cards('3h 7c 8d Qs Js'))?.description; // '8-7-3-2-A'
 */
export function omahaLow(hole: readonly Card[], board: readonly Card[]): HandValue | null {
  const rank = omahaLowRank(hole, board);
  return rank === null ? null : valueOfRank('ace-to-five', omahaFives(hole, board), rank);
}
