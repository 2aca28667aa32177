import { LocalTournamentEventBus } from './local-tournament-event-bus';
import type { TournamentFeedEvent, TournamentUpdate } from './tournament-feed';

const A = '00000000-0000-4000-8000-00000000000a';
const B = '00000000-0000-4000-8000-00000000000b';

const update = (tournamentId: string, event: TournamentFeedEvent): TournamentUpdate => ({ tournamentId, at: '2026-01-01T00:00:00.000Z', event });
const broken = (tables: number[]): TournamentFeedEvent => ({ type: 'table-broken', tables });

describe('LocalTournamentEventBus', () => {
  it("delivers a tournament's updates to its listeners only, in publish order", async () => {
    const bus = new LocalTournamentEventBus();
    const heardA: TournamentUpdate[] = [];
    const heardB: TournamentUpdate[] = [];
    await bus.subscribe(A, (u) => heardA.push(u));
    await bus.subscribe(B, (u) => heardB.push(u));
    await bus.publish(update(A, broken([1])));
    await bus.publish(update(B, broken([7])));
    await bus.publish(update(A, { type: 'finished' }));
    expect(heardA.map((u) => u.event)).toEqual([broken([1]), { type: 'finished' }]);
    expect(heardB).toEqual([update(B, broken([7]))]);
  });

  it("hands listeners a copy, as Redis would: what a listener does to it never reaches the publisher's object", async () => {
    const bus = new LocalTournamentEventBus();
    const heard: TournamentUpdate[] = [];
    await bus.subscribe(A, (u) => {
      heard.push(u);
      (u.event as { tables: number[] }).tables.push(99);
    });
    const published = update(A, broken([3]));
    await bus.publish(published);
    await bus.publish(published);
    expect(published.event).toEqual(broken([3]));
    expect(heard.map((u) => u.event)).toEqual([broken([3, 99]), broken([3, 99])]);
    expect(heard[0]).not.toBe(heard[1]);
  });

  it('stops delivering once unsubscribed, and a failing listener does not keep the others from hearing', async () => {
    const bus = new LocalTournamentEventBus();
    const heard: string[] = [];
    const stopFirst = await bus.subscribe(A, (u) => heard.push(`first:${u.event.type}`));
    await bus.subscribe(A, () => {
      throw new Error('a listener that fails');
    });
    await bus.subscribe(A, (u) => heard.push(`third:${u.event.type}`));
    await bus.publish(update(A, { type: 'finished' }));
    stopFirst();
    stopFirst();
    await bus.publish(update(A, broken([2])));
    expect(heard).toEqual(['first:finished', 'third:finished', 'third:table-broken']);
  });

  it('a tournament nobody follows any more hears nothing, and may be followed again', async () => {
    const bus = new LocalTournamentEventBus();
    const heard: TournamentUpdate[] = [];
    const stop = await bus.subscribe(A, (u) => heard.push(u));
    stop();
    await bus.publish(update(A, broken([1])));
    expect(heard).toEqual([]);
    await bus.subscribe(A, (u) => heard.push(u));
    await bus.publish(update(A, broken([4])));
    expect(heard.map((u) => u.event)).toEqual([broken([4])]);
  });
});
