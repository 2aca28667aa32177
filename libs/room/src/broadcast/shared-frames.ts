import type { HandFacts } from '../hands/table-facts';
import type { EquityCalculator } from './equity-calculator';
import type { HandMoment } from './hand-moments';
import { MomentFrame, momentFrame } from './moment-frame';

/** A frame as every feed of its table holds it: built once, when this process first heard of its change. */
export type SharedFrame = MomentFrame & { heardAt: string };

/** A moment's frame and when it was heard (epoch ms): a feed's delay runs from then. */
export interface SharedFrameEntry {
  heardAt: number;
  frame: Promise<SharedFrame>;
}

/**
 * Frames remembered by (hand, version, moment), so that feeds of the same table hearing the same
 * change share one frame: they hear it on the same turn of the event loop. A feed's queue holds a
 * reference to it, so the memory of what the feeds hold is per table, not per feed.
 */
const RECENT_FRAMES = 256;

/**
 * Builds each frame of a (table, moment) once on this process and hands the same object to every
 * feed that asks for it (`BroadcastFeedService` has one). Frames are never copied while held: a
 * feed adds its delay (and `missed`) only as it sends.
 */
export class SharedFrames {
  private readonly recent = new Map<string, SharedFrameEntry>();

  constructor(private readonly equity: EquityCalculator) {}

  /** `moment` is the `index`th of the change that brought `hand` to its version, or `'now'`: the hand as it stands. */
  frame(hand: HandFacts, index: number | 'now', moment: HandMoment, heardAt: number): SharedFrameEntry {
    const key = `${hand.id}:${hand.version}:${index}`;
    const known = this.recent.get(key);
    if (known) return known;
    const stamp = new Date(heardAt).toISOString();
    const entry: SharedFrameEntry = { heardAt, frame: momentFrame(hand, moment, this.equity).then((f) => ({ ...f, heardAt: stamp })) };
    this.recent.set(key, entry);
    if (this.recent.size > RECENT_FRAMES) this.recent.delete(this.recent.keys().next().value as string);
    return entry;
  }
}
