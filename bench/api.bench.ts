/**
 * `npm run bench:api` — bots play Razz through HTTP against a running server, many tables at once,
 * and the bench prints actions per second, action latency (p50, p99, max), the server's memory and
 * the CPU time per action of the server, its embedded Postgres and the bench itself.
 *
 *   npm run bench:api -- [--tables 8] [--duration 120] [--pause 0] [--redis redis://…]
 *   npm run bench:api -- --tables 1,2,4,8,16 --duration 60 [--csv out.csv]   (then: npx tsx scripts/bench-plot.ts out.csv out.svg)
 *   npm run bench:api -- [--pgbench-seconds 20 | --no-pgbench]
 *   npm run bench:api -- --url http://host:3000 --admin-key <key> [--pid <server pid>] [--database-url postgres://…]
 *
 * Without --url it builds nothing: it starts the built API process (`npm start` does the same; run `npm run build`
 * first) on the embedded Postgres in a temporary DATA_DIR, LOG_LEVEL=warn, and samples the
 * server's resident memory from /proc every second (with --url, only when --pid is given).
 * Each table has eight bot players acting with their own keys: the answer to an action is the
 * actor's view, which names the next seat to act and the bets, so a bot needs no extra request
 * (check when nothing is owed, call otherwise; sometimes bet or raise, sometimes fold).
 * A list of table counts runs one measurement per count, each on a fresh server, and prints them
 * side by side (and as CSV, which `scripts/bench-plot.ts` draws: actions/s and p99 against tables).
 * After each measurement, `pgbench` runs the action's database work on the same Postgres with as
 * many clients as tables (bench/support/pgbench.ts) and the bench prints its rate as a share of
 * that; skipped when pgbench is missing (`apt-get install postgresql-client`) or with --url and no
 * --database-url.
 */
import { ChildProcess, spawn } from 'node:child_process';
import { randomBytes, randomUUID } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, readlinkSync, writeFileSync } from 'node:fs';
import * as http from 'node:http';
import { mkdtemp, rm } from 'node:fs/promises';
import { availableParallelism, tmpdir } from 'node:os';
import * as path from 'node:path';
import { embeddedDatabaseUrl, hasPgbench, pgbenchActionShape, PgbenchResult } from './support/pgbench';

interface Options {
  url?: string;
  adminKey?: string;
  pid?: number;
  databaseUrl?: string;
  /** One measurement per count, each on a fresh server (without --url). */
  tables: number[];
  durationS: number;
  pauseMs: number;
  redis?: string;
  /** 0: no pgbench comparison. */
  pgbenchSeconds: number;
  csv?: string;
}

function parseArgs(argv: string[]): Options {
  const get = (name: string) => {
    const i = argv.indexOf(`--${name}`);
    return i >= 0 ? argv[i + 1] : undefined;
  };
  const num = (name: string, fallback: number) => (get(name) === undefined ? fallback : Number(get(name)));
  const tables = (get('tables') ?? '8').split(',').map(Number);
  if (tables.some((n) => !Number.isInteger(n) || n < 1)) throw new Error(`--tables takes a count or a comma list of counts, not ${get('tables')}`);
  return {
    url: get('url'),
    adminKey: get('admin-key'),
    pid: get('pid') ? Number(get('pid')) : undefined,
    databaseUrl: get('database-url'),
    tables,
    durationS: num('duration', 120),
    pauseMs: num('pause', 0),
    redis: get('redis'),
    pgbenchSeconds: argv.includes('--no-pgbench') ? 0 : num('pgbench-seconds', 20),
    csv: get('csv'),
  };
}

// ---- HTTP -----------------------------------------------------------------------------------

/** The parts of the API's answers the bench reads. */
interface HandView {
  toAct: number | null;
  over: boolean;
  street: string;
  seats: { seat: number; streetBet: number }[];
}
interface Body {
  id: string;
  key: string;
  hand: { id: string; status: string; version: number; view: HandView } | null;
  error?: { code: string };
}
interface Answer {
  status: number;
  body: Body;
}
type Turn = HandView & { version: number };

/**
 * Kept-alive connections through node:http: the load generator shares the server's two cores, and
 * `fetch` cost it about twice the CPU per request (it is measured and printed apart either way).
 */
const agent = new http.Agent({ keepAlive: true, maxSockets: 1024 });

function call(base: string, key: string, method: string, url: string, body?: object, headers: Record<string, string> = {}): Promise<Answer> {
  const payload = body ? JSON.stringify(body) : undefined;
  return new Promise((resolve, reject) => {
    const req = http.request(
      base + url,
      {
        method,
        agent,
        headers: { 'x-api-key': key, 'content-type': 'application/json', ...(payload ? { 'content-length': Buffer.byteLength(payload) } : {}), ...headers },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('error', reject);
        res.on('end', () => {
          try {
            resolve({ status: res.statusCode ?? 0, body: JSON.parse(Buffer.concat(chunks).toString('utf8')) as Body });
          } catch (err) {
            reject(err as Error);
          }
        });
      },
    );
    req.on('error', reject);
    req.end(payload);
  });
}

async function must(answer: Promise<Answer>, what: string): Promise<Body> {
  const a = await answer;
  if (a.status >= 300) throw new Error(`${what}: ${a.status} ${JSON.stringify(a.body)}`);
  return a.body;
}

// ---- the server ---------------------------------------------------------------------------

interface Server {
  url: string;
  adminKey: string;
  pid: number | undefined;
  /** The embedded Postgres's data, for pgbench (a spawned server only). */
  dataDir?: string;
  stop(): Promise<void>;
}

async function startServer(opts: Options): Promise<Server> {
  // The process a user runs (`npm start`), not an import: the bench measures it from outside.
  const entry = path.resolve(__dirname, '..', 'dist', 'apps', 'api', 'src', 'main.js');
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
    ...(opts.redis ? { REDIS_URL: opts.redis, JOBS_IN_PROCESS: 'true', JOBS_PREFIX: `bench${randomBytes(3).toString('hex')}` } : {}),
  };
  const child: ChildProcess = spawn(process.execPath, [entry], { env, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  child.stdout?.on('data', (d: Buffer) => (output += d.toString()));
  child.stderr?.on('data', (d: Buffer) => (output += d.toString()));
  // At LOG_LEVEL=warn the "listening" line is not printed: find the port from the process's sockets.
  const url = await waitForPort(child, () => output);
  return {
    url,
    adminKey,
    pid: child.pid,
    dataDir,
    stop: async () => {
      child.kill('SIGTERM');
      await new Promise((r) => child.once('exit', r));
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

/** The port the server listens on, read from /proc (its own listening TCP socket). */
async function waitForPort(child: ChildProcess, output: () => string): Promise<string> {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited:\n${output()}`);
    const port = listeningPort(child.pid as number);
    if (port) {
      const health = await fetch(`http://127.0.0.1:${port}/health`).catch(() => undefined);
      if (health?.ok) return `http://127.0.0.1:${port}`;
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`server did not start:\n${output()}`);
}

function listeningPort(pid: number): number | undefined {
  try {
    const inodes = new Set<string>();
    for (const fd of readdirSync(`/proc/${pid}/fd`)) {
      const link = readlinkSync(`/proc/${pid}/fd/${fd}`);
      const m = /^socket:\[(\d+)\]$/.exec(link);
      if (m?.[1]) inodes.add(m[1]);
    }
    for (const line of readFileSync('/proc/net/tcp', 'utf8').split('\n').slice(1)) {
      const cols = line.trim().split(/\s+/);
      if (cols[3] === '0A' && inodes.has(cols[9] ?? '')) return parseInt((cols[1] ?? '').split(':')[1] ?? '0', 16);
    }
  } catch {
    return undefined;
  }
  return undefined;
}

function rssMb(pid: number): number | undefined {
  try {
    const m = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
    return m ? Number(m[1]) / 1024 : undefined;
  } catch {
    return undefined;
  }
}

// ---- CPU -------------------------------------------------------------------------------------

/** Linux reports process times in USER_HZ ticks, which is 100 on every architecture Node runs on. */
const TICKS_PER_SECOND = 100;

/** utime, stime, cutime, cstime of a process in seconds; undefined when it is gone. */
function procTimes(pid: number): { self: number; reapedChildren: number; ppid: number } | undefined {
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

/** A process's command name; empty when it is gone. */
function commandName(pid: number): string {
  try {
    return readFileSync(`/proc/${pid}/comm`, 'utf8');
  } catch {
    return '';
  }
}

interface CpuSample {
  server: number;
  /** The embedded Postgres the server started (postmaster, its live backends and the ones it reaped); undefined when Postgres is not the server's child. */
  postgres: number | undefined;
  bench: number;
}

/** CPU seconds used so far by the server, by the Postgres it started, and by this process. */
function sampleCpu(serverPid: number | undefined): CpuSample | undefined {
  const server = serverPid === undefined ? undefined : procTimes(serverPid);
  if (serverPid === undefined || !server) return undefined;
  const processes = new Map<number, NonNullable<ReturnType<typeof procTimes>>>();
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

// ---- bots -----------------------------------------------------------------------------------

interface Bot {
  key: string;
  seat: number;
}

interface Stats {
  latencies: number[];
  actions: number;
  refused: number;
  hands: Set<string>;
  errors: string[];
}

/** What the seat to act does, from the view of whoever acted last (no legal actions needed). */
function decide(view: Turn): { kind: string } {
  const seats = view.seats;
  const me = seats.find((s) => s.seat === view.toAct);
  const top = Math.max(...seats.map((s) => s.streetBet));
  const owed = top - (me?.streetBet ?? 0);
  if (view.street === 'third' && top === 0) return { kind: Math.random() < 0.2 ? 'complete' : 'bring-in' };
  const r = Math.random();
  if (owed > 0) return { kind: r < 0.05 ? 'fold' : r < 0.15 ? 'raise' : 'call' };
  return { kind: r < 0.15 ? 'bet' : 'check' };
}

async function playTable(base: string, tableId: string, bots: Map<number, Bot>, until: number, stats: Stats): Promise<void> {
  const watcher = bots.get(1) as Bot;
  let view: Turn | null = null;
  while (Date.now() < until) {
    if (!view || view.over || view.toAct === null) {
      const table = await call(base, watcher.key, 'GET', `/tables/${tableId}`);
      const hand = table.body.hand;
      if (!hand || hand.status !== 'running') {
        await new Promise((r) => setTimeout(r, 5));
        view = null;
        continue;
      }
      view = { ...hand.view, version: hand.version };
    }
    const bot = bots.get(view.toAct as number) as Bot;
    let action = decide(view);
    for (let attempt = 0; attempt < 3; attempt++) {
      const t0 = performance.now();
      const res = await call(base, bot.key, 'POST', `/tables/${tableId}/actions`, { ...action, version: view.version }, { 'Idempotency-Key': randomUUID() });
      stats.latencies.push(performance.now() - t0);
      if (res.status === 200) {
        stats.actions++;
        const hand = res.body.hand;
        if (hand) stats.hands.add(hand.id);
        view = hand?.status === 'running' ? { ...hand.view, version: hand.version } : null;
        break;
      }
      stats.refused++;
      // A bet or raise the moment did not allow (capped, nothing to raise): check or call instead.
      if (res.status === 409 || res.status === 422) {
        action = { kind: action.kind === 'bet' ? 'check' : 'call' };
        if (res.body.error?.code === 'STALE_VERSION' || res.body.error?.code === 'NOT_YOUR_TURN') {
          view = null;
          break;
        }
        continue;
      }
      stats.errors.push(`${res.status} ${JSON.stringify(res.body)}`);
      view = null;
      break;
    }
  }
}

async function setUpTable(base: string, adminKey: string, pauseMs: number): Promise<{ tableId: string; bots: Map<number, Bot> }> {
  const table = await must(
    call(base, adminKey, 'POST', '/tables', {
      name: `Bench ${randomBytes(3).toString('hex')}`,
      kind: 'cash',
      preset: 'razz',
      stakes: { ante: 5, bringIn: 10, smallBet: 20, bigBet: 40 },
      unit: 'USD',
      minBuyIn: 1_000,
      maxBuyIn: 1_000_000,
      handPauseMs: pauseMs,
      actionTimeoutMs: 30_000,
    }),
    'create table',
  );
  const bots = new Map<number, Bot>();
  for (let seat = 1; seat <= 8; seat++) {
    const player = await must(call(base, adminKey, 'POST', '/players', { screenName: `bot${randomBytes(5).toString('hex')}` }), 'player');
    await must(
      call(base, adminKey, 'POST', '/cashier/deposits', { playerId: player.id, unit: 'USD', amount: 100_000_000 }, { 'Idempotency-Key': randomUUID() }),
      'deposit',
    );
    const key = await must(call(base, adminKey, 'POST', '/api-keys', { name: `bot ${seat}`, role: 'player', playerId: player.id }), 'key');
    bots.set(seat, { key: key.key, seat });
  }
  // With no pause the first hand starts as soon as two are seated; the others join from the next.
  for (const [seat, bot] of bots) await must(call(base, bot.key, 'POST', `/tables/${table.id}/seats`, { seat, buyIn: 1_000_000 }), 'seat');
  return { tableId: table.id, bots };
}

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
}

/** One measurement's figures, for the side-by-side summary, the CSV and the plot. */
interface Row {
  tables: number;
  seconds: number;
  actionsPerS: number;
  p50: number;
  p99: number;
  max: number;
  hands: number;
  errors: number;
  cpuMsPerAction: { server: number; postgres: number | undefined; bench: number } | undefined;
  pgbench: PgbenchResult | undefined;
}

async function main(): Promise<void> {
  const opts = parseArgs(process.argv.slice(2));
  if (opts.url && !opts.adminKey) throw new Error('--url needs --admin-key');
  const pgbench = opts.pgbenchSeconds > 0 && (await hasPgbench());
  if (opts.pgbenchSeconds > 0 && !pgbench) console.log('pgbench not found (apt-get install postgresql-client): no database comparison');
  const rows: Row[] = [];
  for (const tables of opts.tables) rows.push(await measure(opts, tables, pgbench));
  if (rows.length > 1) summary(opts, rows);
  if (opts.csv) writeFileSync(opts.csv, csv(rows));
}

async function measure(opts: Options, tableCount: number, pgbench: boolean): Promise<Row> {
  const server: Server = opts.url ? { url: opts.url, adminKey: opts.adminKey ?? '', pid: opts.pid, stop: async () => undefined } : await startServer(opts);
  const samples: { t: number; rss: number }[] = [];
  const started = Date.now();
  const sampler = setInterval(() => {
    const rss = server.pid ? rssMb(server.pid) : undefined;
    if (rss !== undefined) samples.push({ t: (Date.now() - started) / 1000, rss });
  }, 1000);
  try {
    console.log(`server ${server.url}${server.pid ? ` (pid ${server.pid})` : ''}; setting up ${tableCount} tables × 8 bots…`);
    const tables = [];
    for (let i = 0; i < tableCount; i++) tables.push(await setUpTable(server.url, server.adminKey, opts.pauseMs));
    const stats: Stats = { latencies: [], actions: 0, refused: 0, hands: new Set(), errors: [] };
    const rssAtStart = server.pid ? rssMb(server.pid) : undefined;
    const cpuAtStart = sampleCpu(server.pid);
    const t0 = Date.now();
    const until = t0 + opts.durationS * 1000;
    const progress = setInterval(
      () =>
        console.log(
          `  ${Math.round((Date.now() - t0) / 1000)} s: ${stats.actions} actions, ${stats.hands.size} hands, RSS ${server.pid ? rssMb(server.pid)?.toFixed(0) : '?'} MB`,
        ),
      30_000,
    );
    await Promise.all(tables.map((t) => playTable(server.url, t.tableId, t.bots, until, stats)));
    clearInterval(progress);
    const seconds = (Date.now() - t0) / 1000;
    const cpu = cpuAtStart && sampleCpu(server.pid);
    const cpuUsed =
      cpuAtStart && cpu
        ? {
            server: cpu.server - cpuAtStart.server,
            postgres: cpu.postgres === undefined || cpuAtStart.postgres === undefined ? undefined : cpu.postgres - cpuAtStart.postgres,
            bench: cpu.bench - cpuAtStart.bench,
          }
        : undefined;
    const row = report(
      opts,
      tableCount,
      stats,
      seconds,
      rssAtStart,
      samples.filter((s) => s.t >= (t0 - started) / 1000),
      cpuUsed,
    );
    // The bots have stopped: the database is the machine's only load while pgbench runs.
    const databaseUrl = opts.databaseUrl ?? (server.dataDir ? await embeddedDatabaseUrl(server.dataDir) : undefined);
    if (pgbench && databaseUrl) {
      row.pgbench = await pgbenchActionShape(databaseUrl, tableCount, opts.pgbenchSeconds);
      console.log(
        `database:  pgbench, the action's statements (read the state; lock, write it back, append an event), ${tableCount} clients, ${opts.pgbenchSeconds} s: ${row.pgbench.tps.toFixed(0)} actions/s — the API reached ${share(row)} of it`,
      );
      console.log(`           ${row.pgbench.command}`);
    }
    return row;
  } finally {
    clearInterval(sampler);
    await server.stop();
  }
}

const share = (row: Row) => (row.pgbench ? `${((100 * row.actionsPerS) / row.pgbench.tps).toFixed(0)} %` : '');

function summary(opts: Options, rows: Row[]): void {
  console.log(`\nside by side (${opts.durationS} s each, a fresh server each, ${availableParallelism()} cores shared by the API, Postgres and the bots):`);
  console.log('tables  actions/s   p50 ms   p99 ms   max ms  CPU/action API, Postgres, bots (ms)  pgbench actions/s  share');
  for (const r of rows) {
    const cpu = r.cpuMsPerAction
      ? `${r.cpuMsPerAction.server.toFixed(2)}, ${r.cpuMsPerAction.postgres?.toFixed(2) ?? '?'}, ${r.cpuMsPerAction.bench.toFixed(2)}`
      : '';
    console.log(
      [
        String(r.tables).padStart(6),
        r.actionsPerS.toFixed(0).padStart(10),
        r.p50.toFixed(1).padStart(8),
        r.p99.toFixed(1).padStart(8),
        r.max.toFixed(0).padStart(8),
        cpu.padStart(37),
        (r.pgbench?.tps.toFixed(0) ?? '').padStart(18),
        share(r).padStart(6),
      ].join(' '),
    );
  }
}

function csv(rows: Row[]): string {
  const head = 'tables,seconds,actions_per_s,p50_ms,p99_ms,max_ms,hands,errors,cpu_api_ms,cpu_postgres_ms,cpu_bots_ms,pgbench_tps';
  const lines = rows.map((r) =>
    [
      r.tables,
      r.seconds.toFixed(1),
      r.actionsPerS.toFixed(1),
      r.p50.toFixed(2),
      r.p99.toFixed(2),
      r.max.toFixed(2),
      r.hands,
      r.errors,
      r.cpuMsPerAction?.server.toFixed(3) ?? '',
      r.cpuMsPerAction?.postgres?.toFixed(3) ?? '',
      r.cpuMsPerAction?.bench.toFixed(3) ?? '',
      r.pgbench?.tps.toFixed(1) ?? '',
    ].join(','),
  );
  return [head, ...lines, ''].join('\n');
}

function report(
  opts: Options,
  tables: number,
  stats: Stats,
  seconds: number,
  rssAtStart: number | undefined,
  samples: { t: number; rss: number }[],
  cpu: CpuSample | undefined,
): Row {
  const sorted = [...stats.latencies].sort((a, b) => a - b);
  const peak = Math.max(...samples.map((s) => s.rss));
  const half = samples.slice(Math.floor(samples.length / 2));
  const slope = half.length > 2 ? (half[half.length - 1]!.rss - half[0]!.rss) / ((half[half.length - 1]!.t - half[0]!.t) / 60) : NaN;
  console.log(`\n${tables} tables × 8 bots, ${seconds.toFixed(0)} s, hand pause ${opts.pauseMs} ms, jobs ${opts.redis ? 'BullMQ (Redis)' : 'inline'}`);
  console.log(
    `actions:   ${stats.actions} applied (${(stats.actions / seconds).toFixed(0)} actions/s), ${stats.hands.size} hands, ${stats.refused} refused and retried, ${stats.errors.length} errors`,
  );
  console.log(
    `latency:   p50 ${percentile(sorted, 50).toFixed(1)} ms, p99 ${percentile(sorted, 99).toFixed(1)} ms, max ${(sorted[sorted.length - 1] ?? 0).toFixed(1)} ms (every action request, client side)`,
  );
  if (cpu && stats.actions > 0) {
    const perAction = (seconds: number) => `${((seconds * 1000) / stats.actions).toFixed(2)} ms`;
    const postgres = cpu.postgres === undefined ? '' : `, Postgres ${perAction(cpu.postgres)}`;
    console.log(
      `CPU per applied action: API ${perAction(cpu.server)}${postgres}, load generator ${perAction(cpu.bench)} (the machine has ${availableParallelism()} cores)`,
    );
  }
  if (samples.length > 0) {
    console.log(
      `server RSS: ${rssAtStart?.toFixed(0) ?? '?'} MB at start, peak ${peak.toFixed(0)} MB, ${samples[samples.length - 1]?.rss.toFixed(0)} MB at the end; second half ${slope >= 0 ? '+' : ''}${slope.toFixed(1)} MB/min`,
    );
    const step = Math.max(1, Math.floor(samples.length / 10));
    console.log(
      `RSS over time (s: MB): ${samples
        .filter((_, i) => i % step === 0)
        .map((s) => `${s.t.toFixed(0)}: ${s.rss.toFixed(0)}`)
        .join(', ')}`,
    );
  }
  if (stats.errors.length > 0) console.log(`first errors: ${stats.errors.slice(0, 3).join('\n')}`);
  const perAction = (cpuSeconds: number) => (cpuSeconds * 1000) / stats.actions;
  return {
    tables,
    seconds,
    actionsPerS: stats.actions / seconds,
    p50: percentile(sorted, 50),
    p99: percentile(sorted, 99),
    max: sorted[sorted.length - 1] ?? 0,
    hands: stats.hands.size,
    errors: stats.errors.length,
    cpuMsPerAction:
      cpu && stats.actions > 0
        ? { server: perAction(cpu.server), postgres: cpu.postgres === undefined ? undefined : perAction(cpu.postgres), bench: perAction(cpu.bench) }
        : undefined,
    pgbench: undefined,
  };
}

main().catch((err: unknown) => {
  console.error(err instanceof Error ? err.stack : err);
  process.exit(1);
});
