import { tooShort } from '../planner/tda-balancing';
import { atRoundBarrier, mayDeal, plannerTables, spread, type RoomTable } from './room-layout';

let nextPlayer = 0;
function table(number: number, players: number, extra: Partial<RoomTable> = {}): RoomTable {
  const seats = Array.from({ length: players }, (_, i) => ({ seat: i + 1, playerId: `p${nextPlayer++}`, timesMoved: 0 }));
  return { tableId: `t${number}`, number, status: 'open', maxSeats: 8, handRunning: false, locked: false, halted: false, dealtRound: 0, seats, ...extra };
}

describe('the room as balancing reads it', () => {
  it('gives the planner every player of a table with a hand running as in that hand, and closing tables as locked', () => {
    const tables = plannerTables([table(1, 2, { handRunning: true }), table(2, 1, { status: 'closing' })]);
    expect(tables[0]?.players.every((p) => p.inHand)).toBe(true);
    expect(tables.map((t) => t.locked)).toEqual([false, true]);
  });

  it('measures the spread over open, unlocked, occupied tables only', () => {
    expect(spread([table(1, 8), table(2, 6), table(3, 2, { locked: true }), table(4, 0)])).toBe(2);
    expect(spread([table(1, 8)])).toBe(0);
  });

  it('halts a table 3 or more short of the fullest (TDA R11)', () => {
    expect(tooShort(5, [8, 5, 7])).toBe(true);
    expect(tooShort(6, [8, 6, 7])).toBe(false);
  });

  it('lets a table deal once per open hand-for-hand round, never while halted', () => {
    const h4h = { handForHand: true, handForHandRound: 3, handForHandOpen: true };
    expect(mayDeal(h4h, { halted: false, dealtRound: 2 })).toBe(true);
    expect(mayDeal(h4h, { halted: false, dealtRound: 3 })).toBe(false);
    expect(mayDeal({ ...h4h, handForHandOpen: false }, { halted: false, dealtRound: 0 })).toBe(false);
    expect(mayDeal({ handForHand: false, handForHandRound: 3, handForHandOpen: false }, { halted: true, dealtRound: 0 })).toBe(false);
    expect(mayDeal({ handForHand: false, handForHandRound: 3, handForHandOpen: false }, { halted: false, dealtRound: 0 })).toBe(true);
  });

  it('reaches the round barrier once every table is between hands and every dealing table has dealt', () => {
    const round = { handForHandRound: 2, handForHandOpen: true };
    expect(atRoundBarrier(round, [table(1, 4, { dealtRound: 2 }), table(2, 4, { dealtRound: 2 })])).toBe(true);
    expect(atRoundBarrier(round, [table(1, 4, { dealtRound: 2 }), table(2, 4, { dealtRound: 1 })])).toBe(false);
    expect(atRoundBarrier(round, [table(1, 4, { dealtRound: 2, handRunning: true }), table(2, 4, { dealtRound: 2 })])).toBe(false);
    // A lone player's table and a halted table do not deal in rounds: they do not hold the barrier up.
    expect(atRoundBarrier(round, [table(1, 4, { dealtRound: 2 }), table(2, 1), table(3, 4, { halted: true })])).toBe(true);
    // Not opened yet: only the hands still running hold it up.
    expect(atRoundBarrier({ handForHandRound: 2, handForHandOpen: false }, [table(1, 4), table(2, 4)])).toBe(true);
  });
});
