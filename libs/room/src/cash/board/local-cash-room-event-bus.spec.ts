import type { CashRoomUpdate } from './cash-room-event-bus';
import { LocalCashRoomEventBus } from './local-cash-room-event-bus';

const update = (change: CashRoomUpdate['change']): CashRoomUpdate => ({
  change,
  cashGameId: '00000000-0000-4000-8000-00000000000a',
  at: '2026-01-01T00:00:00.000Z',
});

describe('LocalCashRoomEventBus', () => {
  it('delivers every update to every listener, in publish order, until it unsubscribes', async () => {
    const bus = new LocalCashRoomEventBus();
    const one: string[] = [];
    const two: string[] = [];
    const stopOne = await bus.subscribe((u) => one.push(u.change));
    await bus.subscribe((u) => two.push(u.change));
    await bus.publish(update('waitlist-join'));
    await bus.publish(update('waitlist-call'));
    stopOne();
    await bus.publish(update('session-opened'));
    expect(one).toEqual(['waitlist-join', 'waitlist-call']);
    expect(two).toEqual(['waitlist-join', 'waitlist-call', 'session-opened']);
  });

  it('keeps two subscriptions of one function apart, and a failing listener stops no other', async () => {
    const bus = new LocalCashRoomEventBus();
    const heard: string[] = [];
    const listener = (u: CashRoomUpdate) => heard.push(u.change);
    const stop = await bus.subscribe(listener);
    await bus.subscribe(listener);
    await bus.subscribe(() => {
      throw new Error('listener failed');
    });
    stop();
    await bus.publish(update('table-opened'));
    expect(heard).toEqual(['table-opened']);
  });

  it("hands listeners a copy: what a listener does to it never reaches the publisher's object", async () => {
    const bus = new LocalCashRoomEventBus();
    const sent = update('game-created');
    await bus.subscribe((u) => {
      u.cashGameId = 'changed';
    });
    await bus.publish(sent);
    expect(sent.cashGameId).toBe('00000000-0000-4000-8000-00000000000a');
  });
});
