/**
 * The built API process on SIGTERM with a live client that stops reading (docs/operations.md
 * "Stopping gracefully"): the client never sees the 1012 close, so it never answers it, and ws
 * would wait 30 s for that answer — longer than SHUTDOWN_TIMEOUT_MS. Past the drain's deadline
 * the socket is ended (by the live gateway's terminate or the HTTP drain's, whichever comes first
 * at the same deadline): the later steps run and the process exits 0.
 * SHUTDOWN_TIMEOUT_MS is 20 s here (the drain's deadline min(2 s, a third of it)), under ws's 30 s.
 */
import type { Socket } from 'node:net';
import { createTestDatabase, TestDatabase } from '../setup/test-database';
import { randomAdminKey } from '../support/api-test-app';
import { openLive } from '../support/live-socket';
import { builtEntry, startNode, stopProcess, RunningProcess, API_LISTENING, loggedShutdownSteps } from '../support/node-process';

describe('the API process on SIGTERM, with a live client that does not read', () => {
  let db: TestDatabase;
  let proc: RunningProcess | undefined;

  beforeAll(async () => (db = await createTestDatabase()));
  afterAll(async () => {
    if (proc) await stopProcess(proc);
    await db.drop();
  });

  it('terminates the socket after the drain deadline, runs the later steps, and exits 0', async () => {
    const adminKey = randomAdminKey();
    proc = startNode(builtEntry('api'), { DATABASE_URL: db.databaseUrl, ADMIN_API_KEY: adminKey, PORT: '0', HOST: '127.0.0.1', SHUTDOWN_TIMEOUT_MS: '20000' });
    await proc.waitForOutput(API_LISTENING);
    const url = API_LISTENING.exec(proc.output())?.[1] as string;

    const live = await openLive(url, adminKey);
    await live.waitFor((m) => m.type === 'ready');
    // From here the client reads nothing: the server's close frame waits unread.
    (live.socket as unknown as { _socket: Socket })._socket.pause();

    proc.child.kill('SIGTERM');
    try {
      expect(await proc.exited).toBe(0);
    } finally {
      live.socket.terminate();
    }
    expect(loggedShutdownSteps(proc.output())).toEqual([
      'stop accepting connections',
      'drain HTTP requests and close live sockets',
      'let running jobs finish',
      'close database and Redis connections',
    ]);
    proc = undefined;
    // One start of the built API (PROCESS_START_MS), then the stop (SHUTDOWN_TIMEOUT_MS at most).
  }, 300_000);
});
