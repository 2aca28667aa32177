import type { Tournament } from '@app/persistence';
import type { Structure } from '@app/tournament-core';
import { flightStopDue, flightStopTarget, lastFlightLevel } from './flight-stop-rule';

const level = { kind: 'level' as const, minutes: 20, stakes: { ante: 5, bringIn: 10, smallBet: 20, bigBet: 40 } };
/** Items: 0 level 1, 1 level 2, 2 break, 3 level 3, 4 level 4. */
const structure: Structure = { name: 'four levels', items: [level, level, { kind: 'break', minutes: 10 }, level, level] };
const flight = (over: Partial<Tournament> = {}) =>
  ({
    status: 'running',
    structure,
    lateRegistrationLevels: 0,
    rebuyLevels: 0,
    addOnChips: 0n,
    entriesCount: 40,
    flightOfId: 'event',
    flightStopPercent: null,
    flightStopLevel: null,
    ...over,
  }) as Tournament;

describe('the flight stop rule', () => {
  it('plays a percentage stop down to ⌈entries × percent / 100⌉', () => {
    expect(flightStopTarget(flight({ flightStopPercent: 25 }))).toBe(10);
    expect(flightStopTarget(flight({ entriesCount: 41, flightStopPercent: 25 }))).toBe(11);
    expect(flightStopTarget(flight())).toBeNull();
    const t = flight({ flightStopPercent: 25 });
    expect(flightStopDue(t, 0, 11)).toBe(false);
    expect(flightStopDue(t, 0, 10)).toBe(true);
    expect(flightStopDue(t, 0, 7)).toBe(true);
  });

  it('waits for registration to close before a percentage stop', () => {
    const t = flight({ flightStopPercent: 50, lateRegistrationLevels: 2 });
    expect(flightStopDue(t, 1, 5)).toBe(false);
    // The break after level 2 closes late registration.
    expect(flightStopDue(t, 2, 20)).toBe(true);
  });

  it('stops at the end of the stop level: when the clock has moved past it', () => {
    const t = flight({ flightStopLevel: 2 });
    expect(flightStopDue(t, 1, 40)).toBe(false);
    expect(flightStopDue(t, 2, 40)).toBe(true);
    expect(flightStopDue(t, 3, 40)).toBe(true);
  });

  it('never plays past one player, and only flights in play stop', () => {
    expect(flightStopDue(flight({ flightStopLevel: 4 }), 0, 1)).toBe(true);
    expect(flightStopDue(flight({ flightStopLevel: 1, flightOfId: null }), 3, 40)).toBe(false);
    expect(flightStopDue(flight({ flightStopLevel: 1, status: 'finished' }), 3, 40)).toBe(false);
    expect(flightStopDue(flight({ flightStopLevel: 1 }), null, 40)).toBe(false);
  });

  it('names the last level played: the stop level for a level stop, else the clock’s (a break: the level before)', () => {
    expect(lastFlightLevel(flight({ flightStopLevel: 2 }), 3)).toBe(2);
    expect(lastFlightLevel(flight({ flightStopPercent: 30 }), 2)).toBe(2);
    expect(lastFlightLevel(flight({ flightStopPercent: 30 }), 4)).toBe(4);
  });
});
