/**
 * The README's promise, with the real process: the first start on an empty database prints an
 * admin key once, clearly marked, and that key works; the next start prints none.
 */
import { createTestDatabase, TestDatabase } from '../setup/test-database';
import { builtEntry, RunningProcess, startNode, stopProcess } from '../support/node-process';

const LISTENING = /razz-room API listening on (http:\/\/[^"\s]+)/;
const FIRST_KEY = /FIRST ADMIN API KEY \(shown only this once, store it now\): (rr_[0-9a-f]{16}_[A-Za-z0-9_-]{43})/;

async function startApi(databaseUrl: string): Promise<{ proc: RunningProcess; url: string }> {
  const proc = startNode(builtEntry('api'), { PORT: '0', HOST: '127.0.0.1', DATABASE_URL: databaseUrl });
  await proc.waitForOutput(LISTENING);
  return { proc, url: LISTENING.exec(proc.output())?.[1] ?? '' };
}

describe('the first admin key, from the real API process', () => {
  let db: TestDatabase;
  beforeAll(async () => (db = await createTestDatabase()));
  afterAll(() => db.drop());

  it('is printed once on the first start and works; the second start prints none', async () => {
    const first = await startApi(db.databaseUrl);
    const key = FIRST_KEY.exec(first.proc.output())?.[1] ?? '';
    try {
      expect(key).not.toBe('');
      const me = await fetch(`${first.url}/auth/me`, { headers: { 'x-api-key': key } });
      expect(me.status).toBe(200);
      expect(await me.json()).toMatchObject({ role: 'admin' });
      expect((await fetch(`${first.url}/auth/me`)).status).toBe(401);
    } finally {
      expect(await stopProcess(first.proc)).toBe(0);
    }
    const second = await startApi(db.databaseUrl);
    try {
      expect(second.proc.output()).not.toMatch(/FIRST ADMIN API KEY/);
      expect((await fetch(`${second.url}/auth/me`, { headers: { authorization: `Bearer ${key}` } })).status).toBe(200);
    } finally {
      expect(await stopProcess(second.proc)).toBe(0);
    }
    // The built API started and stopped twice (PROCESS_START_MS each start): 47–91 s seen on loaded machines.
  }, 300_000);
});
