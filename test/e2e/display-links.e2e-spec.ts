/**
 * Display links (docs/api.md "Display links"): a director makes a link for a TV; its token, shown
 * once, reads that tournament's clock without an API key (`GET /displays/{token}`, and the live
 * feed at `/display-live`); revoking it makes both refuse at once (401, close 4401).
 */
import request from 'supertest';
import WebSocket from 'ws';
import { createTestDatabase, TestDatabase } from '../setup/test-database';
import { testRedisUrl, uniqueQueuePrefix } from '../setup/test-redis';
import { ApiTestApp, createKey, createPlayer, deposit, randomAdminKey, startApiTestApp } from '../support/api-test-app';
import { runningTournament } from '../support/balancing';
import { eventually, notYet } from '../support/eventually';

interface DisplayMessage {
  type: string;
  tournamentId?: string;
  code?: string;
  clock?: { paused: boolean };
  event?: { type: string; clock?: { paused: boolean } };
}

interface DisplaySocket {
  messages: DisplayMessage[];
  closed: Promise<{ code: number; reason: string }>;
  socket: WebSocket;
}

/** Connects to /display-live; resolves once open (or closed, for a refused token). */
async function openDisplay(baseUrl: string, token: string): Promise<DisplaySocket> {
  const url = new URL('/display-live', baseUrl.replace(/^http/, 'ws'));
  url.searchParams.set('token', token);
  const socket = new WebSocket(url);
  const messages: DisplayMessage[] = [];
  socket.on('message', (data) => messages.push(JSON.parse(data.toString()) as DisplayMessage));
  const closed = new Promise<{ code: number; reason: string }>((resolve) => socket.on('close', (code, reason) => resolve({ code, reason: reason.toString() })));
  await new Promise<void>((resolve, reject) => {
    socket.once('open', () => resolve());
    socket.once('error', reject);
  });
  return { messages, closed, socket };
}

describe('display links', () => {
  let db: TestDatabase;
  let api: ApiTestApp;
  let baseUrl: string;
  let director: string;
  let tournamentId: string;

  beforeAll(async () => {
    db = await createTestDatabase();
    api = await startApiTestApp({ db });
    await api.app.listen(0, '127.0.0.1');
    baseUrl = (await api.app.getUrl()).replace('[::1]', '127.0.0.1');
    director = (await createKey(api, 'director')).key;
    tournamentId = await runningTournament(api.app, 6);
  });
  afterAll(async () => {
    await api.close();
    await db.drop();
  });

  const links = `/tournaments/${'{id}'}/display-links`;
  const linksOf = (id: string) => links.replace('{id}', id);

  it('shows the token once, lists links without it, and reads the tournament with the token alone; revoked: 401 and the socket closes 4401', async () => {
    const created = await request(api.http).post(linksOf(tournamentId)).set('x-api-key', director).send({ name: 'TV by the cage' }).expect(201);
    expect(created.body).toEqual({
      id: expect.any(String),
      tournamentId,
      name: 'TV by the cage',
      token: expect.stringMatching(/^dl_[A-Za-z0-9_-]{43}$/),
      path: `/tv/${created.body.token as string}`,
      createdAt: expect.any(String),
      revokedAt: null,
    });
    const token = created.body.token as string;
    const unnamed = await request(api.http).post(linksOf(tournamentId)).set('x-api-key', director).send({}).expect(201);
    expect(unnamed.body.name).toBe('display');

    const listed = await request(api.http).get(linksOf(tournamentId)).set('x-api-key', director).expect(200);
    expect(listed.body.items).toHaveLength(2);
    for (const item of listed.body.items as object[]) expect(Object.keys(item).sort()).toEqual(['createdAt', 'id', 'name', 'revokedAt', 'tournamentId']);
    expect(JSON.stringify(listed.body)).not.toContain(token);

    // No key: the token is the credential.
    const display = await request(api.http).get(`/displays/${token}`).expect(200);
    const tournament = await request(api.http).get(`/tournaments/${tournamentId}`).set('x-api-key', director).expect(200);
    const moves = await request(api.http).get(`/tournaments/${tournamentId}/moves`).set('x-api-key', director).expect(200);
    expect(display.body).toEqual({
      tournament: tournament.body,
      clock: expect.objectContaining({ tournamentId, started: true, paused: false, entries: 6 }),
      reEntries: 0,
      uniquePlayers: 6,
      busts: [],
      moves: moves.body.items,
      payouts: tournament.body.payouts,
    });

    const live = await openDisplay(baseUrl, token);
    await eventually(() => live.messages[0] ?? notYet(live.messages));
    expect(live.messages[0]).toEqual({ type: 'tournament', tournamentId, clock: expect.objectContaining({ tournamentId, paused: false }) });
    await request(api.http).post(`/tournaments/${tournamentId}/clock/pause`).set('x-api-key', director).expect(200);
    const update = await eventually(() => live.messages.find((m) => m.type === 'tournament-update') ?? notYet(live.messages));
    expect(update).toEqual({
      type: 'tournament-update',
      tournamentId,
      at: expect.any(String),
      event: { type: 'clock', clock: expect.objectContaining({ paused: true }) },
    });
    // Whatever a display sends is ignored.
    live.socket.send(JSON.stringify({ type: 'subscribe-tournament', tournamentId: 'anything' }));

    const revoked = await request(api.http)
      .post(`${linksOf(tournamentId)}/${created.body.id as string}/revoke`)
      .set('x-api-key', director)
      .expect(200);
    expect(revoked.body).toEqual({ ...listed.body.items.find((l: { id: string }) => l.id === created.body.id), revokedAt: expect.any(String) });
    expect(await live.closed).toEqual({ code: 4401, reason: 'DISPLAY_LINK_INVALID' });
    expect(live.messages.at(-1)).toMatchObject({ type: 'error', code: 'DISPLAY_LINK_INVALID' });
    const refused = await request(api.http).get(`/displays/${token}`).expect(401);
    expect(refused.body.error).toEqual({ code: 'DISPLAY_LINK_INVALID', message: expect.any(String) });
    // The other link still works.
    await request(api.http)
      .get(`/displays/${unnamed.body.token as string}`)
      .expect(200);

    const audit = await request(api.http)
      .get('/audit-log')
      .query({ entityType: 'display-link', entityId: created.body.id })
      .set('x-api-key', api.adminKey)
      .expect(200);
    expect((audit.body.items as { action: string }[]).map((r) => r.action).sort()).toEqual(['display-link.create', 'display-link.revoke']);
  });

  it('shows a bust entered by the floor: pushed on the feed, then among the last busts', async () => {
    const id = await runningTournament(api.app, 3, { dealing: 'live', seatsPerTable: 2 });
    const token = (await request(api.http).post(linksOf(id)).set('x-api-key', director).send({}).expect(201)).body.token as string;
    const live = await openDisplay(baseUrl, token);
    await eventually(() => live.messages.find((m) => m.type === 'tournament') ?? notYet(live.messages));
    const tables = (await request(api.http).get(`/tournaments/${id}/tables`).set('x-api-key', director).expect(200)).body.items as {
      tableId: string;
      seats: { playerId: string; screenName?: string }[];
    }[];
    const full = tables.find((t) => t.seats.length === 2);
    const out = full?.seats[0]?.playerId as string;
    await request(api.http)
      .post(`/tournaments/${id}/floor/busts`)
      .set('x-api-key', director)
      .send({ tableId: full?.tableId, players: [{ playerId: out }] })
      .expect(201);
    await eventually(() => live.messages.find((m) => m.type === 'tournament-update' && m.event?.type === 'bust') ?? notYet(live.messages));
    const display = await request(api.http).get(`/displays/${token}`).expect(200);
    expect(display.body.busts).toEqual([{ playerId: out, screenName: expect.any(String), place: 3, placeTo: 3, bustedAt: expect.any(String) }]);
    live.socket.close();
    await live.closed;
  });

  it('counts re-entries apart: a busted player who enters again is a re-entry, counted as the statistics count it', async () => {
    const id = await runningTournament(api.app, 3, { dealing: 'live', lateRegistrationLevels: 2, maxReentries: 1 });
    const token = (await request(api.http).post(linksOf(id)).set('x-api-key', director).send({}).expect(201)).body.token as string;
    const before = await request(api.http).get(`/displays/${token}`).expect(200);
    expect(before.body).toMatchObject({ clock: { entries: 3, playersLeft: 3 }, reEntries: 0, uniquePlayers: 3 });
    const live = await openDisplay(baseUrl, token);
    await eventually(() => live.messages.find((m) => m.type === 'tournament') ?? notYet(live.messages));

    const tables = (await request(api.http).get(`/tournaments/${id}/tables`).set('x-api-key', director).expect(200)).body.items as {
      tableId: string;
      seats: { playerId: string }[];
    }[];
    const table = tables.find((t) => t.seats.length >= 2);
    const out = table?.seats[0]?.playerId as string;
    await request(api.http)
      .post(`/tournaments/${id}/floor/busts`)
      .set('x-api-key', director)
      .send({ tableId: table?.tableId, players: [{ playerId: out }] })
      .expect(201);
    await deposit(api, out, 11_000);
    const reentry = await request(api.http).post(`/tournaments/${id}/players/${out}/register`).set('x-api-key', director).expect(201);
    expect(reentry.body.entryNo).toBe(2);
    // The display hears the re-entry as it commits (and re-reads its counts then).
    const heard = await eventually(() => live.messages.find((m) => m.type === 'tournament-update' && m.event?.type === 'entry') ?? notYet(live.messages));
    expect(heard.event).toEqual({ type: 'entry', action: 're-entered', playerId: out, entryNo: 2, entries: 4 });
    live.socket.close();
    await live.closed;

    const after = await request(api.http).get(`/displays/${token}`).expect(200);
    expect(after.body).toMatchObject({ clock: { entries: 4, playersLeft: 3 }, reEntries: 1, uniquePlayers: 3 });
    const statistics = await request(api.http).get(`/tournaments/${id}/statistics`).set('x-api-key', director).expect(200);
    expect({ reEntries: after.body.reEntries, uniquePlayers: after.body.uniquePlayers }).toEqual({
      reEntries: statistics.body.reEntries,
      uniquePlayers: statistics.body.uniquePlayers,
    });
  });

  it('hears a confirmed deal end the tournament: finished is pushed, the snapshot shows it finished', async () => {
    const id = await runningTournament(api.app, 3);
    const token = (await request(api.http).post(linksOf(id)).set('x-api-key', director).send({}).expect(201)).body.token as string;
    const live = await openDisplay(baseUrl, token);
    await eventually(() => live.messages.find((m) => m.type === 'tournament') ?? notYet(live.messages));
    const deal = await request(api.http).post(`/tournaments/${id}/deals`).set('x-api-key', director).send({ method: 'icm' }).expect(201);
    await request(api.http)
      .post(`/tournaments/${id}/deals/${deal.body.id as string}/confirm`)
      .set('x-api-key', director)
      .expect(200);
    await eventually(() => live.messages.find((m) => m.type === 'tournament-update' && m.event?.type === 'finished') ?? notYet(live.messages));
    const display = await request(api.http).get(`/displays/${token}`).expect(200);
    expect(display.body.tournament.status).toBe('finished');
    live.socket.close();
    await live.closed;
  });

  it('refuses an unknown token on /display-live with an error and close 4401', async () => {
    for (const token of ['nonsense', `dl_${'A'.repeat(43)}`]) {
      const socket = await openDisplay(baseUrl, token);
      expect(await socket.closed).toEqual({ code: 4401, reason: 'DISPLAY_LINK_INVALID' });
      expect(socket.messages).toEqual([{ type: 'error', code: 'DISPLAY_LINK_INVALID', message: expect.any(String) }]);
      await request(api.http).get(`/displays/${token}`).expect(401);
    }
  });

  it('lets only admins and directors manage links, and refuses bad bodies and unknown links', async () => {
    const player = (await createKey(api, 'player', await createPlayer(api))).key;
    const floor = (await createKey(api, 'floor')).key;
    for (const key of [player, floor]) {
      await request(api.http).post(linksOf(tournamentId)).set('x-api-key', key).send({}).expect(403);
      await request(api.http).get(linksOf(tournamentId)).set('x-api-key', key).expect(403);
    }
    await request(api.http).post(linksOf(tournamentId)).send({}).expect(401);
    for (const body of [{ name: '' }, { name: 'x'.repeat(65) }, { name: 5 }, { token: 'mine' }]) {
      const res = await request(api.http).post(linksOf(tournamentId)).set('x-api-key', director).send(body).expect(400);
      expect(res.body.error.code).toBe('VALIDATION_FAILED');
    }
    const missing = '00000000-0000-4000-8000-000000000000';
    const unknownLink = await request(api.http)
      .post(`${linksOf(tournamentId)}/${missing}/revoke`)
      .set('x-api-key', director)
      .expect(404);
    expect(unknownLink.body.error.code).toBe('DISPLAY_LINK_NOT_FOUND');
    const unknownTournament = await request(api.http).post(linksOf(missing)).set('x-api-key', director).send({}).expect(404);
    expect(unknownTournament.body.error.code).toBe('TOURNAMENT_NOT_FOUND');
  });
});

describe('display links across two API instances (Redis)', () => {
  let db: TestDatabase;
  let apps: [ApiTestApp, ApiTestApp];
  let url: string;

  beforeAll(async () => {
    db = await createTestDatabase();
    const adminApiKey = randomAdminKey();
    const config = { redisUrl: testRedisUrl(), jobs: { inProcess: true, prefix: uniqueQueuePrefix('display-links') } };
    apps = [await startApiTestApp({ db, adminApiKey, config }), await startApiTestApp({ db, adminApiKey, config })];
    await apps[1].app.listen(0, '127.0.0.1');
    url = (await apps[1].app.getUrl()).replace('[::1]', '127.0.0.1');
  });
  afterAll(async () => {
    for (const api of apps) await api.close();
    await db.drop();
  });

  it('hears the director on the other instance: a pause is pushed, a revocation closes the socket 4401', async () => {
    const tournamentId = await runningTournament(apps[0].app, 6);
    const link = await request(apps[0].http).post(`/tournaments/${tournamentId}/display-links`).set('x-api-key', apps[0].adminKey).send({}).expect(201);
    const live = await openDisplay(url, link.body.token as string);
    await eventually(() => live.messages.find((m) => m.type === 'tournament') ?? notYet(live.messages));
    await request(apps[0].http).post(`/tournaments/${tournamentId}/clock/pause`).set('x-api-key', apps[0].adminKey).expect(200);
    await eventually(() => live.messages.find((m) => m.type === 'tournament-update' && m.event?.clock?.paused === true) ?? notYet(live.messages));
    await request(apps[0].http)
      .post(`/tournaments/${tournamentId}/display-links/${link.body.id as string}/revoke`)
      .set('x-api-key', apps[0].adminKey)
      .expect(200);
    expect(await live.closed).toEqual({ code: 4401, reason: 'DISPLAY_LINK_INVALID' });
    await request(apps[1].http)
      .get(`/displays/${link.body.token as string}`)
      .expect(401);
  });
});
