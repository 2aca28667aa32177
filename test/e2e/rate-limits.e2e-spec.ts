/**
 * The HTTP rate limits (docs/operations.md "Rate limits"), on the real app with small configured
 * counts. Every request comes from 127.0.0.1, as a whole office behind one NAT would: guessed keys
 * are refused after exactly RATE_LIMIT_FAILED_KEYS while the keys in use there carry on; one key
 * over RATE_LIMIT_PER_KEY leaves another key alone; 0 turns a limit off; probes are never counted;
 * with TRUST_PROXY the client named by X-Forwarded-For is counted, without it the header changes
 * nothing.
 */
import { randomBytes } from 'node:crypto';
import request from 'supertest';
import { loadConfig } from '@app/config';
import { createTestDatabase, TestDatabase } from '../setup/test-database';
import { ApiTestApp, createKey, startApiTestApp } from '../support/api-test-app';

/** A key in the issued format that no database holds: a guess. */
const guess = () => `rr_${randomBytes(8).toString('hex')}_${randomBytes(32).toString('base64url')}`;

describe('rate limits over HTTP', () => {
  let db: TestDatabase;
  beforeAll(async () => (db = await createTestDatabase()));
  afterAll(() => db.drop());

  /** An app on the shared database with these limit variables (the rest at their defaults). */
  const appWith = (env: Record<string, string>) => startApiTestApp({ db, config: { edge: loadConfig(env).edge } });

  function expectRateLimited(res: request.Response): void {
    expect({ status: res.status, body: res.body as unknown }).toEqual({
      status: 429,
      body: expect.objectContaining({ error: { code: 'RATE_LIMITED', message: expect.stringMatching(/retry in \d+ s/) } }),
    });
    const retryAfter = Number(res.headers['retry-after']);
    expect(Number.isInteger(retryAfter) && retryAfter >= 1 && retryAfter <= 60).toBe(true);
  }

  describe('guessed keys (RATE_LIMIT_FAILED_KEYS=5)', () => {
    let api: ApiTestApp;
    beforeAll(async () => (api = await appWith({ RATE_LIMIT_FAILED_KEYS: '5' })));
    afterAll(() => api.close());

    it('refuses the sixth new bad key with 429 and Retry-After, while a key in use from the same address is never slowed', async () => {
      await request(api.http).get('/auth/me').set('x-api-key', api.adminKey).expect(200);
      const floodAnswers: request.Response[] = [];
      const goodAnswers: number[] = [];
      const flood = (async () => {
        for (let i = 0; i < 30; i++) floodAnswers.push(await request(api.http).get('/players').set('x-api-key', guess()));
      })();
      const goodTraffic = (async () => {
        for (let i = 0; i < 30; i++) goodAnswers.push((await request(api.http).get('/players').set('x-api-key', api.adminKey)).status);
      })();
      await Promise.all([flood, goodTraffic]);

      expect(floodAnswers.map((r) => r.status)).toEqual([...Array<number>(5).fill(401), ...Array<number>(25).fill(429)]);
      expect(floodAnswers.slice(0, 5).map((r) => r.body.error.code)).toEqual(Array(5).fill('API_KEY_INVALID'));
      for (const res of floodAnswers.slice(5)) expectRateLimited(res);
      expect(goodAnswers).toEqual(Array(30).fill(200));
    });

    it('while blocked, a key the address has not used lately is not even looked at: a right guess is refused like a wrong one', async () => {
      const blocked = await createKey(api, 'director');
      // The address is still over its limit from the flood above (a whole window).
      expectRateLimited(await request(api.http).get('/players').set('x-api-key', blocked.key));
      await request(api.http).get('/players').set('x-api-key', api.adminKey).expect(200);
    });
  });

  describe('one stale key sent again and again (RATE_LIMIT_PER_ADDRESS=8)', () => {
    let api: ApiTestApp;
    beforeAll(async () => (api = await appWith({ RATE_LIMIT_PER_ADDRESS: '8', RATE_LIMIT_FAILED_KEYS: '2' })));
    afterAll(() => api.close());

    it('is one guess, but every request without a valid key counts for the address: 429 after the eighth', async () => {
      const stale = guess();
      const statuses: number[] = [];
      for (let i = 0; i < 6; i++) statuses.push((await request(api.http).get('/players').set('x-api-key', stale)).status);
      // No key at all counts for the address too.
      for (let i = 0; i < 2; i++) statuses.push((await request(api.http).get('/players')).status);
      expect(statuses).toEqual(Array(8).fill(401));
      expectRateLimited(await request(api.http).get('/players').set('x-api-key', stale));
      expectRateLimited(await request(api.http).get('/players'));
      // A valid key is counted per key, not per address.
      await request(api.http).get('/players').set('x-api-key', api.adminKey).expect(200);
    });
  });

  describe('per key (RATE_LIMIT_PER_KEY=5)', () => {
    let api: ApiTestApp;
    beforeAll(async () => (api = await appWith({ RATE_LIMIT_PER_KEY: '5' })));
    afterAll(() => api.close());

    it('refuses the sixth request of one key; another key from the same address is not affected', async () => {
      // Two admin requests to create them: the admin key has three left.
      const [first, second] = [await createKey(api, 'director'), await createKey(api, 'director')];
      const statuses: number[] = [];
      for (let i = 0; i < 5; i++) statuses.push((await request(api.http).get('/players').set('x-api-key', first.key)).status);
      expect(statuses).toEqual(Array(5).fill(200));
      const refused = await request(api.http).get('/players').set('x-api-key', first.key);
      expectRateLimited(refused);
      expect(refused.body.error.message).toMatch(/^too many requests with this API key \(at most 5 in 60 s\); retry in \d+ s$/);
      // A role refusal is still the key's request: counted, and refused as over the limit first.
      expectRateLimited(await request(api.http).get('/api-keys').set('x-api-key', first.key));
      const others: number[] = [];
      for (let i = 0; i < 5; i++) others.push((await request(api.http).get('/players').set('x-api-key', second.key)).status);
      expect(others).toEqual(Array(5).fill(200));
    });
  });

  describe('the OpenAPI document', () => {
    let api: ApiTestApp;
    beforeAll(async () => (api = await appWith({})));
    afterAll(() => api.close());

    it('lists the 429 with its Retry-After on every route that is counted (a key, or public and no probe), and on no probe', async () => {
      type Operation = { 'x-roles'?: string[]; responses: Record<string, { headers?: Record<string, unknown> }> };
      const doc = (await request(api.http).get('/docs-json').expect(200)).body as { paths: Record<string, Record<string, Operation>> };
      const operations = Object.entries(doc.paths).flatMap(([path, ops]) => Object.entries(ops).map(([method, op]) => ({ route: `${method} ${path}`, op })));
      const keyed = operations.filter(({ op }) => !op['x-roles']?.includes('public'));
      expect(keyed.length).toBeGreaterThan(75);
      expect(keyed.filter(({ op }) => !op.responses['429']?.headers?.['Retry-After']).map(({ route }) => route)).toEqual([]);
      // The probes (@SkipRateLimit: health, metrics) are never counted; other public routes are, per address.
      const isProbe = (route: string) => / \/(health|metrics)(\/|$)/.test(route);
      const open = operations.filter(({ op }) => op['x-roles']?.includes('public'));
      expect(open.filter(({ route, op }) => isProbe(route) && op.responses['429']).map(({ route }) => route)).toEqual([]);
      expect(open.filter(({ route }) => !isProbe(route)).map(({ route, op }) => [route, Boolean(op.responses['429']?.headers?.['Retry-After'])])).toEqual([
        ['get /displays/{token}', true],
        ['get /boards/{token}', true],
      ]);
    });
  });

  describe('every limit 0', () => {
    let api: ApiTestApp;
    beforeAll(async () => (api = await appWith({ RATE_LIMIT_PER_KEY: '0', RATE_LIMIT_PER_ADDRESS: '0', RATE_LIMIT_FAILED_KEYS: '0' })));
    afterAll(() => api.close());

    it('counts nothing: more guesses than the default limit allows, and more requests than any small limit', async () => {
      const guesses: number[] = [];
      for (let i = 0; i < 25; i++) guesses.push((await request(api.http).get('/players').set('x-api-key', guess())).status);
      expect(guesses).toEqual(Array(25).fill(401));
      const good: number[] = [];
      for (let i = 0; i < 25; i++) good.push((await request(api.http).get('/auth/me').set('x-api-key', api.adminKey)).status);
      expect(good).toEqual(Array(25).fill(200));
    });
  });

  describe('probes', () => {
    let api: ApiTestApp;
    beforeAll(async () => (api = await appWith({ RATE_LIMIT_PER_ADDRESS: '2' })));
    afterAll(() => api.close());

    it('/health and /metrics are never counted', async () => {
      const statuses: number[] = [];
      for (let i = 0; i < 6; i++) statuses.push((await request(api.http).get('/health')).status, (await request(api.http).get('/metrics')).status);
      expect(statuses).toEqual(Array(12).fill(200));
      // While the same address's keyless requests are counted as usual.
      for (let i = 0; i < 2; i++) await request(api.http).get('/players').expect(401);
      expectRateLimited(await request(api.http).get('/players'));
      await request(api.http).get('/health').expect(200);
    });
  });

  describe('the client address behind a proxy', () => {
    it('TRUST_PROXY=loopback: each client X-Forwarded-For names is counted on its own', async () => {
      const api = await appWith({ RATE_LIMIT_PER_ADDRESS: '2', TRUST_PROXY: 'loopback' });
      try {
        const from = (client: string) => request(api.http).get('/players').set('x-forwarded-for', client);
        for (let i = 0; i < 2; i++) await from('203.0.113.7').expect(401);
        expectRateLimited(await from('203.0.113.7'));
        await from('203.0.113.8').expect(401);
      } finally {
        await api.close();
      }
    });

    it('without TRUST_PROXY, X-Forwarded-For changes nothing: a client cannot name itself out of its limit', async () => {
      const api = await appWith({ RATE_LIMIT_PER_ADDRESS: '2' });
      try {
        for (let i = 0; i < 2; i++) await request(api.http).get('/players').set('x-forwarded-for', `203.0.113.${i}`).expect(401);
        expectRateLimited(await request(api.http).get('/players').set('x-forwarded-for', '203.0.113.99'));
      } finally {
        await api.close();
      }
    });
  });
});
