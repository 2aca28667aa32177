import type { Card } from '../cards/card';
import { formatCard } from '../cards/card';
import { holdemHigh, omahaHigh, omahaLow } from './flop-hand-value';
import { EvaluateError, fail, toCards } from './try-evaluate';
import { FLOP_EVALUATIONS, FlopEvaluation, HandValue, isFlopEvaluation } from './types';

/** `value` is `null` only for `omaha-low` without a qualifying low. */
export type FlopEvaluateResult = { ok: true; value: HandValue | null } | { ok: false; error: EvaluateError };

const HOLE_CARDS: Readonly<Record<FlopEvaluation, { count: number; game: string }>> = {
  'holdem-high': { count: 2, game: "Hold'em" },
  'omaha-high': { count: 4, game: 'Omaha' },
  'omaha-low': { count: 4, game: 'Omaha' },
};

/**
 * `holdemHigh` / `omahaHigh` / `omahaLow` for untrusted input: checks the evaluation name, the hole
 * cards and the board (notation or card indices; each valid, none repeated within or across the
 * two) and their counts (2 hole cards for Hold'em, 4 for Omaha; a board of 3 to 5), and returns the
 * problem as a value (`BAD_CARD`, `DUPLICATE_CARD`, `WRONG_CARD_COUNT`, `UNKNOWN_EVALUATION`)
 * instead of throwing.
 * @example
 * tryEvaluateFlopHand('omaha-low', 'As 2d Kc Kh', '3h 7c 8d Qs Js');
 * // { ok: true, value: { rank: 36, description: '8-7-3-2-A', … } }
 * tryEvaluateFlopHand('omaha-low', 'As 2d Kc Kh', '3h 9c Td Qs Js'); // { ok: true, value: null }
 * tryEvaluateFlopHand('omaha-high', 'As 2d Kc', '3h 7c 8d');
 * // { ok: false, error: { code: 'WRONG_CARD_COUNT', message: 'Omaha: a player has 4 hole cards, got 3' } }
 */
export function tryEvaluateFlopHand(
  evaluation: string,
  hole: string | readonly string[] | readonly Card[],
  board: string | readonly string[] | readonly Card[],
): FlopEvaluateResult {
  if (!isFlopEvaluation(evaluation)) {
    return fail('UNKNOWN_EVALUATION', `unknown evaluation "${evaluation}": use one of ${FLOP_EVALUATIONS.join(', ')}`);
  }
  const holeCards = toCards(hole);
  if (!holeCards.ok) return holeCards.result;
  const boardCards = toCards(board);
  if (!boardCards.ok) return boardCards.result;
  const repeated = boardCards.cards.find((c) => holeCards.cards.includes(c));
  if (repeated !== undefined) return fail('DUPLICATE_CARD', `card ${formatCard(repeated)} is both in the hole and on the board`);
  const { count, game } = HOLE_CARDS[evaluation];
  if (holeCards.cards.length !== count) return fail('WRONG_CARD_COUNT', `${game}: a player has ${count} hole cards, got ${holeCards.cards.length}`);
  const n = boardCards.cards.length;
  if (n < 3 || n > 5) return fail('WRONG_CARD_COUNT', `a board has 3 to 5 cards (flop, turn, river), got ${n}`);
  const value =
    evaluation === 'holdem-high'
      ? holdemHigh(holeCards.cards, boardCards.cards)
      : evaluation === 'omaha-high'
        ? omahaHigh(holeCards.cards, boardCards.cards)
        : omahaLow(holeCards.cards, boardCards.cards);
  return { ok: true, value };
}
