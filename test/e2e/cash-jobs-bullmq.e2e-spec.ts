/**
 * The cash games' jobs on BullMQ with the test run's real redis-server (cash-day.e2e-spec runs
 * the same jobs on the inline driver): opening a time-collected table arms its first period as a
 * delayed job in Redis, which charges every seat when it runs; a waitlist call arms the seat
 * hold, and the hold runs out for real — a 10-second delayed job, no shortcut — putting the
 * player back at the end of the list.
 */
import { Queue } from 'bullmq';
import IORedis from 'ioredis';
import request from 'supertest';
import { QUEUES } from '@app/jobs';
import { timeCollectionJobId } from '@app/room/cash/time-collection.service';
import { holdExpiryJobId } from '@app/room/cash/waitlist.service';
import { testRedisUrl, uniqueQueuePrefix } from '../setup/test-redis';
import { ApiTestApp, createKey, createPlayer, deposit, startApiTestApp } from '../support/api-test-app';
import { collectTimeNow, createCashGame, openCashTable, openSession, periodStart } from '../support/cash';
import { eventually, notYet, WAIT_MS } from '../support/eventually';
import { LEDGER_OK, ledgerInvariants, sql } from '../support/ledger-invariants';

const PERIOD_MINUTES = 30;
const HOLD_SECONDS = 10;

describe('cash jobs on BullMQ (real Redis): time collection and waitlist holds', () => {
  let api: ApiTestApp;
  let redis: IORedis;
  let queue: Queue;
  let floor: string;

  beforeAll(async () => {
    const prefix = uniqueQueuePrefix('cash');
    api = await startApiTestApp({ config: { redisUrl: testRedisUrl(), jobs: { inProcess: true, prefix } } });
    redis = new IORedis(testRedisUrl(), { maxRetriesPerRequest: null });
    queue = new Queue(QUEUES.cash, { connection: redis, prefix });
    floor = (await createKey(api, 'director')).key;
  });

  afterAll(async () => {
    await queue?.close();
    redis?.disconnect();
    await api?.close();
  });

  async function player(): Promise<{ playerId: string; key: string }> {
    const playerId = await createPlayer(api);
    expect((await deposit(api, playerId, 10_000)).status).toBe(201);
    return { playerId, key: (await createKey(api, 'player', playerId)).key };
  }

  const stateOf = async (jobId: string) => (await queue.getJob(jobId))?.getState();

  it('arms a time-collected table’s first period in Redis and charges every seat when the job runs', async () => {
    const game = await createCashGame(api.http, floor, {
      name: 'Razz time (BullMQ)',
      maxSeats: 6,
      timeCollection: { amount: 50, periodMinutes: PERIOD_MINUTES },
    });
    const tableId = await openCashTable(api.http, floor, game.id);
    for (const seat of [1, 2]) {
      const p = await player();
      await openSession(api.http, p.key, { tableId, seat, buyIn: 2000 }).expect(201);
    }
    const first = await periodStart(api.db.databaseUrl, tableId, PERIOD_MINUTES, 1);
    const jobId = timeCollectionJobId(tableId, first);
    const armed = await queue.getJob(jobId);
    expect({ state: await armed?.getState(), data: armed?.data }).toEqual({ state: 'delayed', data: { tableId, periodStart: first } });

    // The period is 30 minutes away: run it now through BullMQ (the armed job replaced by an undelayed one).
    await collectTimeNow(api.app, api.db.databaseUrl, tableId, first, 2);
    await eventually(
      async () => {
        const state = await stateOf(jobId);
        return state === 'completed' || notYet(`job ${jobId} ${state}`);
      },
      WAIT_MS,
      'the collection job to complete',
    );
    const charges = await sql<{ status: string; collected: string }>(
      api.db.databaseUrl,
      'SELECT status::text, collected::text FROM cash_time_charges WHERE table_id = $1',
      [tableId],
    );
    expect(charges).toEqual([
      { status: 'collected', collected: '50' },
      { status: 'collected', collected: '50' },
    ]);
    // Collecting a period arms the next one.
    const second = await periodStart(api.db.databaseUrl, tableId, PERIOD_MINUTES, 2);
    expect(await stateOf(timeCollectionJobId(tableId, second))).toBe('delayed');
    expect(await ledgerInvariants(api.db.databaseUrl)).toMatchObject(LEDGER_OK);
  });

  it('lets a called player’s seat hold run out on its own: the delayed job fires and the player waits again', async () => {
    const game = await createCashGame(api.http, floor, { name: 'Razz list (BullMQ)', maxSeats: 6, holdSeconds: HOLD_SECONDS, noAnswer: 'end' });
    const tableId = await openCashTable(api.http, floor, game.id);
    const waiting = await player();
    const joined = await request(api.http).post(`/cash-games/${game.id}/waitlist`).set('x-api-key', waiting.key).send({}).expect(201);
    const called = await request(api.http).post(`/cash-games/${game.id}/waitlist/call`).set('x-api-key', floor).send({ tableId }).expect(200);
    expect(called.body).toMatchObject({ id: joined.body.id, status: 'called', calledTableId: tableId });
    const jobId = holdExpiryJobId(joined.body.id as string, 1);
    const armed = await queue.getJob(jobId);
    expect({ state: await armed?.getState(), delay: armed?.opts.delay }).toEqual({ state: 'delayed', delay: expect.any(Number) });
    expect(armed?.opts.delay).toBeGreaterThan((HOLD_SECONDS - 2) * 1000);

    // The hold is HOLD_SECONDS (10 s) of wall-clock time, then the job runs: room for a slow machine after it.
    await eventually(
      async () => {
        const state = await stateOf(jobId);
        return state === 'completed' || notYet(`job ${jobId} ${state}`);
      },
      HOLD_SECONDS * 1000 + WAIT_MS,
      'the hold-expiry job to fire',
    );
    const list = await request(api.http).get(`/cash-games/${game.id}/waitlist`).set('x-api-key', floor).expect(200);
    expect(list.body.items).toEqual([expect.objectContaining({ playerId: waiting.playerId, status: 'waiting', calls: 1 })]);
  });
});
