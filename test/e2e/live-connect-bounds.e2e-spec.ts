/**
 * What the live gateway accepts while a socket's key is being checked, and how large a message
 * may be (docs/api.md "Live"): a socket that closes during the check is never registered (it
 * would hold one of its key's places for good), at most the message rate is held before the key
 * is accepted, and a message over 1 KiB closes the socket. The key check is slow for a real
 * reason: the test holds an ACCESS EXCLUSIVE lock on api_keys, so the key's lookup waits.
 */
import { loadConfig } from '@app/config';
import { LiveGateway } from '../../apps/api/src/live/live.gateway';
import { createTestDatabase, TestDatabase } from '../setup/test-database';
import { ApiTestApp, createKey, startApiTestApp } from '../support/api-test-app';
import { eventually, notYet, WAIT_MS } from '../support/eventually';
import { LiveSocket, openLive } from '../support/live-socket';
import { HeldTableLock, holdTableLock } from '../support/table-lock';

describe('the live gateway while a key is checked, and the message size', () => {
  let db: TestDatabase;
  let api: ApiTestApp;
  let url: string;
  const open: LiveSocket[] = [];

  beforeAll(async () => {
    db = await createTestDatabase();
    const edge = loadConfig({ RATE_LIMIT_WS_CONNECTIONS_PER_KEY: '2', RATE_LIMIT_WS_MESSAGES_PER_SECOND: '3' }).edge;
    api = await startApiTestApp({ db, config: { edge } });
    await api.app.listen(0, '127.0.0.1');
    url = (await api.app.getUrl()).replace('[::1]', '127.0.0.1');
  });
  afterAll(async () => {
    for (const socket of open) await socket.close();
    await api.close();
    await db.drop();
  });

  /** Holds api_keys so that every key lookup waits, until `release()`. */
  async function holdKeyLookups(): Promise<HeldTableLock> {
    return holdTableLock(db.databaseUrl, 'api_keys', 'ACCESS EXCLUSIVE');
  }

  async function lookupsWaiting(lock: HeldTableLock): Promise<void> {
    await eventually(
      async () => (await lock.waiting()) > 0 || notYet('no key lookup waits for the lock'),
      WAIT_MS,
      'a key lookup to wait for the api_keys lock',
    );
  }

  async function ready(key: string): Promise<LiveSocket> {
    const socket = await openLive(url, key);
    open.push(socket);
    await socket.waitFor((m) => m.type === 'ready' || m.type === 'error');
    return socket;
  }

  it('does not register a socket that closed while its key was checked: the key still opens its 2 sockets', async () => {
    const { key } = await createKey(api, 'director');
    const lock = await holdKeyLookups();
    try {
      // Five clients of the key that give up at once, each while its key lookup waits.
      for (let i = 0; i < 5; i++) {
        const socket = await openLive(url, key);
        await lookupsWaiting(lock);
        await socket.close();
      }
      const gateway = api.app.get(LiveGateway);
      await eventually(() => gateway.openSockets() === 0 || notYet(`${gateway.openSockets()} open`), WAIT_MS, 'the server to see the five sockets closed');
    } finally {
      await lock.release();
    }

    const [first, second] = [await ready(key), await ready(key)];
    expect([first.messages[0]?.type, second.messages[0]?.type]).toEqual(['ready', 'ready']);
  });

  it('holds up to the message rate (3) before the key is accepted and handles them then; the 4th closes with 4429 RATE_LIMITED', async () => {
    const { key } = await createKey(api, 'director');
    const lock = await holdKeyLookups();
    let within: LiveSocket;
    let over: LiveSocket;
    try {
      within = await openLive(url, key);
      open.push(within);
      over = await openLive(url, key);
      await lookupsWaiting(lock);
      for (let i = 0; i < 3; i++) within.send({ type: 'hello' });
      for (let i = 0; i < 4; i++) over.send({ type: 'hello' });
      // Refused before the key is even looked up.
      expect(await over.closed).toEqual({ code: 4429, reason: 'RATE_LIMITED' });
      expect(over.messages).toEqual([
        { type: 'error', code: 'RATE_LIMITED', message: expect.stringContaining('at most 3 messages before the connection is ready') },
      ]);
    } finally {
      await lock.release();
    }

    await eventually(() => within.messages.length === 4 || notYet(within.messages), WAIT_MS, 'ready and the three messages answered');
    expect(within.messages.map((m) => m.code ?? m.type)).toEqual(['ready', 'BAD_MESSAGE', 'BAD_MESSAGE', 'BAD_MESSAGE']);
    expect(within.socket.readyState).toBe(within.socket.OPEN);
  });

  it('answers a message of 1024 bytes and closes the socket on one of 1025 bytes (1009 Message Too Big)', async () => {
    const { key } = await createKey(api, 'director');
    const socket = await ready(key);
    const padded = (bytes: number) => {
      const base = JSON.stringify({ type: 'hello' });
      return `${base.slice(0, -1)}${' '.repeat(bytes - base.length)}}`;
    };
    socket.socket.send(padded(1024));
    await socket.waitFor((m) => m.code === 'BAD_MESSAGE', WAIT_MS, 'the 1024-byte message to be answered');
    expect(socket.socket.readyState).toBe(socket.socket.OPEN);

    socket.socket.send(padded(1025));
    expect((await socket.closed).code).toBe(1009);
    expect(socket.messages.map((m) => m.code ?? m.type)).toEqual(['ready', 'BAD_MESSAGE']);
  });
});
