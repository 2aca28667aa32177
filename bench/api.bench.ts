/**
 * `npm run bench:api` — bots play Razz through HTTP against a running server, many tables at once,
 * and the bench prints actions per second, action latency (p50, p99, max), the server's memory and
 * the CPU time per action of the server, its embedded Postgres and the bench itself.
 *
 *   npm run bench:api -- [--tables 8] [--duration 120] [--pause 0] [--redis redis://…]
 *   npm run bench:api -- --tables 1,2,4,8,16 --duration 60 [--csv out.csv]   (then: npx tsx scripts/bench-plot.ts out.csv out.svg)
 *   npm run bench:api -- [--pgbench-seconds 20 | --no-pgbench]
 *   npm run bench:api -- --tables 8 --duration 1200 --heap-every 60   (memory over a long run)
 *   npm run bench:api -- --server-flags "--max-semi-space-size=32"   (node flags for the spawned server)
 *   npm run bench:api -- --tables 8 --instances 2   (two API processes on one database, the tables shared out between them)
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
 * `--heap-every <s>` starts the server with its inspector on and, every that many seconds, forces a
 * full garbage collection in it and reads its JS heap (`nodejs_heap_size_used_bytes`): what is
 * still referenced, so a leak shows as a slope where RSS also moves with V8's and malloc's
 * reserves. Each forced collection pauses the server briefly (its time is in the latency figures).
 * `--instances <n>` starts n API processes on the first one's embedded Postgres (the way the room
 * scales out: any instance serves any table) and gives table i's bots instance i mod n; the API
 * figures (CPU, memory, how actions were written) are the instances' sums.
 */
import { randomBytes } from 'node:crypto';
import { writeFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { embeddedDatabaseUrl, hasPgbench, pgbenchActionShape, PgbenchResult } from './support/pgbench';
import { playBotTable, PlayStats, setUpBotTable } from './support/razz-bots';
import {
  BenchServer,
  collectGarbage,
  cpuBetween,
  CpuSample,
  describeActionPaths,
  networkRetries,
  rssMb,
  sampleCpu,
  serverActionPaths,
  serverMetrics,
  startBuiltServer,
} from './support/server';

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
  /** Seconds between forced full GCs and heap reads in the server; 0: none. */
  heapEveryS: number;
  /** Node flags for the spawned server (`--server-flags "…"`, split on spaces). */
  serverFlags: string[];
  /** API processes on the one database (without --url). */
  instances: number;
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
    heapEveryS: num('heap-every', 0),
    serverFlags: (get('server-flags') ?? '').split(' ').filter((f) => f !== ''),
    instances: num('instances', 1),
  };
}

// ---- the server ---------------------------------------------------------------------------

interface Server {
  url: string;
  adminKey: string;
  pid: number | undefined;
  /** With --instances n: the other n - 1 API processes, on the first one's database. */
  more: { url: string; pid: number }[];
  /** The embedded Postgres's data, for pgbench (a spawned server only). */
  dataDir?: string;
  /** The server's inspector, when started for --heap-every. */
  inspectorUrl?: string;
  stop(): Promise<void>;
}

/** The process a user runs (`npm start`), not an import: the bench measures it from outside (bench/support/server.ts). */
async function startServer(opts: Options): Promise<Server> {
  const jobs: Record<string, string> = opts.redis
    ? { REDIS_URL: opts.redis, JOBS_IN_PROCESS: 'true', JOBS_PREFIX: `bench${randomBytes(3).toString('hex')}` }
    : {};
  const first = await startBuiltServer(jobs, [...opts.serverFlags, ...(opts.heapEveryS > 0 ? ['--inspect=127.0.0.1:0'] : [])]);
  const more: BenchServer[] = [];
  try {
    const databaseUrl = opts.instances > 1 ? await embeddedDatabaseUrl(first.dataDir) : '';
    for (let i = 1; i < opts.instances; i++)
      more.push(await startBuiltServer({ ...jobs, DATABASE_URL: databaseUrl, ADMIN_API_KEY: first.adminKey }, opts.serverFlags));
  } catch (err) {
    for (const server of [...more, first]) await server.stop();
    throw err;
  }
  return {
    ...first,
    more: more.map((m) => ({ url: m.url, pid: m.pid })),
    stop: async () => {
      for (const server of [...more, first]) await server.stop();
    },
  };
}

const pidsOf = (server: Server): number[] | undefined => (server.pid === undefined ? undefined : [server.pid, ...server.more.map((m) => m.pid)]);
const urlsOf = (server: Server): string[] => [server.url, ...server.more.map((m) => m.url)];

/** CPU seconds so far of the API processes (summed), the first one's Postgres and this process; undefined without the server's pid (--url without --pid). */
function cpuNow(server: Server): CpuSample | undefined {
  const pids = pidsOf(server);
  const samples = pids?.map((pid) => sampleCpu(pid));
  if (!samples || samples.some((s) => s === undefined)) return undefined;
  const [first, ...more] = samples as CpuSample[];
  return { ...(first as CpuSample), server: more.reduce((sum, s) => sum + s.server, (first as CpuSample).server) };
}

/** Resident memory of the API processes, summed (MB). */
function serverRssMb(server: Server): number | undefined {
  const each = pidsOf(server)?.map((pid) => rssMb(pid));
  return each?.every((mb) => mb !== undefined) ? each.reduce((sum: number, mb) => sum + (mb as number), 0) : undefined;
}

/** `razz_table_action_paths_total` of the API processes, summed by path. */
async function actionPathsNow(server: Server): Promise<Record<string, number>> {
  const total: Record<string, number> = {};
  for (const url of urlsOf(server)) for (const [path, n] of Object.entries(await serverActionPaths(url))) total[path] = (total[path] ?? 0) + n;
  return total;
}

/** Every `--heap-every` seconds of play: a full GC in the server, then its JS heap (MB) and the hands played so far. */
function heapSampler(opts: Options, server: Server, t0: number): { stop(): Promise<{ t: number; mb: number }[]> } {
  const samples: { t: number; mb: number }[] = [];
  const inspector = server.inspectorUrl;
  if (opts.heapEveryS <= 0 || !inspector) {
    if (opts.heapEveryS > 0) console.log('--heap-every needs a server this bench starts (its inspector): no heap figures');
    return { stop: async () => samples };
  }
  let running = Promise.resolve();
  const sample = () =>
    (running = running.then(async () => {
      await collectGarbage(inspector);
      samples.push({ t: (Date.now() - t0) / 1000, mb: (await serverMetrics(server.url)).heapUsedMb });
    }));
  void sample();
  const timer = setInterval(() => void sample(), opts.heapEveryS * 1000);
  return {
    stop: async () => {
      clearInterval(timer);
      await sample();
      return samples;
    },
  };
}

/** The heap after each forced GC, and its slope over the second half of the run. */
function heapReport(samples: { t: number; mb: number }[], hands: number): void {
  const half = samples.slice(Math.floor(samples.length / 2));
  const first = half[0];
  const last = half[half.length - 1];
  const slope = first && last && last.t > first.t ? (last.mb - first.mb) / ((last.t - first.t) / 60) : NaN;
  console.log(
    `JS heap after a full GC: ${samples[0]?.mb.toFixed(1)} MB at the start of play, ${last?.mb.toFixed(1)} MB at the end (${hands} hands); second half ${slope >= 0 ? '+' : ''}${slope.toFixed(2)} MB/min`,
  );
  const step = Math.max(1, Math.floor(samples.length / 12));
  console.log(
    `JS heap over time (s: MB): ${samples
      .filter((_, i) => i % step === 0 || i === samples.length - 1)
      .map((s) => `${s.t.toFixed(0)}: ${s.mb.toFixed(1)}`)
      .join(', ')}`,
  );
}

// ---- bots (bench/support/razz-bots.ts) ------------------------------------------------------

interface Stats extends PlayStats {
  /** Every action request's time as the client saw it, ms. */
  latencies: number[];
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
  if (!Number.isInteger(opts.instances) || opts.instances < 1) throw new Error(`--instances takes a count of API processes, not ${opts.instances}`);
  if (opts.url && opts.instances > 1) throw new Error('--instances starts the API processes itself: not with --url');
  const pgbench = opts.pgbenchSeconds > 0 && (await hasPgbench());
  if (opts.pgbenchSeconds > 0 && !pgbench) console.log('pgbench not found (apt-get install postgresql-client): no database comparison');
  const rows: Row[] = [];
  for (const tables of opts.tables) rows.push(await measure(opts, tables, pgbench));
  if (rows.length > 1) summary(opts, rows);
  if (opts.csv) writeFileSync(opts.csv, csv(rows));
}

async function measure(opts: Options, tableCount: number, pgbench: boolean): Promise<Row> {
  const server: Server = opts.url
    ? { url: opts.url, adminKey: opts.adminKey ?? '', pid: opts.pid, more: [], stop: async () => undefined }
    : await startServer(opts);
  const samples: { t: number; rss: number }[] = [];
  const started = Date.now();
  const sampler = setInterval(() => {
    const rss = serverRssMb(server);
    if (rss !== undefined) samples.push({ t: (Date.now() - started) / 1000, rss });
  }, 1000);
  try {
    const processes = pidsOf(server)?.join(', ');
    console.log(`server ${urlsOf(server).join(', ')}${processes ? ` (pid ${processes})` : ''}; setting up ${tableCount} tables × 8 bots…`);
    const tables = [];
    for (let i = 0; i < tableCount; i++) tables.push(await setUpBotTable(server.url, server.adminKey, 30_000, opts.pauseMs));
    const stats: Stats = { latencies: [], actions: 0, refused: 0, hands: new Set(), errors: [] };
    const rssAtStart = serverRssMb(server);
    const pathsAtStart = await actionPathsNow(server);
    const cpuAtStart = cpuNow(server);
    const t0 = Date.now();
    const until = t0 + opts.durationS * 1000;
    const heap = heapSampler(opts, server, t0);
    const progress = setInterval(
      () =>
        console.log(
          `  ${Math.round((Date.now() - t0) / 1000)} s: ${stats.actions} actions, ${stats.hands.size} hands, RSS ${serverRssMb(server)?.toFixed(0) ?? '?'} MB`,
        ),
      30_000,
    );
    const urls = urlsOf(server);
    await Promise.all(tables.map((t, i) => playBotTable(urls[i % urls.length] as string, t, until, stats, { latencyMs: (ms) => stats.latencies.push(ms) })));
    clearInterval(progress);
    const heapSamples = await heap.stop();
    const seconds = (Date.now() - t0) / 1000;
    const cpuAtEnd = cpuNow(server);
    const cpuUsed = cpuAtStart && cpuAtEnd ? cpuBetween(cpuAtStart, cpuAtEnd) : undefined;
    const paths = describeActionPaths(pathsAtStart, await actionPathsNow(server));
    const row = report(
      opts,
      tableCount,
      stats,
      seconds,
      rssAtStart,
      samples.filter((s) => s.t >= (t0 - started) / 1000),
      cpuUsed,
    );
    console.log(`written:   ${paths} (razz_table_action_paths_total: the bots' actions by how the server wrote them)`);
    if (heapSamples.length > 0) heapReport(heapSamples, stats.hands.size);
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
  const flags = `${opts.instances > 1 ? `, ${opts.instances} API processes` : ''}${opts.serverFlags.length > 0 ? `, server flags ${opts.serverFlags.join(' ')}` : ''}`;
  console.log(`\n${tables} tables × 8 bots, ${seconds.toFixed(0)} s, hand pause ${opts.pauseMs} ms, jobs ${opts.redis ? 'BullMQ (Redis)' : 'inline'}${flags}`);
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
  if (networkRetries.size > 0)
    console.log(`HTTP retried after network failures (so far): ${[...networkRetries].map(([cause, n]) => `${n}× ${cause}`).join(', ')}`);
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
