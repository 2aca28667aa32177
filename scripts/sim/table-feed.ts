/**
 * A table's running hand as its players hear it on the live feed: each committed change's events,
 * censored as the live gateway censors them (`eventsFor`; kept at the spectator's cut — a seat's own
 * feed adds only its own down cards, which its view already shows). A bot reads the betting so far
 * from here, as a client would from the messages it was sent.
 */
import { eventsFor, HandEvent } from '@app/razz-engine';
import type { TableUpdate } from '@app/room/hands/table-event-bus';

/** What the feed holds for one decision point: the hand's events so far, or why not. */
export type Heard = { kind: 'heard'; events: readonly HandEvent[] } | { kind: 'stale' } | { kind: 'missing' };
type Reading = Heard | { kind: 'behind' };

/** Chips the events put in: antes, blinds and bets (every chip in play while the hand runs). */
function chipsIn(events: readonly HandEvent[]): number {
  let chips = 0;
  for (const e of events) {
    if (e.type === 'ante' || e.type === 'blind') chips += e.amount;
    else if (e.type === 'action') chips += e.chips;
  }
  return chips;
}

export class TableFeed {
  private hand: { id: string; number: number; version: number } | null = null;
  private events: HandEvent[] = [];
  /** Heard from the hand's first event on, in order. */
  private whole = false;
  private waiters: (() => void)[] = [];

  hear(update: TableUpdate): void {
    const hand = update.facts.hand;
    if (!hand) return;
    if (this.hand === null || hand.id !== this.hand.id) {
      if (this.hand !== null && hand.number < this.hand.number) return;
      // Followed since the deal, or only from the middle of the hand (the table was joined late).
      this.whole = update.events[0]?.type === 'hand-started';
      this.events = [];
    } else if (hand.version < this.hand.version) {
      // An older change heard after a newer one: the order of the betting is no longer known.
      this.whole = false;
    }
    this.hand = { id: hand.id, number: hand.number, version: Math.max(hand.version, this.hand?.id === hand.id ? this.hand.version : -1) };
    this.events.push(...eventsFor(update.events, null));
    const waiting = this.waiters;
    this.waiters = [];
    for (const wake of waiting) wake();
  }

  /**
   * The hand's events up to `version`, once heard (waiting up to `waitMs` for the feed to catch
   * up with a view that came back from an action); `stale` when the feed has moved past that
   * view; `missing` when it did not catch up in time, began in the middle of the hand or lost an
   * event. `total` is the view's chips in play: a heard log must account for every one.
   */
  async upTo(hand: { id: string; number: number; version: number }, total: number, waitMs: number): Promise<Heard> {
    const deadline = Date.now() + waitMs;
    for (;;) {
      const heard = this.at(hand, total);
      const left = deadline - Date.now();
      if (heard.kind !== 'behind') return heard;
      if (left <= 0) return { kind: 'missing' };
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, left);
        this.waiters.push(() => {
          clearTimeout(timer);
          resolve();
        });
      });
    }
  }

  private at(hand: { id: string; number: number; version: number }, total: number): Reading {
    const mine = this.hand;
    // Nothing heard since the table was followed: the hand began before (and may wait for this very decision).
    if (mine === null) return { kind: 'missing' };
    if (mine.number < hand.number) return { kind: 'behind' };
    if (mine.id !== hand.id || mine.version > hand.version) return { kind: 'stale' };
    // Joined in the middle of this hand, or heard out of order: waiting does not mend it.
    if (!this.whole) return { kind: 'missing' };
    if (mine.version < hand.version) return { kind: 'behind' };
    return chipsIn(this.events) === total ? { kind: 'heard', events: this.events } : { kind: 'missing' };
  }
}
