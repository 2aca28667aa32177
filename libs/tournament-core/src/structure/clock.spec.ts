import { seededRng } from '@app/razz-engine';
import { clockAt, type ClockPause, type ClockReading } from './clock';
import { STANDARD_RAZZ, TURBO_RAZZ } from './presets';
import type { Structure } from './structure';

const MIN = 60_000;
const T0 = Date.UTC(2025, 0, 1, 18, 0, 0);

function read(structure: Structure, minutesAfterStart: number, pauses: ClockPause[] = []): ClockReading {
  const r = clockAt(structure, { startedAt: T0, pauses }, T0 + minutesAfterStart * MIN);
  if (!r.ok) throw new Error(r.error.message);
  return r.value;
}

describe('clockAt', () => {
  it('before the start: level I in full, changing at the start time', () => {
    const r = read(STANDARD_RAZZ, -5);
    expect(r).toMatchObject({ status: 'not-started', playedMs: 0, remainingMs: 20 * MIN, onBreak: false, overtime: false, changesAt: T0 });
    expect(r.current).toMatchObject({ kind: 'level', level: 1, name: 'Level I' });
  });

  it('25 minutes in: level II with 15 minutes left, level III next', () => {
    const r = read(STANDARD_RAZZ, 25);
    expect(r.current).toMatchObject({ kind: 'level', level: 2, stakes: { ante: 20, bringIn: 50, smallBet: 150, bigBet: 300 } });
    expect(r.remainingMs).toBe(15 * MIN);
    expect(r.next).toMatchObject({ kind: 'level', level: 3 });
    expect(r.changesAt).toBe(T0 + 40 * MIN);
  });

  it('a level ends exactly on its last millisecond: the next one starts at the boundary', () => {
    expect(read(STANDARD_RAZZ, 20 - 1 / MIN).current).toMatchObject({ level: 1 });
    expect(read(STANDARD_RAZZ, 20).current).toMatchObject({ level: 2 });
  });

  it('after level IV: on a break with its chip race, the next hand uses level V', () => {
    const r = read(STANDARD_RAZZ, 85);
    expect(r.onBreak).toBe(true);
    expect(r.current).toMatchObject({ kind: 'break', afterLevel: 4, minutes: 15, chipRace: { smallestChip: 25 } });
    expect(r.remainingMs).toBe(10 * MIN);
    expect(r.levelForNextHand).toMatchObject({ level: 5, name: 'Level V' });
  });

  it('during a level the next hand uses that level (TDA R23)', () => {
    expect(read(TURBO_RAZZ, 35).levelForNextHand).toMatchObject({ level: 4 });
  });

  it('does not count paused time, and a closed pause lets the clock run again', () => {
    const r = read(STANDARD_RAZZ, 30, [{ from: T0 + 5 * MIN, to: T0 + 15 * MIN }]);
    expect(r.status).toBe('running');
    expect(r.playedMs).toBe(20 * MIN);
    expect(r.current).toMatchObject({ level: 2 });
    expect(r.remainingMs).toBe(20 * MIN);
  });

  it('while paused: frozen time, no change scheduled', () => {
    const r = read(STANDARD_RAZZ, 30, [{ from: T0 + 10 * MIN }]);
    expect(r).toMatchObject({ status: 'paused', playedMs: 10 * MIN, remainingMs: 10 * MIN, changesAt: null });
  });

  it('counts overlapping pauses once and ignores pause time outside start…now', () => {
    const pauses = [
      { from: T0 - 30 * MIN, to: T0 + 2 * MIN },
      { from: T0 + 1 * MIN, to: T0 + 4 * MIN },
      { from: T0 + 3 * MIN, to: T0 + 6 * MIN },
      { from: T0 + 50 * MIN, to: T0 + 60 * MIN },
    ];
    expect(read(STANDARD_RAZZ, 10, pauses).playedMs).toBe(4 * MIN);
  });

  it('past the schedule: the last level goes on (overtime)', () => {
    const r = read(TURBO_RAZZ, 10_000);
    expect(r).toMatchObject({ overtime: true, remainingMs: 0, next: null, changesAt: null });
    expect(r.current).toMatchObject({ level: 27 });
  });

  it('agrees with a simple walk over the schedule at random instants and pauses', () => {
    const rng = seededRng('clock');
    const spans = STANDARD_RAZZ.items.map((i) => i.minutes * MIN);
    for (let k = 0; k < 500; k++) {
      const pause = { from: T0 + rng.int(400) * MIN, to: T0 + 400 * MIN + rng.int(60) * MIN };
      const now = T0 + rng.int(900 * MIN);
      const r = read(STANDARD_RAZZ, (now - T0) / MIN, [pause]);
      const paused = Math.max(0, Math.min(pause.to, now) - pause.from);
      expect(r.playedMs).toBe(now - T0 - paused);
      let start = 0;
      let i = 0;
      while (i < spans.length - 1 && start + (spans[i] as number) <= r.playedMs) start += spans[i++] as number;
      expect(r.current.index).toBe(i);
      if (!r.overtime) expect(r.remainingMs).toBe(start + (spans[i] as number) - r.playedMs);
    }
  });

  it.each<[string, ClockPause[], number]>([
    ['a pause ending before it starts', [{ from: T0 + 5 * MIN, to: T0 }], T0],
    ['two open pauses', [{ from: T0 }, { from: T0 + MIN }], T0 + 2 * MIN],
    ['a pause without a start', [{ from: Number.NaN }], T0],
    ['a time that is not a number', [], Number.NaN],
  ])('refuses %s (CLOCK_TIMING)', (_, pauses, now) => {
    const r = clockAt(STANDARD_RAZZ, { startedAt: T0, pauses }, now);
    expect(r.ok ? 'ok' : r.error.code).toBe('CLOCK_TIMING');
  });

  it('refuses an invalid structure with its validation error', () => {
    const r = clockAt({ name: 'x', items: [] }, { startedAt: T0 }, T0);
    expect(r.ok ? 'ok' : r.error.code).toBe('STRUCTURE_EMPTY');
  });
});
