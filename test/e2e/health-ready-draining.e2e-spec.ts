/**
 * `/health/ready` while the process stops: from the shutdown's first step (`ProcessLifecycle`
 * draining, docs/operations.md "Stopping gracefully") it answers 503 and says why, so a load
 * balancer stops sending, while the requests it answers are still served. It runs no check then:
 * the connections those checks use are about to close.
 */
import request from 'supertest';
import { ProcessLifecycle } from '@app/runtime';
import { ApiTestApp, startApiTestApp } from '../support/api-test-app';

describe('/health/ready while the process is draining', () => {
  let api: ApiTestApp;

  beforeAll(async () => (api = await startApiTestApp()));
  afterAll(() => api.close());

  it('answers 200 before the stop begins, then 503 with draining: true at once, without asking the database or Redis', async () => {
    const before = await request(api.http).get('/health/ready').expect(200);
    expect(before.body).toMatchObject({ status: 'ready' });
    expect(before.body).not.toHaveProperty('draining');

    api.app.get(ProcessLifecycle).beginDraining();

    const after = await request(api.http).get('/health/ready').expect(503);
    // No checks: the stop closes the database and Redis connections while the port may still answer.
    expect(after.body).toEqual({ status: 'not-ready', draining: true });
  });
});
