/**
 * API keys end to end: presenting them, their lifecycle (shown once, stored hashed, listed without
 * secrets, revoked at once), and how an operator gets the first admin key.
 */
import { createHash, randomUUID } from 'node:crypto';
import request from 'supertest';
import { FIRST_ADMIN_KEY_MARKER } from '../../apps/api/src/auth/admin-key-bootstrap';
import { createTestDatabase, TestDatabase } from '../setup/test-database';
import { sql } from '../support/ledger-invariants';
import { ApiTestApp, createKey, createPlayer, randomAdminKey, startApiTestApp } from '../support/api-test-app';

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

describe('presenting an API key', () => {
  let api: ApiTestApp;
  beforeAll(async () => (api = await startApiTestApp()));
  afterAll(() => api.close());

  it.each([
    ['no key', {}, 'API_KEY_MISSING'],
    ['an unknown key', { 'x-api-key': `rr_0123456789abcdef_${'a'.repeat(43)}` }, 'API_KEY_INVALID'],
    ['a key too short to be one', { 'x-api-key': 'short' }, 'API_KEY_INVALID'],
    ['Basic credentials', { authorization: 'Basic dXNlcjpwYXNz' }, 'API_KEY_MISSING'],
  ])('%s → 401 %s', async (_label, headers, code) => {
    const res = await request(api.http).get('/auth/me').set(headers).expect(401);
    expect(res.body.error.code).toBe(code);
  });

  it('accepts the key as x-api-key or as a Bearer token', async () => {
    const viaHeader = await request(api.http).get('/auth/me').set('x-api-key', api.adminKey).expect(200);
    expect(viaHeader.body).toEqual({ keyId: expect.stringMatching(/^[0-9a-f]{16}$/), keyName: 'ADMIN_API_KEY (configuration)', role: 'admin', playerId: null });
    const viaBearer = await request(api.http).get('/auth/me').set('authorization', `Bearer ${api.adminKey}`).expect(200);
    expect(viaBearer.body).toEqual(viaHeader.body);
  });
});

describe('API key lifecycle', () => {
  let api: ApiTestApp;
  const admin = () => ({ 'x-api-key': api.adminKey });
  beforeAll(async () => (api = await startApiTestApp()));
  afterAll(() => api.close());

  it('shows a new key once, stores only its SHA-256, and never lists a secret', async () => {
    const created = await request(api.http).post('/api-keys').set(admin()).send({ name: 'front desk', role: 'cashier' }).expect(201);
    expect(created.body).toEqual({
      id: expect.stringMatching(/^[0-9a-f]{16}$/),
      key: expect.stringMatching(/^rr_[0-9a-f]{16}_[A-Za-z0-9_-]{43}$/),
      name: 'front desk',
      role: 'cashier',
      playerId: null,
      createdAt: expect.any(String),
      createdByKeyId: expect.any(String),
      revokedAt: null,
      revokedByKeyId: null,
    });
    const { key, id } = created.body as { key: string; id: string };
    expect(key).toContain(id);
    const [row] = await sql<Record<string, unknown>>(api.db.databaseUrl, 'SELECT * FROM api_keys WHERE id = $1', [id]);
    expect(row?.secret_hash).toBe(sha256(key));
    expect(JSON.stringify(row)).not.toContain(key.slice(20));

    const one = await request(api.http).get(`/api-keys/${id}`).set(admin()).expect(200);
    const list = await request(api.http).get('/api-keys?includeRevoked=true').set(admin()).expect(200);
    for (const body of [one.body, list.body]) {
      expect(JSON.stringify(body)).not.toContain(key.slice(20));
      expect(JSON.stringify(body)).not.toContain('secret');
    }
    expect(one.body).toEqual({ ...created.body, key: undefined });
    await request(api.http).get('/auth/me').set('x-api-key', key).expect(200);
  });

  it('revokes a key for the very next request, once; unknown keys are 404', async () => {
    const { id, key } = await createKey(api, 'director');
    await request(api.http).get('/players').set('x-api-key', key).expect(200);
    const revoked = await request(api.http).post(`/api-keys/${id}/revoke`).set(admin()).expect(200);
    expect(revoked.body).toMatchObject({ id, revokedAt: expect.any(String), revokedByKeyId: expect.any(String) });
    const refused = await request(api.http).get('/players').set('x-api-key', key).expect(401);
    expect(refused.body.error).toEqual({ code: 'API_KEY_REVOKED', message: expect.stringContaining(`API key ${id} was revoked`) });
    expect((await request(api.http).post(`/api-keys/${id}/revoke`).set(admin()).expect(409)).body.error.code).toBe('API_KEY_ALREADY_REVOKED');
    expect((await request(api.http).post('/api-keys/nope/revoke').set(admin()).expect(404)).body.error.code).toBe('API_KEY_NOT_FOUND');
    const active = await request(api.http).get('/api-keys').set(admin()).expect(200);
    expect(active.body.items.map((k: { id: string }) => k.id)).not.toContain(id);
  });

  it('never revokes the last active admin key', async () => {
    const me = await request(api.http).get('/auth/me').set(admin()).expect(200);
    const res = await request(api.http).post(`/api-keys/${me.body.keyId}/revoke`).set(admin()).expect(409);
    expect(res.body.error.code).toBe('LAST_ADMIN_KEY');
    const second = await createKey(api, 'admin');
    await request(api.http).post(`/api-keys/${second.id}/revoke`).set(admin()).expect(200);
  });

  it('binds player keys to an active player, and only player keys', async () => {
    const playerId = await createPlayer(api);
    const cases: [object, number, string][] = [
      [{ name: 'p', role: 'player' }, 422, 'PLAYER_ID_REQUIRED'],
      [{ name: 'c', role: 'cashier', playerId }, 422, 'PLAYER_ID_NOT_ALLOWED'],
      [{ name: 'p', role: 'player', playerId: randomUUID() }, 404, 'PLAYER_NOT_FOUND'],
      [{ name: 'x', role: 'superuser' }, 400, 'VALIDATION_FAILED'],
      [{ name: '', role: 'cashier' }, 400, 'VALIDATION_FAILED'],
      [{ name: 'x', role: 'cashier', scope: 'all' }, 400, 'VALIDATION_FAILED'],
    ];
    for (const [body, status, code] of cases) {
      const res = await request(api.http).post('/api-keys').set(admin()).send(body);
      expect({ body, status: res.status, code: res.body.error?.code }).toEqual({ body, status, code });
    }
    const bound = await createKey(api, 'player', playerId);
    const me = await request(api.http).get('/auth/me').set('x-api-key', bound.key).expect(200);
    expect(me.body).toMatchObject({ role: 'player', playerId });
  });

  it('deactivating a player revokes their keys; no new ones while inactive', async () => {
    const playerId = await createPlayer(api);
    const { key } = await createKey(api, 'player', playerId);
    await request(api.http).get(`/players/${playerId}`).set('x-api-key', key).expect(200);
    const deactivated = await request(api.http).post(`/players/${playerId}/deactivate`).set(admin()).expect(200);
    expect(deactivated.body.active).toBe(false);
    expect((await request(api.http).get(`/players/${playerId}`).set('x-api-key', key).expect(401)).body.error.code).toBe('API_KEY_REVOKED');
    const refused = await request(api.http).post('/api-keys').set(admin()).send({ name: 'p', role: 'player', playerId }).expect(409);
    expect(refused.body.error.code).toBe('PLAYER_INACTIVE');
  });

  it('audits who did what: key, role, action, entity', async () => {
    const director = await createKey(api, 'director');
    const created = await request(api.http).post('/players').set('x-api-key', director.key).send({ screenName: 'Audited' }).expect(201);
    const log = await request(api.http).get(`/audit-log?entityType=player&entityId=${created.body.id}`).set(admin()).expect(200);
    expect(log.body).toEqual({
      items: [
        {
          id: expect.any(String),
          actorKeyId: director.id,
          actorRole: 'director',
          action: 'player.create',
          entityType: 'player',
          entityId: created.body.id,
          details: { screenName: 'Audited' },
          requestId: created.headers['x-request-id'],
          createdAt: expect.any(String),
        },
      ],
      nextCursor: null,
    });
    const keyLog = await request(api.http).get(`/audit-log?action=api-key.create&entityId=${director.id}`).set(admin()).expect(200);
    expect(keyLog.body.items).toEqual([
      expect.objectContaining({ actorRole: 'admin', details: { name: expect.any(String), role: 'director', playerId: null } }),
    ]);
  });
});

describe('the first admin key', () => {
  let db: TestDatabase;
  beforeEach(async () => (db = await createTestDatabase()));
  afterEach(() => db.drop());
  const adminKeys = async () => sql<{ id: string; name: string }>(db.databaseUrl, `SELECT id, name FROM api_keys WHERE role = 'admin' ORDER BY created_at`);

  it('on an empty database, is created and logged once, clearly marked; it works as admin', async () => {
    const first = await startApiTestApp({ db, adminApiKey: null });
    const line = first.logs().find((entry) => entry.msg.includes(FIRST_ADMIN_KEY_MARKER));
    const key = /(rr_[0-9a-f]{16}_[A-Za-z0-9_-]{43})/.exec(line?.msg ?? '')?.[1];
    expect(line).toMatchObject({ level: 40, msg: expect.stringContaining('shown only this once') });
    try {
      const me = await request(first.http)
        .get('/auth/me')
        .set('x-api-key', key ?? '')
        .expect(200);
      expect(me.body).toMatchObject({ role: 'admin', keyName: 'first admin key', keyId: line?.apiKeyId });
    } finally {
      await first.close();
    }
    const second = await startApiTestApp({ db, adminApiKey: null });
    await second.close();
    expect(second.logs().filter((entry) => entry.msg.includes(FIRST_ADMIN_KEY_MARKER))).toEqual([]);
    expect(await adminKeys()).toHaveLength(1);
  });

  it('with ADMIN_API_KEY configured, registers that key once and logs nothing secret', async () => {
    const configured = randomAdminKey();
    for (let start = 0; start < 2; start++) {
      const api = await startApiTestApp({ db, adminApiKey: configured });
      await api.close();
      expect(JSON.stringify(api.logs())).not.toContain(configured);
      expect(api.logs().some((entry) => entry.msg.includes(FIRST_ADMIN_KEY_MARKER))).toBe(false);
    }
    expect(await adminKeys()).toEqual([{ id: sha256(configured).slice(0, 16), name: 'ADMIN_API_KEY (configuration)' }]);
  });

  it('refuses to start with an ADMIN_API_KEY that is too short', async () => {
    await expect(startApiTestApp({ db, adminApiKey: 'too-short' })).rejects.toThrow(/ADMIN_API_KEY must be 32 to 512 printable characters/);
    expect(await adminKeys()).toEqual([]);
  });

  it('API instances starting together on an empty database create one admin key', async () => {
    const apps = await Promise.all([1, 2, 3].map(() => startApiTestApp({ db, adminApiKey: null })));
    await Promise.all(apps.map((app) => app.close()));
    expect(await adminKeys()).toHaveLength(1);
    expect(apps.flatMap((app) => app.logs()).filter((entry) => entry.msg.includes(FIRST_ADMIN_KEY_MARKER))).toHaveLength(1);
  });
});
