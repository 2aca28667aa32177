import { spawn } from 'node:child_process';
import { accessSync, constants } from 'node:fs';
import { connect } from 'node:net';
import * as path from 'node:path';
import { findFreePort } from '../../libs/persistence/src/free-port';
import { isProcessAlive, terminateProcess } from '../../libs/persistence/src/embedded/process-utils';

export const REDIS_MISSING_MESSAGE = 'redis-server not found: install the Debian package redis-server (apt-get install -y redis-server)';

export interface PrivateRedis {
  url: string;
  pid: number;
  stop(): Promise<void>;
}

function findOnPath(command: string): string | undefined {
  for (const dir of (process.env.PATH ?? '').split(path.delimiter).filter(Boolean)) {
    const candidate = path.join(dir, command);
    try {
      accessSync(candidate, constants.X_OK);
      return candidate;
    } catch {
      // Not in this directory.
    }
  }
  return undefined;
}

function ping(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect({ host: '127.0.0.1', port });
    const done = (ok: boolean) => {
      socket.destroy();
      resolve(ok);
    };
    socket.setTimeout(1000, () => done(false));
    socket.once('error', () => done(false));
    socket.once('data', (data) => done(data.toString().startsWith('+PONG')));
    socket.once('connect', () => socket.write('PING\r\n'));
  });
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const READY_TIMEOUT_MS = 30_000;

async function startOnPort(binary: string, port: number, dir: string): Promise<PrivateRedis | 'port-in-use'> {
  // No persistence at all: a test Redis starts empty and leaves nothing behind.
  const args = [
    '--port',
    String(port),
    '--bind',
    '127.0.0.1',
    '--save',
    '',
    '--appendonly',
    'no',
    '--dir',
    dir,
    '--logfile',
    path.join(dir, `redis-${port}.log`),
  ];
  const child = spawn(binary, args, { stdio: 'ignore' });
  let exited = false;
  child.once('exit', () => (exited = true));
  child.once('error', () => (exited = true));
  // A second on a quiet machine; generous for one several times slower (and the log says why not).
  const deadline = Date.now() + READY_TIMEOUT_MS;
  while (!(await ping(port))) {
    if (exited) return 'port-in-use';
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`redis-server did not answer PING on port ${port} within ${READY_TIMEOUT_MS / 1000} s (log: ${path.join(dir, `redis-${port}.log`)})`);
    }
    await sleep(20);
  }
  const pid = child.pid ?? 0;
  return {
    url: `redis://127.0.0.1:${port}`,
    pid,
    stop: async () => {
      if (isProcessAlive(pid)) await terminateProcess(pid, 'SIGTERM', 10_000);
    },
  };
}

/**
 * Starts a private redis-server from PATH on a free loopback port, with persistence off.
 * An exit before it answers is taken as a lost race for the port, and retried on another.
 */
export async function startPrivateRedis(dir: string): Promise<PrivateRedis> {
  const binary = findOnPath('redis-server');
  if (!binary) throw new Error(REDIS_MISSING_MESSAGE);
  for (let attempt = 1; attempt <= 3; attempt++) {
    const started = await startOnPort(binary, await findFreePort(), dir);
    if (started !== 'port-in-use') return started;
  }
  throw new Error(`redis-server exited right after starting, three times (log: ${dir})`);
}
