import type { HandEvent } from '@app/razz-engine';
import type { TableUpdate } from '../hands/table-event-bus';
import type { HandFacts, TableFacts } from '../hands/table-facts';
import type { BroadcastFrame } from './broadcast-frame';
import { DelayedQueue } from './delayed-queue';
import type { EquityCalculator } from './equity-calculator';
import { currentMoment, HandMoment, handMoments } from './hand-moments';
import { momentFrame } from './moment-frame';

/**
 * Frames held per feed, at most: a 30-minute delay at a fast table is a few hundred (a hand is
 * five streets and its end); a feed that falls further behind loses the newest, counted in `missed`.
 */
export const MAX_HELD_FRAMES = 2_000;

type Position = [hand: number, version: number];

const after = (a: Position, b: Position): boolean => a[0] > b[0] || (a[0] === b[0] && a[1] > b[1]);

/**
 * One open broadcast feed of a table: hears every committed change of it (the table event bus),
 * turns the changes that deal cards or end the hand into frames with equity, and sends each one
 * `delaySeconds` after it heard of it. The work is done on a later turn of the event loop than the bus's
 * delivery (which, in one process, runs in the request that made the change), and the equity on
 * its own thread; nothing here can throw back into a table's change.
 */
export class BroadcastSubscription {
  private readonly queue: DelayedQueue<BroadcastFrame>;
  /** The newest hand and version taken in: a change published late (by another instance) is older and dropped. */
  private last: Position | null = null;
  private closed = false;

  constructor(
    private readonly delaySeconds: number,
    private readonly equity: EquityCalculator,
    send: (frame: BroadcastFrame) => void,
    private readonly onFailure: (err: unknown) => void,
  ) {
    this.queue = new DelayedQueue<BroadcastFrame>((frame, missed) => send(missed > 0 ? { ...frame, missed } : frame), MAX_HELD_FRAMES, onFailure);
  }

  /** The bus's listener: returns at once, the work follows. */
  heard(update: TableUpdate): void {
    const heardAt = Date.now();
    setImmediate(() => this.guard(() => this.take(update.facts.hand, update.events, heardAt)));
  }

  /** The table as read when the feed opened: a hand in progress is shown from where it stands. */
  opened(facts: TableFacts): void {
    const heardAt = Date.now();
    this.guard(() => {
      const hand = facts.hand;
      if (!hand || !this.newer(hand)) return;
      if (hand.status === 'running') this.hold(hand, [currentMoment(hand.state)], heardAt);
    });
  }

  /** Frames go out from now on, each once its delay has passed: the feed has been announced. */
  start(): void {
    this.queue.start();
  }

  close(): void {
    this.closed = true;
    this.queue.close();
  }

  private take(hand: HandFacts | null, events: HandEvent[], heardAt: number): void {
    if (this.closed || !hand || !this.newer(hand)) return;
    this.hold(hand, handMoments(hand.state, events), heardAt);
  }

  private newer(hand: HandFacts): boolean {
    const position: Position = [hand.number, hand.version];
    if (this.last && !after(position, this.last)) return false;
    this.last = position;
    return true;
  }

  private hold(hand: HandFacts, moments: HandMoment[], heardAt: number): void {
    const delayMs = this.delaySeconds * 1000;
    for (const moment of moments) {
      const frame = momentFrame(hand, moment, this.equity).then((f) => ({ ...f, heardAt: new Date(heardAt).toISOString(), delaySeconds: this.delaySeconds }));
      this.queue.push(heardAt + delayMs, frame);
    }
  }

  private guard(work: () => void): void {
    try {
      work();
    } catch (err) {
      this.onFailure(err);
    }
  }
}
