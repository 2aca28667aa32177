/**
 * A tournament's audit trail (docs/api.md "Tournaments"): `GET /tournaments/{id}/audit-log` gives
 * admins and directors the audit records of one event — the tournament's own and its display
 * links' —, newest first, paged with the cursor of `/audit-log`. Another event's records never
 * show; cashiers, the floor and players are refused (the audit log is not theirs to read).
 */
import { randomUUID } from 'node:crypto';
import request from 'supertest';
import { ApiTestApp, createKey, createPlayer, deposit, startApiTestApp } from '../support/api-test-app';

interface AuditItem {
  id: string;
  actorKeyId: string | null;
  actorRole: string;
  action: string;
  entityType: string;
  entityId: string;
  details: Record<string, unknown>;
  requestId: string | null;
  createdAt: string;
}

describe('a tournament’s audit trail', () => {
  let api: ApiTestApp;
  let director: { id: string; key: string };
  let keys: Record<'cashier' | 'floor' | 'player', string>;
  let eventId: string;
  let otherId: string;
  let players: string[];
  let linkId: string;
  /** The X-Request-Id of each of the director's actions, by action, in the order they were made. */
  const made: { action: string; requestId: string }[] = [];

  const as = (key: string, test: request.Test) => test.set('x-api-key', key);
  const trail = (id: string, query: Record<string, string | number> = {}, key = director.key) =>
    as(key, request(api.http).get(`/tournaments/${id}/audit-log`).query(query));
  /** A director's action, remembered with its request id. */
  const act = async (action: string, test: request.Test, status: number) => {
    const res = await as(director.key, test).expect(status);
    made.push({ action, requestId: res.headers['x-request-id'] as string });
    return res;
  };
  const newTournament = (name: string) =>
    request(api.http).post('/tournaments').send({
      name,
      structurePreset: 'standard',
      currency: 'USD',
      buyIn: 1_000,
      fee: 100,
      startingStack: 10_000,
      maxPlayers: 20,
      dealing: 'live',
    });

  beforeAll(async () => {
    api = await startApiTestApp();
    director = await createKey(api, 'director');
    players = [await createPlayer(api), await createPlayer(api), await createPlayer(api)];
    for (const p of players) await deposit(api, p, 10_000);
    keys = {
      cashier: (await createKey(api, 'cashier')).key,
      floor: (await createKey(api, 'floor')).key,
      player: (await createKey(api, 'player', players[2])).key,
    };

    eventId = (await act('tournament.create', newTournament('Audit Razz'), 201)).body.id as string;
    // Another event, made in between: its records sit among this one's ids.
    otherId = (await as(director.key, newTournament('Other Razz')).expect(201)).body.id as string;
    await as(director.key, request(api.http).post(`/tournaments/${otherId}/open-registration`)).expect(200);
    await act('tournament.open-registration', request(api.http).post(`/tournaments/${eventId}/open-registration`), 200);
    for (const p of players.slice(0, 2)) await act('tournament.register', request(api.http).post(`/tournaments/${eventId}/players/${p}/register`), 201);
    // A player entering themselves is in the ledger, not the audit log.
    await as(keys.player, request(api.http).post(`/tournaments/${eventId}/players/${players[2]}/register`)).expect(201);
    linkId = (await act('display-link.create', request(api.http).post(`/tournaments/${eventId}/display-links`).send({ name: 'Main TV' }), 201)).body
      .id as string;
    await as(director.key, request(api.http).post(`/tournaments/${otherId}/display-links`).send({ name: 'Other TV' })).expect(201);
    await act('tournament.start', request(api.http).post(`/tournaments/${eventId}/start`), 200);
    await act('tournament.clock-pause', request(api.http).post(`/tournaments/${eventId}/clock/pause`), 200);
    await act('tournament.clock-resume', request(api.http).post(`/tournaments/${eventId}/clock/resume`), 200);
  });
  afterAll(async () => {
    await api.close();
  });

  it("gives a director the event's records, newest first, each saying who did what and in which request", async () => {
    const res = await trail(eventId).expect(200);
    const items = res.body.items as AuditItem[];
    expect(res.body.nextCursor).toBeNull();
    expect(items.map((r) => ({ action: r.action, requestId: r.requestId }))).toEqual([...made].reverse());
    for (const record of items) expect(record).toMatchObject({ actorKeyId: director.id, actorRole: 'director' });
    expect(items.map((r) => Number(r.id))).toEqual(items.map((r) => Number(r.id)).sort((a, b) => b - a));

    const byAction = (action: string) => items.filter((r) => r.action === action);
    expect(byAction('tournament.create')[0]).toMatchObject({
      entityType: 'tournament',
      entityId: eventId,
      details: { name: 'Audit Razz', buyIn: 1_000, fee: 100 },
    });
    expect(byAction('tournament.register').map((r) => r.details.playerId)).toEqual([players[1], players[0]]);
    expect(byAction('tournament.clock-pause')[0]).toMatchObject({ entityType: 'tournament', entityId: eventId });
    // The display link's record is the link's, naming the event.
    expect(byAction('display-link.create')[0]).toMatchObject({
      entityType: 'display-link',
      entityId: linkId,
      details: { tournamentId: eventId, name: 'Main TV' },
    });
  });

  it('pages with the cursor: no record skipped or repeated, and records written meanwhile do not shift the pages', async () => {
    const all = ((await trail(eventId).expect(200)).body.items as AuditItem[]).map((r) => r.id);
    const first = await trail(eventId, { limit: 3 }).expect(200);
    expect((first.body.items as AuditItem[]).map((r) => r.id)).toEqual(all.slice(0, 3));
    expect(first.body.nextCursor).toEqual(expect.any(String));
    // A new record (newer than every page) while the director pages on.
    await as(director.key, request(api.http).post(`/tournaments/${eventId}/clock/pause`)).expect(200);
    const seen = [...(first.body.items as AuditItem[]).map((r) => r.id)];
    let cursor = first.body.nextCursor as string | null;
    while (cursor !== null) {
      const page = await trail(eventId, { limit: 3, cursor }).expect(200);
      seen.push(...(page.body.items as AuditItem[]).map((r) => r.id));
      cursor = page.body.nextCursor as string | null;
    }
    expect(seen).toEqual(all);
    await as(director.key, request(api.http).post(`/tournaments/${eventId}/clock/resume`)).expect(200);
  });

  it('narrows to one action', async () => {
    const res = await trail(eventId, { action: 'tournament.register' }).expect(200);
    expect((res.body.items as AuditItem[]).map((r) => r.details.playerId)).toEqual([players[1], players[0]]);
    const none = await trail(eventId, { action: 'ledger.deposit' }).expect(200);
    expect(none.body).toEqual({ items: [], nextCursor: null });
  });

  it("keeps each event's records to itself", async () => {
    const mine = (await trail(eventId, { limit: 200 }).expect(200)).body.items as AuditItem[];
    const other = (await trail(otherId, { limit: 200 }).expect(200)).body.items as AuditItem[];
    expect(other.map((r) => r.action)).toEqual(['display-link.create', 'tournament.open-registration', 'tournament.create']);
    expect(other.every((r) => r.entityId === otherId || r.details.tournamentId === otherId)).toBe(true);
    expect(mine.every((r) => r.entityId === eventId || r.details.tournamentId === eventId)).toBe(true);
    const ids = new Set(mine.map((r) => r.id));
    expect(other.filter((r) => ids.has(r.id))).toEqual([]);
  });

  it('is the same for an admin; the cashier, the floor and players are refused, a request without a key is a 401', async () => {
    const asDirector = (await trail(eventId).expect(200)).body;
    expect((await trail(eventId, {}, api.adminKey).expect(200)).body).toEqual(asDirector);
    for (const key of [keys.cashier, keys.floor, keys.player]) {
      const refused = await trail(eventId, {}, key).expect(403);
      expect(refused.body.error.code).toBe('ROLE_FORBIDDEN');
    }
    const anonymous = await request(api.http).get(`/tournaments/${eventId}/audit-log`).expect(401);
    expect(anonymous.body.error.code).toBe('API_KEY_MISSING');
  });

  it('answers 404 for an unknown tournament and 400 for a bad id, cursor, limit or field', async () => {
    const unknown = await trail(randomUUID()).expect(404);
    expect(unknown.body.error.code).toBe('TOURNAMENT_NOT_FOUND');
    expect((await trail('not-a-uuid').expect(400)).body.error.code).toBe('VALIDATION_FAILED');
    expect((await trail(eventId, { cursor: 'bm90LWEtY3Vyc29y' }).expect(400)).body.error.code).toBe('INVALID_CURSOR');
    expect((await trail(eventId, { cursor: '%%%' }).expect(400)).body.error.code).toBe('INVALID_CURSOR');
    expect((await trail(eventId, { limit: 0 }).expect(400)).body.error.code).toBe('VALIDATION_FAILED');
    expect((await trail(eventId, { limit: 201 }).expect(400)).body.error.code).toBe('VALIDATION_FAILED');
    expect((await trail(eventId, { entityType: 'player' }).expect(400)).body.error.code).toBe('VALIDATION_FAILED');
  });
});
