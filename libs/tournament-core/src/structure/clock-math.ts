/**
 * The stored clock (`StoredClock`) read through `clockAt`: the anchor is the wall time of the
 * structure's time 0 with pauses taken out, so the one open pause is the only pause `clockAt`
 * needs to know about.
 */
import { clockAt, type ClockReading } from './clock';
import type { Structure } from './structure';

/** The clock as the room stores it (persistence's `ClockState` fits as it is). */
export interface StoredClock {
  /** Wall time at which the structure's time 0 lies, pauses excluded. */
  anchorAt: Date;
  /** When the open pause began; null while the clock runs. */
  pausedAt: Date | null;
  /** The item the clock is on (a level-up job moves it; the wall clock may be ahead). */
  itemIndex: number;
}

const MINUTE_MS = 60_000;

/** Clock time from the structure's start to the start of item `index`. */
export function itemOffsetMs(structure: Structure, index: number): number {
  return structure.items.slice(0, index).reduce((sum, item) => sum + item.minutes * MINUTE_MS, 0);
}

/** What the wall clock says at `now` (it may be ahead of the stored item while a level-up job is due). */
export function wallReading(structure: Structure, clock: Pick<StoredClock, 'anchorAt' | 'pausedAt'>, now: number): ClockReading {
  const pauses = clock.pausedAt ? [{ from: clock.pausedAt.getTime() }] : [];
  const reading = clockAt(structure, { startedAt: clock.anchorAt.getTime(), pauses }, now);
  // The structure was validated when the tournament was created and the anchor is never in the future.
  if (!reading.ok) throw new Error(`tournament clock unreadable: ${reading.error.message}`);
  return reading.value;
}

/** The anchor that puts the clock at the start of item `index` at `now`. */
export function anchorFor(structure: Structure, index: number, now: number): Date {
  return new Date(now - itemOffsetMs(structure, index));
}

/** When item `index` is due to start on the stored clock (null while paused). */
export function itemStartsAt(structure: Structure, clock: Pick<StoredClock, 'anchorAt' | 'pausedAt'>, index: number): number | null {
  return clock.pausedAt ? null : clock.anchorAt.getTime() + itemOffsetMs(structure, index);
}

/**
 * Hand-for-hand play-down of a stopped clock by `ms`: the new anchor and item, never past the
 * start of the next break (its last millisecond before it: the level shows no time left).
 */
export function handForHandTarget(
  structure: Structure,
  clock: Pick<StoredClock, 'anchorAt' | 'pausedAt' | 'itemIndex'>,
  ms: number,
): { anchorAt: Date; itemIndex: number } {
  const at = (clock.pausedAt as Date).getTime();
  const played = at - clock.anchorAt.getTime();
  const nextBreak = structure.items.findIndex((item, i) => i > clock.itemIndex && item.kind === 'break');
  const limit = nextBreak < 0 ? Infinity : itemOffsetMs(structure, nextBreak) - 1;
  const target = Math.max(played, Math.min(played + ms, limit));
  const anchorAt = new Date(at - target);
  return { anchorAt, itemIndex: Math.max(clock.itemIndex, wallReading(structure, { anchorAt, pausedAt: clock.pausedAt }, at).current.index) };
}
