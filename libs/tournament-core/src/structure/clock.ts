import type { Stakes } from '@app/razz-engine';
import { fail, ok, type CoreResult } from '../result';
import { levelName } from './level-name';
import type { Structure } from './structure';
import { validateStructure } from './validate-structure';

const MINUTE_MS = 60_000;

/** A stop of the clock from `from` to `to` (epoch milliseconds); no `to` means still paused. */
export interface ClockPause {
  from: number;
  to?: number;
}

/** When the tournament clock started and every time it was stopped since. */
export interface ClockTiming {
  startedAt: number;
  pauses?: readonly ClockPause[];
}

export type ClockItem =
  | { kind: 'level'; index: number; level: number; name: string; stakes: Stakes; minutes: number }
  | { kind: 'break'; index: number; minutes: number; afterLevel: number; chipRace?: { smallestChip: number } };

export type ClockItemOf<K extends ClockItem['kind']> = Extract<ClockItem, { kind: K }>;

/** What the clock shows at one instant. */
export interface ClockReading {
  status: 'not-started' | 'running' | 'paused';
  /** Clock time played so far: wall time since the start minus the pauses. */
  playedMs: number;
  current: ClockItem;
  /** Time left in the current item (0 in overtime). */
  remainingMs: number;
  next: ClockItem | null;
  onBreak: boolean;
  /** The level a hand dealt now would use (TDA R23: a level applies from the next hand dealt); on a break, the level after it. */
  levelForNextHand: ClockItemOf<'level'>;
  /** Past the end of the schedule: the last level goes on. */
  overtime: boolean;
  /** Epoch ms at which the reading next changes (start, or end of the current item) if nobody pauses; null while paused or in overtime. */
  changesAt: number | null;
}

/**
 * Reads the tournament clock at `now`: pure arithmetic over timestamps (no timers), so the API,
 * the worker and a test give the same answer for the same instant. Overlapping pauses count
 * once; pause time outside [start, now] does not count.
 * @example
 * const r = clockAt(STANDARD_RAZZ, { startedAt: t0 }, t0 + 25 * 60_000);
 * // r.value.current.level === 2, r.value.remainingMs === 15 * 60_000
 */
export function clockAt(structure: Structure, timing: ClockTiming, now: number): CoreResult<ClockReading> {
  const pauses = timing?.pauses ?? [];
  const problem = timingProblem(timing, pauses, now);
  if (problem !== null) return fail('CLOCK_TIMING', problem);
  const valid = validateStructure(structure);
  if (!valid.ok) return valid;
  const items = numberItems(structure);
  if (now < timing.startedAt) return ok(reading(items, 0, 'not-started', 0, timing.startedAt));
  const played = Math.max(0, now - timing.startedAt - pausedBetween(pauses, timing.startedAt, now));
  const openPause = pauses.some((p) => p.to === undefined && p.from <= now);
  let end = 0;
  for (let i = 0; i < items.length; i++) {
    end += (items[i] as ClockItem).minutes * MINUTE_MS;
    if (played < end) return ok(reading(items, i, openPause ? 'paused' : 'running', played, openPause ? null : now + (end - played)));
  }
  return ok(reading(items, items.length - 1, openPause ? 'paused' : 'running', played, null));
}

function timingProblem(timing: ClockTiming, pauses: readonly ClockPause[], now: number): string | null {
  if (!Number.isFinite(timing?.startedAt) || !Number.isFinite(now)) return 'startedAt and now must be finite epoch milliseconds';
  if (!Array.isArray(pauses)) return 'pauses must be an array';
  let open = 0;
  for (const [k, p] of pauses.entries()) {
    if (!Number.isFinite(p?.from)) return `pause ${k + 1}: from must be finite epoch milliseconds`;
    if (p.to === undefined) open++;
    else if (!Number.isFinite(p.to) || p.to < p.from) return `pause ${k + 1}: to must be a time at or after from`;
  }
  return open > 1 ? 'at most one pause can still be open (without to)' : null;
}

/** Total paused time inside [start, now], each instant counted once however pauses overlap. */
function pausedBetween(pauses: readonly ClockPause[], start: number, now: number): number {
  const spans = pauses
    .map((p) => [Math.max(p.from, start), Math.min(p.to ?? now, now)] as const)
    .filter(([a, b]) => b > a)
    .sort((x, y) => x[0] - y[0]);
  let total = 0;
  let coveredTo = -Infinity;
  for (const [a, b] of spans) {
    const from = Math.max(a, coveredTo);
    if (b > from) total += b - from;
    coveredTo = Math.max(coveredTo, b);
  }
  return total;
}

function numberItems(structure: Structure): ClockItem[] {
  let level = 0;
  return structure.items.map((item, index): ClockItem => {
    if (item.kind === 'break') {
      return { kind: 'break', index, minutes: item.minutes, afterLevel: level, ...(item.chipRace ? { chipRace: item.chipRace } : {}) };
    }
    level++;
    return { kind: 'level', index, level, name: levelName(level), stakes: item.stakes, minutes: item.minutes };
  });
}

function reading(items: ClockItem[], i: number, status: ClockReading['status'], played: number, changesAt: number | null): ClockReading {
  const current = items[i] as ClockItem;
  const before = items.slice(0, i + 1).reduce((sum, it) => sum + it.minutes * MINUTE_MS, 0);
  const overtime = played >= before;
  const levelForNextHand = (items.slice(i).find((it) => it.kind === 'level') ?? current) as ClockItemOf<'level'>;
  return {
    status,
    playedMs: played,
    current,
    remainingMs: overtime ? 0 : before - played,
    next: items[i + 1] ?? null,
    onBreak: current.kind === 'break',
    levelForNextHand,
    overtime,
    changesAt: status === 'not-started' ? changesAt : overtime ? null : changesAt,
  };
}
