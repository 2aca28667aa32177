import { INestApplication } from '@nestjs/common';
import request from 'supertest';
import { createRootLogger } from '@app/runtime';
import { createApiApp } from '../../apps/api/src/bootstrap/create-api-app';
import { createTestDatabase, TestDatabase } from '../setup/test-database';
import { testRedisUrl, uniqueQueuePrefix } from '../setup/test-redis';
import { testConfig } from '../support/test-config';

describe.each([
  ['inline jobs', () => undefined],
  ['BullMQ jobs', () => testRedisUrl()],
])('API /health and /docs (%s)', (_label, redisUrl) => {
  let db: TestDatabase;
  let app: INestApplication;

  beforeAll(async () => {
    db = await createTestDatabase();
    const config = testConfig({ databaseUrl: db.databaseUrl, redisUrl: redisUrl(), prefix: uniqueQueuePrefix() });
    app = await createApiApp({ config, databaseUrl: db.databaseUrl, logger: createRootLogger(config, 'api-test') });
    await app.init();
  });

  afterAll(async () => {
    await app?.close();
    await db?.drop();
  });

  it('answers /health with 200 and each component up', async () => {
    const res = await request(app.getHttpServer()).get('/health').expect(200);
    expect(res.body).toMatchObject({
      status: 'ok',
      checks: {
        database: { status: 'up' },
        jobs: { status: 'up', driver: redisUrl() ? 'bullmq' : 'inline', processing: true },
      },
    });
  });

  it('serves the OpenAPI document and its UI', async () => {
    const doc = await request(app.getHttpServer()).get('/docs-json').expect(200);
    expect(doc.body.openapi).toMatch(/^3\./);
    expect(Object.keys(doc.body.paths)).toContain('/health');
    // Schemas are keyed by class name: two view classes with one name left one route documented
    // with the other's fields (a ledger entry and a tournament entry were both `EntryView`).
    const schemas = doc.body.components.schemas as Record<string, { properties: Record<string, unknown> }>;
    expect(Object.keys(schemas.LedgerEntryView?.properties ?? {})).toContain('balanceAfter');
    expect(Object.keys(schemas.TournamentEntryView?.properties ?? {})).toContain('entryNo');
    expect(Object.keys(schemas).filter((name) => name === 'EntryView')).toEqual([]);
    const ui = await request(app.getHttpServer()).get('/docs').expect(200);
    expect(ui.text).toContain('swagger-ui');
  });

  it('answers an unknown route with the common error shape', async () => {
    const res = await request(app.getHttpServer()).get('/no-such-thing').expect(404);
    expect(res.body).toEqual({ error: { code: 'NOT_FOUND', message: expect.stringContaining('/no-such-thing') }, requestId: expect.any(String) });
  });
});

describe('API /health when the database goes away', () => {
  it('answers 503 naming the database, and 200 again for the jobs part', async () => {
    const db = await createTestDatabase();
    const config = testConfig({ databaseUrl: db.databaseUrl });
    const app = await createApiApp({ config, databaseUrl: db.databaseUrl, logger: createRootLogger(config, 'api-test') });
    await app.init();
    try {
      await request(app.getHttpServer()).get('/health').expect(200);
      await db.drop(); // terminates the app's connections and removes the database
      const res = await request(app.getHttpServer()).get('/health').expect(503);
      expect(res.body.status).toBe('degraded');
      expect(res.body.checks.database.status).toBe('down');
      expect(res.body.checks.database.detail).toEqual(expect.any(String));
      expect(res.body.checks.jobs.status).toBe('up');
    } finally {
      await app.close();
    }
  });
});
