/**
 * The worker's HTTP server as main.ts starts it: the worker module on a real database and Redis,
 * its `/metrics` showing the worker's own figures — the jobs it ran, its database pool, its
 * process — and nothing on the paths and methods it does not serve.
 */
import { INestApplicationContext } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { Test, TestingModule } from '@nestjs/testing';
import { createServer } from 'node:net';
import type { AddressInfo } from 'node:net';
import pino from 'pino';
import { JobScheduler, JobsModule } from '@app/jobs';
import { createTestDatabase, TestDatabase } from '../../../test/setup/test-database';
import { testRedisUrl, uniqueQueuePrefix } from '../../../test/setup/test-redis';
import { eventually, notYet, WAIT_MS } from '../../../test/support/eventually';
import { histogramCount, metricValue } from '../../../test/support/metrics-text';
import { testConfig } from '../../../test/support/test-config';
import { startWorkerHttp, workerRoutes } from './worker-http';
import type { WorkerHttpServer } from './worker-http-server';
import { WorkerModule } from './worker.module';

describe("the worker's HTTP server", () => {
  const prefix = uniqueQueuePrefix('worker-http');
  let db: TestDatabase;
  let worker: INestApplicationContext;
  let producer: TestingModule;
  let server: WorkerHttpServer | undefined;
  let url: string;

  beforeAll(async () => {
    db = await createTestDatabase();
    const base = testConfig({ databaseUrl: db.databaseUrl, redisUrl: testRedisUrl(), prefix });
    const config = { ...base, metrics: { enabled: true, workerHost: '127.0.0.1', workerPort: 0 } };
    const logger = pino({ level: 'silent' });
    worker = await NestFactory.createApplicationContext(WorkerModule.register({ config, databaseUrl: db.databaseUrl, redisUrl: testRedisUrl(), logger }), {
      logger: false,
    });
    await worker.init();
    server = await startWorkerHttp(worker, config, logger);
    url = `http://127.0.0.1:${server?.address().port ?? 0}`;
    // What an API does: enqueue only, into the same Redis and prefix.
    producer = await Test.createTestingModule({ imports: [JobsModule.forRoot({ redisUrl: testRedisUrl(), prefix, processing: false })] }).compile();
    await producer.init();
  });
  afterAll(async () => {
    await server?.close();
    await producer?.close();
    await worker?.close();
    await db?.drop();
  });

  const scrape = async () => {
    const res = await fetch(`${url}/metrics`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/plain; version=0\.0\.4/);
    return res.text();
  };

  it('serves the worker’s figures: the jobs it ran, its pool, its process, labelled process="worker"', async () => {
    const before = histogramCount(await scrape(), 'razz_job_duration_seconds', { queue: 'system', outcome: 'completed', process: 'worker' });
    await producer.get(JobScheduler).enqueue('system.noop', { token: 'worker-http-test' });
    const text = await eventually(
      async () => {
        const t = await scrape();
        const n = histogramCount(t, 'razz_job_duration_seconds', { queue: 'system', outcome: 'completed', process: 'worker' });
        return n === before + 1 ? t : notYet(n);
      },
      WAIT_MS,
      'the worker to time the job it ran',
    );
    expect(metricValue(text, 'razz_job_queue_depth', { queue: 'system', state: 'waiting', process: 'worker' })).toBe(0);
    expect(metricValue(text, 'razz_db_pool_connections', { state: 'total', process: 'worker' })).toBeGreaterThanOrEqual(1);
    expect(histogramCount(text, 'razz_db_statement_duration_seconds', { process: 'worker' })).toBeGreaterThan(0);
    expect(metricValue(text, 'nodejs_eventloop_lag_seconds', { process: 'worker' })).toEqual(expect.any(Number));
    expect(metricValue(text, 'process_resident_memory_bytes', { process: 'worker' })).toBeGreaterThan(0);
  });

  it('answers 404 on other paths and 405 on other methods, in the API’s error shape', async () => {
    const missing = await fetch(`${url}/nothing-here`);
    expect(missing.status).toBe(404);
    expect(await missing.json()).toEqual({ error: { code: 'NOT_FOUND', message: expect.any(String) } });
    const posted = await fetch(`${url}/metrics`, { method: 'POST' });
    expect(posted.status).toBe(405);
    expect(posted.headers.get('allow')).toBe('GET, HEAD');
  });

  it('has no /metrics route with METRICS_ENABLED=false', () => {
    const config = { ...testConfig({ databaseUrl: db.databaseUrl }), metrics: { enabled: false, workerHost: '127.0.0.1', workerPort: 0 } };
    expect(Object.keys(workerRoutes(worker, config))).not.toContain('/metrics');
  });

  it('closes the worker when its port is taken, then fails start-up naming the port', async () => {
    const held = createServer();
    await new Promise<void>((resolve) => held.listen(0, '127.0.0.1', resolve));
    const { port } = held.address() as AddressInfo;
    const base = testConfig({ databaseUrl: db.databaseUrl, redisUrl: testRedisUrl(), prefix: uniqueQueuePrefix('worker-http-taken') });
    const config = { ...base, metrics: { enabled: true, workerHost: '127.0.0.1', workerPort: port } };
    const logger = pino({ level: 'silent' });
    const other = await NestFactory.createApplicationContext(WorkerModule.register({ config, databaseUrl: db.databaseUrl, redisUrl: testRedisUrl(), logger }), {
      logger: false,
    });
    try {
      await expect(startWorkerHttp(other, config, logger)).rejects.toThrow(
        `the worker's HTTP server cannot listen on 127.0.0.1:${port} (WORKER_METRICS_HOST, WORKER_METRICS_PORT)`,
      );
      // Closed: its BullMQ workers stopped and its Redis connection is gone (a worker left open would still take jobs).
      expect(await other.get(JobScheduler).status()).toMatchObject({ ok: false });
    } finally {
      await other.close();
      await new Promise((resolve) => held.close(resolve));
    }
  });

  it('closes, and answers no more', async () => {
    await server?.close();
    await expect(fetch(`${url}/metrics`)).rejects.toThrow();
    server = undefined;
  });
});
