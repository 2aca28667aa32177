/**
 * Browser origins (docs/operations.md "Browser origins (CORS)"): none by default — no CORS header
 * at all; with CORS_ORIGINS, an allowed origin's preflight is answered 204 before the key guard
 * (it carries no key, and no limit counts it), with the methods and headers the API uses, and its
 * responses expose the headers clients read; any other origin gets no CORS header.
 */
import request from 'supertest';
import { loadConfig } from '@app/config';
import { createTestDatabase, TestDatabase } from '../setup/test-database';
import { ApiTestApp, startApiTestApp } from '../support/api-test-app';

const SCREENS = 'https://screens.example.com';
const EVIL = 'https://evil.example.net';

/** The CORS headers of a response, by name. */
const corsHeaders = (res: request.Response) => Object.fromEntries(Object.entries(res.headers).filter(([name]) => name.startsWith('access-control-')));

const preflight = (api: ApiTestApp, origin: string, path = '/cashier/deposits') =>
  request(api.http)
    .options(path)
    .set('origin', origin)
    .set('access-control-request-method', 'POST')
    .set('access-control-request-headers', 'x-api-key, content-type, idempotency-key, x-request-id');

describe('CORS', () => {
  let db: TestDatabase;
  beforeAll(async () => (db = await createTestDatabase()));
  afterAll(() => db.drop());

  describe('by default (no CORS_ORIGINS)', () => {
    let api: ApiTestApp;
    beforeAll(async () => (api = await startApiTestApp({ db })));
    afterAll(() => api.close());

    it('answers no CORS header to anyone: the screens are served from the API’s own origin', async () => {
      const answer = await preflight(api, SCREENS);
      expect({ status: answer.status, cors: corsHeaders(answer) }).toEqual({ status: 404, cors: {} });
      const read = await request(api.http).get('/auth/me').set('origin', SCREENS).set('x-api-key', api.adminKey).expect(200);
      expect(corsHeaders(read)).toEqual({});
    });
  });

  describe('CORS_ORIGINS=https://screens.example.com,http://localhost:5173', () => {
    let api: ApiTestApp;
    beforeAll(async () => {
      const { edge } = loadConfig({ CORS_ORIGINS: `${SCREENS},http://localhost:5173`, RATE_LIMIT_PER_ADDRESS: '1', RATE_LIMIT_FAILED_KEYS: '1' });
      api = await startApiTestApp({ db, config: { edge } });
    });
    afterAll(() => api.close());

    it('answers an allowed origin’s preflight 204 with the methods and request headers the API uses', async () => {
      const answer = await preflight(api, SCREENS).expect(204);
      expect(corsHeaders(answer)).toEqual({
        'access-control-allow-origin': SCREENS,
        'access-control-allow-methods': 'GET,HEAD,POST,PATCH',
        'access-control-allow-headers': 'x-api-key,authorization,content-type,content-encoding,idempotency-key,x-request-id',
        'access-control-max-age': '3600',
        // The cors middleware names them on preflights too; browsers read them on the actual response.
        'access-control-expose-headers': 'x-request-id,retry-after,idempotent-replayed,location,x-next-cursor,content-disposition',
      });
      expect(answer.headers.vary).toMatch(/Origin/);
      await preflight(api, 'http://localhost:5173', '/tables/3f0c9a52-6d1e-4b7a-9c1f-2a8e5d7b4c10/actions').expect(204);
    });

    it('never counts a preflight: many of them, and the address’s one keyless request is still a 401, not a 429', async () => {
      for (let i = 0; i < 5; i++) await preflight(api, SCREENS).expect(204);
      expect((await request(api.http).get('/players').set('origin', SCREENS)).status).toBe(401);
    });

    it('gives another origin no allow header: its preflight meets the router (404) and the browser keeps the script out', async () => {
      const answer = await preflight(api, EVIL);
      expect({ status: answer.status, cors: corsHeaders(answer) }).toEqual({ status: 404, cors: {} });
      const read = await request(api.http).get('/auth/me').set('origin', EVIL).set('x-api-key', api.adminKey).expect(200);
      expect(corsHeaders(read)).toEqual({});
    });

    it('a simple cross-origin GET from an allowed origin: its origin allowed, the headers clients read exposed, no credentials', async () => {
      const read = await request(api.http).get('/auth/me').set('origin', SCREENS).set('x-api-key', api.adminKey).expect(200);
      expect(corsHeaders(read)).toEqual({
        'access-control-allow-origin': SCREENS,
        'access-control-expose-headers': 'x-request-id,retry-after,idempotent-replayed,location,x-next-cursor,content-disposition',
      });
    });
  });
});
