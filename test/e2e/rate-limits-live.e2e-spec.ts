/**
 * The live WebSocket's limits (docs/api.md "Live", docs/operations.md "Rate limits"): connections
 * per key, messages per second per connection, and the connect's key counted as a request's is —
 * one counter of guessed keys, and one of keyless attempts per address, for HTTP and WebSocket alike. Refusals close with 4429 and a reason
 * a client can act on.
 */
import { randomBytes } from 'node:crypto';
import request from 'supertest';
import WebSocket from 'ws';
import { loadConfig } from '@app/config';
import { createTestDatabase, TestDatabase } from '../setup/test-database';
import { ApiTestApp, createKey, startApiTestApp } from '../support/api-test-app';
import { eventually } from '../support/eventually';
import { LiveSocket, openLive } from '../support/live-socket';

const guess = () => `rr_${randomBytes(8).toString('hex')}_${randomBytes(32).toString('base64url')}`;

describe('rate limits of the live WebSocket', () => {
  let db: TestDatabase;
  beforeAll(async () => (db = await createTestDatabase()));
  afterAll(() => db.drop());

  /** A listening app with these limit variables; its URL. */
  async function listening(env: Record<string, string>): Promise<{ api: ApiTestApp; url: string }> {
    const api = await startApiTestApp({ db, config: { edge: loadConfig(env).edge } });
    await api.app.listen(0, '127.0.0.1');
    return { api, url: (await api.app.getUrl()).replace('[::1]', '127.0.0.1') };
  }

  async function ready(url: string, key: string): Promise<LiveSocket> {
    const socket = await openLive(url, key);
    await socket.waitFor((m) => m.type === 'ready' || m.type === 'error');
    return socket;
  }

  describe('connections per key (RATE_LIMIT_WS_CONNECTIONS_PER_KEY=2)', () => {
    let api: ApiTestApp;
    let url: string;
    const open: LiveSocket[] = [];
    beforeAll(async () => ({ api, url } = await listening({ RATE_LIMIT_WS_CONNECTIONS_PER_KEY: '2' })));
    afterAll(async () => {
      for (const socket of open) await socket.close();
      await api.close();
    });

    it('refuses a key’s third socket with TOO_MANY_CONNECTIONS and 4429; another key is not affected; a closed socket frees its place', async () => {
      const [first, second] = [await createKey(api, 'director'), await createKey(api, 'director')];
      open.push(await ready(url, first.key), await ready(url, first.key));
      expect(open.map((s) => s.messages[0]?.type)).toEqual(['ready', 'ready']);

      const third = await openLive(url, first.key);
      expect(await third.closed).toEqual({ code: 4429, reason: 'TOO_MANY_CONNECTIONS' });
      expect(third.messages).toEqual([
        { type: 'error', code: 'TOO_MANY_CONNECTIONS', message: expect.stringContaining('at most 2 live connections per API key') },
      ]);

      const other = await ready(url, second.key);
      open.push(other);
      expect(other.messages[0]?.type).toBe('ready');

      await open.shift()?.close();
      // The server forgets the closed socket when its own close event runs: poll for the free place.
      const again = await eventually(
        async () => {
          const socket = await ready(url, first.key);
          if (socket.messages[0]?.type === 'ready') return socket;
          await socket.closed;
          return undefined;
        },
        undefined,
        'a place for the key once one of its sockets closed',
      );
      open.push(again);
    });
  });

  describe('messages per second (RATE_LIMIT_WS_MESSAGES_PER_SECOND=3)', () => {
    let api: ApiTestApp;
    let url: string;
    beforeAll(async () => ({ api, url } = await listening({ RATE_LIMIT_WS_MESSAGES_PER_SECOND: '3' })));
    afterAll(() => api.close());

    it('answers the limit, then one RATE_LIMITED, drops the rest, and closes with 4429 RATE_LIMITED at twice the limit', async () => {
      const socket = await ready(url, api.adminKey);
      // One burst, sent at once: each message the server handles is answered (BAD_MESSAGE), the refused one is told.
      for (let i = 0; i < 7; i++) socket.send({ type: 'ping' });
      expect(await socket.closed).toEqual({ code: 4429, reason: 'RATE_LIMITED' });
      expect(socket.messages.map((m) => [m.type, m.code])).toEqual([
        ['ready', undefined],
        ['error', 'BAD_MESSAGE'],
        ['error', 'BAD_MESSAGE'],
        ['error', 'BAD_MESSAGE'],
        ['error', 'RATE_LIMITED'],
        ['error', 'RATE_LIMITED'],
      ]);
    });
  });

  describe('the client address of an upgrade (TRUST_PROXY=loopback, RATE_LIMIT_FAILED_KEYS=1)', () => {
    let api: ApiTestApp;
    let url: string;
    beforeAll(async () => ({ api, url } = await listening({ TRUST_PROXY: 'loopback', RATE_LIMIT_FAILED_KEYS: '1' })));
    afterAll(() => api.close());

    /** The close of a socket connecting with a bad key, through a proxy that says the client is `client`. */
    function closeOf(client: string): Promise<{ code: number; reason: string }> {
      const socket = new WebSocket(new URL('/live', url.replace(/^http/, 'ws')), { headers: { 'x-api-key': guess(), 'x-forwarded-for': client } });
      return new Promise((resolve) => socket.on('close', (code, reason) => resolve({ code, reason: reason.toString() })));
    }

    it('is the one X-Forwarded-For names, as for a request: each client guesses on its own counter', async () => {
      expect(await closeOf('203.0.113.7')).toEqual({ code: 4401, reason: 'API_KEY_INVALID' });
      expect(await closeOf('203.0.113.7')).toEqual({ code: 4429, reason: 'RATE_LIMITED' });
      expect(await closeOf('203.0.113.8')).toEqual({ code: 4401, reason: 'API_KEY_INVALID' });
      // The same counter as HTTP's.
      expect((await request(api.http).get('/players').set('x-api-key', guess()).set('x-forwarded-for', '203.0.113.8')).status).toBe(429);
    });
  });

  describe('guessed keys at connect (RATE_LIMIT_FAILED_KEYS=2)', () => {
    let api: ApiTestApp;
    let url: string;
    beforeAll(async () => ({ api, url } = await listening({ RATE_LIMIT_FAILED_KEYS: '2' })));
    afterAll(() => api.close());

    it('counts with HTTP’s guesses: the third new bad key is refused with 4429 RATE_LIMITED, over HTTP too; the admin key still connects', async () => {
      await request(api.http).get('/auth/me').set('x-api-key', api.adminKey).expect(200);
      await request(api.http).get('/players').set('x-api-key', guess()).expect(401);
      const refused = await openLive(url, guess());
      expect(await refused.closed).toEqual({ code: 4401, reason: 'API_KEY_INVALID' });
      const limited = await openLive(url, guess(), 'query');
      expect(await limited.closed).toEqual({ code: 4429, reason: 'RATE_LIMITED' });
      expect(limited.messages).toEqual([{ type: 'error', code: 'RATE_LIMITED', message: expect.stringMatching(/retry in \d+ s/) }]);
      expect((await request(api.http).get('/players').set('x-api-key', guess())).status).toBe(429);
      const admin = await ready(url, api.adminKey);
      expect(admin.messages[0]?.type).toBe('ready');
      await admin.close();
    });
  });

  describe('connections without a key (RATE_LIMIT_PER_ADDRESS=2)', () => {
    let api: ApiTestApp;
    let url: string;
    beforeAll(async () => ({ api, url } = await listening({ RATE_LIMIT_PER_ADDRESS: '2' })));
    afterAll(() => api.close());

    it('count under the address with its keyless requests: over the limit a connect is closed with 4429 RATE_LIMITED; a valid key still connects', async () => {
      await request(api.http).get('/players').expect(401);
      const refused = await openLive(url, undefined);
      expect(await refused.closed).toEqual({ code: 4401, reason: 'API_KEY_MISSING' });
      const limited = await openLive(url, undefined);
      expect(await limited.closed).toEqual({ code: 4429, reason: 'RATE_LIMITED' });
      expect(limited.messages).toEqual([
        { type: 'error', code: 'RATE_LIMITED', message: expect.stringMatching(/without a valid API key from this address.*retry in \d+ s/) },
      ]);
      expect((await request(api.http).get('/players')).status).toBe(429);
      const admin = await ready(url, api.adminKey);
      expect(admin.messages[0]?.type).toBe('ready');
      await admin.close();
    });
  });
});
