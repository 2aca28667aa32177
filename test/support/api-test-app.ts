import { INestApplication } from '@nestjs/common';
import { randomBytes, randomUUID } from 'node:crypto';
import { Writable } from 'node:stream';
import pino from 'pino';
import type { AppConfig } from '@app/config';
import type { ApiKeyRole } from '@app/persistence';
import request from 'supertest';
import type { App } from 'supertest/types';
import { createApiApp } from '../../apps/api/src/bootstrap/create-api-app';
import { createTestDatabase, TestDatabase } from '../setup/test-database';
import { testConfig } from './test-config';

export interface ApiTestApp {
  app: INestApplication;
  http: App;
  db: TestDatabase;
  /** The configured ADMIN_API_KEY the app registered on start. */
  adminKey: string;
  /** Everything the app logged, as parsed pino lines. */
  logs(): { level: number; msg: string; [key: string]: unknown }[];
  close(): Promise<void>;
}

/** A key in the configured-key style: long enough, not in the rr_ format (that one is tested too). */
export function randomAdminKey(): string {
  return `test-admin-${randomBytes(24).toString('hex')}`;
}

/**
 * The real API app (createApiApp: guard, validation, error filter, docs) on a fresh database,
 * with a known admin key and the log captured in memory.
 */
export async function startApiTestApp(options: { adminApiKey?: string | null; db?: TestDatabase; config?: Partial<AppConfig> } = {}): Promise<ApiTestApp> {
  const db = options.db ?? (await createTestDatabase());
  const adminKey = options.adminApiKey === undefined ? randomAdminKey() : options.adminApiKey;
  const config = { ...testConfig({ databaseUrl: db.databaseUrl, adminApiKey: adminKey ?? undefined }), ...options.config };
  const lines: string[] = [];
  const sink = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(...chunk.toString().split('\n').filter(Boolean));
      done();
    },
  });
  const logger = pino({ level: 'info' }, sink);
  const app = await createApiApp({ config: { ...config, logLevel: 'info' }, databaseUrl: db.databaseUrl, logger });
  await app.init();
  return {
    app,
    http: app.getHttpServer() as App,
    db,
    adminKey: adminKey ?? '',
    logs: () => lines.map((line) => JSON.parse(line) as { level: number; msg: string }),
    close: async () => {
      await app.close();
      if (!options.db) await db.drop();
    },
  };
}

/** Creates a key through the API (as admin) and returns the key itself. */
export async function createKey(api: ApiTestApp, role: ApiKeyRole, playerId?: string): Promise<{ id: string; key: string }> {
  const res = await request(api.http)
    .post('/api-keys')
    .set('x-api-key', api.adminKey)
    .send({ name: `${role} ${randomUUID().slice(0, 8)}`, role, ...(playerId ? { playerId } : {}) })
    .expect(201);
  return { id: res.body.id as string, key: res.body.key as string };
}

export async function createPlayer(api: ApiTestApp, screenName = `p-${randomBytes(5).toString('hex')}`): Promise<string> {
  const res = await request(api.http).post('/players').set('x-api-key', api.adminKey).send({ screenName }).expect(201);
  return res.body.id as string;
}

export async function deposit(api: ApiTestApp, playerId: string, amount: number, unit = 'USD'): Promise<request.Response> {
  return request(api.http)
    .post('/cashier/deposits')
    .set('x-api-key', api.adminKey)
    .set('Idempotency-Key', randomUUID())
    .send({ playerId, unit, amount })
    .expect(201);
}
