/**
 * The Redis tournament bus on the real redis-server of the test run: two buses stand for two
 * processes (a worker that publishes, an API instance whose clients follow), one channel per
 * tournament under the prefix.
 */
import IORedis from 'ioredis';
import { testRedisUrl, uniqueQueuePrefix } from '../../../../../test/setup/test-redis';
import { eventually, notYet } from '../../../../../test/support/eventually';
import { RedisTournamentEventBus } from './redis-tournament-event-bus';
import type { TournamentFeedEvent, TournamentUpdate } from './tournament-feed';

const A = '00000000-0000-4000-8000-00000000000a';
const B = '00000000-0000-4000-8000-00000000000b';

const update = (tournamentId: string, event: TournamentFeedEvent): TournamentUpdate => ({ tournamentId, at: new Date().toISOString(), event });
const broken = (table: number): TournamentFeedEvent => ({ type: 'table-broken', tables: [table] });
const tablesOf = (heard: TournamentUpdate[]) => heard.map((u) => (u.event.type === 'table-broken' ? u.event.tables[0] : u.event.type));

describe('RedisTournamentEventBus', () => {
  let prefix: string;
  let worker: RedisTournamentEventBus;
  let api: RedisTournamentEventBus;

  beforeEach(() => {
    prefix = uniqueQueuePrefix('tournament-bus');
    worker = new RedisTournamentEventBus(testRedisUrl(), prefix);
    api = new RedisTournamentEventBus(testRedisUrl(), prefix);
  });
  afterEach(async () => {
    await worker.onApplicationShutdown();
    await api.onApplicationShutdown();
  });

  it("carries a tournament's updates to another process's listeners, in publish order, and nothing of another tournament", async () => {
    const heardA: TournamentUpdate[] = [];
    const heardB: TournamentUpdate[] = [];
    await api.subscribe(A, (u) => heardA.push(u));
    await api.subscribe(B, (u) => heardB.push(u));
    for (let table = 1; table <= 30; table++) await worker.publish(update(table % 3 === 0 ? B : A, broken(table)));
    await worker.publish(update(A, { type: 'finished' }));
    await eventually(() => (heardA.length === 21 ? true : notYet(tablesOf(heardA))), 10_000, 'the 21 updates of tournament A');
    const expectedA = [...Array.from({ length: 30 }, (_, i) => i + 1).filter((t) => t % 3 !== 0), 'finished'];
    expect(tablesOf(heardA)).toEqual(expectedA);
    expect(heardA.every((u) => u.tournamentId === A)).toBe(true);
    await eventually(() => (heardB.length === 10 ? true : notYet(tablesOf(heardB))), 10_000, 'the 10 updates of tournament B');
    expect(tablesOf(heardB)).toEqual([3, 6, 9, 12, 15, 18, 21, 24, 27, 30]);
  });

  it('publishes on `<prefix>:tournament:<id>`, the whole update as JSON', async () => {
    const probe = new IORedis(testRedisUrl());
    try {
      const seen: { channel: string; message: string }[] = [];
      probe.on('message', (channel: string, message: string) => seen.push({ channel, message }));
      await probe.subscribe(`${prefix}:tournament:${A}`);
      const sent = update(A, { type: 'final-table', table: 2 });
      await worker.publish(sent);
      await eventually(() => (seen.length > 0 ? true : notYet(seen)), 10_000, 'the update on its channel');
      expect(seen.map((s) => ({ channel: s.channel, update: JSON.parse(s.message) as unknown }))).toEqual([
        { channel: `${prefix}:tournament:${A}`, update: sent },
      ]);
    } finally {
      probe.disconnect();
    }
  });

  it('stops delivering to a listener that unsubscribed; the others on the channel still hear, and it can be followed again', async () => {
    const first: TournamentUpdate[] = [];
    const second: TournamentUpdate[] = [];
    const stopFirst = await api.subscribe(A, (u) => first.push(u));
    const stopSecond = await api.subscribe(A, (u) => second.push(u));
    await worker.publish(update(A, broken(1)));
    await eventually(() => (first.length === 1 && second.length === 1 ? true : notYet([first.length, second.length])), 10_000, 'table 1 heard by both');
    stopFirst();
    await worker.publish(update(A, broken(2)));
    await eventually(() => (second.length === 2 ? true : notYet(second.length)), 10_000, 'table 2 heard by the second');
    expect(tablesOf(first)).toEqual([1]);

    // Nobody on this instance follows A now: its channel is left; a later follower subscribes again.
    stopSecond();
    const marker: TournamentUpdate[] = [];
    await api.subscribe(B, (u) => marker.push(u));
    await worker.publish(update(A, broken(3)));
    await worker.publish(update(B, broken(4)));
    // Redis sends one connection its messages in publish order: once B's arrives, A's would have.
    await eventually(() => (marker.length === 1 ? true : notYet(marker.length)), 10_000, "B's marker");
    expect(tablesOf(second)).toEqual([1, 2]);
    const again: TournamentUpdate[] = [];
    await api.subscribe(A, (u) => again.push(u));
    await worker.publish(update(A, broken(5)));
    await eventually(() => (again.length === 1 ? true : notYet(again.length)), 10_000, 'table 5 heard by the new follower');
    expect(tablesOf(again)).toEqual([5]);
  });

  it('two followers subscribing at once both hear the first update published after they are subscribed', async () => {
    const heard: string[] = [];
    await Promise.all([api.subscribe(A, () => heard.push('one')), api.subscribe(A, () => heard.push('two'))]);
    await worker.publish(update(A, broken(1)));
    await eventually(() => (heard.length === 2 ? true : notYet(heard)), 10_000, 'both followers to hear');
    expect(heard.sort()).toEqual(['one', 'two']);
  });
});
