import { fairRng, parseCards, Rng } from '@app/razz-engine';
import { HandError, HandErrorCode } from './hand.error';

/** What a hand is shuffled from (docs/fairness.md): its epoch's server seed, the client seed string, the nonce. */
export interface FairShuffle {
  seed: Uint8Array;
  clientSeed: string;
  nonce: string;
}

/**
 * How the next hand of a table is shuffled: the provably fair stream (production), or a given
 * deck (tests only) — a hand dealt from a given deck cannot be verified and records no fairness.
 */
export type DeckChoice = { rng: Rng; fair: true } | { deck: string[] };

/** Where hands get their cards. Production: `FairDeckSource`. */
export abstract class DeckSource {
  abstract next(tableId: string, shuffle: FairShuffle): DeckChoice;
}

/** Every hand shuffled by the fair stream of its epoch's seed, the players' client seeds and its nonce. */
export class FairDeckSource extends DeckSource {
  next(_tableId: string, shuffle: FairShuffle): DeckChoice {
    return { rng: fairRng(shuffle.seed, shuffle.clientSeed, shuffle.nonce), fair: true };
  }
}

/**
 * The test seam (config `TEST_DECK_INJECTION`, refused outside NODE_ENV=test): decks queued per
 * table are dealt to its next hands in order, then the fair shuffle resumes. Kept in this
 * process's memory: the process that deals the hand must be the one the decks were queued on.
 */
export class QueuedDeckSource extends DeckSource {
  private readonly fallback = new FairDeckSource();
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

  next(tableId: string, shuffle: FairShuffle): DeckChoice {
    const deck = this.queues.get(tableId)?.shift();
    return deck ? { deck } : this.fallback.next(tableId, shuffle);
  }
}
