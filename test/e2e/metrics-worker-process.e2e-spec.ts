/**
 * The built worker process (`dist/apps/worker/src/main.js`) serves its own `/metrics` on the port
 * it logs, and closes that server as the last step of a SIGTERM stop.
 */
import { randomBytes } from 'node:crypto';
import { createTestDatabase, TestDatabase } from '../setup/test-database';
import { testRedisUrl } from '../setup/test-redis';
import { metricValue } from '../support/metrics-text';
import { builtEntry, RunningProcess, startNode, stopProcess } from '../support/node-process';

const SERVING = /razz-room worker HTTP on (http:\/\/[^\s"]+)/;

describe('the worker process’s metrics', () => {
  let db: TestDatabase;
  let worker: RunningProcess | undefined;

  beforeAll(async () => (db = await createTestDatabase()));
  afterAll(async () => {
    if (worker) await stopProcess(worker);
    await db.drop();
  });

  it('answers GET /metrics on the port it logs, with the worker’s figures, until it stops', async () => {
    worker = startNode(builtEntry('worker'), {
      DATABASE_URL: db.databaseUrl,
      REDIS_URL: testRedisUrl(),
      JOBS_PREFIX: `m${randomBytes(4).toString('hex')}`,
      WORKER_METRICS_HOST: '127.0.0.1',
      WORKER_METRICS_PORT: '0',
    });
    await worker.waitForOutput(/razz-room worker started/);
    const url = SERVING.exec(worker.output())?.[1];
    expect(url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);

    const res = await fetch(`${url}/metrics`);
    expect(res.status).toBe(200);
    const text = await res.text();
    expect(metricValue(text, 'razz_db_pool_connections', { state: 'total', process: 'worker' })).toBeGreaterThanOrEqual(1);
    expect(metricValue(text, 'razz_job_queue_depth', { queue: 'tables', state: 'waiting', process: 'worker' })).toEqual(expect.any(Number));
    expect(metricValue(text, 'nodejs_eventloop_lag_seconds', { process: 'worker' })).toEqual(expect.any(Number));

    await expect(stopProcess(worker)).resolves.toBe(0);
    expect(worker.output()).toContain('shutdown step: close the HTTP server');
    await expect(fetch(`${url}/metrics`)).rejects.toThrow();
    worker = undefined;
  });
});
