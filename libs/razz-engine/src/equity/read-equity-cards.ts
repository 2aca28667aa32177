/**
 * The card lists of an equity spot read from untrusted input: notation, `'??'` for a card the
 * viewer cannot see, and no card in two places (two hands, a hand and the dead cards, …).
 */
import { Card, CardText, formatCard } from '../cards/card';
import { parseCard } from '../cards/notation';
import { EquityError, UNKNOWN_CARD } from './equity-types';

/** One list read: its known cards and how many `'??'` it holds, with the labels for the answer. */
export interface ReadCards {
  known: Card[];
  unknown: number;
  labels: (CardText | typeof UNKNOWN_CARD)[];
}

export type ReadCardsResult = { ok: true; value: ReadCards } | { ok: false; error: EquityError };

function tokens(input: unknown): string[] | null {
  if (typeof input === 'string') return input.split(/[\s,]+/).filter((t) => t.length > 0);
  if (Array.isArray(input) && input.every((t): t is string => typeof t === 'string')) return input;
  return null;
}

/**
 * Reads one list (`what` names it in messages: `hand 2`, `dead cards`); `seen` collects the cards
 * of every list read so far, so a card repeated anywhere in the spot is refused.
 */
export function readEquityCards(input: unknown, what: string, seen: Map<Card, string>, allowUnknown: boolean): ReadCardsResult {
  const list = tokens(input);
  if (list === null) return { ok: false, error: { code: 'BAD_CARD', message: `${what} must be a list of cards in notation, e.g. ["As","2d","3c"]` } };
  const value: ReadCards = { known: [], unknown: 0, labels: [] };
  for (const token of list) {
    if (token.trim() === UNKNOWN_CARD && allowUnknown) {
      value.unknown++;
      value.labels.push(UNKNOWN_CARD);
      continue;
    }
    const parsed = parseCard(token);
    if (!parsed.ok)
      return { ok: false, error: { code: 'BAD_CARD', message: `${what}: ${parsed.error.message}${allowUnknown ? ', or "??" for an unknown card' : ''}` } };
    const card = parsed.value;
    const earlier = seen.get(card);
    if (earlier !== undefined) {
      const where = earlier === what ? `twice in ${what}` : `in ${earlier} and in ${what}`;
      return { ok: false, error: { code: 'DUPLICATE_CARD', message: `card ${formatCard(card)} appears ${where}` } };
    }
    seen.set(card, what);
    value.known.push(card);
    value.labels.push(formatCard(card));
  }
  return { ok: true, value };
}
