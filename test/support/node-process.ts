import { ChildProcess, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import * as path from 'node:path';

export const REPO_ROOT = path.resolve(__dirname, '../..');

/** The compiled entry points `npm test` builds before jest runs (`npm run build:apps`). */
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
  const base: Record<string, string> = { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '/tmp', LOG_LEVEL: 'info' };
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
    async waitForOutput(pattern, timeoutMs = 30_000) {
      const deadline = Date.now() + timeoutMs;
      while (!pattern.test(out + err)) {
        if (child.exitCode !== null) throw new Error(`process exited (${child.exitCode}) before ${pattern}:\n${out}${err}`);
        if (Date.now() > deadline) throw new Error(`no ${pattern} within ${timeoutMs} ms:\n${out}${err}`);
        await new Promise((r) => setTimeout(r, 50));
      }
    },
  };
}

/** SIGTERM, then wait for the exit; SIGKILL if it hangs past `timeoutMs`. */
export async function stopProcess(p: RunningProcess, timeoutMs = 15_000): Promise<number | string> {
  if (p.child.exitCode !== null || p.child.signalCode !== null) return p.exited;
  p.child.kill('SIGTERM');
  const timer = setTimeout(() => p.child.kill('SIGKILL'), timeoutMs);
  try {
    return await p.exited;
  } finally {
    clearTimeout(timer);
  }
}
