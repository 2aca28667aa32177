/**
 * The floor under `bench:api`: what the HTTP stack and one statement cost on this machine with
 * none of the room's work in it, side by side with the room's API doing the real thing.
 *
 *   npm run bench:floor -- [--clients 8] [--duration 20] [--stacks node,express,nest,razz]
 *
 * Each row has `clients` requests in flight, one per client and each sent when the last was
 * answered — as `bench:api` has one per table. The stand-ins (bench/support/floor-server.ts, each
 * its own process) answer `POST /tables/:id/actions` with one statement of a remembered action's
 * shape on the same embedded Postgres: `node` is plain node:http, `express` Express, `nest` Nest
 * on Express with a ValidationPipe and a DTO (the API's stack). `razz` is the room's API itself,
 * played by `bench:api`'s bots at as many tables as clients (their hands end, which the stand-ins'
 * never do). Printed per row: requests/s, p50 and p99 as the client saw them, and CPU per request
 * of the server process and of Postgres. The built API (`npm run build`) is started for its
 * embedded Postgres.
 */
import { ChildProcess, spawn } from 'node:child_process';
import * as path from 'node:path';
import { availableParallelism } from 'node:os';
import { Client } from 'pg';
import { createActionShapedTables, embeddedDatabaseUrl } from './support/pgbench';
import { call, playBotTable, PlayStats, setUpBotTable } from './support/razz-bots';
import { BenchServer, processCpuSeconds, sampleCpu, startBuiltServer } from './support/server';

const ROWS = ['node', 'express', 'nest', 'razz'] as const;
type RowName = (typeof ROWS)[number];

interface Options {
  clients: number;
  durationS: number;
  rows: RowName[];
}

function parseArgs(argv: string[]): Options {
  const get = (name: string) => {
    const i = argv.indexOf(`--${name}`);
    return i >= 0 ? argv[i + 1] : undefined;
  };
  const rows = (get('stacks') ?? ROWS.join(',')).split(',') as RowName[];
  const unknown = rows.filter((r) => !ROWS.includes(r));
  if (unknown.length > 0) throw new Error(`--stacks takes some of ${ROWS.join(', ')}, not ${unknown.join(', ')}`);
  const clients = Number(get('clients') ?? 8);
  const durationS = Number(get('duration') ?? 20);
  if (!Number.isInteger(clients) || clients < 1) throw new Error(`--clients takes a count, not ${get('clients')}`);
  if (!(durationS > 0)) throw new Error(`--duration takes seconds, not ${get('duration')}`);
  return { clients, durationS, rows };
}

interface Row {
  name: RowName;
  requests: number;
  seconds: number;
  latencies: number[];
  cpuServer: number;
  cpuPostgres: number;
}

const LABELS: Record<RowName, string> = {
  node: 'node:http + pg',
  express: 'Express + pg',
  nest: 'Nest (Express) + ValidationPipe + pg',
  razz: 'razz-room API (bots)',
};

/** The stand-ins' tables (`pgbench`'s), seeded with a real hand's state from a short bot run. */
async function seedFloorTables(databaseUrl: string, api: BenchServer, clients: number): Promise<void> {
  const table = await setUpBotTable(api.url, api.adminKey);
  await playBotTable(api.url, table, Date.now() + 2000, { actions: 0, refused: 0, hands: new Set(), errors: [] });
  const db = new Client({ connectionString: databaseUrl });
  await db.connect();
  try {
    await createActionShapedTables(db, clients);
  } finally {
    await db.end();
  }
}

/** Where each stand-in hand stands (an earlier row moved them on). */
async function handVersions(databaseUrl: string, clients: number): Promise<number[]> {
  const db = new Client({ connectionString: databaseUrl });
  await db.connect();
  try {
    const { rows } = await db.query<{ version: number }>(`SELECT version FROM pgbench_razz_hands WHERE id <= $1 ORDER BY id`, [clients]);
    return rows.map((r) => r.version);
  } finally {
    await db.end();
  }
}

async function startFloorServer(stack: string, databaseUrl: string): Promise<{ child: ChildProcess; url: string }> {
  const file = path.join(__dirname, 'support', 'floor-server.ts');
  const child = spawn(process.execPath, ['--require', 'tsx/cjs', file, stack, databaseUrl], {
    stdio: ['ignore', 'pipe', 'pipe'],
    env: { ...process.env, NODE_ENV: 'production' },
  });
  let output = '';
  const url = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`${stack} stand-in did not start:\n${output}`)), 60_000);
    child.stderr?.on('data', (d: Buffer) => (output += d.toString()));
    child.stdout?.on('data', (d: Buffer) => {
      output += d.toString();
      const port = /listening (\d+)/.exec(output)?.[1];
      if (port) {
        clearTimeout(timer);
        resolve(`http://127.0.0.1:${port}`);
      }
    });
    child.once('exit', (code) => reject(new Error(`${stack} stand-in exited (${code}):\n${output}`)));
  });
  return { child, url };
}

/** `clients` closed loops on the stand-in until `until`; each client writes its own hand, so every request is applied. */
async function loadFloor(url: string, clients: number, until: number, latencies: number[] | null, versions: number[]): Promise<number> {
  let requests = 0;
  await Promise.all(
    Array.from({ length: clients }, async (_, i) => {
      while (Date.now() < until) {
        const sent = performance.now();
        const answer = await call(url, '', 'POST', `/tables/${i + 1}/actions`, { kind: 'call', version: versions[i] ?? 0 });
        const body = answer.body as unknown as { version?: number };
        if (answer.status !== 200 || body.version === undefined)
          throw new Error(`the stand-in answered ${answer.status}: ${JSON.stringify(body).slice(0, 200)}`);
        latencies?.push(performance.now() - sent);
        versions[i] = body.version;
        requests++;
      }
    }),
  );
  return requests;
}

async function measureFloor(stack: string, api: BenchServer, databaseUrl: string, opts: Options): Promise<Row> {
  const floor = await startFloorServer(stack, databaseUrl);
  try {
    // Warm up (JIT, the pool's connections, prepared statements), then measure.
    const versions = await handVersions(databaseUrl, opts.clients);
    await loadFloor(floor.url, opts.clients, Date.now() + 3000, null, versions);
    const before = { server: processCpuSeconds(floor.child.pid as number) ?? 0, postgres: sampleCpu(api.pid)?.postgres ?? 0 };
    const latencies: number[] = [];
    const t0 = performance.now();
    const requests = await loadFloor(floor.url, opts.clients, Date.now() + opts.durationS * 1000, latencies, versions);
    const seconds = (performance.now() - t0) / 1000;
    const after = { server: processCpuSeconds(floor.child.pid as number) ?? 0, postgres: sampleCpu(api.pid)?.postgres ?? 0 };
    return { name: stack as RowName, requests, seconds, latencies, cpuServer: after.server - before.server, cpuPostgres: after.postgres - before.postgres };
  } finally {
    floor.child.kill('SIGTERM');
    await new Promise((r) => (floor.child.exitCode === null ? floor.child.once('exit', r) : r(undefined)));
  }
}

async function measureRoom(api: BenchServer, opts: Options): Promise<Row> {
  const tables = [];
  for (let i = 0; i < opts.clients; i++) tables.push(await setUpBotTable(api.url, api.adminKey));
  const warm: PlayStats = { actions: 0, refused: 0, hands: new Set(), errors: [] };
  await Promise.all(tables.map((t) => playBotTable(api.url, t, Date.now() + 3000, warm)));
  const stats: PlayStats = { actions: 0, refused: 0, hands: new Set(), errors: [] };
  const latencies: number[] = [];
  const before = sampleCpu(api.pid);
  const t0 = performance.now();
  const until = Date.now() + opts.durationS * 1000;
  await Promise.all(tables.map((t) => playBotTable(api.url, t, until, stats, { latencyMs: (ms) => latencies.push(ms) })));
  const seconds = (performance.now() - t0) / 1000;
  const after = sampleCpu(api.pid);
  if (stats.errors.length > 0) throw new Error(`the bots met errors: ${stats.errors.slice(0, 3).join('; ')}`);
  return {
    name: 'razz',
    requests: stats.actions,
    seconds,
    latencies,
    cpuServer: (after?.server ?? 0) - (before?.server ?? 0),
    cpuPostgres: (after?.postgres ?? 0) - (before?.postgres ?? 0),
  };
}

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
}

function print(rows: Row[], opts: Options): void {
  console.log(
    `\n${opts.clients} requests in flight, ${opts.durationS} s a row, ${availableParallelism()} cores shared by the server, Postgres and this load generator:`,
  );
  console.log(`${'stack'.padEnd(38)} requests/s  p50 ms  p99 ms  CPU/request server, Postgres (ms)  share of ${LABELS[rows[0]?.name ?? 'node']}`);
  const first = rows[0];
  for (const r of rows) {
    const sorted = [...r.latencies].sort((a, b) => a - b);
    const rate = r.requests / r.seconds;
    const cpu = `${((1000 * r.cpuServer) / r.requests).toFixed(3)}, ${((1000 * r.cpuPostgres) / r.requests).toFixed(3)}`;
    const share = first ? `${((100 * rate) / (first.requests / first.seconds)).toFixed(0)} %` : '';
    console.log(
      `${LABELS[r.name].padEnd(38)} ${rate.toFixed(0).padStart(10)} ${percentile(sorted, 50).toFixed(1).padStart(7)} ${percentile(sorted, 99).toFixed(1).padStart(7)} ${cpu.padStart(35)} ${share.padStart(6)}`,
    );
  }
}

async function main(): Promise<void> {
  const opts = parseArgs(process.argv.slice(2));
  const api = await startBuiltServer();
  try {
    const databaseUrl = await embeddedDatabaseUrl(api.dataDir);
    const floors = opts.rows.filter((r) => r !== 'razz');
    if (floors.length > 0) await seedFloorTables(databaseUrl, api, opts.clients);
    const rows: Row[] = [];
    for (const name of opts.rows) {
      const row = name === 'razz' ? await measureRoom(api, opts) : await measureFloor(name, api, databaseUrl, opts);
      rows.push(row);
      console.log(`${LABELS[name]}: ${row.requests} requests in ${row.seconds.toFixed(1)} s`);
    }
    print(rows, opts);
  } finally {
    await api.stop();
  }
}

main().catch((err: unknown) => {
  console.error(err instanceof Error ? err.stack : err);
  process.exit(1);
});
