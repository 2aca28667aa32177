import { cryptoRng, parseCards, Rng } from '@app/razz-engine';
import { HandError, HandErrorCode } from './hand.error';

/** How the next hand of a table is shuffled: an rng (production) or a given deck (tests only). */
export type DeckChoice = { rng: Rng } | { deck: string[] };

/** Where hands get their cards. Production: `CryptoDeckSource`. */
export abstract class DeckSource {
  abstract next(tableId: string): DeckChoice;
}

/** Every hand shuffled with `crypto.getRandomValues` (the engine's `cryptoRng`). */
export class CryptoDeckSource extends DeckSource {
  private readonly rng = cryptoRng();

  next(): DeckChoice {
    return { rng: this.rng };
  }
}

/**
 * The test seam (config `TEST_DECK_INJECTION`, refused outside NODE_ENV=test): decks queued per
 * table are dealt to its next hands in order, then shuffling resumes. Kept in this process's
 * memory: the process that deals the hand must be the one the decks were queued on.
 */
export class QueuedDeckSource extends DeckSource {
  private readonly fallback = new CryptoDeckSource();
  private readonly queues = new Map<string, string[][]>();

  /** Checks every deck (card notation, top first; a partial deck is completed in index order). */
  queue(tableId: string, decks: string[][]): number {
    for (const [i, deck] of decks.entries()) {
      const parsed = parseCards(deck);
      if (!parsed.ok) throw new HandError(HandErrorCode.INVALID_DECK, `deck ${i + 1}: ${parsed.error.message}`);
    }
    const queue = this.queues.get(tableId) ?? [];
    queue.push(...decks);
    this.queues.set(tableId, queue);
    return queue.length;
  }

  next(tableId: string): DeckChoice {
    const deck = this.queues.get(tableId)?.shift();
    return deck ? { deck } : this.fallback.next();
  }
}
