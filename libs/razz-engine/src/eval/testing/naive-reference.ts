/**
 * A deliberately simple, slow evaluator written straight from the rules (docs/rules/evaluation.md), sharing no code with
 * the fast path: the oracle for the evaluator tests and the baseline of `npm run bench:eval`.
 * Not exported from the engine.
 */
import type { Card } from '../../cards/card';
import type { Evaluation, LowEvaluation } from '../types';

/** Lexicographic: the first element is the category (lower = better), then the deciding values. */
export type ReferenceKey = number[];

/** Categories best first. Razz ignores straights and flushes. */
const RAZZ_CATEGORIES = ['high-card', 'pair', 'two-pair', 'trips', 'full-house', 'quads'];
const STRAIGHT_FLUSH_CATEGORIES = ['high-card', 'pair', 'two-pair', 'trips', 'straight', 'flush', 'full-house', 'quads', 'straight-flush'];

/** Copies per value, most first → category. */
const CATEGORY_OF_SHAPE: Readonly<Record<string, string>> = {
  '11111': 'high-card',
  '2111': 'pair',
  '221': 'two-pair',
  '311': 'trips',
  '32': 'full-house',
  '41': 'quads',
};

function cardValue(evaluation: LowEvaluation, card: Card): number {
  const rank = card >> 2; // 0 = ace … 12 = king
  if (rank === 0) return evaluation === 'deuce-to-seven' ? 14 : 1;
  return rank + 1;
}

/** The key of exactly five cards. */
export function referenceKey(evaluation: Evaluation, five: readonly Card[]): ReferenceKey {
  if (evaluation === 'high') return referenceHighKey(five);
  const copies = new Array<number>(15).fill(0);
  for (const card of five) {
    const v = cardValue(evaluation, card);
    copies[v] = (copies[v] ?? 0) + 1;
  }
  // Most copies first, then the higher value first: that is also the comparison order.
  const values: number[] = [];
  let shape = '';
  for (let n = 4; n >= 1; n--) {
    for (let v = 14; v >= 1; v--) {
      if (copies[v] !== n) continue;
      values.push(v);
      shape += n;
    }
  }
  let category = CATEGORY_OF_SHAPE[shape] ?? '?';
  if (evaluation === 'ace-to-five') return [RAZZ_CATEGORIES.indexOf(category), ...values];

  const flush = five.every((c) => (c & 3) === ((five[0] as Card) & 3));
  const straight = shape === '11111' && (values[0] as number) - (values[4] as number) === 4;
  if (straight && flush) category = 'straight-flush';
  else if (straight) category = 'straight';
  else if (flush) category = 'flush';
  return [STRAIGHT_FLUSH_CATEGORIES.indexOf(category), ...values];
}

export function compareKeys(a: ReferenceKey, b: ReferenceKey): number {
  const length = a.length > b.length ? a.length : b.length;
  for (let i = 0; i < length; i++) {
    const d = (a[i] ?? 0) - (b[i] ?? 0);
    if (d !== 0) return d;
  }
  return 0;
}

/** Every way to choose five of the cards. */
export function fiveCardChoices(cards: readonly Card[]): Card[][] {
  const out: Card[][] = [];
  const chosen: Card[] = [];
  const pick = (start: number): void => {
    if (chosen.length === 5) {
      out.push([...chosen]);
      return;
    }
    for (let i = start; i < cards.length; i++) {
      chosen.push(cards[i] as Card);
      pick(i + 1);
      chosen.pop();
    }
  };
  pick(0);
  return out;
}

/** Best of all five-card choices (21 for seven cards), the naive way. */
export function referenceBest(evaluation: Evaluation, cards: readonly Card[]): { five: Card[]; key: ReferenceKey } {
  let best: { five: Card[]; key: ReferenceKey } | undefined;
  for (const five of fiveCardChoices(cards)) {
    const key = referenceKey(evaluation, five);
    if (!best || compareKeys(key, best.key) < 0) best = { five, key };
  }
  if (!best) throw new RangeError('need at least five cards');
  return best;
}

/** High poker, best first: the usual order of standard high hands. */
const HIGH_CATEGORIES = ['straight-flush', 'quads', 'full-house', 'flush', 'straight', 'trips', 'two-pair', 'pair', 'high-card'];

/**
 * The key of five cards in high poker (Seven-Card Stud): aces high, and low in A-2-3-4-5 only.
 * Lower keys are better like the lowball keys, so a higher card gives a smaller number (15 - value).
 */
export function referenceHighKey(five: readonly Card[]): ReferenceKey {
  const copies = new Array<number>(15).fill(0);
  for (const card of five) {
    const v = card >> 2 === 0 ? 14 : (card >> 2) + 1;
    copies[v] = (copies[v] ?? 0) + 1;
  }
  // Most copies first, then the higher value first: that is also the comparison order.
  let values: number[] = [];
  let shape = '';
  for (let n = 4; n >= 1; n--) {
    for (let v = 14; v >= 2; v--) {
      if (copies[v] !== n) continue;
      values.push(v);
      shape += n;
    }
  }
  const flush = five.every((c) => (c & 3) === ((five[0] as Card) & 3));
  const wheel = values.join(',') === '14,5,4,3,2';
  const straight = shape === '11111' && (wheel || (values[0] as number) - (values[4] as number) === 4);
  if (wheel) values = [5, 4, 3, 2, 1];
  let category = CATEGORY_OF_SHAPE[shape] ?? '?';
  if (straight && flush) category = 'straight-flush';
  else if (shape === '41') category = 'quads';
  else if (shape === '32') category = 'full-house';
  else if (flush) category = 'flush';
  else if (straight) category = 'straight';
  return [HIGH_CATEGORIES.indexOf(category), ...values.map((v) => 15 - v)];
}
