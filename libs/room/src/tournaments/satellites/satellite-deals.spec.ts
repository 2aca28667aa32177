import { satelliteDeal, type SatelliteDealInput } from './satellite-deals';
import { TournamentErrorCode } from '../tournament.error';

/** 2 seats of 10,900 and 8,200 in cash, to the cent, by ICM. */
const base: SatelliteDealInput = {
  stacks: [],
  amounts: [10_900n, 10_900n, 8_200n],
  seats: 2,
  seatValue: 10_900n,
  unit: 1,
  method: 'icm',
  guaranteeLastPlace: false,
};
const deal = (stacks: bigint[], over: Partial<SatelliteDealInput> = {}) => satelliteDeal({ ...base, ...over, stacks }).map((s) => [s.seat, Number(s.amount)]);

describe('satelliteDeal', () => {
  it('gives the seats to the biggest stacks, in any order, and the remainder to the rest by chips (cents: 8,200 × 13/23 and × 10/23, the leftover cent by largest remainder)', () => {
    expect(deal([1_000n, 2_000n, 1_300n, 1_700n])).toEqual([
      [false, 3_565],
      [true, 10_900],
      [false, 4_635],
      [true, 10_900],
    ]);
    // One prize left: ICM (chance of 1st = share of chips) and chip-chop agree.
    expect(deal([1_000n, 2_000n, 1_300n, 1_700n], { method: 'chip-chop' })).toEqual(deal([1_000n, 2_000n, 1_300n, 1_700n]));
  });

  it('rounds to the payout unit: 8,200 in whole dollars among 1,300 and 1,000 chips', () => {
    // 82 × 13/23 = 46.35, 82 × 10/23 = 35.65: 46 + 35 = 81 dollars, the last to the larger fraction (35.65).
    expect(deal([1_300n, 1_000n, 5_000n, 4_000n], { unit: 100 })).toEqual([
      [false, 4_600],
      [false, 3_600],
      [true, 10_900],
      [true, 10_900],
    ]);
  });

  it('one player without a seat takes the whole remainder; with no remainder the rest get nothing', () => {
    expect(deal([3_000n, 1_000n, 2_000n])).toEqual([
      [true, 10_900],
      [false, 8_200],
      [true, 10_900],
    ]);
    expect(deal([3_000n, 1_000n, 2_000n, 500n], { amounts: [10_900n, 10_900n] })).toEqual([
      [true, 10_900],
      [false, 0],
      [true, 10_900],
      [false, 0],
    ]);
  });

  it('refuses equal stacks straddling the last seat, and a satellite already over', () => {
    expect(() => deal([2_000n, 1_000n, 1_000n])).toThrow(expect.objectContaining({ code: TournamentErrorCode.DEAL_NOT_ALLOWED }));
    // Equal stacks both within the seats, or both below, are fine.
    expect(deal([2_000n, 2_000n, 1_000n, 1_000n]).map(([seat]) => seat)).toEqual([true, true, false, false]);
    expect(() => deal([2_000n, 1_000n])).toThrow(/the satellite is over/);
  });
});
