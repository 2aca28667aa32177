/**
 * A tournament's live feed on `/live` (`subscribe-tournament`): the clock snapshot first, then
 * every committed clock change as a `tournament-update`, in order, and nothing of another
 * tournament. Two API instances share one database and one Redis: the director changes the clocks
 * through one, the followers listen on the other, so every update crosses the Redis bus.
 */
import { randomUUID } from 'node:crypto';
import request from 'supertest';
import { EntriesService } from '@app/room/tournaments/entries.service';
import { TournamentsService } from '@app/room/tournaments/tournaments.service';
import { createTestDatabase, TestDatabase } from '../setup/test-database';
import { testRedisUrl, uniqueQueuePrefix } from '../setup/test-redis';
import { ApiTestApp, createKey, createPlayer, randomAdminKey, startApiTestApp } from '../support/api-test-app';
import { runningTournament } from '../support/balancing';
import { LiveMessage, LiveSocket, openLive } from '../support/live-socket';
import { DIRECTOR, fundedPlayer, tournamentDto } from '../support/tournaments';

interface Clock {
  tournamentId: string;
  started: boolean;
  paused: boolean;
  current: { kind: string; level: number } | null;
  remainingMs: number;
  [field: string]: unknown;
}
type FeedMessage = LiveMessage & { tournamentId?: string; at?: string; clock?: Clock; event?: { type: string; clock?: Clock } };

const feed = (m: LiveMessage) => m as FeedMessage;
const updatesOf = (socket: LiveSocket, tournamentId: string) =>
  socket.messages.map(feed).filter((m) => m.type === 'tournament-update' && m.tournamentId === tournamentId);

async function ready(url: string, key: string): Promise<LiveSocket> {
  const socket = await openLive(url, key);
  await socket.waitFor((m) => m.type === 'ready');
  return socket;
}

/** Follows the tournament and returns the snapshot. */
async function follow(socket: LiveSocket, tournamentId: string): Promise<FeedMessage> {
  socket.send({ type: 'subscribe-tournament', tournamentId });
  return feed(await socket.waitFor((m) => m.type === 'tournament' && feed(m).tournamentId === tournamentId));
}

describe("a tournament's live feed over /live (two instances, Redis)", () => {
  let db: TestDatabase;
  let apps: [ApiTestApp, ApiTestApp];
  let urls: string[];
  let director: string;
  let a: string;
  let b: string;
  const post = (path: string, body: object = {}) => request(apps[0].http).post(path).set('x-api-key', director).send(body);
  const getClock = async (id: string) => (await request(apps[1].http).get(`/tournaments/${id}/clock`).set('x-api-key', director).expect(200)).body as Clock;

  beforeAll(async () => {
    db = await createTestDatabase();
    const adminApiKey = randomAdminKey();
    const config = { redisUrl: testRedisUrl(), jobs: { inProcess: true, prefix: uniqueQueuePrefix('tournament-feed') } };
    apps = [await startApiTestApp({ db, adminApiKey, config }), await startApiTestApp({ db, adminApiKey, config })];
    urls = [];
    for (const api of apps) {
      await api.app.listen(0, '127.0.0.1');
      urls.push((await api.app.getUrl()).replace('[::1]', '127.0.0.1'));
    }
    director = (await createKey(apps[0], 'director')).key;
    a = await runningTournament(apps[0].app, 6);
    b = await runningTournament(apps[0].app, 6);
  });
  afterAll(async () => {
    for (const api of apps) await api.close();
    await db.drop();
  });

  it("a follower gets the clock, then pause, resume and set-level in that order, and nothing of another tournament's clock", async () => {
    const cashier = await ready(urls[1] as string, (await createKey(apps[0], 'cashier')).key);
    const player = await ready(urls[1] as string, (await createKey(apps[0], 'player', await createPlayer(apps[0]))).key);
    const snapshot = await follow(cashier, a);
    expect(snapshot).toEqual({ type: 'tournament', tournamentId: a, clock: { ...(await getClock(a)), remainingMs: expect.any(Number) } });
    expect(snapshot.clock).toMatchObject({ tournamentId: a, started: true, paused: false, current: { kind: 'level', level: 1 } });
    await follow(player, b);

    // B's changes interleaved with A's, all published by the other instance.
    const paused = (await post(`/tournaments/${a}/clock/pause`).expect(200)).body as Clock;
    await post(`/tournaments/${b}/clock/pause`).expect(200);
    await post(`/tournaments/${a}/clock/resume`).expect(200);
    await post(`/tournaments/${b}/clock/level`, { level: 5 }).expect(200);
    const leveled = (await post(`/tournaments/${a}/clock/level`, { level: 3 }).expect(200)).body as Clock;

    await cashier.waitFor((m) => m.type === 'tournament-update' && feed(m).event?.clock?.current?.level === 3, undefined, "A's set-level");
    const heard = updatesOf(cashier, a);
    expect(heard.map((m) => [m.event?.type, m.event?.clock?.paused, m.event?.clock?.current?.level])).toEqual([
      ['clock', true, 1],
      ['clock', false, 1],
      ['clock', false, 3],
    ]);
    for (const m of heard) {
      expect(m).toEqual({ type: 'tournament-update', tournamentId: a, at: expect.any(String), event: { type: 'clock', clock: expect.any(Object) } });
      expect(new Date(m.at as string).toISOString()).toBe(m.at);
    }
    // What was pushed is the GET clock body (a paused clock does not move: the whole of it agrees).
    expect(heard[0]?.event?.clock).toEqual(paused);
    expect(heard[2]?.event?.clock).toEqual({ ...leveled, remainingMs: expect.any(Number) });
    // B's updates reached this instance (its follower heard them) before A's last one was published.
    await player.waitFor((m) => feed(m).event?.clock?.current?.level === 5, undefined, "B's set-level");
    expect(updatesOf(player, b).map((m) => [m.event?.clock?.paused, m.event?.clock?.current?.level])).toEqual([
      [true, 1],
      [true, 5],
    ]);
    expect(cashier.messages.map(feed).filter((m) => m.tournamentId === b || m.event?.clock?.tournamentId === b)).toEqual([]);
    expect(player.messages.map(feed).filter((m) => m.tournamentId === a)).toEqual([]);
    await cashier.close();
    await player.close();
  });

  it('lets every role follow a tournament (docs/api.md, the live messages by role)', async () => {
    const floor = await request(apps[0].http).post('/api-keys').set('x-api-key', apps[0].adminKey).send({ name: 'floor', role: 'floor' }).expect(201);
    const keys = {
      admin: apps[0].adminKey,
      director,
      cashier: (await createKey(apps[0], 'cashier')).key,
      floor: floor.body.key as string,
      player: (await createKey(apps[0], 'player', await createPlayer(apps[0]))).key,
    };
    for (const [role, key] of Object.entries(keys)) {
      const socket = await ready(urls[0] as string, key);
      expect({ role, clock: (await follow(socket, a)).clock?.tournamentId }).toEqual({ role, clock: a });
      await socket.close();
    }
  });

  it('pushes the start of the clock to a follower of a tournament still registering', async () => {
    const tournaments = apps[0].app.get(TournamentsService);
    const t = await tournaments.create(DIRECTOR, tournamentDto());
    await tournaments.openRegistration(DIRECTOR, t.id);
    for (let i = 0; i < 4; i++) await apps[0].app.get(EntriesService).register(DIRECTOR, t.id, await fundedPlayer(apps[0].app, 11_000));
    const socket = await ready(urls[1] as string, director);
    expect((await follow(socket, t.id)).clock).toMatchObject({ started: false, current: null, status: 'registering' });
    await post(`/tournaments/${t.id}/start`).expect(200);
    const started = feed(await socket.waitFor((m) => m.type === 'tournament-update', undefined, 'the clock to start'));
    expect(started.event?.clock).toMatchObject({ tournamentId: t.id, started: true, status: 'running', paused: false, current: { level: 1 } });
    await socket.close();
  });

  it('answers an unknown tournament with TOURNAMENT_NOT_FOUND and bad messages with BAD_MESSAGE; the connection stays', async () => {
    const socket = await ready(urls[1] as string, (await createKey(apps[0], 'player', await createPlayer(apps[0]))).key);
    const unknown = randomUUID();
    socket.send({ type: 'subscribe-tournament', tournamentId: unknown });
    expect(await socket.waitFor((m) => m.type === 'error')).toEqual({ type: 'error', code: 'TOURNAMENT_NOT_FOUND', message: expect.stringContaining(unknown) });
    for (const bad of [
      { type: 'subscribe-tournament' },
      { type: 'subscribe-tournament', tournamentId: 'tournament-a' },
      { type: 'subscribe-tournament', tableId: a },
      { type: 'unsubscribe-tournament', tournamentId: 7 },
    ])
      socket.send(bad);
    socket.send({ type: 'subscribe-tournament', tournamentId: a });
    await socket.waitFor((m) => m.type === 'tournament');
    expect(socket.messages.map((m) => m.code ?? m.type)).toEqual([
      'ready',
      'TOURNAMENT_NOT_FOUND',
      'BAD_MESSAGE',
      'BAD_MESSAGE',
      'BAD_MESSAGE',
      'BAD_MESSAGE',
      'tournament',
    ]);
    expect(socket.messages[2]).toMatchObject({ message: expect.stringContaining('"tournamentId":"<uuid>"') });
    await socket.close();
  });

  it('unsubscribe-tournament stops the updates; a revoked key’s socket closes, its tournaments with it', async () => {
    const cashierKey = await createKey(apps[0], 'cashier');
    const socket = await ready(urls[1] as string, cashierKey.key);
    await follow(socket, a);
    await follow(socket, b);
    socket.send({ type: 'unsubscribe-tournament', tournamentId: a });
    // A second follower of A on the same instance: the channel stays, only this socket left it.
    const other = await ready(urls[1] as string, director);
    await follow(other, a);
    await post(`/tournaments/${a}/clock/pause`).expect(200);
    await post(`/tournaments/${b}/clock/resume`).expect(200);
    // Redis delivers one connection's messages in publish order: B's update comes after A's.
    await socket.waitFor((m) => m.type === 'tournament-update' && feed(m).tournamentId === b, undefined, "B's resume");
    await other.waitFor((m) => m.type === 'tournament-update', undefined, "A's pause, to the other follower");
    expect(updatesOf(socket, a)).toEqual([]);
    expect(updatesOf(other, a).map((m) => m.event?.clock?.paused)).toEqual([true]);

    await request(apps[0].http).post(`/api-keys/${cashierKey.id}/revoke`).set('x-api-key', apps[0].adminKey).expect(200);
    expect(await socket.closed).toEqual({ code: 4401, reason: 'API_KEY_REVOKED' });
    await post(`/tournaments/${b}/clock/pause`).expect(200);
    await post(`/tournaments/${a}/clock/resume`).expect(200);
    await other.waitFor((m) => feed(m).event?.clock?.paused === false, undefined, "A's resume, to the other follower");
    expect(socket.messages.at(-1)).toMatchObject({ type: 'error', code: 'API_KEY_REVOKED' });
    await other.close();
  });
});
