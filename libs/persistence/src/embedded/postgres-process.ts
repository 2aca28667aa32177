import { ChildProcess, spawn } from 'node:child_process';
import { open, stat } from 'node:fs/promises';
import { Client } from 'pg';
import type { RunAs } from './postgres-binaries';

export interface LaunchOptions {
  postgres: string;
  clusterDir: string;
  port: number;
  password: string;
  user: string;
  runAs: RunAs | undefined;
  durable: boolean;
  /** Postgres's own stderr goes here, so it survives this process and does not flood our logs. */
  logFile: string;
}

const READY_TIMEOUT_MS = 60_000;
const STOP_TIMEOUT_MS = 30_000;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export class PostgresStartError extends Error {
  constructor(
    message: string,
    readonly portInUse: boolean,
  ) {
    super(message);
    this.name = 'PostgresStartError';
  }
}

function serverArgs(options: LaunchOptions): string[] {
  const args = ['-D', options.clusterDir, '-p', String(options.port)];
  // TCP on loopback only, no unix socket: socket paths are capped at ~100 bytes and default to
  // /var/run/postgresql, which may not exist or be writable.
  args.push('-c', 'listen_addresses=127.0.0.1', '-c', 'unix_socket_directories=');
  if (!options.durable) args.push('-c', 'fsync=off', '-c', 'synchronous_commit=off', '-c', 'full_page_writes=off');
  return args;
}

async function readFrom(file: string, offset: number): Promise<string> {
  const handle = await open(file, 'r');
  try {
    const { size } = await handle.stat();
    const buffer = Buffer.alloc(Math.max(0, size - offset));
    await handle.read(buffer, 0, buffer.length, offset);
    return buffer.toString('utf8');
  } finally {
    await handle.close();
  }
}

async function canConnect(options: LaunchOptions): Promise<boolean> {
  const client = new Client({
    host: '127.0.0.1',
    port: options.port,
    user: options.user,
    password: options.password,
    database: 'postgres',
    connectionTimeoutMillis: 2000,
  });
  client.on('error', () => undefined);
  try {
    await client.connect();
    return true;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => undefined);
  }
}

/**
 * Spawns `postgres` and resolves once it accepts connections. Readiness is checked by connecting,
 * not by matching a log line, so it does not depend on the server's message language.
 */
export async function launchPostgres(options: LaunchOptions): Promise<ChildProcess> {
  const logOffset = await stat(options.logFile).then(
    (s) => s.size,
    () => 0,
  );
  const log = await open(options.logFile, 'a');
  let child: ChildProcess;
  try {
    child = spawn(options.postgres, serverArgs(options), { ...options.runAs, stdio: ['ignore', log.fd, log.fd], env: { ...process.env, LC_MESSAGES: 'C' } });
  } finally {
    // The child holds its own copy of the descriptor.
    await log.close();
  }
  let exited = false;
  child.once('exit', () => (exited = true));
  const spawnError = new Promise<Error>((resolve) => child.once('error', resolve));
  const deadline = Date.now() + READY_TIMEOUT_MS;
  while (!(await canConnect(options))) {
    const failedToSpawn = await Promise.race([spawnError, sleep(50).then(() => undefined)]);
    if (failedToSpawn) throw new PostgresStartError(`could not run ${options.postgres}: ${failedToSpawn.message}`, false);
    if (exited || Date.now() > deadline) {
      if (!exited) await stopPostgres(child);
      const output = (await readFrom(options.logFile, logOffset)).trim();
      // Keep Postgres's own words, without the timestamp and PID prefix of each log line.
      const problems = output.split('\n').flatMap((line) => /\b(?:FATAL|PANIC|ERROR):.*/.exec(line) ?? []);
      const reason = (problems.length > 0 ? problems : output.split('\n').slice(-3)).join('; ');
      throw new PostgresStartError(
        `Postgres did not start: ${reason || 'no output'} (log: ${options.logFile})`,
        /could not bind|Address already in use/.test(output),
      );
    }
  }
  return child;
}

/** Fast shutdown (SIGINT: roll back open transactions, checkpoint, exit); SIGKILL if it hangs. */
export async function stopPostgres(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  child.kill('SIGINT');
  const timer = setTimeout(() => child.kill('SIGKILL'), STOP_TIMEOUT_MS);
  try {
    await exited;
  } finally {
    clearTimeout(timer);
  }
}
