import { Card, RANK_CHARS, SUIT_CHARS, makeCard } from './card';

/** Why a piece of card notation was refused; `code` is stable, `message` is for humans. */
export interface CardParseError {
  code: 'BAD_CARD' | 'DUPLICATE_CARD';
  message: string;
}

export type ParseResult<T> = { ok: true; value: T } | { ok: false; error: CardParseError };

/**
 * Parses one card: rank `A23456789TJQK` (also `10` for ten, any case) then suit `shdc`.
 * @example parseCard('Td') // { ok: true, value: 38 }
 */
export function parseCard(text: string): ParseResult<Card> {
  const t = text.trim();
  const rankPart = t.length === 3 && t.startsWith('10') ? 'T' : t.slice(0, -1).toUpperCase();
  const suitPart = t.slice(-1).toLowerCase();
  const rank = rankPart.length === 1 ? RANK_CHARS.indexOf(rankPart) : -1;
  const suit = suitPart.length === 1 ? SUIT_CHARS.indexOf(suitPart) : -1;
  if (t.length < 2 || rank < 0 || suit < 0) {
    return {
      ok: false,
      error: { code: 'BAD_CARD', message: `"${text}" is not a card: write rank (A 2-9 T/10 J Q K) then suit (s h d c), e.g. "As" or "10d"` },
    };
  }
  return { ok: true, value: makeCard(rank, suit) };
}

/**
 * Parses cards separated by spaces or commas, or an array of card strings, refusing duplicates.
 * @example parseCards('As 2d 3c') // { ok: true, value: [0, 6, 11] }
 */
export function parseCards(input: string | readonly string[]): ParseResult<Card[]> {
  const parts = typeof input === 'string' ? input.split(/[\s,]+/).filter((p) => p.length > 0) : input;
  const cards: Card[] = [];
  const seen = new Set<Card>();
  for (const part of parts) {
    const r = parseCard(part);
    if (!r.ok) return r;
    if (seen.has(r.value)) {
      return { ok: false, error: { code: 'DUPLICATE_CARD', message: `card ${part} appears twice` } };
    }
    seen.add(r.value);
    cards.push(r.value);
  }
  return { ok: true, value: cards };
}

/** Like `parseCards` but throws: for tests and literals known to be valid. */
export function cards(input: string | readonly string[]): Card[] {
  const r = parseCards(input);
  if (!r.ok) throw new Error(r.error.message);
  return r.value;
}
