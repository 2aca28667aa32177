/**
 * The production shape with the real processes: an API that only enqueues (REDIS_URL,
 * JOBS_IN_PROCESS=false) and a separate worker (`dist/apps/worker/src/main.js`) that runs the
 * table jobs. The worker deals the hand and acts when the clock runs out; a WebSocket client of
 * the API hears of what the worker did (through Redis).
 */
import { randomBytes } from 'node:crypto';
import { createTestDatabase, TestDatabase } from '../setup/test-database';
import { testRedisUrl } from '../setup/test-redis';
import { randomAdminKey } from '../support/api-test-app';
import { eventually } from '../support/eventually';
import { LEDGER_OK, ledgerInvariants } from '../support/ledger-invariants';
import { openLive } from '../support/live-socket';
import { builtEntry, RunningProcess, startNode, stopProcess } from '../support/node-process';
import { createCashTable, fundedPlayer, sitDown, viewTable } from '../support/tables';

const LISTENING = /razz-room API listening on (http:\/\/[^"\s]+)/;

describe('an API that only enqueues and a worker that runs the table jobs', () => {
  let db: TestDatabase;
  const running: RunningProcess[] = [];

  beforeAll(async () => (db = await createTestDatabase()));
  afterAll(async () => {
    for (const proc of running) await stopProcess(proc);
    await db.drop();
  });

  it('deals and times out through the worker, and the API’s live clients hear of it', async () => {
    const adminKey = randomAdminKey();
    const env = { DATABASE_URL: db.databaseUrl, REDIS_URL: testRedisUrl(), JOBS_PREFIX: `w${randomBytes(4).toString('hex')}`, ADMIN_API_KEY: adminKey };
    const api = startNode(builtEntry('api'), { ...env, PORT: '0', HOST: '127.0.0.1', JOBS_IN_PROCESS: 'false' });
    running.push(api);
    await api.waitForOutput(LISTENING);
    const url = LISTENING.exec(api.output())?.[1] as string;
    const worker = startNode(builtEntry('worker'), env);
    running.push(worker);
    await worker.waitForOutput(/razz-room worker started/);
    expect(worker.output()).toMatch(/processing queues: .*tables/);

    const [ann, bob] = [await fundedPlayer(url, adminKey, 5_000), await fundedPlayer(url, adminKey, 5_000)];
    const tableId = (await createCashTable(url, adminKey, { handPauseMs: 0, actionTimeoutMs: 200, maxTimeouts: 1 })).id;
    const live = await openLive(url, ann.key);
    live.send({ type: 'subscribe', tableId });
    await live.waitFor((m) => m.type === 'subscribed');
    await sitDown(url, ann, tableId, 1, 1_000);
    await sitDown(url, bob, tableId, 2, 1_000);

    // Nobody acts: the worker deals, then acts for both when their time runs out; one timeout
    // each sits them out, so hand 1 is the last.
    const done = await eventually(
      async () => {
        const view = await viewTable(url, adminKey, tableId);
        return view.hand?.status === 'finished' && view.seats.every((s) => s.sittingOut) ? view : undefined;
      },
      60_000,
      'hand 1 played out by the worker',
    );
    expect(done.handsStarted).toBe(1);
    await live.waitFor((m) => m.type === 'update' && m.table?.hand?.status === 'finished');
    expect(live.messages.filter((m) => m.type === 'update' && (m.events ?? []).some((e) => (e as { type: string }).type === 'action')).length).toBeGreaterThan(
      0,
    );
    await live.close();
    expect(await ledgerInvariants(db.databaseUrl)).toMatchObject(LEDGER_OK);
    // Two processes started from the build (PROCESS_START_MS each) and a hand played by the worker.
  }, 300_000);
});
