/**
 * The stored clock (`ClockState`) read through tournament-core's `clockAt`: the anchor is the
 * wall time of the structure's time 0 with pauses taken out, so the one open pause is the only
 * pause `clockAt` needs to know about.
 */
import type { ClockState } from '@app/persistence';
import { clockAt, ClockReading, Structure } from '@app/tournament-core';

const MINUTE_MS = 60_000;

/** Clock time from the structure's start to the start of item `index`. */
export function itemOffsetMs(structure: Structure, index: number): number {
  return structure.items.slice(0, index).reduce((sum, item) => sum + item.minutes * MINUTE_MS, 0);
}

/** What the wall clock says at `now` (it may be ahead of the stored item while a level-up job is due). */
export function wallReading(structure: Structure, clock: Pick<ClockState, 'anchorAt' | 'pausedAt'>, now: number): ClockReading {
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
export function itemStartsAt(structure: Structure, clock: Pick<ClockState, 'anchorAt' | 'pausedAt'>, index: number): number | null {
  return clock.pausedAt ? null : clock.anchorAt.getTime() + itemOffsetMs(structure, index);
}
