/**
 * Cards as small integers, so evaluators can index tables without allocating.
 *
 * `card = rankIndex * 4 + suitIndex`, where `rankIndex` runs A(0) 2(1) … K(12) — ace-low order,
 * because every game here starts from Razz — and `suitIndex` runs s(0) h(1) d(2) c(3), the
 * tie-break order used by the rule book (spades > hearts > diamonds > clubs).
 *
 * Everything that leaves the engine (events, views, histories) writes cards as text (`'As'`).
 */
export type Card = number;

/** Rank characters in rank-index order (ace low). */
export const RANK_CHARS = 'A23456789TJQK';
/** Suit characters in suit-index order: the first is the highest suit for tie-breaks. */
export const SUIT_CHARS = 'shdc';

export type RankChar = 'A' | '2' | '3' | '4' | '5' | '6' | '7' | '8' | '9' | 'T' | 'J' | 'Q' | 'K';
export type SuitChar = 's' | 'h' | 'd' | 'c';
/** A card written in notation, e.g. `'As'`, `'Td'`. */
export type CardText = `${RankChar}${SuitChar}`;

export const DECK_SIZE = 52;

/** 0 = ace … 12 = king. */
export function rankIndex(card: Card): number {
  return card >> 2;
}

/** 0 = spades, 1 = hearts, 2 = diamonds, 3 = clubs. */
export function suitIndex(card: Card): number {
  return card & 3;
}

export function makeCard(rank: number, suit: number): Card {
  return rank * 4 + suit;
}

export function isCard(value: unknown): value is Card {
  return typeof value === 'number' && Number.isInteger(value) && value >= 0 && value < DECK_SIZE;
}

const TEXT_BY_CARD: readonly CardText[] = Array.from({ length: DECK_SIZE }, (_, c) => `${RANK_CHARS[c >> 2]}${SUIT_CHARS[c & 3]}` as CardText);

/** `formatCard(0)` → `'As'`. */
export function formatCard(card: Card): CardText {
  const text = TEXT_BY_CARD[card];
  if (text === undefined) throw new RangeError(`not a card index: ${card}`);
  return text;
}

export function formatCards(cards: readonly Card[]): CardText[] {
  // A loop rather than `map(formatCard)`: every deal event formats its cards (hot path).
  const texts = new Array<CardText>(cards.length);
  for (let i = 0; i < cards.length; i++) texts[i] = formatCard(cards[i] as Card);
  return texts;
}
