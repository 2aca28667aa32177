import { LiveMessageRate } from './live-message-rate';

describe('LiveMessageRate', () => {
  it('accepts the limit each second, refuses the next one (to be told), drops the rest, and closes at twice the limit', () => {
    let now = 10_000;
    const rate = new LiveMessageRate(3, () => now);
    expect(Array.from({ length: 7 }, () => rate.take())).toEqual(['accepted', 'accepted', 'accepted', 'refused', 'dropped', 'dropped', 'close']);
    now += 999;
    expect(rate.take()).toBe('close');
  });

  it('starts again in the next second: a client that slows down is not punished for a burst', () => {
    let now = 0;
    const rate = new LiveMessageRate(2, () => now);
    expect([rate.take(), rate.take(), rate.take()]).toEqual(['accepted', 'accepted', 'refused']);
    now += 1000;
    expect([rate.take(), rate.take(), rate.take()]).toEqual(['accepted', 'accepted', 'refused']);
  });

  it('0 is no limit', () => {
    const rate = new LiveMessageRate(0, () => 0);
    expect(new Set(Array.from({ length: 1000 }, () => rate.take()))).toEqual(new Set(['accepted']));
  });
});
