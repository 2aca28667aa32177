import { Card, formatCard, isCard } from '../cards/card';
import { parseCards } from '../cards/notation';
import { evaluateHand } from './evaluate-hand';
import { EVALUATIONS, HandValue, isEvaluation } from './types';

export type EvaluateErrorCode = 'BAD_CARD' | 'DUPLICATE_CARD' | 'WRONG_CARD_COUNT' | 'UNKNOWN_EVALUATION';

/** Why a hand could not be evaluated; `code` is stable, `message` is for humans. */
export interface EvaluateError {
  code: EvaluateErrorCode;
  message: string;
}

export type EvaluateResult = { ok: true; value: HandValue } | { ok: false; error: EvaluateError };

export function fail(code: EvaluateErrorCode, message: string): EvaluateResult {
  return { ok: false, error: { code, message } };
}

/** Card indices or notation → distinct valid cards, or the first problem found. */
export function toCards(input: string | readonly string[] | readonly Card[]): { ok: true; cards: Card[] } | { ok: false; result: EvaluateResult } {
  if (typeof input === 'string' || input.every((c): c is string => typeof c === 'string')) {
    const parsed = parseCards(input as string | readonly string[]);
    return parsed.ok ? { ok: true, cards: parsed.value } : { ok: false, result: fail(parsed.error.code, parsed.error.message) };
  }
  const seen = new Set<Card>();
  for (const card of input) {
    if (!isCard(card)) return { ok: false, result: fail('BAD_CARD', `${JSON.stringify(card)} is not a card index (0-51)`) };
    if (seen.has(card)) return { ok: false, result: fail('DUPLICATE_CARD', `card ${formatCard(card)} appears twice`) };
    seen.add(card);
  }
  return { ok: true, cards: [...(input as readonly Card[])] };
}

/**
 * `evaluateHand` for untrusted input: checks the evaluation name, the cards (notation such as
 * `'As 2d 3c 4h 5s'` / `['As', '2d', …]`, or card indices) and their count (5–8), and returns
 * the problem as a value instead of throwing.
 * @example
 * tryEvaluateHand('ace-to-five', ['As', '2d', '3c', '4h', '5s', 'Kd', 'Kc']);
 * // { ok: true, value: { rank: 0, description: '5-4-3-2-A', … } }
 * tryEvaluateHand('high', 'As Ks Qs Js Ts');
 * // { ok: true, value: { rank: 0, description: 'a Royal Flush', … } }
 * tryEvaluateHand('ace-to-five', 'As As 2d 3c 4h');
 * // { ok: false, error: { code: 'DUPLICATE_CARD', message: 'card As appears twice' } }
 */
export function tryEvaluateHand(evaluation: string, input: string | readonly string[] | readonly Card[]): EvaluateResult {
  if (!isEvaluation(evaluation)) {
    return fail('UNKNOWN_EVALUATION', `unknown evaluation "${evaluation}": use one of ${EVALUATIONS.join(', ')}`);
  }
  const checked = toCards(input);
  if (!checked.ok) return checked.result;
  const n = checked.cards.length;
  if (n < 5 || n > 8) return fail('WRONG_CARD_COUNT', `a hand has 5 to 8 cards (7, plus a community card), got ${n}`);
  return { ok: true, value: evaluateHand(evaluation, checked.cards) };
}
