import type { HandEvent } from '@app/razz-engine';
import type { TableUpdate } from '../hands/table-event-bus';
import type { HandFacts, TableFacts } from '../hands/table-facts';
import type { BroadcastFrame } from './broadcast-frame';
import { DelayedQueue } from './delayed-queue';
import { currentMoment, handMoments } from './hand-moments';
import type { SharedFrame, SharedFrames } from './shared-frames';

/**
 * Frames held per feed, at most. A table of people deals a Razz hand (five streets and its end:
 * six frames) in a minute or two, so a 30-minute delay holds a few hundred; a table of bots (100 ms
 * decisions) deals one every few seconds, about 2 frames a second, 3,600 in 30 minutes. The bound
 * covers that; a longer delay at a bot table loses the newest, counted in `missed`. What a feed
 * holds per frame is a reference: the frame itself is built once per table (`SharedFrames`).
 */
export const MAX_HELD_FRAMES = 4_000;

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
  private readonly queue: DelayedQueue<SharedFrame>;
  /** The newest hand and version taken in: a change published late (by another instance) is older and dropped. */
  private last: Position | null = null;
  private closed = false;

  constructor(
    private readonly delaySeconds: number,
    private readonly frames: SharedFrames,
    send: (frame: BroadcastFrame) => void,
    private readonly onFailure: (err: unknown) => void,
  ) {
    // The shared frame is never changed: what this feed adds goes on the copy it sends.
    this.queue = new DelayedQueue<SharedFrame>(
      (frame, missed) => send(missed > 0 ? { ...frame, delaySeconds, missed } : { ...frame, delaySeconds }),
      MAX_HELD_FRAMES,
      onFailure,
    );
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
      if (hand.status === 'running') this.queue.push(...this.due(this.frames.frame(hand, 'now', currentMoment(hand.state), heardAt)));
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
    handMoments(hand.state, events).forEach((moment, i) => this.queue.push(...this.due(this.frames.frame(hand, i, moment, heardAt))));
  }

  private newer(hand: HandFacts): boolean {
    const position: Position = [hand.number, hand.version];
    if (this.last && !after(position, this.last)) return false;
    this.last = position;
    return true;
  }

  /** When the frame may go (its delay after the change was heard) and the frame. */
  private due(entry: { heardAt: number; frame: Promise<SharedFrame> }): [number, Promise<SharedFrame>] {
    return [entry.heardAt + this.delaySeconds * 1000, entry.frame];
  }

  private guard(work: () => void): void {
    try {
      work();
    } catch (err) {
      this.onFailure(err);
    }
  }
}
