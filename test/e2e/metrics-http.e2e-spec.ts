/**
 * `GET /metrics` of the API (docs/operations.md "Metrics"): public, in the Prometheus text format,
 * and every response counted under the route it matched as declared — the ones the key guard (401,
 * 403), validation (400), the rate limits (429) and the router (404) refuse included — never under the raw URL.
 */
import { randomUUID } from 'node:crypto';
import { loadConfig } from '@app/config';
import { QUEUES } from '@app/jobs';
import request from 'supertest';
import { testRedisUrl, uniqueQueuePrefix } from '../setup/test-redis';
import { ApiTestApp, createKey, startApiTestApp } from '../support/api-test-app';
import { histogramCount, metricType, metricValue, scrapeMetrics } from '../support/metrics-text';

describe('GET /metrics (API)', () => {
  let api: ApiTestApp;

  beforeAll(async () => (api = await startApiTestApp()));
  afterAll(() => api.close());

  it('counts each response under its route template and status, with a latency histogram', async () => {
    const playerId = randomUUID();
    const cashier = await createKey(api, 'cashier');
    const before = await scrapeMetrics(api.http);
    const count = (text: string, route: string, status: string, method = 'GET') =>
      metricValue(text, 'http_requests_total', { method, route, status, process: 'api' }) ?? 0;

    await request(api.http).get('/auth/me').set('x-api-key', api.adminKey).expect(200);
    await request(api.http).get(`/players/${playerId}`).set('x-api-key', 'rr_not_a_key').expect(401);
    await request(api.http).get(`/players/${playerId}`).set('x-api-key', 'rr_not_a_key').expect(401);
    await request(api.http).get(`/no-such-route/${playerId}`).expect(404);
    await request(api.http).post('/players').set('x-api-key', api.adminKey).send({ screenName: 42 }).expect(400);
    await request(api.http).post('/players').set('x-api-key', cashier.key).send({ screenName: 'refused' }).expect(403);

    const after = await scrapeMetrics(api.http);
    expect(count(after, '/auth/me', '200') - count(before, '/auth/me', '200')).toBe(1);
    expect(count(after, '/players/:playerId', '401') - count(before, '/players/:playerId', '401')).toBe(2);
    expect(count(after, '(unmatched)', '404') - count(before, '(unmatched)', '404')).toBe(1);
    expect(count(after, '/players', '400', 'POST') - count(before, '/players', '400', 'POST')).toBe(1);
    expect(count(after, '/players', '403', 'POST') - count(before, '/players', '403', 'POST')).toBe(1);
    // The scrape before this one was counted too, under its own route.
    expect(count(after, '/metrics', '200')).toBeGreaterThanOrEqual(1);

    // Label values are route templates only: no id from a URL ever becomes one.
    expect(after).not.toContain(playerId);
    expect(metricType(after, 'http_request_duration_seconds')).toBe('histogram');
    expect(histogramCount(after, 'http_request_duration_seconds', { route: '/players/:playerId', status: '401' })).toBeGreaterThanOrEqual(2);
    expect(histogramCount(after, 'http_request_duration_seconds', { route: '(unmatched)', status: '404' })).toBeGreaterThanOrEqual(1);
  });

  it('answers without a key in the Prometheus text format: the process defaults, the event loop lag, the database and the jobs', async () => {
    const res = await request(api.http).get('/metrics').expect(200);
    expect(res.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
    expect(metricValue(res.text, 'razz_db_pool_connections', { state: 'total', process: 'api' })).toBeGreaterThanOrEqual(1);
    expect(metricValue(res.text, 'razz_db_pool_connections', { state: 'waiting', process: 'api' })).toEqual(expect.any(Number));
    expect(histogramCount(res.text, 'razz_db_statement_duration_seconds', { process: 'api' })).toBeGreaterThan(0);
    // Jobs run in this process here (the inline driver): its queues, each state, even when empty.
    expect(metricValue(res.text, 'razz_job_queue_depth', { queue: 'tables', state: 'waiting', process: 'api' })).toEqual(expect.any(Number));
    expect(metricType(res.text, 'razz_job_duration_seconds')).toBe('histogram');
    expect(metricValue(res.text, 'process_cpu_user_seconds_total', { process: 'api' })).toBeGreaterThan(0);
    expect(metricValue(res.text, 'nodejs_heap_size_used_bytes', { process: 'api' })).toBeGreaterThan(0);
    expect(metricValue(res.text, 'nodejs_eventloop_lag_seconds', { process: 'api' })).toEqual(expect.any(Number));
  });

  it('keeps scrapes out of the request log, like health probes', async () => {
    await request(api.http).get('/metrics').expect(200);
    await request(api.http).get('/auth/me').set('x-api-key', api.adminKey).expect(200);
    const logged = api.logs().map((line) => (line.req as { url?: string } | undefined)?.url);
    expect(logged).toContain('/auth/me');
    expect(logged).not.toContain('/metrics');
  });

  it('is in the OpenAPI document as a public text route', async () => {
    const doc = (await request(api.http).get('/docs-json').expect(200)).body as {
      paths: Record<string, { get?: { 'x-roles'?: string[]; responses: Record<string, { content?: Record<string, unknown> }> } }>;
    };
    const operation = doc.paths['/metrics']?.get;
    expect(operation?.['x-roles']).toEqual(['public']);
    expect(Object.keys(operation?.responses['200']?.content ?? {})).toEqual(['text/plain']);
  });
});

describe('GET /metrics behind the rate limits', () => {
  it('counts a 429 under the route it refused, and is not limited itself', async () => {
    const { edge } = loadConfig({ NODE_ENV: 'test' });
    const api = await startApiTestApp({ config: { edge: { ...edge, rateLimits: { ...edge.rateLimits, perAddress: 2 } } } });
    try {
      const path = `/players/${randomUUID()}`;
      await request(api.http).get(path).expect(401);
      await request(api.http).get(path).expect(401);
      await request(api.http).get(path).expect(429);
      // Past the limit for requests without a key, the scraper (which sends none) still gets its figures.
      const text = await scrapeMetrics(api.http);
      expect(metricValue(text, 'http_requests_total', { route: '/players/:playerId', status: '429' })).toBe(1);
      expect(histogramCount(text, 'http_request_duration_seconds', { route: '/players/:playerId', status: '429' })).toBe(1);
    } finally {
      await api.close();
    }
  });
});

describe('GET /metrics of an API that only enqueues (BullMQ, jobs in a worker)', () => {
  it('reports the depth of every queue from Redis, and times no job of its own', async () => {
    const api = await startApiTestApp({ config: { redisUrl: testRedisUrl(), jobs: { inProcess: false, prefix: uniqueQueuePrefix('metrics-api') } } });
    try {
      const text = await scrapeMetrics(api.http);
      for (const queue of Object.values(QUEUES)) {
        for (const state of ['waiting', 'delayed', 'active']) expect(metricValue(text, 'razz_job_queue_depth', { queue, state, process: 'api' })).toBe(0);
      }
      expect(metricValue(text, 'razz_job_duration_seconds_count')).toBeUndefined();
    } finally {
      await api.close();
    }
  });
});

describe('METRICS_ENABLED=false', () => {
  it('has no /metrics route', async () => {
    const api = await startApiTestApp({ config: { metrics: { enabled: false, workerHost: '127.0.0.1', workerPort: 0 } } });
    try {
      await request(api.http).get('/metrics').expect(404);
    } finally {
      await api.close();
    }
  });
});
