/**
 * The built worker process on SIGTERM (docs/operations.md "Stopping gracefully"): the job it is
 * running finishes (its row is in the database) and it exits 0, while delayed jobs stay in Redis
 * for the next worker; a job that outlasts SHUTDOWN_TIMEOUT_MS makes it exit 1 with one log line
 * naming the job. The job (`system.noop`, which records a row in system_events) is slow for a real
 * reason: the test holds a lock on that table.
 */
import { Queue } from 'bullmq';
import IORedis from 'ioredis';
import { Client } from 'pg';
import { randomUUID } from 'node:crypto';
import { Test, TestingModule } from '@nestjs/testing';
import { JobScheduler, JobsModule, QUEUES } from '@app/jobs';
import { createTestDatabase, TestDatabase } from '../setup/test-database';
import { testRedisUrl, uniqueQueuePrefix } from '../setup/test-redis';
import { eventually, notYet, WAIT_MS } from '../support/eventually';
import { builtEntry, RunningProcess, startNode, stopProcess, loggedShutdownSteps } from '../support/node-process';
import { HeldTableLock, holdTableLock } from '../support/table-lock';

async function noopRows(databaseUrl: string, token: string): Promise<number> {
  const client = new Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query(`SELECT 1 FROM system_events WHERE kind = 'job.noop' AND payload->>'token' = $1`, [token]);
    return rows.length;
  } finally {
    await client.end();
  }
}

describe('the worker process on SIGTERM', () => {
  let db: TestDatabase;
  let producer: TestingModule;
  let worker: RunningProcess | undefined;
  let lock: HeldTableLock | undefined;
  const prefix = uniqueQueuePrefix('stop');

  beforeAll(async () => {
    db = await createTestDatabase();
    producer = await Test.createTestingModule({ imports: [JobsModule.forRoot({ redisUrl: testRedisUrl(), prefix, processing: false })] }).compile();
    await producer.init();
  });
  afterEach(async () => {
    if (worker) await stopProcess(worker);
    worker = undefined;
    await lock?.release();
    lock = undefined;
  });
  afterAll(async () => {
    await producer.close();
    await db.drop();
  });

  /** A worker running one `system.noop` job that waits for the test's lock on system_events. */
  async function workerWithABlockedJob(env: Record<string, string> = {}): Promise<{ proc: RunningProcess; token: string }> {
    const proc = startNode(builtEntry('worker'), { DATABASE_URL: db.databaseUrl, REDIS_URL: testRedisUrl(), JOBS_PREFIX: prefix, ...env });
    worker = proc;
    await proc.waitForOutput(/razz-room worker started/);
    const held = await holdTableLock(db.databaseUrl, 'system_events');
    lock = held;
    const token = randomUUID();
    await producer.get(JobScheduler).enqueue('system.noop', { token }, { jobId: `stop-${token}` });
    await eventually(
      async () => (await held.waiting()) > 0 || notYet('no statement waits for the lock'),
      WAIT_MS,
      'the job to wait for the system_events lock',
    );
    return { proc, token };
  }

  it('finishes the job it is running, leaves delayed jobs in Redis, and exits 0', async () => {
    const delayedId = `stop-later-${randomUUID()}`;
    await producer.get(JobScheduler).enqueue('system.noop', { token: delayedId }, { jobId: delayedId, delayMs: 3_600_000 });
    const { proc, token } = await workerWithABlockedJob();

    proc.child.kill('SIGTERM');
    await proc.waitForOutput(/"msg":"shutting down"/, WAIT_MS);
    await lock?.release();

    expect(await proc.exited).toBe(0);
    expect(await noopRows(db.databaseUrl, token)).toBe(1);
    expect(proc.output()).not.toMatch(/job system\.noop .* failed/);
    // Jobs before the database: a job that still had statements to run would otherwise find the pool closed.
    expect(loggedShutdownSteps(proc.output())).toEqual([
      'stop taking jobs and let running ones finish',
      'close database and Redis connections',
      'close the HTTP server',
    ]);
    const connection = new IORedis(testRedisUrl(), { maxRetriesPerRequest: null });
    const queue = new Queue(QUEUES.system, { connection, prefix });
    try {
      expect(await queue.getJobState(delayedId)).toBe('delayed');
    } finally {
      await queue.close();
      connection.disconnect();
    }
    // One start of the built worker (PROCESS_START_MS), then waits of WAIT_MS each.
  }, 300_000);

  it('exits 1 once SHUTDOWN_TIMEOUT_MS has passed with a job still running, naming it in one log line', async () => {
    const { proc } = await workerWithABlockedJob({ SHUTDOWN_TIMEOUT_MS: '3000' });

    proc.child.kill('SIGTERM');

    expect(await proc.exited).toBe(1);
    const reasons = proc
      .output()
      .split('\n')
      .filter((line) => line.includes('shutdown timed out'));
    expect(reasons).toHaveLength(1);
    expect(reasons[0]).toMatch(/shutdown timed out after 3000 ms during [^;]+; still running: [^;]*system\.noop/);
    // One start of the built worker (PROCESS_START_MS), then the shutdown limit of 3 s.
  }, 300_000);
});
