/**
 * The built API process on SIGTERM (docs/operations.md "Stopping gracefully"): it stops accepting
 * connections, answers what it is already handling, closes idle keep-alive connections and its
 * live sockets (1012, with a reason the client can act on), then closes the rest in order and
 * exits 0; a job its inline driver is running finishes before the database closes. The request
 * and the job are slow for a real reason: the test holds a lock on the table each writes.
 */
import * as http from 'node:http';
import * as net from 'node:net';
import { randomBytes } from 'node:crypto';
import { Client } from 'pg';
import { createTestDatabase, TestDatabase } from '../setup/test-database';
import { randomAdminKey } from '../support/api-test-app';
import { eventually, notYet, WAIT_MS } from '../support/eventually';
import { openLive } from '../support/live-socket';
import { builtEntry, startNode, stopProcess, RunningProcess, API_LISTENING, loggedShutdownSteps } from '../support/node-process';
import { holdTableLock } from '../support/table-lock';
import { createCashTable, fundedPlayer, sitDown } from '../support/tables';

/** Resolves true when nothing accepts a new TCP connection on the port any more. */
function refusesConnections(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect(port, '127.0.0.1');
    socket.once('connect', () => (socket.destroy(), resolve(false)));
    socket.once('error', (err: NodeJS.ErrnoException) => resolve(err.code === 'ECONNREFUSED'));
  });
}

/** A keep-alive connection that has had one answer and now sits idle; `closed` resolves when the server ends it. */
async function idleKeepAliveConnection(port: number): Promise<{ closed: Promise<void> }> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  return new Promise((resolve, reject) => {
    const req = http.get({ host: '127.0.0.1', port, path: '/health', agent }, (res) => {
      res.resume();
      res.on('end', () => resolve({ closed: new Promise((done) => req.socket?.once('close', () => done())) }));
    });
    req.once('error', reject);
  });
}

describe('the API process on SIGTERM', () => {
  let db: TestDatabase;
  let proc: RunningProcess | undefined;

  beforeAll(async () => (db = await createTestDatabase()));
  afterAll(async () => {
    if (proc) await stopProcess(proc);
    await db.drop();
  });

  it('answers the request in flight, refuses new connections, closes idle and live connections (1012), and exits 0', async () => {
    const adminKey = randomAdminKey();
    proc = startNode(builtEntry('api'), { DATABASE_URL: db.databaseUrl, ADMIN_API_KEY: adminKey, PORT: '0', HOST: '127.0.0.1' });
    await proc.waitForOutput(API_LISTENING);
    const url = API_LISTENING.exec(proc.output())?.[1] as string;
    const port = Number(new URL(url).port);

    const live = await openLive(url, adminKey);
    await live.waitFor((m) => m.type === 'ready');
    let liveClosed: { code: number; reason: string } | undefined;
    void live.closed.then((c) => (liveClosed = c));
    const idle = await idleKeepAliveConnection(port);
    let idleClosed = false;
    void idle.closed.then(() => (idleClosed = true));

    const screenName = `p${randomBytes(5).toString('hex')}`;
    const lock = await holdTableLock(db.databaseUrl, 'players');
    let answer: Promise<{ status: number; body: unknown }>;
    try {
      answer = fetch(`${url}/players`, {
        method: 'POST',
        headers: { 'x-api-key': adminKey, 'content-type': 'application/json' },
        body: JSON.stringify({ screenName }),
      }).then(async (res) => ({ status: res.status, body: await res.json() }));
      answer.catch(() => undefined);
      await eventually(
        async () => (await lock.waiting()) > 0 || notYet('no statement waits for the lock'),
        WAIT_MS,
        'POST /players to wait for the players lock',
      );

      proc.child.kill('SIGTERM');
      await eventually(() => refusesConnections(port), WAIT_MS, 'the API to refuse new connections');
      const closed = await eventually(() => liveClosed, WAIT_MS, 'the live socket to be closed by the server');
      expect(closed).toEqual({ code: 1012, reason: 'SERVER_SHUTTING_DOWN' });
      expect(live.messages).toContainEqual(expect.objectContaining({ type: 'error', code: 'SERVER_SHUTTING_DOWN' }));
      await eventually(() => idleClosed, WAIT_MS, 'the idle keep-alive connection to be closed by the server');
      // The request still waits for the lock, so the process waits for it.
      expect(proc.child.exitCode).toBeNull();
    } finally {
      await lock.release();
    }

    expect(await answer).toEqual({ status: 201, body: expect.objectContaining({ screenName }) });
    expect(await proc.exited).toBe(0);
    expect(loggedShutdownSteps(proc.output())).toEqual([
      'stop accepting connections',
      'drain HTTP requests and close live sockets',
      'let running jobs finish',
      'close database and Redis connections',
    ]);
    proc = undefined;
    // One start of the built API (PROCESS_START_MS), then waits of WAIT_MS each.
  }, 300_000);

  it('lets the inline driver finish the hand it is dealing before the database closes, and exits 0', async () => {
    const adminKey = randomAdminKey();
    proc = startNode(builtEntry('api'), { DATABASE_URL: db.databaseUrl, ADMIN_API_KEY: adminKey, PORT: '0', HOST: '127.0.0.1' });
    await proc.waitForOutput(API_LISTENING);
    const url = API_LISTENING.exec(proc.output())?.[1] as string;
    const [ann, bob] = [await fundedPlayer(url, adminKey, 5_000), await fundedPlayer(url, adminKey, 5_000)];
    const tableId = (await createCashTable(url, adminKey, { actionTimeoutMs: 600_000 })).id;

    // The deal (the tables.start-hand job, inline in this process) waits for the lock on hands.
    const lock = await holdTableLock(db.databaseUrl, 'hands');
    try {
      await sitDown(url, ann, tableId, 1, 1_000);
      await sitDown(url, bob, tableId, 2, 1_000);
      await eventually(async () => (await lock.waiting()) > 0 || notYet('no statement waits for the lock'), WAIT_MS, 'the deal to wait for the hands lock');
      proc.child.kill('SIGTERM');
      await proc.waitForOutput(/"msg":"shutdown step: let running jobs finish"/, WAIT_MS);
    } finally {
      await lock.release();
    }

    expect(await proc.exited).toBe(0);
    expect(proc.output()).not.toMatch(/job tables\.start-hand .* failed/);
    const client = new Client({ connectionString: db.databaseUrl });
    await client.connect();
    try {
      const { rows } = await client.query(`SELECT number FROM hands WHERE table_id = $1`, [tableId]);
      expect(rows).toEqual([{ number: 1 }]);
    } finally {
      await client.end();
    }
    proc = undefined;
    // One start of the built API (PROCESS_START_MS), a few requests, then waits of WAIT_MS each.
  }, 300_000);
});
