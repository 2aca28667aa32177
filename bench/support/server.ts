/**
 * The built API process for a bench: started as a user runs it (`npm start`), on the embedded
 * Postgres in a temporary DATA_DIR, and measured from outside through /proc (its port, its
 * resident memory, its CPU time and that of the Postgres it started). Shared by `bench:api` and
 * `bench:viewers`; a bench that needs other settings passes them (`extraEnv`, `nodeArgs`).
 */
import { ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, readlinkSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import * as path from 'node:path';
import WebSocket from 'ws';

export interface BenchServer {
  url: string;
  adminKey: string;
  pid: number;
  /** Its DATA_DIR: the embedded Postgres's cluster and password (`bench/support/pgbench.ts`). */
  dataDir: string;
  /** The process's inspector (`ws://…`), when started with `--inspect=127.0.0.1:0`. */
  inspectorUrl: string | undefined;
  /** What it printed (its last 4,000 characters) and how it ended (null while it runs): for a failed run's report. */
  lastWords(): string;
  stop(): Promise<void>;
}

/** Starts `dist/apps/api/src/main.js` (run `npm run build` first); `extraEnv` adds or overrides settings. */
export async function startBuiltServer(extraEnv: Record<string, string> = {}, nodeArgs: string[] = []): Promise<BenchServer> {
  const entry = path.resolve(__dirname, '..', '..', 'dist', 'apps', 'api', 'src', 'main.js');
  if (!existsSync(entry)) throw new Error(`${entry} is missing: run npm run build first`);
  const dataDir = await mkdtemp(path.join(tmpdir(), 'razz-bench-'));
  const adminKey = `bench-admin-${randomBytes(24).toString('hex')}`;
  const env = {
    PATH: process.env.PATH ?? '',
    HOME: process.env.HOME ?? '/tmp',
    PORT: '0',
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    ADMIN_API_KEY: adminKey,
    LOG_LEVEL: 'warn',
    NODE_ENV: 'production',
    ...extraEnv,
  };
  const child: ChildProcess = spawn(process.execPath, [...nodeArgs, entry], { env, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  child.stdout?.on('data', (d: Buffer) => (output += d.toString()));
  child.stderr?.on('data', (d: Buffer) => (output += d.toString()));
  // At LOG_LEVEL=warn the "listening" line is not printed: find the port from the process's sockets.
  const url = await waitForPort(child, () => output);
  return {
    url,
    adminKey,
    pid: child.pid as number,
    dataDir,
    inspectorUrl: /Debugger listening on (ws:\/\/\S+)/.exec(output)?.[1],
    lastWords: () => `exit ${child.exitCode ?? child.signalCode ?? 'none (running)'}; output:\n${output.slice(-4000)}`,
    stop: async () => {
      if (child.exitCode === null) {
        child.kill('SIGTERM');
        await new Promise((r) => child.once('exit', r));
      }
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

/** The port the server listens on, read from /proc (its own listening TCP socket), once /health answers. */
async function waitForPort(child: ChildProcess, output: () => string): Promise<string> {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited:\n${output()}`);
    // The inspector, when on, listens too: the API's port is the one whose /health answers.
    for (const port of listeningPorts(child.pid as number)) {
      const health = await fetch(`http://127.0.0.1:${port}/health`).catch(() => undefined);
      if (health?.ok) return `http://127.0.0.1:${port}`;
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`server did not start:\n${output()}`);
}

function listeningPorts(pid: number): number[] {
  const ports: number[] = [];
  try {
    const inodes = new Set<string>();
    for (const fd of readdirSync(`/proc/${pid}/fd`)) {
      const m = /^socket:\[(\d+)\]$/.exec(readlinkSync(`/proc/${pid}/fd/${fd}`));
      if (m?.[1]) inodes.add(m[1]);
    }
    for (const line of readFileSync('/proc/net/tcp', 'utf8').split('\n').slice(1)) {
      const cols = line.trim().split(/\s+/);
      if (cols[3] === '0A' && inodes.has(cols[9] ?? '')) ports.push(parseInt((cols[1] ?? '').split(':')[1] ?? '0', 16));
    }
  } catch {
    return [];
  }
  return ports;
}

/**
 * A full garbage collection in the server, through its inspector: memory read right after counts
 * what is live, not the garbage of whatever ran before (which makes RSS differences noise).
 */
export function collectGarbage(inspectorUrl: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const socket = new WebSocket(inspectorUrl);
    socket.on('open', () => socket.send(JSON.stringify({ id: 1, method: 'HeapProfiler.collectGarbage' })));
    socket.on('message', (data: Buffer) => {
      if ((JSON.parse(data.toString()) as { id?: number }).id !== 1) return;
      socket.close();
      resolve();
    });
    socket.on('error', reject);
  });
}

/** Resident memory in MB; undefined once the process is gone. */
export function rssMb(pid: number): number | undefined {
  try {
    const m = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
    return m ? Number(m[1]) / 1024 : undefined;
  } catch {
    return undefined;
  }
}

/** Linux reports process times in USER_HZ ticks, which is 100 on every architecture Node runs on. */
const TICKS_PER_SECOND = 100;

interface ProcTimes {
  self: number;
  reapedChildren: number;
  ppid: number;
}

function procTimes(pid: number): ProcTimes | undefined {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // Fields after the command name, which is in parentheses and may contain spaces.
    const f = stat
      .slice(stat.lastIndexOf(')') + 2)
      .split(' ')
      .map(Number);
    return { ppid: f[1] ?? 0, self: ((f[11] ?? 0) + (f[12] ?? 0)) / TICKS_PER_SECOND, reapedChildren: ((f[13] ?? 0) + (f[14] ?? 0)) / TICKS_PER_SECOND };
  } catch {
    return undefined;
  }
}

/** CPU seconds used so far by one process (undefined once it is gone). */
export function processCpuSeconds(pid: number): number | undefined {
  return procTimes(pid)?.self;
}

function commandName(pid: number): string {
  try {
    return readFileSync(`/proc/${pid}/comm`, 'utf8');
  } catch {
    return '';
  }
}

export interface CpuSample {
  server: number;
  /** The embedded Postgres the server started (postmaster, live backends, reaped ones); undefined when not its child. */
  postgres: number | undefined;
  bench: number;
}

/** CPU seconds used so far by the server, by the Postgres it started, and by this process. */
export function sampleCpu(serverPid: number): CpuSample | undefined {
  const server = procTimes(serverPid);
  if (!server) return undefined;
  const processes = new Map<number, ProcTimes>();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    const times = procTimes(Number(entry));
    if (times) processes.set(Number(entry), times);
  }
  let postgres: number | undefined;
  for (const [postmaster, own] of processes) {
    if (own.ppid !== serverPid || !/postgres/.test(commandName(postmaster))) continue;
    postgres = (postgres ?? 0) + own.self + own.reapedChildren;
    for (const backend of processes.values()) if (backend.ppid === postmaster) postgres += backend.self;
  }
  const usage = process.cpuUsage();
  return { server: server.self, postgres, bench: (usage.user + usage.system) / 1e6 };
}

/** The CPU seconds used between two samples. */
export function cpuBetween(from: CpuSample, to: CpuSample): CpuSample {
  return {
    server: to.server - from.server,
    postgres: from.postgres === undefined || to.postgres === undefined ? undefined : to.postgres - from.postgres,
    bench: to.bench - from.bench,
  };
}

/** Figures from the server's own `GET /metrics` (prom-client's defaults): heap in use (MB), event-loop lag p99 (ms) since the last read. */
export async function serverMetrics(url: string): Promise<{ heapUsedMb: number; loopLagP99Ms: number; loopLagMaxMs: number }> {
  const text = await (await fetchRetrying(`${url}/metrics`)).text();
  const value = (name: string) => Number(new RegExp(`^${name}(?:\\{[^}]*\\})? (\\S+)$`, 'm').exec(text)?.[1] ?? NaN);
  return {
    heapUsedMb: value('nodejs_heap_size_used_bytes') / 2 ** 20,
    loopLagP99Ms: value('nodejs_eventloop_lag_p99_seconds') * 1000,
    loopLagMaxMs: value('nodejs_eventloop_lag_max_seconds') * 1000,
  };
}

/** The server's `razz_table_action_paths_total` by path (how it wrote the actions it applied); empty without metrics. */
export async function serverActionPaths(url: string): Promise<Record<string, number>> {
  const res = await fetchRetrying(`${url}/metrics`);
  const paths: Record<string, number> = {};
  if (!res.ok) return paths;
  for (const [, path, value] of (await res.text()).matchAll(/^razz_table_action_paths_total\{[^}]*path="([a-z]+)"[^}]*\} (\S+)$/gm))
    paths[path as string] = (paths[path as string] ?? 0) + Number(value);
  return paths;
}

/** "remembered 9,100 (88 %), read 700 (7 %), locked 500 (5 %)": what was counted between two readings of `serverActionPaths`. */
export function describeActionPaths(before: Record<string, number>, after: Record<string, number>): string {
  const counted = Object.keys(after).map((path) => [path, (after[path] ?? 0) - (before[path] ?? 0)] as const);
  const total = counted.reduce((sum, [, n]) => sum + n, 0);
  if (total === 0) return 'not counted (no metrics)';
  return counted
    .sort((a, b) => b[1] - a[1])
    .map(([path, n]) => `${path} ${n.toLocaleString('en-US')} (${((100 * n) / total).toFixed(0)} %)`)
    .join(', ');
}

/** Network failures (not answers) seen and retried, by cause. */
export const networkRetries = new Map<string, number>();

/**
 * `send`, a network failure (no answer: a keep-alive socket the busy server closed just as a request
 * went out on it) retried twice and counted in `networkRetries` by cause; `what` names the request
 * in the error after the third. Only for requests safe to repeat.
 */
export async function retryingNetworkFailures<T>(what: string, send: () => Promise<T>): Promise<T> {
  for (let attempt = 0; ; attempt++) {
    try {
      return await send();
    } catch (err) {
      const cause = err instanceof Error ? String((err.cause as Error | undefined)?.message ?? err.message) : String(err);
      if (attempt >= 2) throw new Error(`${what}: ${cause}`, { cause: err });
      networkRetries.set(cause, (networkRetries.get(cause) ?? 0) + 1);
    }
  }
}

/** `fetch` through `retryingNetworkFailures`. */
function fetchRetrying(url: string, init?: RequestInit): Promise<Response> {
  return retryingNetworkFailures(`${init?.method ?? 'GET'} ${url}`, () => fetch(url, init));
}
