/**
 * The built API's SIGTERM with a slow client (docs/operations.md "Stopping gracefully"): a
 * connection that sent half a request would hold the port open for Node's 60 s headers timeout,
 * longer than SHUTDOWN_TIMEOUT_MS, so the steps after the drain never ran (exit 1). The drain's
 * deadline ends it, and the stop goes on through every step to exit 0.
 */
import * as net from 'node:net';
import { createTestDatabase, TestDatabase } from '../setup/test-database';
import { randomAdminKey } from '../support/api-test-app';
import { builtEntry, startNode, stopProcess, RunningProcess, API_LISTENING, loggedShutdownSteps } from '../support/node-process';

describe('the API process on SIGTERM with a client that sent half a request', () => {
  let db: TestDatabase;
  let proc: RunningProcess | undefined;

  beforeAll(async () => (db = await createTestDatabase()));
  afterAll(async () => {
    if (proc) await stopProcess(proc);
    await db.drop();
  });

  it('ends that connection after the drain deadline, runs every step, and exits 0', async () => {
    proc = startNode(builtEntry('api'), {
      DATABASE_URL: db.databaseUrl,
      ADMIN_API_KEY: randomAdminKey(),
      PORT: '0',
      HOST: '127.0.0.1',
      SHUTDOWN_TIMEOUT_MS: '6000',
    });
    await proc.waitForOutput(API_LISTENING);
    const port = Number(new URL(API_LISTENING.exec(proc.output())?.[1] as string).port);

    const slow = net.connect(port, '127.0.0.1');
    slow.on('error', () => undefined);
    await new Promise<void>((resolve) => slow.once('connect', () => resolve()));
    slow.write('POST /players HTTP/1.1\r\nHost: 127.0.0.1\r\n');
    const slowClosed = new Promise<void>((resolve) => slow.once('close', () => resolve()));

    proc.child.kill('SIGTERM');
    expect(await proc.exited).toBe(0);
    await slowClosed;
    expect(loggedShutdownSteps(proc.output())).toEqual([
      'stop accepting connections',
      'drain HTTP requests and close live sockets',
      'let running jobs finish',
      'close database and Redis connections',
    ]);
    proc = undefined;
    // One start of the built API (PROCESS_START_MS), then a stop within SHUTDOWN_TIMEOUT_MS.
  }, 300_000);
});
