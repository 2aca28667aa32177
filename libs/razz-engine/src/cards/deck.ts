import { Card, DECK_SIZE } from './card';
import type { Rng } from '../rng/rng';

/** The 52 cards in index order (As Ah Ad Ac 2s … Kc). */
export function orderedDeck(): Card[] {
  // A plain loop: every hand starts from a fresh deck, and `Array.from` with a callback is slow.
  const deck = new Array<Card>(DECK_SIZE);
  for (let c = 0; c < DECK_SIZE; c++) deck[c] = c;
  return deck;
}

/** Fisher–Yates in place; unbiased as long as `rng.int` is. Returns the same array. */
export function shuffleInPlace<T>(items: T[], rng: Rng): T[] {
  for (let i = items.length - 1; i > 0; i--) {
    const j = rng.int(i + 1);
    const tmp = items[i] as T;
    items[i] = items[j] as T;
    items[j] = tmp;
  }
  return items;
}

/** A freshly shuffled 52-card deck. */
export function shuffledDeck(rng: Rng): Card[] {
  return shuffleInPlace(orderedDeck(), rng);
}
