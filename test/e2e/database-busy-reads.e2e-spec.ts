/**
 * A read outside a unit of work, waiting for a pooled connection while every one is held by an
 * open transaction, is answered `503 DATABASE_BUSY` with `Retry-After` (docs/api.md), like a unit
 * of work that cannot start: the server is overloaded, not broken, and the client may retry.
 */
import { randomUUID } from 'node:crypto';
import request from 'supertest';
import { PlayerRepository, UnitOfWork } from '@app/persistence';
import { POOL_SIZE } from '../../libs/persistence/src/prisma.service';
import { ApiTestApp, createPlayer, startApiTestApp } from '../support/api-test-app';
import { eventually, notYet, WAIT_MS } from '../support/eventually';

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
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    let open = 0;
    // The API's own pool, every connection held by a transaction with a budget far past the pool's wait.
    const holders = Array.from({ length: POOL_SIZE }, () =>
      uow.run(
        async () => {
          await players.findById(randomUUID());
          open += 1;
          await released;
        },
        { timeoutMs: 120_000 },
      ),
    );
    try {
      await eventually(() => open === POOL_SIZE || notYet(open), WAIT_MS, 'every connection in a transaction');
      const res = await request(api.http).get(`/players/${playerId}`).set('x-api-key', api.adminKey);
      expect({ status: res.status, retryAfter: res.headers['retry-after'], code: (res.body as { error?: { code?: string } }).error?.code }).toEqual({
        status: 503,
        retryAfter: '1',
        code: 'DATABASE_BUSY',
      });
    } finally {
      release();
      await Promise.all(holders);
    }
    await request(api.http).get(`/players/${playerId}`).set('x-api-key', api.adminKey).expect(200);
  }, 120_000);
});
