import { ChildProcess, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import * as path from 'node:path';

export const REPO_ROOT = path.resolve(__dirname, '../..');

/**
 * How long a built process may take to start (its "listening" or "started" line): a few seconds
 * on a quiet machine, 40 s seen on one shared with other heavy jobs.
 */
export const PROCESS_START_MS = 90_000;

/** How long a stopped process may take to exit before it is killed: longer than the shutdown limit given to it below. */
const PROCESS_STOP_MS = 90_000;

/** The compiled entry points `npm test` builds before jest runs (`npm run build:apps`). */
/** The line the built API logs once it listens, with its URL captured. */
export const API_LISTENING = /razz-room API listening on (http:\/\/[^"\s]+)/;

/** The graceful-stop steps a process logged (`shutdown step: …`), in order. */
export function loggedShutdownSteps(output: string): string[] {
  return [...output.matchAll(/"msg":"shutdown step: ([^"]+)"/g)].map((m) => m[1] ?? '');
}

export function builtEntry(app: 'api' | 'worker'): string {
  const file = path.join(REPO_ROOT, 'dist', 'apps', app, 'src', 'main.js');
  if (!existsSync(file)) throw new Error(`${file} is missing: run \`npm run build:apps\` (npm test does) before these tests`);
  return file;
}

export interface RunningProcess {
  child: ChildProcess;
  output(): string;
  stderr(): string;
  /** Resolves when stdout+stderr so far matches `pattern`. */
  waitForOutput(pattern: RegExp, timeoutMs?: number): Promise<void>;
  /** Resolves with the exit code (or the signal name). */
  exited: Promise<number | string>;
}

/**
 * Starts `node <script>` with exactly `env` added to a clean environment (no inherited
 * DATABASE_URL or REDIS_URL from the developer's shell).
 */
export function startNode(script: string, env: Record<string, string>): RunningProcess {
  // A minute to stop gracefully (the default 10 s is for production): on a slow machine the
  // embedded Postgres's shutdown checkpoint alone may take longer, and a test asserting a clean
  // exit would then see the forced one.
  // Workers of several test files run at once: each takes a free port for its metrics, not 9464.
  const base: Record<string, string> = {
    PATH: process.env.PATH ?? '',
    HOME: process.env.HOME ?? '/tmp',
    LOG_LEVEL: 'info',
    SHUTDOWN_TIMEOUT_MS: '60000',
    WORKER_METRICS_PORT: '0',
  };
  const child = spawn(process.execPath, [script], { cwd: REPO_ROOT, env: { ...base, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
  let out = '';
  let err = '';
  child.stdout?.on('data', (d: Buffer) => (out += d.toString()));
  child.stderr?.on('data', (d: Buffer) => (err += d.toString()));
  const exited = new Promise<number | string>((resolve) => child.on('exit', (code, signal) => resolve(code ?? signal ?? -1)));
  return {
    child,
    output: () => out + err,
    stderr: () => err,
    exited,
    async waitForOutput(pattern, timeoutMs = PROCESS_START_MS) {
      const deadline = Date.now() + timeoutMs;
      while (!pattern.test(out + err)) {
        if (child.exitCode !== null) throw new Error(`process exited (${child.exitCode}) before ${pattern}:\n${out}${err}`);
        if (Date.now() > deadline) throw new Error(`gave up waiting for ${pattern} after ${timeoutMs} ms; the output so far:\n${out}${err}`);
        await new Promise((r) => setTimeout(r, 50));
      }
    },
  };
}

/** SIGTERM, then wait for the exit; SIGKILL if it hangs past `timeoutMs`. */
export async function stopProcess(p: RunningProcess, timeoutMs = PROCESS_STOP_MS): Promise<number | string> {
  if (p.child.exitCode !== null || p.child.signalCode !== null) return p.exited;
  p.child.kill('SIGTERM');
  const timer = setTimeout(() => p.child.kill('SIGKILL'), timeoutMs);
  try {
    return await p.exited;
  } finally {
    clearTimeout(timer);
  }
}
