/**
 * The compose stack's start order, without Docker: the built processes against a database nobody
 * has migrated yet. A worker started first waits for the migrations (saying how many it waits
 * for) and finishes starting once the API has applied them, its /health/ready then 200; the one-shot migrate entry (what the
 * compose file's `migrate` service runs) applies them and exits 0; a process that may not wait
 * stops with one line naming itself and the reason.
 */
import { Client } from 'pg';
import { randomBytes } from 'node:crypto';
import { readdirSync } from 'node:fs';
import * as path from 'node:path';
import { createTestDatabase, TestDatabase } from '../setup/test-database';
import { testRedisUrl } from '../setup/test-redis';
import { builtEntry, REPO_ROOT, RunningProcess, startNode, stopProcess, API_LISTENING } from '../support/node-process';

const WORKER_STARTED = /razz-room worker started/;
const WORKER_HTTP = /razz-room worker HTTP on (http:\/\/[^"\s]+)/;
const MIGRATION_COUNT = readdirSync(path.join(REPO_ROOT, 'prisma', 'migrations'), { withFileTypes: true }).filter((entry) => entry.isDirectory()).length;

function migrateEntry(): string {
  // Built beside the API's main.js by `npm run build:apps`.
  return path.join(path.dirname(builtEntry('api')), 'migrate.js');
}

async function query(databaseUrl: string, sql: string): Promise<Record<string, unknown>[]> {
  const client = new Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    return (await client.query(sql)).rows as Record<string, unknown>[];
  } finally {
    await client.end();
  }
}

/** The one line a process that cannot start prints on stderr; the test fails if there are more. */
async function oneLineFailure(proc: RunningProcess): Promise<string> {
  expect(await proc.exited).toBe(1);
  const lines = proc.stderr().trim().split('\n');
  expect(lines).toHaveLength(1);
  return lines[0] ?? '';
}

describe('the start order against an unmigrated database', () => {
  let db: TestDatabase;
  const running: RunningProcess[] = [];
  const start = (entry: string, env: Record<string, string>): RunningProcess => {
    const proc = startNode(entry, env);
    running.push(proc);
    return proc;
  };

  beforeEach(async () => {
    db = await createTestDatabase({ migrated: false });
  });

  afterEach(async () => {
    for (const proc of running.splice(0)) await stopProcess(proc);
    await db.drop();
  });

  it('a worker started first waits for the migrations and finishes starting once the API has applied them', async () => {
    const env = { DATABASE_URL: db.databaseUrl, REDIS_URL: testRedisUrl(), JOBS_PREFIX: `so${randomBytes(4).toString('hex')}` };
    const worker = start(builtEntry('worker'), { ...env, WORKER_METRICS_HOST: '127.0.0.1', WORKER_METRICS_PORT: '0' });
    await worker.waitForOutput(new RegExp(`waiting for the database migrations: ${MIGRATION_COUNT} of ${MIGRATION_COUNT} pending`));
    expect(worker.output()).not.toMatch(WORKER_STARTED);

    const api = start(builtEntry('api'), { ...env, PORT: '0', HOST: '127.0.0.1' });
    await api.waitForOutput(API_LISTENING);
    expect(api.output()).toContain(`applied ${MIGRATION_COUNT} migration(s)`);

    await worker.waitForOutput(WORKER_STARTED);
    expect(worker.output()).toContain('the database migrations are applied');
    // Ready as its compose health check asks it: Postgres, every migration, Redis.
    const workerUrl = WORKER_HTTP.exec(worker.output())?.[1] ?? '';
    const ready = await fetch(`${workerUrl}/health/ready`);
    expect(ready.status).toBe(200);
    expect(await ready.json()).toMatchObject({ status: 'ready', checks: { migrations: { applied: MIGRATION_COUNT, total: MIGRATION_COUNT } } });
    expect(await stopProcess(worker)).toBe(0);
    // Two built processes started (PROCESS_START_MS each), the worker polling in between.
  }, 300_000);

  it('the migrate entry applies every migration, then finds nothing to do', async () => {
    const first = start(migrateEntry(), { DATABASE_URL: db.databaseUrl });
    expect(await first.exited).toBe(0);
    expect(first.output()).toContain(`applied ${MIGRATION_COUNT} migration(s)`);
    const rows = await query(db.databaseUrl, 'SELECT count(*)::int AS n FROM _prisma_migrations WHERE finished_at IS NOT NULL');
    expect(rows).toEqual([{ n: MIGRATION_COUNT }]);

    const second = start(migrateEntry(), { DATABASE_URL: db.databaseUrl });
    expect(await second.exited).toBe(0);
    expect(second.output()).toContain('database schema is up to date');
  }, 300_000);

  it('an API with MIGRATE_ON_START=false stops with one line naming itself and the pending migrations', async () => {
    const line = await oneLineFailure(start(builtEntry('api'), { DATABASE_URL: db.databaseUrl, MIGRATE_ON_START: 'false' }));
    expect(line).toMatch(
      new RegExp(
        `^razz-room api: the database is not migrated \\(no table "_prisma_migrations"\\): ${MIGRATION_COUNT} of ${MIGRATION_COUNT} migrations pending`,
      ),
    );
    expect(line).toMatch(/run npm run db:migrate/);
    expect(await query(db.databaseUrl, `SELECT to_regclass('public.tables') AS t`)).toEqual([{ t: null }]);
  }, 300_000);

  it('a worker that may not wait (WORKER_MIGRATION_WAIT_MS=0) stops with one line naming itself and the pending migrations', async () => {
    const line = await oneLineFailure(
      start(builtEntry('worker'), { DATABASE_URL: db.databaseUrl, REDIS_URL: testRedisUrl(), WORKER_MIGRATION_WAIT_MS: '0', WORKER_METRICS_PORT: '0' }),
    );
    expect(line).toMatch(
      new RegExp(`^razz-room worker: the database is not migrated \\(no table "_prisma_migrations"\\): ${MIGRATION_COUNT} of ${MIGRATION_COUNT}`),
    );
    expect(line).toMatch(/run npm run db:migrate/);
  }, 300_000);

  it('a table missing from a database whose migrations are all recorded is named in the worker’s one line', async () => {
    await db.drop();
    db = await createTestDatabase();
    await query(db.databaseUrl, 'DROP TABLE tables CASCADE');
    const line = await oneLineFailure(start(builtEntry('worker'), { DATABASE_URL: db.databaseUrl, REDIS_URL: testRedisUrl(), WORKER_METRICS_PORT: '0' }));
    expect(line).toBe('razz-room worker: the database has no table "tables": run npm run db:migrate');
  }, 300_000);
});
