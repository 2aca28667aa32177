import type { RawData, WebSocket } from 'ws';
import type { Principal } from '@app/room/auth/principal';
import type { BroadcastFeedService } from '@app/room/broadcast/broadcast-feed.service';
import type { TableEventBus } from '@app/room/hands/table-event-bus';
import type { TableFactsReader } from '@app/room/hands/table-facts.reader';
import type { ClockView } from '@app/room/tournaments/dto/clock.view';
import { LocalTournamentEventBus } from '@app/room/tournaments/feed/local-tournament-event-bus';
import type { TournamentFeedEvent } from '@app/room/tournaments/feed/tournament-feed';
import { TournamentError } from '@app/room/tournaments/tournament.error';
import { LiveClient } from './live-client';
import type { LiveMetrics } from './live-metrics';
import { LiveMessageRate } from './live-message-rate';
import { LiveTournaments } from './live-tournaments';

const id = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
const valid = () => Promise.resolve(true);
const broken = (table: number): TournamentFeedEvent => ({ type: 'table-broken', tables: [table] });
const publish = (bus: LocalTournamentEventBus, tournamentId: string, event: TournamentFeedEvent) =>
  bus.publish({ tournamentId, at: '2026-01-01T00:00:00.000Z', event });

/** A clock whose views answer when the test says (`release`); an unknown id is TOURNAMENT_NOT_FOUND. */
function fakeClock(known: Set<string>) {
  const pending: (() => void)[] = [];
  let held = false;
  return {
    clock: {
      view: async (tournamentId: string) => {
        if (held) await new Promise<void>((resolve) => pending.push(resolve));
        if (!known.has(tournamentId)) throw TournamentError.notFound(tournamentId);
        return { tournamentId, paused: false } as unknown as ClockView;
      },
    },
    hold: () => (held = true),
    release: async () => {
      held = false;
      for (const resolve of pending.splice(0)) resolve();
      await new Promise((resolve) => setImmediate(resolve));
    },
  };
}

describe('LiveTournaments', () => {
  it('sends the snapshot first, then the updates heard while it was read, then the rest, in publish order; nothing of another tournament', async () => {
    const bus = new LocalTournamentEventBus();
    const fake = fakeClock(new Set([id(1), id(2)]));
    const said: Record<string, unknown>[] = [];
    const tournaments = new LiveTournaments(bus, fake.clock, (m) => said.push(m));
    fake.hold();
    const subscribing = tournaments.subscribe(id(1), valid);
    await new Promise((resolve) => setImmediate(resolve));
    await publish(bus, id(1), broken(1));
    await publish(bus, id(2), broken(2));
    await publish(bus, id(1), broken(3));
    await fake.release();
    await subscribing;
    await publish(bus, id(1), { type: 'finished' });
    expect(said).toEqual([
      { type: 'tournament', tournamentId: id(1), clock: { tournamentId: id(1), paused: false } },
      { type: 'tournament-update', tournamentId: id(1), at: '2026-01-01T00:00:00.000Z', event: broken(1) },
      { type: 'tournament-update', tournamentId: id(1), at: '2026-01-01T00:00:00.000Z', event: broken(3) },
      { type: 'tournament-update', tournamentId: id(1), at: '2026-01-01T00:00:00.000Z', event: { type: 'finished' } },
    ]);
  });

  it('answers an unknown tournament with TOURNAMENT_NOT_FOUND and keeps nothing of it', async () => {
    const bus = new LocalTournamentEventBus();
    const said: Record<string, unknown>[] = [];
    const tournaments = new LiveTournaments(bus, fakeClock(new Set()).clock, (m) => said.push(m));
    await tournaments.subscribe(id(9), valid);
    await publish(bus, id(9), broken(1));
    expect(said).toEqual([{ type: 'error', code: 'TOURNAMENT_NOT_FOUND', message: expect.stringContaining(id(9)) }]);
    expect(tournaments.size).toBe(0);
  });

  it('sends nothing for a tournament unsubscribed while its snapshot was read, nor after the connection closed', async () => {
    const bus = new LocalTournamentEventBus();
    const fake = fakeClock(new Set([id(1), id(2)]));
    const said: Record<string, unknown>[] = [];
    const tournaments = new LiveTournaments(bus, fake.clock, (m) => said.push(m));
    fake.hold();
    const first = tournaments.subscribe(id(1), valid);
    await new Promise((resolve) => setImmediate(resolve));
    tournaments.unsubscribe(id(1));
    await fake.release();
    await first;
    await publish(bus, id(1), broken(1));
    expect(said).toEqual([]);

    await tournaments.subscribe(id(2), valid);
    tournaments.close();
    await publish(bus, id(2), broken(2));
    expect(said.map((m) => m.type)).toEqual(['tournament']);
    expect(tournaments.size).toBe(0);
  });

  it('subscribes to nothing when the key is refused', async () => {
    const bus = new LocalTournamentEventBus();
    const said: Record<string, unknown>[] = [];
    const tournaments = new LiveTournaments(bus, fakeClock(new Set([id(1)])).clock, (m) => said.push(m));
    await tournaments.subscribe(id(1), () => Promise.resolve(false));
    await publish(bus, id(1), broken(1));
    expect(said).toEqual([]);
    expect(tournaments.size).toBe(0);
  });
});

describe('LiveClient: tournaments count toward the 50 subscriptions of a connection', () => {
  it('refuses the 51st with TOO_MANY_SUBSCRIPTIONS, tables included, and takes one again after an unsubscribe', async () => {
    const sent: { type: string; code?: string }[] = [];
    const socket = { OPEN: 1, readyState: 1, send: (text: string) => sent.push(JSON.parse(text) as { type: string }), close: () => undefined };
    const metrics = { messageSent: () => undefined } as unknown as LiveMetrics;
    const known = new Set(Array.from({ length: 60 }, (_, i) => id(i + 1)));
    const client = new LiveClient(
      socket as unknown as WebSocket,
      { keyId: 'k', role: 'cashier', playerId: null } as unknown as Principal,
      { subscribe: async () => () => undefined } as unknown as TableEventBus,
      {} as TableFactsReader,
      async () => undefined,
      metrics,
      new LiveMessageRate(0),
      {} as BroadcastFeedService,
      { bus: new LocalTournamentEventBus(), clock: fakeClock(known).clock },
    );
    const send = (message: object) => client.receive(Buffer.from(JSON.stringify(message)) as RawData);
    for (let n = 1; n <= 50; n++) await send({ type: 'subscribe-tournament', tournamentId: id(n) });
    expect(sent.filter((m) => m.type === 'tournament')).toHaveLength(50);
    await send({ type: 'subscribe-tournament', tournamentId: id(51) });
    await send({ type: 'subscribe', tableId: id(52) });
    expect(sent.slice(50)).toEqual([
      expect.objectContaining({ type: 'error', code: 'TOO_MANY_SUBSCRIPTIONS' }),
      expect.objectContaining({ type: 'error', code: 'TOO_MANY_SUBSCRIPTIONS' }),
    ]);
    await send({ type: 'unsubscribe-tournament', tournamentId: id(1) });
    await send({ type: 'subscribe-tournament', tournamentId: id(51) });
    expect(sent.slice(52)).toEqual([expect.objectContaining({ type: 'tournament', tournamentId: id(51) })]);
  });

  it('answers a tournament message without a tournament id (or with a table id instead) with BAD_MESSAGE', async () => {
    const sent: { type: string; code?: string }[] = [];
    const socket = { OPEN: 1, readyState: 1, send: (text: string) => sent.push(JSON.parse(text) as { type: string }), close: () => undefined };
    const client = new LiveClient(
      socket as unknown as WebSocket,
      { keyId: 'k', role: 'player', playerId: 'p' } as unknown as Principal,
      { subscribe: async () => () => undefined } as unknown as TableEventBus,
      {} as TableFactsReader,
      async () => undefined,
      { messageSent: () => undefined } as unknown as LiveMetrics,
      new LiveMessageRate(0),
      {} as BroadcastFeedService,
      { bus: new LocalTournamentEventBus(), clock: fakeClock(new Set()).clock },
    );
    for (const message of [
      { type: 'subscribe-tournament' },
      { type: 'subscribe-tournament', tournamentId: 'not-a-uuid' },
      { type: 'unsubscribe-tournament', tournamentId: 42 },
      { type: 'subscribe-tournament', tableId: id(1) },
    ])
      await client.receive(Buffer.from(JSON.stringify(message)) as RawData);
    expect(sent.map((m) => m.code)).toEqual(['BAD_MESSAGE', 'BAD_MESSAGE', 'BAD_MESSAGE', 'BAD_MESSAGE']);
  });
});
