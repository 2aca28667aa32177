/**
 * `/health/live` and `/health/ready` as a load balancer or an orchestrator asks them, without an
 * API key: ready when Postgres, every migration of this build and the job queue answer; 503
 * naming the check that failed when one does not — each failure made real (a migration the
 * database lacks, a Redis that stopped answering, a database that went away), no mocks.
 */
import { INestApplication } from '@nestjs/common';
import { readdirSync } from 'node:fs';
import * as path from 'node:path';
import { Client } from 'pg';
import request from 'supertest';
import { createRootLogger } from '@app/runtime';
import { createApiApp } from '../../apps/api/src/bootstrap/create-api-app';
import { startApiTestApp } from '../support/api-test-app';
import { startPrivateRedis } from '../setup/redis-server';
import { createTestDatabase, TestDatabase } from '../setup/test-database';
import { createTestTempDir } from '../setup/test-temp-dir';
import { testRedisUrl, uniqueQueuePrefix } from '../setup/test-redis';
import { REPO_ROOT } from '../support/node-process';
import { testConfig } from '../support/test-config';

const MIGRATIONS = readdirSync(path.join(REPO_ROOT, 'prisma', 'migrations'), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name)
  .sort();

async function startApp(db: TestDatabase, redisUrl?: string): Promise<INestApplication> {
  const config = testConfig({ databaseUrl: db.databaseUrl, redisUrl, prefix: uniqueQueuePrefix('ready') });
  const app = await createApiApp({ config, databaseUrl: db.databaseUrl, logger: createRootLogger(config, 'api-test') });
  await app.init();
  return app;
}

async function execute(databaseUrl: string, sql: string, params: unknown[] = []): Promise<void> {
  const client = new Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await client.query(sql, params);
  } finally {
    await client.end();
  }
}

describe.each([
  ['inline jobs', () => undefined],
  ['BullMQ jobs', () => testRedisUrl()],
])('/health/live and /health/ready on a healthy stack (%s)', (_label, redisUrl) => {
  let db: TestDatabase;
  let app: INestApplication;

  beforeAll(async () => {
    db = await createTestDatabase();
    app = await startApp(db, redisUrl());
  });

  afterAll(async () => {
    await app?.close();
    await db?.drop();
  });

  it('answers live with 200, without an API key', async () => {
    const res = await request(app.getHttpServer()).get('/health/live').expect(200);
    expect(res.body).toEqual({ status: 'live' });
  });

  it('answers ready with 200 and every check up, the migrations counted', async () => {
    const res = await request(app.getHttpServer()).get('/health/ready').expect(200);
    expect(res.body).toMatchObject({
      status: 'ready',
      checks: {
        database: { status: 'up' },
        migrations: { status: 'up', applied: MIGRATIONS.length, total: MIGRATIONS.length },
        jobs: { status: 'up', driver: redisUrl() ? 'bullmq' : 'inline' },
      },
    });
    expect(res.body.checks.migrations.pending).toBeUndefined();
  });

  it('documents both routes as public', async () => {
    const doc = await request(app.getHttpServer()).get('/docs-json').expect(200);
    expect(Object.keys(doc.body.paths)).toEqual(expect.arrayContaining(['/health', '/health/live', '/health/ready']));
    expect(doc.body.paths['/health/ready'].get.responses).toHaveProperty('503');
  });
});

describe('the probes and the request log', () => {
  it('keeps /health/live and /health/ready out of it, as /health: a probe every few seconds would drown it', async () => {
    const api = await startApiTestApp();
    try {
      await request(api.http).get('/health/live').expect(200);
      await request(api.http).get('/health/ready').expect(200);
      await request(api.http).get('/auth/me').set('x-api-key', api.adminKey).expect(200);
      const logged = api.logs().map((line) => (line.req as { url?: string } | undefined)?.url);
      expect(logged).toContain('/auth/me');
      expect(logged.filter((url) => url?.startsWith('/health'))).toEqual([]);
    } finally {
      await api.close();
    }
  });
});

describe('/health/ready when something is missing', () => {
  it('answers 503 naming the migration the database lacks, while /health and live still answer 200', async () => {
    const db = await createTestDatabase();
    const app = await startApp(db);
    try {
      const last = MIGRATIONS[MIGRATIONS.length - 1];
      // As if this build shipped a migration that nobody has applied yet.
      await execute(db.databaseUrl, 'DELETE FROM _prisma_migrations WHERE migration_name = $1', [last]);
      const res = await request(app.getHttpServer()).get('/health/ready').expect(503);
      expect(res.body).toMatchObject({
        status: 'not-ready',
        checks: {
          database: { status: 'up' },
          migrations: { status: 'down', applied: MIGRATIONS.length - 1, total: MIGRATIONS.length, pending: [last] },
          jobs: { status: 'up' },
        },
      });
      expect(res.body.checks.migrations.detail).toMatch(/^1 of \d+ migrations not applied: run npm run db:migrate$/);
      await request(app.getHttpServer()).get('/health').expect(200);
      await request(app.getHttpServer()).get('/health/live').expect(200);
    } finally {
      await app.close();
      await db.drop();
    }
  });

  it('answers 503 naming the jobs when Redis stops answering, and live still answers 200', async () => {
    const redis = await startPrivateRedis(await createTestTempDir('redis'));
    const db = await createTestDatabase();
    const app = await startApp(db, redis.url);
    let frozen = false;
    try {
      await request(app.getHttpServer()).get('/health/ready').expect(200);
      // A Redis that is there but answers nothing (a hung host, a full network buffer): SIGSTOP.
      // Killing it instead would leave BullMQ's workers unable to close at the end of the test.
      process.kill(redis.pid, 'SIGSTOP');
      frozen = true;
      const res = await request(app.getHttpServer()).get('/health/ready').expect(503);
      expect(res.body.status).toBe('not-ready');
      expect(res.body.checks.database.status).toBe('up');
      expect(res.body.checks.migrations.status).toBe('up');
      expect(res.body.checks.jobs).toMatchObject({ status: 'down', driver: 'bullmq', detail: expect.stringMatching(/no answer within/) });
      await request(app.getHttpServer()).get('/health/live').expect(200);
      process.kill(redis.pid, 'SIGCONT');
      frozen = false;
      await request(app.getHttpServer()).get('/health/ready').expect(200);
    } finally {
      if (frozen) process.kill(redis.pid, 'SIGCONT');
      await app.close();
      await redis.stop();
      await db.drop();
    }
  });

  it('answers 503 naming the database when it goes away, and live still answers 200', async () => {
    const db = await createTestDatabase();
    const app = await startApp(db);
    try {
      await request(app.getHttpServer()).get('/health/ready').expect(200);
      await db.drop(); // terminates the app's connections and removes the database
      const res = await request(app.getHttpServer()).get('/health/ready').expect(503);
      expect(res.body.status).toBe('not-ready');
      expect(res.body.checks.database).toMatchObject({ status: 'down', detail: expect.any(String) });
      expect(res.body.checks.migrations).toMatchObject({ status: 'down', detail: expect.stringMatching(/^cannot read the applied migrations: /) });
      expect(res.body.checks.jobs.status).toBe('up');
      await request(app.getHttpServer()).get('/health/live').expect(200);
    } finally {
      await app.close();
    }
  });
});
