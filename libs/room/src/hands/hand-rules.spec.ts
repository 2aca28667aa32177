import type { PokerTable, TableSeat } from '@app/persistence';
import { seatsToDeal } from './hand-rules';

const table = { dealSittingOut: false } as PokerTable;

function seat(n: number, overrides: Partial<TableSeat> = {}): TableSeat {
  return { seat: n, playerId: `p${n}`, botStrategy: null, stack: 1_000n, sittingOut: false, leaving: false, ...overrides } as TableSeat;
}

describe('seatsToDeal', () => {
  it('deals the seats with chips that are present and not leaving', () => {
    const seats = [seat(1), seat(2, { stack: 0n }), seat(3, { sittingOut: true }), seat(4, { leaving: true }), seat(5)];
    expect(seatsToDeal(table, seats).map((s) => s.seat)).toEqual([1, 5]);
  });

  it('deals bots beside a person, but a table of bots alone waits for one (it would deal to itself for ever)', () => {
    expect(seatsToDeal(table, [seat(1), seat(2, { botStrategy: 'tips' })]).map((s) => s.seat)).toEqual([1, 2]);
    expect(seatsToDeal(table, [seat(1, { botStrategy: 'tips' }), seat(2, { botStrategy: 'random' })])).toEqual([]);
    // A person who is not dealt in (sitting out) does not keep the bots playing.
    expect(seatsToDeal(table, [seat(1, { sittingOut: true }), seat(2, { botStrategy: 'tips' }), seat(3, { botStrategy: 'tips' })])).toEqual([]);
  });
});
