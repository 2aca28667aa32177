/**
 * What the HTTP edge refuses before any service sees a request, and how: authentication before the
 * body is read, unreadable bodies (syntax, size, encodings, nesting) with their 4xx, text that
 * Postgres cannot store (NUL, lone surrogates) anywhere in a body, path or query, and `null` for
 * optional fields. Every refusal leaves the whole database as it was.
 */
import { randomUUID } from 'node:crypto';
import { gzipSync } from 'node:zlib';
import request from 'supertest';
import { ApiTestApp, createKey, startApiTestApp } from '../support/api-test-app';
import { createCashGame, openCashTable, openSession } from '../support/cash';
import { DatabaseSnapshots } from '../support/database-snapshot';
import { fundedPlayer, TEST_STAKES, TestPlayer } from '../support/tables';

type Method = 'get' | 'post' | 'patch';

describe('the HTTP edge refuses bad input with a 4xx and changes nothing', () => {
  let api: ApiTestApp;
  let cashierKey: string;
  let floorKey: string;
  let player: TestPlayer;
  let otherPlayer: TestPlayer;
  let keyId: string;
  let gameId: string;
  let tableId: string;
  let sessionId: string;
  let snapshots: DatabaseSnapshots;

  beforeAll(async () => {
    api = await startApiTestApp();
    cashierKey = (await createKey(api, 'cashier')).key;
    const floor = await createKey(api, 'director');
    floorKey = floor.key;
    keyId = floor.id;
    player = await fundedPlayer(api.http, api.adminKey, 20_000);
    otherPlayer = await fundedPlayer(api.http, api.adminKey, 20_000);
    gameId = (await createCashGame(api.http, floorKey)).id;
    tableId = await openCashTable(api.http, floorKey, gameId);
    sessionId = (await openSession(api.http, player.key, { tableId, seat: 1, buyIn: 1000 }).expect(201)).body.id;
    await request(api.http).post(`/cash-games/${gameId}/waitlist`).set('x-api-key', otherPlayer.key).send({}).expect(201);
    snapshots = await DatabaseSnapshots.open(api.db.databaseUrl);
  }, 120_000);
  afterAll(async () => {
    await snapshots.close();
    await api.close();
  });

  /** Sends raw bytes (a string is sent as it is, unlike supertest's JSON encoding of objects). */
  function raw(method: Method, path: string, body: string | Buffer | undefined, headers: Record<string, string> = {}): request.Test {
    let req = request(api.http)[method](path);
    for (const [name, value] of Object.entries({ 'content-type': 'application/json', ...headers })) req = req.set(name, value);
    // No serializer: superagent would JSON-encode a Buffer (content-type is JSON) instead of sending its bytes.
    return body === undefined ? req : req.serialize((bytes: string | Buffer) => bytes as string).send(body);
  }

  async function refused(send: () => request.Test, status: number, code: string): Promise<request.Response> {
    const before = await snapshots.take();
    const res = await send();
    expect({ status: res.status, code: res.body?.error?.code }).toEqual({ status, code });
    expect(res.body.error.message).toEqual(expect.any(String));
    expect(await snapshots.take()).toEqual(before);
    return res;
  }

  describe('item 7: authentication runs before the body is read', () => {
    const broken = '{"broken": ';
    it('no key and unparseable JSON: 401 API_KEY_MISSING', () => refused(() => raw('post', '/players', broken), 401, 'API_KEY_MISSING'));
    it('an invalid key and unparseable JSON: 401 API_KEY_INVALID', () =>
      refused(() => raw('post', '/players', broken, { 'x-api-key': `rr_${'0'.repeat(16)}_${'x'.repeat(43)}` }), 401, 'API_KEY_INVALID'));
    it('a key whose role may not create players and unparseable JSON: 403 ROLE_FORBIDDEN', () =>
      refused(() => raw('post', '/players', broken, { 'x-api-key': cashierKey }), 403, 'ROLE_FORBIDDEN'));
    it('no key and a body over the size limit: 401, not 413', () =>
      refused(() => raw('post', '/players', JSON.stringify({ screenName: 'x'.repeat(300_000) })), 401, 'API_KEY_MISSING'));
    it('an admin key and unparseable JSON: 400 BAD_REQUEST', () =>
      refused(() => raw('post', '/players', broken, { 'x-api-key': api.adminKey }), 400, 'BAD_REQUEST'));
  });

  describe('item 10: unreadable bodies get their 4xx', () => {
    const admin = () => ({ 'x-api-key': api.adminKey });
    it('a body over the limit: 413 PAYLOAD_TOO_LARGE', () =>
      refused(() => raw('post', '/players', JSON.stringify({ screenName: 'x'.repeat(300_000) }), admin()), 413, 'PAYLOAD_TOO_LARGE'));
    it('Content-Encoding: bogus: 415 UNSUPPORTED_MEDIA_TYPE', () =>
      refused(() => raw('post', '/players', '{"screenName":"Bogus Enc"}', { ...admin(), 'content-encoding': 'bogus' }), 415, 'UNSUPPORTED_MEDIA_TYPE'));
    it('an unknown charset: 415 UNSUPPORTED_MEDIA_TYPE', () =>
      refused(
        () => raw('post', '/players', '{"screenName":"Bogus Enc"}', { ...admin(), 'content-type': 'application/json; charset=klingon' }),
        415,
        'UNSUPPORTED_MEDIA_TYPE',
      ));
    it('a "gzip" body that is not gzip: 400 BAD_REQUEST', () =>
      refused(() => raw('post', '/players', '{"screenName":"Not Gzip"}', { ...admin(), 'content-encoding': 'gzip' }), 400, 'BAD_REQUEST'));
    it('a gzip body over the limit once inflated: 413', () =>
      refused(
        () => raw('post', '/players', gzipSync(JSON.stringify({ screenName: 'x'.repeat(300_000) })), { ...admin(), 'content-encoding': 'gzip' }),
        413,
        'PAYLOAD_TOO_LARGE',
      ));
    it('a real gzip body is read', async () => {
      const res = await raw('post', '/players', gzipSync(JSON.stringify({ screenName: `gz-${randomUUID().slice(0, 8)}` })), {
        ...admin(),
        'content-encoding': 'gzip',
      });
      expect(res.status).toBe(201);
    });
    it('a body that is not JSON: 415 UNSUPPORTED_MEDIA_TYPE', () =>
      refused(
        () => raw('post', '/players', 'screenName=Form Post', { ...admin(), 'content-type': 'application/x-www-form-urlencoded' }),
        415,
        'UNSUPPORTED_MEDIA_TYPE',
      ));
  });

  describe('item 11: nesting is limited', () => {
    const deep = (depth: number) => `${'['.repeat(depth)}${']'.repeat(depth)}`;
    it('a body nested 1,500 deep (3 KB): 400 JSON_TOO_DEEP', () =>
      refused(() => raw('post', '/players', deep(1500), { 'x-api-key': api.adminKey }), 400, 'JSON_TOO_DEEP'));
    it('a field nested 1,500 deep: 400 JSON_TOO_DEEP', () =>
      refused(
        () => raw('post', '/tables', `{"name":"deep","rules":${'{"a":'.repeat(1500)}1${'}'.repeat(1500)}}`, { 'x-api-key': api.adminKey }),
        400,
        'JSON_TOO_DEEP',
      ));
    it('a body nested 33 deep: 400 JSON_TOO_DEEP; the deepest real bodies are far below', () =>
      refused(() => raw('post', '/players', deep(33), { 'x-api-key': api.adminKey }), 400, 'JSON_TOO_DEEP'));
  });

  describe('item 9: NUL anywhere is a 400 INVALID_TEXT', () => {
    const nul = 'a\u0000b';
    const bodies: [string, Method, () => string, () => Record<string, unknown>][] = [
      ['player screenName', 'post', () => '/players', () => ({ screenName: `ab${nul}` })],
      ['player fullName', 'post', () => '/players', () => ({ screenName: 'Nul Full', fullName: nul })],
      ['player email', 'post', () => '/players', () => ({ screenName: 'Nul Mail', email: `x${nul}@example.com` })],
      ['player update fullName', 'patch', () => `/players/${player.playerId}`, () => ({ fullName: nul })],
      ['deposit memo', 'post', () => '/cashier/deposits', () => ({ playerId: player.playerId, unit: 'USD', amount: 100, memo: nul })],
      ['withdrawal reference', 'post', () => '/cashier/withdrawals', () => ({ playerId: player.playerId, unit: 'USD', amount: 100, reference: nul })],
      [
        'transfer memo',
        'post',
        () => '/cashier/transfers',
        () => ({ fromPlayerId: player.playerId, toPlayerId: otherPlayer.playerId, unit: 'USD', amount: 100, memo: nul }),
      ],
      ['api key name', 'post', () => '/api-keys', () => ({ name: nul, role: 'cashier' })],
      [
        'table name',
        'post',
        () => '/tables',
        () => ({ name: nul, kind: 'cash', preset: 'razz', stakes: TEST_STAKES, unit: 'USD', minBuyIn: 500, maxBuyIn: 5000 }),
      ],
      [
        'table rules (free-form JSON)',
        'post',
        () => '/tables',
        () => ({ name: 'Nul Rules', kind: 'cash', preset: 'razz', rules: { name: nul }, stakes: TEST_STAKES, unit: 'USD', minBuyIn: 500, maxBuyIn: 5000 }),
      ],
      ['structure name', 'post', () => '/tournament-structures', () => ({ name: nul, items: [{ kind: 'level', minutes: 10, stakes: TEST_STAKES }] })],
      [
        'tournament name',
        'post',
        () => '/tournaments',
        () => ({ name: nul, structurePreset: 'standard', currency: 'USD', buyIn: 100, fee: 10, startingStack: 1000, maxPlayers: 10 }),
      ],
      [
        'cash game name',
        'post',
        () => '/cash-games',
        () => ({ name: nul, dealing: 'engine', preset: 'razz', stakes: TEST_STAKES, unit: 'USD', minBuyIn: 500, maxBuyIn: 5000 }),
      ],
      ['cash table name', 'post', () => `/cash-games/${gameId}/tables`, () => ({ name: nul })],
      ['a key of the body', 'post', () => '/players', () => ({ screenName: 'Nul Key', [nul]: 1 })],
    ];
    it.each(bodies)('%s', (_label, method, path, body) =>
      refused(() => request(api.http)[method](path()).set('x-api-key', api.adminKey).set('Idempotency-Key', randomUUID()).send(body()), 400, 'INVALID_TEXT'),
    );

    const urls: [string, () => string][] = [
      ['a path parameter', () => `/api-keys/${keyId.slice(0, 4)}%00`],
      ['an audit-log query', () => '/audit-log?action=player.create%00'],
      ['a player search', () => '/players?q=ab%00c'],
      ['a hand filter', () => `/hands?tableId=${tableId}%00`],
    ];
    it.each(urls)('%s', (_label, url) => refused(() => request(api.http).get(url()).set('x-api-key', api.adminKey), 400, 'INVALID_TEXT'));

    it('is still a 401 without a key', () => refused(() => request(api.http).get('/players?q=ab%00c'), 401, 'API_KEY_MISSING'));
  });

  describe('item 12: a lone surrogate is a 400 INVALID_TEXT', () => {
    const cases: [string, Method, () => string, () => string][] = [
      ['screen name', 'post', () => '/players', () => '{"screenName":"ab\\ud800c"}'],
      ['full name (low half alone)', 'post', () => '/players', () => '{"screenName":"Lone Low","fullName":"x\\udc00"}'],
      ['deposit memo', 'post', () => '/cashier/deposits', () => `{"playerId":"${player.playerId}","unit":"USD","amount":100,"memo":"\\ud800"}`],
      ['player update fullName', 'patch', () => `/players/${player.playerId}`, () => '{"fullName":"\\udbff"}'],
    ];
    it.each(cases)('%s', (_label, method, path, body) =>
      refused(() => raw(method, path(), body(), { 'x-api-key': api.adminKey, 'idempotency-key': randomUUID() }), 400, 'INVALID_TEXT'),
    );

    it('a well-formed pair (an emoji) is text like any other', async () => {
      const res = await raw('patch', `/players/${player.playerId}`, '{"fullName":"Stu \\ud83c\\udccf"}', { 'x-api-key': api.adminKey });
      expect({ status: res.status, fullName: res.body.fullName }).toEqual({ status: 200, fullName: 'Stu \u{1F0CF}' });
    });
  });

  describe('item 13: null for an optional field is a 400 VALIDATION_FAILED', () => {
    const cases: [string, () => string, () => Record<string, unknown>, string][] = [
      [
        'POST /tables minBuyIn',
        () => '/tables',
        () => ({ name: 'Null Min', kind: 'cash', preset: 'razz', stakes: TEST_STAKES, unit: 'USD', minBuyIn: null, maxBuyIn: 5000 }),
        'minBuyIn',
      ],
      [
        'POST /tournaments structurePreset',
        () => '/tournaments',
        () => ({ name: 'Null Preset', structurePreset: null, currency: 'USD', buyIn: 100, fee: 10, startingStack: 1000, maxPlayers: 10 }),
        'structurePreset',
      ],
      ['POST /cash-sessions playerId', () => '/cash-sessions', () => ({ tableId, seat: 2, buyIn: 1000, playerId: null }), 'playerId'],
      ['POST /cash-games/{id}/waitlist/call playerId', () => `/cash-games/${gameId}/waitlist/call`, () => ({ tableId, playerId: null }), 'playerId'],
      ['POST /cash-sessions/{id}/cash-out amount', () => `/cash-sessions/${sessionId}/cash-out`, () => ({ amount: null }), 'amount'],
      [
        'an optional object (addOn)',
        () => '/tournaments',
        () => ({ name: 'Null Nested', structurePreset: 'standard', currency: 'USD', buyIn: 100, fee: 10, startingStack: 1000, maxPlayers: 10, addOn: null }),
        'addOn',
      ],
    ];
    it.each(cases)('%s', async (_label, path, body, field) => {
      const res = await refused(() => request(api.http).post(path()).set('x-api-key', api.adminKey).send(body()), 400, 'VALIDATION_FAILED');
      expect(res.body.error.details).toContain(`${field} must not be null; leave it out instead`);
    });

    it('a field that documents null still takes it: PATCH /players fullName null clears it', async () => {
      await request(api.http).patch(`/players/${otherPlayer.playerId}`).set('x-api-key', api.adminKey).send({ fullName: 'Someone' }).expect(200);
      const res = await request(api.http).patch(`/players/${otherPlayer.playerId}`).set('x-api-key', api.adminKey).send({ fullName: null });
      expect({ status: res.status, fullName: res.body.fullName }).toEqual({ status: 200, fullName: null });
    });
  });
});
