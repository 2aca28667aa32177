/**
 * The worker's probes on its own HTTP server, as main.ts starts it: live and ready on a healthy
 * database and Redis, 503 naming the migrations when the database lacks one, and still served
 * with METRICS_ENABLED=false (the compose stack's health check asks them); once the stop has begun,
 * ready is 503 draining without a check (the stop closes their connections while the port is open).
 */
import { INestApplicationContext } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { Client } from 'pg';
import pino from 'pino';
import { ProcessLifecycle } from '@app/runtime';
import { createTestDatabase, TestDatabase } from '../../../test/setup/test-database';
import { testRedisUrl, uniqueQueuePrefix } from '../../../test/setup/test-redis';
import { testConfig } from '../../../test/support/test-config';
import { startWorkerHttp } from './worker-http';
import type { WorkerHttpServer } from './worker-http-server';
import { WorkerModule } from './worker.module';

describe("the worker's /health/live and /health/ready", () => {
  let db: TestDatabase;
  let worker: INestApplicationContext;
  let server: WorkerHttpServer | undefined;
  let url: string;

  beforeAll(async () => {
    db = await createTestDatabase();
    const base = testConfig({ databaseUrl: db.databaseUrl, redisUrl: testRedisUrl(), prefix: uniqueQueuePrefix('worker-health') });
    // Metrics off: the probes must not depend on them.
    const config = { ...base, metrics: { enabled: false, workerHost: '127.0.0.1', workerPort: 0 } };
    const logger = pino({ level: 'silent' });
    worker = await NestFactory.createApplicationContext(WorkerModule.register({ config, databaseUrl: db.databaseUrl, redisUrl: testRedisUrl(), logger }), {
      logger: false,
    });
    await worker.init();
    server = await startWorkerHttp(worker, config, logger);
    url = `http://127.0.0.1:${server?.address().port ?? 0}`;
  });

  afterAll(async () => {
    await server?.close();
    await worker?.close();
    await db?.drop();
  });

  it('answers live and ready with 200 on a healthy stack, and has no /metrics with metrics off', async () => {
    const live = await fetch(`${url}/health/live`);
    expect(live.status).toBe(200);
    expect(await live.json()).toEqual({ status: 'live' });
    const ready = await fetch(`${url}/health/ready`);
    expect(ready.status).toBe(200);
    expect(await ready.json()).toMatchObject({
      status: 'ready',
      checks: { database: { status: 'up' }, migrations: { status: 'up' }, jobs: { status: 'up', driver: 'bullmq', processing: true } },
    });
    expect((await fetch(`${url}/metrics`)).status).toBe(404);
  });

  it('answers ready with 503 naming the migration the database lacks', async () => {
    const client = new Client({ connectionString: db.databaseUrl });
    await client.connect();
    try {
      const { rows } = await client.query<{ name: string }>(
        'DELETE FROM _prisma_migrations WHERE migration_name = (SELECT max(migration_name) FROM _prisma_migrations) RETURNING migration_name AS name',
      );
      const ready = await fetch(`${url}/health/ready`);
      expect(ready.status).toBe(503);
      expect(await ready.json()).toMatchObject({
        status: 'not-ready',
        checks: { database: { status: 'up' }, migrations: { status: 'down', pending: [rows[0]?.name] }, jobs: { status: 'up' } },
      });
      expect((await fetch(`${url}/health/live`)).status).toBe(200);
    } finally {
      await client.end();
    }
  });

  it('answers ready with 503 draining, and no checks, once the stop has begun', async () => {
    worker.get(ProcessLifecycle).beginDraining();
    const ready = await fetch(`${url}/health/ready`);
    expect(ready.status).toBe(503);
    expect(await ready.json()).toEqual({ status: 'not-ready', draining: true });
    expect((await fetch(`${url}/health/live`)).status).toBe(200);
  });
});
