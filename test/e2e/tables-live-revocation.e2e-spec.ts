/**
 * A key that stops being valid loses its WebSocket at once: revoking it (`POST /api-keys/{id}/revoke`)
 * or deactivating its player closes every socket it opened — on this API instance (the in-process
 * bus) and on every other one (Redis) — with close code 4401 and the reason `API_KEY_REVOKED`. And
 * every subscribe checks the key again, so a socket whose revocation notice never arrived still
 * cannot follow another table.
 */
import request from 'supertest';
import { testRedisUrl, uniqueQueuePrefix } from '../setup/test-redis';
import { createTestDatabase, TestDatabase } from '../setup/test-database';
import { ApiTestApp, createKey, randomAdminKey, startApiTestApp } from '../support/api-test-app';
import { LiveSocket, openLive } from '../support/live-socket';
import { eventually, notYet, WAIT_MS } from '../support/eventually';
import { sql } from '../support/ledger-invariants';
import { createCashTable, fundedPlayer, sitDown } from '../support/tables';

const REVOKED = { code: 4401, reason: 'API_KEY_REVOKED' };

/** The socket's close, or a failure when it stays open (the bug: a revoked key kept its socket). */
function closedWithin(socket: LiveSocket, ms = 10_000): Promise<{ code: number; reason: string }> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`the socket was still open ${ms} ms after its key stopped being valid`)), ms);
  });
  return Promise.race([socket.closed, timeout]).finally(() => clearTimeout(timer));
}

async function listen(api: ApiTestApp): Promise<string> {
  await api.app.listen(0, '127.0.0.1');
  return (await api.app.getUrl()).replace('[::1]', '127.0.0.1');
}

async function follow(url: string, key: string, tableId: string): Promise<LiveSocket> {
  const socket = await openLive(url, key);
  socket.send({ type: 'subscribe', tableId });
  await socket.waitFor((m) => m.type === 'subscribed');
  return socket;
}

/** Table changes keep coming (a player sits down), so an open socket would go on receiving them. */
async function changeTable(http: ApiTestApp['http'], adminKey: string, tableId: string, seat: number): Promise<void> {
  await sitDown(http, await fundedPlayer(http, adminKey, 1_000), tableId, seat, 500);
}

describe('a revoked key loses its WebSocket (one instance, in-process bus)', () => {
  let api: ApiTestApp;
  let url: string;

  beforeAll(async () => {
    api = await startApiTestApp();
    url = await listen(api);
  });
  afterAll(() => api.close());

  it('closes a director socket when its key is revoked, after which it hears nothing', async () => {
    const tableId = (await createCashTable(api.http, api.adminKey)).id;
    const director = await createKey(api, 'director');
    const socket = await follow(url, director.key, tableId);
    await changeTable(api.http, api.adminKey, tableId, 1);
    await socket.waitFor((m) => m.type === 'update');

    await request(api.http).post(`/api-keys/${director.id}/revoke`).set('x-api-key', api.adminKey).expect(200);
    expect(await closedWithin(socket)).toEqual(REVOKED);
    expect(socket.messages.at(-1)).toEqual({ type: 'error', code: 'API_KEY_REVOKED', message: expect.stringContaining(director.id) });
    const framesAtClose = socket.frames.length;
    await changeTable(api.http, api.adminKey, tableId, 2);
    expect(socket.frames).toHaveLength(framesAtClose);
  });

  it("closes a player's sockets when the player is deactivated, and leaves other keys' sockets open", async () => {
    const tableId = (await createCashTable(api.http, api.adminKey)).id;
    const player = await fundedPlayer(api.http, api.adminKey, 1_000);
    const bystander = await fundedPlayer(api.http, api.adminKey, 1_000);
    const [first, second, other] = [await follow(url, player.key, tableId), await follow(url, player.key, tableId), await follow(url, bystander.key, tableId)];

    await request(api.http).post(`/players/${player.playerId}/deactivate`).set('x-api-key', api.adminKey).expect(200);
    expect(await closedWithin(first)).toEqual(REVOKED);
    expect(await closedWithin(second)).toEqual(REVOKED);
    await changeTable(api.http, api.adminKey, tableId, 1);
    await other.waitFor((m) => m.type === 'update');
    await other.close();
  });

  it('checks the key again on every subscribe: a key revoked without a notice cannot follow another table', async () => {
    const [one, two] = [(await createCashTable(api.http, api.adminKey)).id, (await createCashTable(api.http, api.adminKey)).id];
    const director = await createKey(api, 'director');
    const socket = await follow(url, director.key, one);
    // Revoked in the database only: no notice goes out (as if the bus had lost it).
    await sql(api.db.databaseUrl, `UPDATE api_keys SET revoked_at = now() WHERE id = $1`, [director.id]);

    socket.send({ type: 'subscribe', tableId: two });
    expect(await closedWithin(socket)).toEqual(REVOKED);
    expect(socket.messages.filter((m) => m.type === 'subscribed').map((m) => m.tableId)).toEqual([one]);
  });
});

describe('a revoked key loses its WebSocket on every instance (Redis)', () => {
  let db: TestDatabase;
  let apps: ApiTestApp[];
  let urls: string[];

  beforeAll(async () => {
    db = await createTestDatabase();
    const adminApiKey = randomAdminKey();
    // Keys cached for 10 minutes: a wait below that for a refusal shows the notice did it, not expiry.
    const config = { redisUrl: testRedisUrl(), jobs: { inProcess: true, prefix: uniqueQueuePrefix('revoke') }, auth: { keyCacheSeconds: 600 } };
    apps = [await startApiTestApp({ db, adminApiKey, config }), await startApiTestApp({ db, adminApiKey, config })];
    urls = [];
    for (const api of apps) urls.push(await listen(api));
  });
  afterAll(async () => {
    for (const api of apps) await api.close();
    await db.drop();
  });

  it('a revocation on one instance closes the sockets the key holds on the other', async () => {
    const [a, b] = apps as [ApiTestApp, ApiTestApp];
    const tableId = (await createCashTable(a.http, a.adminKey)).id;
    const director = await createKey(a, 'director');
    const player = await fundedPlayer(a.http, a.adminKey, 1_000);
    const onB = [await follow(urls[1] as string, director.key, tableId), await follow(urls[1] as string, player.key, tableId)];
    const onA = await follow(urls[0] as string, player.key, tableId);

    await request(a.http).post(`/api-keys/${director.id}/revoke`).set('x-api-key', a.adminKey).expect(200);
    expect(await closedWithin(onB[0] as LiveSocket)).toEqual(REVOKED);

    await request(b.http).post(`/players/${player.playerId}/deactivate`).set('x-api-key', b.adminKey).expect(200);
    expect(await closedWithin(onB[1] as LiveSocket)).toEqual(REVOKED);
    expect(await closedWithin(onA)).toEqual(REVOKED);
  });

  it('over HTTP, both instances refuse a key they had cached: the revoking one on the next request, the other once the notice arrives', async () => {
    const [a, b] = apps as [ApiTestApp, ApiTestApp];
    const director = await createKey(a, 'director');
    // Both instances have looked the key up, so each holds it in its key cache.
    for (const api of apps) await request(api.http).get('/tables').set('x-api-key', director.key).expect(200);

    await request(a.http).post(`/api-keys/${director.id}/revoke`).set('x-api-key', a.adminKey).expect(200);
    expect((await request(a.http).get('/tables').set('x-api-key', director.key).expect(401)).body.error.code).toBe('API_KEY_REVOKED');
    const onB = await eventually(
      async () => {
        const res = await request(b.http).get('/tables').set('x-api-key', director.key);
        return res.status === 401 ? res.body : notYet(res.status);
      },
      WAIT_MS,
      'the other instance to refuse the revoked key',
    );
    expect(onB.error.code).toBe('API_KEY_REVOKED');
  });
});
