/**
 * The real processes, as a user runs them: `node dist/apps/api/src/main.js` (what `npm start`
 * runs after building) and the worker. Covers the embedded default (own Postgres under DATA_DIR,
 * data kept across restarts, clean SIGTERM), one-line start-up failures, and the production shape
 * where a separate worker process takes BullMQ jobs from Redis.
 */
import { Client } from 'pg';
import { randomUUID } from 'node:crypto';
import { Test } from '@nestjs/testing';
import { JobScheduler, JobsModule } from '@app/jobs';
import { startEmbeddedPostgres } from '@app/persistence';
import { createTestDatabase, TestDatabase } from '../setup/test-database';
import { createTestTempDir } from '../setup/test-temp-dir';
import { testRedisUrl, uniqueQueuePrefix } from '../setup/test-redis';
import { eventually, WAIT_MS } from '../support/eventually';
import { builtEntry, RunningProcess, startNode, stopProcess } from '../support/node-process';

const LISTENING = /razz-room API listening on (http:\/\/[^"\s]+)/;

async function startApi(env: Record<string, string>): Promise<{ proc: RunningProcess; url: string }> {
  const proc = startNode(builtEntry('api'), { PORT: '0', HOST: '127.0.0.1', ...env });
  await proc.waitForOutput(LISTENING);
  const url = LISTENING.exec(proc.output())?.[1] ?? '';
  return { proc, url };
}

async function withClient<T>(url: string, fn: (c: Client) => Promise<T>): Promise<T> {
  const client = new Client({ connectionString: url });
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
}

describe('the API process on embedded defaults', () => {
  it('starts its own Postgres under DATA_DIR, stops cleanly on SIGTERM, and keeps the data across restarts', async () => {
    const dataDir = await createTestTempDir('data');
    const env = { DATA_DIR: dataDir };
    const marker = randomUUID();
    // Opens the API's cluster while the API is stopped: the same files, the same database.
    const inCluster = async <T>(fn: (c: Client) => Promise<T>): Promise<T> => {
      const pg = await startEmbeddedPostgres({ dataDir });
      try {
        return await withClient(pg.databaseUrl, fn);
      } finally {
        await pg.stop();
      }
    };

    const first = await startApi(env);
    try {
      const health = await fetch(`${first.url}/health`);
      expect(health.status).toBe(200);
      expect(await health.json()).toMatchObject({ status: 'ok', checks: { database: { status: 'up' }, jobs: { driver: 'inline' } } });
      expect(first.proc.output()).toMatch(/applied \d+ migration\(s\)/);
    } finally {
      expect(await stopProcess(first.proc)).toBe(0);
    }
    expect(first.proc.output()).toContain('"msg":"stopped"');
    await inCluster((c) => c.query(`INSERT INTO system_events (kind, payload) VALUES ('test.marker', $1)`, [JSON.stringify({ marker })]));

    const second = await startApi(env);
    try {
      expect(second.proc.output()).toContain('database schema is up to date');
      expect((await fetch(`${second.url}/health`)).status).toBe(200);
    } finally {
      expect(await stopProcess(second.proc)).toBe(0);
    }
    const rows = await inCluster((c) => c.query(`SELECT payload FROM system_events WHERE kind = 'test.marker'`));
    expect(rows.rows).toEqual([{ payload: { marker } }]);
    // Two starts of the built API (PROCESS_START_MS each) with its own Postgres, and two more of that Postgres.
  }, 300_000);
});

describe('start-up with bad configuration', () => {
  it.each([
    ['PORT=abc', { PORT: 'abc' }, /^razz-room api: invalid configuration: PORT must be an integer from 0 to 65535 \(got "abc"\)$/],
    ['LOG_LEVEL=loud', { LOG_LEVEL: 'loud' }, /^razz-room api: invalid configuration: LOG_LEVEL must be one of/],
    [
      'an unreachable DATABASE_URL',
      { DATABASE_URL: 'postgresql://u:secret@127.0.0.1:1/x' },
      /^razz-room api: database unavailable at postgresql:\/\/u:\*\*\*@127\.0\.0\.1:1\/x: .*ECONNREFUSED/,
    ],
  ])('%s stops with a one-line reason and exit code 1', async (_label, env, expected) => {
    const proc = startNode(builtEntry('api'), env);
    expect(await proc.exited).toBe(1);
    const lines = proc.stderr().trim().split('\n');
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(expected);
    expect(proc.output()).not.toContain('secret');
  });

  it('an unreachable REDIS_URL stops the API with a one-line reason', async () => {
    const db = await createTestDatabase();
    try {
      const proc = startNode(builtEntry('api'), { DATABASE_URL: db.databaseUrl, REDIS_URL: 'redis://127.0.0.1:1' });
      expect(await proc.exited).toBe(1);
      expect(proc.stderr().trim()).toMatch(/^razz-room api: cannot reach Redis at redis:\/\/127\.0\.0\.1:1: .*ECONNREFUSED[^\n]*$/);
    } finally {
      await db.drop();
    }
  });

  it('the worker refuses to start without Redis, saying where jobs run instead', async () => {
    const proc = startNode(builtEntry('worker'), { DATABASE_URL: 'postgresql://u:p@127.0.0.1:1/x' });
    expect(await proc.exited).toBe(1);
    expect(proc.stderr().trim()).toBe(
      'razz-room worker: REDIS_URL is not set: the worker takes its jobs from Redis; without Redis, jobs run inside the API process (npm start)',
    );
  });
});

describe('the production shape: API and worker on Postgres + Redis', () => {
  let db: TestDatabase;
  let api: { proc: RunningProcess; url: string } | undefined;
  let worker: RunningProcess | undefined;
  const prefix = uniqueQueuePrefix('e2e');

  beforeAll(async () => {
    db = await createTestDatabase();
  });

  afterAll(async () => {
    if (worker) await stopProcess(worker);
    if (api) await stopProcess(api.proc);
    await db.drop();
  });

  it('a job enqueued through Redis is processed by the separate worker process', async () => {
    const env = { DATABASE_URL: db.databaseUrl, REDIS_URL: testRedisUrl(), JOBS_PREFIX: prefix };
    api = await startApi(env);
    const health = (await (await fetch(`${api.url}/health`)).json()) as { checks: { jobs: unknown } };
    // The API only enqueues in this shape; the worker processes.
    expect(health.checks.jobs).toMatchObject({ status: 'up', driver: 'bullmq', processing: false });

    worker = startNode(builtEntry('worker'), env);
    await worker.waitForOutput(/razz-room worker started/);

    // A producer that only enqueues, as any API instance does in this shape.
    const producer = await Test.createTestingModule({
      imports: [JobsModule.forRoot({ redisUrl: testRedisUrl(), prefix, processing: false })],
    }).compile();
    await producer.init();
    const token = randomUUID();
    try {
      await producer.get(JobScheduler).enqueue('system.noop', { token }, { jobId: `e2e-${token}` });
    } finally {
      await producer.close();
    }

    const row = await eventually(
      () =>
        withClient(
          db.databaseUrl,
          async (c) => (await c.query(`SELECT payload FROM system_events WHERE kind = 'job.noop' AND payload->>'token' = $1`, [token])).rows[0],
        ),
      WAIT_MS,
      'the worker to record the job',
    );
    expect(row.payload).toMatchObject({ token, jobId: `e2e-${token}`, attempt: 1 });
    expect(await stopProcess(worker)).toBe(0);
    worker = undefined;
    // The built API and the worker started (PROCESS_START_MS each), then a job through Redis.
  }, 300_000);
});
