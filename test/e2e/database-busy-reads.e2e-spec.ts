/**
 * A read outside a unit of work, waiting for a pooled connection while every one is held by an
 * open transaction, is answered `503 DATABASE_BUSY` with `Retry-After` (docs/api.md), like a unit
 * of work that cannot start: the server is overloaded, not broken, and the client may retry.
 */
import request from 'supertest';
import { PlayerRepository, UnitOfWork } from '@app/persistence';
import { ApiTestApp, createPlayer, startApiTestApp } from '../support/api-test-app';
import { holdEveryPoolConnection } from '../support/hold-pool';

describe('GET while the database pool is exhausted', () => {
  let api: ApiTestApp;

  beforeAll(async () => {
    api = await startApiTestApp();
  });
  afterAll(() => api.close());

  it('answers 503 DATABASE_BUSY with Retry-After once the wait for a connection runs out, then serves again', async () => {
    const playerId = await createPlayer(api);
    const uow = api.app.get(UnitOfWork);
    const players = api.app.get(PlayerRepository);
    const pool = await holdEveryPoolConnection(uow, players);
    try {
      const res = await request(api.http).get(`/players/${playerId}`).set('x-api-key', api.adminKey);
      expect({ status: res.status, retryAfter: res.headers['retry-after'], code: (res.body as { error?: { code?: string } }).error?.code }).toEqual({
        status: 503,
        retryAfter: '1',
        code: 'DATABASE_BUSY',
      });
    } finally {
      await pool.release();
    }
    await request(api.http).get(`/players/${playerId}`).set('x-api-key', api.adminKey).expect(200);
  }, 120_000);
});
