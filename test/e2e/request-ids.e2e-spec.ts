/**
 * Request ids end to end: an accepted `X-Request-Id` (or a fresh UUID) is echoed on every
 * response, whatever its status, binds every log line written while the request runs, and is
 * stored on the audit records the request writes — so one id quoted by a user finds the response,
 * the log and the audit trail.
 */
import { randomBytes } from 'node:crypto';
import request from 'supertest';
import { loadConfig } from '@app/config';
import { PlayersService } from '@app/room/players/players.service';
import { eventually, notYet } from '../support/eventually';
import { sql } from '../support/ledger-invariants';
import { ApiTestApp, createPlayer, startApiTestApp } from '../support/api-test-app';
import { createCashGame, openCashTable } from '../support/cash';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

type LogLine = ReturnType<ApiTestApp['logs']>[number];

/** pino-http binds the request (with its id) to every line logged through the request's logger. */
const requestIdOf = (line: LogLine): unknown => (line.req as { id?: unknown } | undefined)?.id;

describe('request ids', () => {
  let api: ApiTestApp;
  beforeAll(async () => (api = await startApiTestApp()));
  afterAll(() => api.close());

  const admin = () => ({ 'x-api-key': api.adminKey });

  it('echoes an accepted X-Request-Id and finds it in the request log line and the audit record the request wrote', async () => {
    const screenName = `rid-${randomBytes(4).toString('hex')}`;
    const res = await request(api.http).post('/players').set(admin()).set('X-Request-Id', 'test-123').send({ screenName }).expect(201);
    expect(res.headers['x-request-id']).toBe('test-123');
    const playerId = res.body.id as string;

    // pino-http writes the completed line when the response finishes: wait for it rather than assume it came first.
    const completed = await eventually(() => {
      const mine = api.logs().filter((line) => requestIdOf(line) === 'test-123');
      return mine.find((line) => line.msg === 'request completed') ?? notYet(mine.map((line) => line.msg));
    });
    expect(completed).toMatchObject({ req: { id: 'test-123', method: 'POST', url: '/players' }, res: { statusCode: 201 } });

    const audit = await request(api.http).get(`/audit-log?entityType=player&entityId=${playerId}`).set(admin()).expect(200);
    expect(audit.body.items).toEqual([expect.objectContaining({ action: 'player.create', entityId: playerId, requestId: 'test-123' })]);
    const rows = await sql(api.db.databaseUrl, "SELECT request_id FROM audit_log WHERE entity_type = 'player' AND entity_id = $1", [playerId]);
    expect(rows).toEqual([{ request_id: 'test-123' }]);
    // The audit API finds the records of one request by its id.
    const byRequest = await request(api.http).get('/audit-log?requestId=test-123').set(admin()).expect(200);
    expect(byRequest.body.items.map((r: { entityId: string }) => r.entityId)).toEqual([playerId]);
    // And the audit read itself, which wrote nothing, got an id of its own.
    expect(audit.headers['x-request-id']).toMatch(UUID);
  });

  it('binds lines logged through Nest’s Logger while the request runs, and a 500 carries the id in its header and body', async () => {
    const players = api.app.get(PlayersService);
    const spy = jest.spyOn(players, 'create').mockRejectedValueOnce(new Error('disk on fire'));
    try {
      const res = await request(api.http).post('/players').set(admin()).set('X-Request-Id', 'test-500').send({ screenName: 'x500' }).expect(500);
      expect(res.headers['x-request-id']).toBe('test-500');
      expect(res.body).toEqual({ error: { code: 'INTERNAL', message: expect.any(String) }, requestId: 'test-500' });
    } finally {
      spy.mockRestore();
    }
    // The exception filter logs the cause through Nest's Logger (nestjs-pino underneath), inside the request.
    const logged = await eventually(() => {
      const mine = api.logs().filter((line) => requestIdOf(line) === 'test-500');
      return mine.some((line) => line.msg === 'request errored') ? mine : notYet(mine.map((line) => line.msg));
    });
    expect(logged.find((line) => line.context === 'ApiExceptionFilter')).toMatchObject({ msg: expect.stringContaining('disk on fire') });
  });

  it.each([
    ['markup', '<script>'],
    ['300 characters', 'a'.repeat(300)],
    ['a space', 'two words'],
    ['an empty value', ''],
  ])('replaces an id that is not accepted (%s) with a fresh UUID, never echoing it', async (_what, sent) => {
    const res = await request(api.http).get('/auth/me').set(admin()).set('X-Request-Id', sent).expect(200);
    expect(res.headers['x-request-id']).toMatch(UUID);
  });

  it('generates a different UUID for each request that sends none', async () => {
    const one = await request(api.http).get('/auth/me').set(admin()).expect(200);
    const two = await request(api.http).get('/auth/me').set(admin()).expect(200);
    expect(one.headers['x-request-id']).toMatch(UUID);
    expect(two.headers['x-request-id']).toMatch(UUID);
    expect(one.headers['x-request-id']).not.toBe(two.headers['x-request-id']);
  });

  it.each([
    ['a 401 from the key guard', () => request(api.http).get('/players'), 401],
    ['a 400 from validation', () => request(api.http).post('/players').set(admin()).send({ screenName: 42 }), 400],
    ['a 404 for an unknown route', () => request(api.http).get('/no-such-route').set(admin()), 404],
    ['a 404 for an unknown route without a key', () => request(api.http).get('/no-such-route'), 404],
  ])('%s carries the id in its header and its error body', async (_what, send, status) => {
    const sent = await send().set('X-Request-Id', 'err-abc.1:2_3').expect(status);
    expect(sent.headers['x-request-id']).toBe('err-abc.1:2_3');
    expect(sent.body.requestId).toBe('err-abc.1:2_3');
    const fresh = await send().expect(status);
    expect(fresh.headers['x-request-id']).toMatch(UUID);
    expect(fresh.body.requestId).toBe(fresh.headers['x-request-id']);
  });

  it('a job a request scheduled writes its audit records outside that request: no request id (inline driver, as on a worker)', async () => {
    const game = await createCashGame(api.http, api.adminKey, { holdSeconds: 10 });
    const tableId = await openCashTable(api.http, api.adminKey, game.id);
    const playerId = await createPlayer(api);
    await request(api.http).post(`/cash-games/${game.id}/waitlist`).set(admin()).send({ playerId }).expect(201);
    // The call arms the hold's expiry job (cash.waitlist-hold-expiry) from inside the request.
    await request(api.http).post(`/cash-games/${game.id}/waitlist/call`).set(admin()).set('X-Request-Id', 'call-1').send({ tableId }).expect(200);
    const records = async () =>
      sql<{ action: string; request_id: string | null }>(
        api.db.databaseUrl,
        "SELECT action, request_id FROM audit_log WHERE entity_type = 'cash-game' AND entity_id = $1 ORDER BY id",
        [game.id],
      );
    const written = await eventually(async () => {
      const rows = await records();
      return rows.some((row) => row.action === 'cash.waitlist-no-answer') ? rows : notYet(rows);
    });
    expect(written).toEqual([
      { action: 'cash.game-create', request_id: expect.any(String) },
      { action: 'cash.waitlist-join', request_id: expect.any(String) },
      { action: 'cash.waitlist-call', request_id: 'call-1' },
      { action: 'cash.waitlist-no-answer', request_id: null },
    ]);
  });

  it('answers /health with an id too (its success is not logged, its id still echoed)', async () => {
    const res = await request(api.http).get('/health').set('X-Request-Id', 'probe-1').expect(200);
    expect(res.headers['x-request-id']).toBe('probe-1');
  });
});

describe('request ids on what the edge answers before any route: a rate limit, a CORS preflight', () => {
  let api: ApiTestApp;
  beforeAll(
    async () => (api = await startApiTestApp({ config: { edge: loadConfig({ RATE_LIMIT_FAILED_KEYS: '1', CORS_ORIGINS: 'https://floor.example' }).edge } })),
  );
  afterAll(() => api.close());

  /** A key in the issued format that no database holds. */
  const guess = () => `rr_${randomBytes(8).toString('hex')}_${randomBytes(32).toString('base64url')}`;

  it('a 429 carries the id in its header and its error body', async () => {
    await request(api.http).get('/auth/me').set('x-api-key', guess()).expect(401);
    const res = await request(api.http).get('/auth/me').set('x-api-key', guess()).set('X-Request-Id', 'flood-2').expect(429);
    expect(res.headers['x-request-id']).toBe('flood-2');
    expect(res.body).toMatchObject({ error: { code: 'RATE_LIMITED' }, requestId: 'flood-2' });
  });

  it('an allowed origin’s preflight, answered by the CORS middleware, carries the id, and scripts may read it', async () => {
    const res = await request(api.http)
      .options('/players')
      .set('Origin', 'https://floor.example')
      .set('Access-Control-Request-Method', 'POST')
      .set('X-Request-Id', 'preflight-1')
      .expect(204);
    expect(res.headers['x-request-id']).toBe('preflight-1');
    const get = await request(api.http).get('/health').set('Origin', 'https://floor.example').expect(200);
    expect(get.headers['access-control-expose-headers']).toContain('x-request-id');
  });
});
