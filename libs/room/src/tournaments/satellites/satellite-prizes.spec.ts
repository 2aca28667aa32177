import { satelliteOver, satellitePrizes, seatValue } from './satellite-prizes';

describe('satellite prizes', () => {
  it('a seat is the target’s whole entry price, its bounty part included', () => {
    expect(seatValue({ buyIn: 10_000n, fee: 900n, bounty: 0n, bountyKind: 'none' })).toBe(10_900n);
    expect(seatValue({ buyIn: 5_000n, fee: 500n, bounty: 5_000n, bountyKind: 'progressive' })).toBe(10_500n);
  });

  it('buys whole seats and pays the remainder to the next place; the amounts sum to the pool', () => {
    const p = satellitePrizes(60_000n, 0n, 10_900n);
    expect(p).toMatchObject({ seats: 5, remainder: 5_500n });
    expect(p.payouts.amounts).toEqual([10_900n, 10_900n, 10_900n, 10_900n, 10_900n, 5_500n]);
    expect(p.payouts.amounts.reduce((a, b) => a + b, 0n)).toBe(60_000n);
    expect(p.payouts.percentages).toEqual([18.16, 18.16, 18.16, 18.16, 18.16, 9.16]);
  });

  it('an exact pool has no remainder place; a pool short of one seat pays it all to 1st in cash', () => {
    expect(satellitePrizes(21_800n, 0n, 10_900n).payouts.amounts).toEqual([10_900n, 10_900n]);
    expect(satellitePrizes(9_000n, 0n, 10_900n)).toMatchObject({ seats: 0, remainder: 9_000n, payouts: { amounts: [9_000n] } });
  });

  it('is over once no more players are left than seats (never without a seat to win)', () => {
    expect([satelliteOver(5, 6), satelliteOver(5, 5), satelliteOver(5, 3), satelliteOver(0, 1), satelliteOver(null, 1)]).toEqual([
      false,
      true,
      true,
      false,
      false,
    ]);
  });
});
