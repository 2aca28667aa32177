import { nextDealerSeat } from './dealer-seat';

describe('nextDealerSeat', () => {
  it('puts the first dealer on the highest dealt seat, so the lowest seat is dealt first', () => {
    expect(nextDealerSeat(null, [6, 1, 3])).toBe(6);
  });

  it('moves one dealt seat clockwise, skipping seats not dealt, and wraps round', () => {
    expect(nextDealerSeat(1, [1, 3, 6])).toBe(3);
    expect(nextDealerSeat(4, [1, 3, 6])).toBe(6);
    expect(nextDealerSeat(6, [1, 3, 6])).toBe(1);
  });
});
