/**
 * A restart between a hand's end and the application of the requests that waited for it: the
 * first API only enqueues its jobs to Redis (no worker runs them) and stops right after the hand
 * ended; the next process applies the top-up exactly once — whether the job survived in Redis
 * (BullMQ) or was lost with the old process (the inline driver), the restart's sweep finds it.
 */
import request from 'supertest';
import type { AppConfig } from '@app/config';
import { HandLifecycleService } from '@app/room/hands/hand-lifecycle.service';
import { createTestDatabase, TestDatabase } from '../setup/test-database';
import { testRedisUrl, uniqueQueuePrefix } from '../setup/test-redis';
import { ApiTestApp, createKey, randomAdminKey, startApiTestApp } from '../support/api-test-app';
import { createCashGame, openCashTable, openSession, topUp } from '../support/cash';
import { eventually, WAIT_MS } from '../support/eventually';
import { playHand, Policy } from '../support/hand-driver';
import { LEDGER_OK, ledgerInvariants, sql } from '../support/ledger-invariants';
import { fundedPlayer } from '../support/tables';

const bringInThenFold: Policy = (view) => {
  const legal = new Set(view.hand?.view.legalActions.map((a) => a.kind));
  for (const kind of ['bring-in', 'fold', 'check'] as const) if (legal.has(kind)) return { kind };
  return { kind: 'call' };
};

describe('pending requests across a restart', () => {
  const dbs: TestDatabase[] = [];
  const apps: ApiTestApp[] = [];
  afterAll(async () => {
    for (const app of apps) await app.close().catch(() => undefined);
    for (const db of dbs) await db.drop();
  });

  /**
   * The first process: a top-up asked for during a hand, the hand played to its end; its jobs go
   * to Redis under `prefix` and nobody runs them. Returns the request id once that process stopped.
   */
  async function queuedThenStopped(db: TestDatabase, adminApiKey: string, prefix: string): Promise<{ requestId: string; sessionId: string }> {
    const first = await startApiTestApp({ db, adminApiKey, config: { redisUrl: testRedisUrl(), jobs: { inProcess: false, prefix } } as Partial<AppConfig> });
    try {
      return await playUntilQueued(first, adminApiKey);
    } finally {
      await first.close();
    }
  }

  async function playUntilQueued(first: ApiTestApp, adminApiKey: string): Promise<{ requestId: string; sessionId: string }> {
    const floor = (await createKey(first, 'director')).key;
    const [ann, bob] = [await fundedPlayer(first.http, adminApiKey, 10_000), await fundedPlayer(first.http, adminApiKey, 10_000)];
    const game = await createCashGame(first.http, floor);
    const table = await openCashTable(first.http, floor, game.id);
    const sessionId = (await openSession(first.http, ann.key, { tableId: table, seat: 1, buyIn: 2000 }).expect(201)).body.id as string;
    await openSession(first.http, bob.key, { tableId: table, seat: 2, buyIn: 2000 }).expect(201);
    await expect(first.app.get(HandLifecycleService).startHand(table, 1)).resolves.toBe(true);
    const queued = await topUp(first.http, ann.key, sessionId, { amount: 500 }).expect(202);
    await playHand(
      first.http,
      floor,
      table,
      new Map([
        [1, ann],
        [2, bob],
      ]),
      1,
      bringInThenFold,
    );
    // The hand is over and its job is in Redis, but nothing here runs jobs: still pending.
    expect((await request(first.http).get(`/pending-requests/${queued.body.pending.id}`).set('x-api-key', floor).expect(200)).body.status).toBe('pending');
    return { requestId: queued.body.pending.id as string, sessionId };
  }

  async function expectAppliedOnce(db: TestDatabase, adminKey: string, requestId: string, sessionId: string, next: ApiTestApp): Promise<void> {
    await eventually(
      async () => (await request(next.http).get(`/pending-requests/${requestId}`).set('x-api-key', adminKey).expect(200)).body.status === 'applied',
      WAIT_MS,
      'the top-up applied after the restart',
    );
    const postings = await sql<{ n: number }>(db.databaseUrl, `SELECT count(*)::int AS n FROM ledger_transactions WHERE kind = 'top-up'`);
    const events = await sql<{ n: number }>(db.databaseUrl, `SELECT count(*)::int AS n FROM cash_session_events WHERE session_id = $1 AND kind = 'top-up'`, [
      sessionId,
    ]);
    expect([postings[0]?.n, events[0]?.n]).toEqual([1, 1]);
    expect(await ledgerInvariants(db.databaseUrl)).toMatchObject(LEDGER_OK);
  }

  it('the job survived in Redis: the next process (a worker on the same queues) applies it once, with its restart sweep trying too', async () => {
    const db = await createTestDatabase();
    dbs.push(db);
    const adminKey = randomAdminKey();
    const prefix = uniqueQueuePrefix('pending-restart');
    const { requestId, sessionId } = await queuedThenStopped(db, adminKey, prefix);
    const next = await startApiTestApp({
      db,
      adminApiKey: adminKey,
      config: { redisUrl: testRedisUrl(), jobs: { inProcess: true, prefix } } as Partial<AppConfig>,
    });
    apps.push(next);
    await expectAppliedOnce(db, adminKey, requestId, sessionId, next);
  }, 120_000);

  it('the job was lost with the old process (inline driver): the restart sweep applies it', async () => {
    const db = await createTestDatabase();
    dbs.push(db);
    const adminKey = randomAdminKey();
    const { requestId, sessionId } = await queuedThenStopped(db, adminKey, uniqueQueuePrefix('pending-lost'));
    const next = await startApiTestApp({
      db,
      adminApiKey: adminKey,
      config: { redisUrl: undefined, jobs: { inProcess: true, prefix: 'razz' } } as Partial<AppConfig>,
    });
    apps.push(next);
    await expectAppliedOnce(db, adminKey, requestId, sessionId, next);
  }, 120_000);
});
