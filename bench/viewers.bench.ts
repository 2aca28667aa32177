/**
 * `npm run bench:viewers` — many `/live` WebSocket viewers of busy Razz tables: every frame
 * delivered, in order, censored for its key, how long after the change it arrives, and what a
 * connection costs the server in memory.
 *
 *   npm run bench:viewers -- [--tables 100] [--viewers 5000] [--duration 60] [--reader-threads 2] [--cpu-prof <dir>]
 *
 * It starts the built API process (`npm run build` first) on the embedded Postgres in a temporary
 * DATA_DIR, as `bench/api.bench.ts` does, and sets up each table with eight bot players, each with
 * its own player key, who play through HTTP (`bench/support/razz-bots.ts`). The viewers are spread
 * evenly over the tables: a table's first eight are its seated players, with their own keys (they
 * see their own down cards); the rest are spectators, in turn a floor key and a cashier key of the
 * table (staff who see what a spectator sees) and a player of the next table (a player watching a
 * table they do not sit at). All connect and subscribe before play starts, so the memory per
 * connection is measured on an idle server: (RSS after connecting − RSS before) / viewers.
 *
 * Accounting: a table's changes are the positions (hand number, version) seen by any of its viewers
 * or answered to its bots' actions; each viewer is expected to receive every one after its snapshot,
 * and one it did not is a gap. The delays are measured on the server's own clock (one machine): every
 * `update` frame carries `committedAt`, when the server learnt the change had committed, so
 * `arrival − committedAt` is commit → publish → fan-out → this process reading it; and a running
 * hand's `deadlineAt` is set to `now + actionTimeoutMs` as the change is written (before its
 * commit), so `arrival − (deadlineAt − actionTimeoutMs)` adds the write and the commit (with any
 * wait for a pooled connection). The arrival time is when the reading thread's event loop reads
 * the frame, so each reading thread's lag is printed beside it. The viewers are read by worker
 * threads (`--reader-threads`, default 2; `bench/support/viewer-threads.ts`) and the bots play
 * on the main thread: a frame waits only behind other frames of its thread, not behind the bots'
 * HTTP work, as real viewers read on their own devices (the threads still share the two cores).
 *
 * Server settings: RATE_LIMIT_WS_CONNECTIONS_PER_KEY=0 (the per-key cap of 50 sockets is off: a
 * table's floor and cashier keys carry many spectators when there are more than ~150 viewers a
 * table), tables with a 10-minute action timeout (no bot times out while the viewers connect).
 * The bench process needs a file descriptor per viewer, the server one more: `ulimit -n` ≥ 2×viewers.
 */
import { availableParallelism } from 'node:os';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { BenchServer, collectGarbage, cpuBetween, CpuSample, networkRetries, rssMb, sampleCpu, serverMetrics, startBuiltServer } from './support/server';
import { BotTable, call, must, playBotTable, PlayStats, setUpBotTable } from './support/razz-bots';
import { Eyes, position, ViewerRecord } from './support/live-viewer';
import { ThreadLag, ViewerSpec, ViewerThreads } from './support/viewer-threads';
import { inBatches } from './support/in-batches';

interface Options {
  tables: number;
  viewers: number;
  durationS: number;
  readerThreads: number;
  cpuProfDir?: string;
}

function parseArgs(argv: string[]): Options {
  const get = (name: string) => {
    const i = argv.indexOf(`--${name}`);
    return i >= 0 ? argv[i + 1] : undefined;
  };
  const num = (name: string, fallback: number) => (get(name) === undefined ? fallback : Number(get(name)));
  return {
    tables: num('tables', 100),
    viewers: num('viewers', 5000),
    durationS: num('duration', 60),
    readerThreads: num('reader-threads', 2),
    cpuProfDir: get('cpu-prof'),
  };
}

interface BenchTable extends BotTable {
  floorKey: string;
  cashierKey: string;
  /** Every position this table's bots were answered (changes that certainly committed), and when the answer arrived (epoch ms). */
  applied: Map<number, number>;
}

async function setUpTable(url: string, adminKey: string): Promise<BenchTable> {
  const table = await setUpBotTable(url, adminKey, 600_000);
  const staff = async (role: string) => (await must(call(url, adminKey, 'POST', '/api-keys', { name: `spectator ${role}`, role }), `${role} key`)).key;
  return { ...table, floorKey: await staff('floor'), cashierKey: await staff('cashier'), applied: new Map() };
}

/** Who the `j`th viewer of table `t` is: its seated players first, then spectators of three kinds in turn. */
function viewerOf(tables: BenchTable[], t: number, j: number): { key: string; eyes: Eyes } {
  const table = tables[t] as BenchTable;
  if (j < 8) return { key: (table.bots.get(j + 1) as { key: string }).key, eyes: { kind: 'player', seat: j + 1 } };
  const kind = (j - 8) % 3;
  if (kind === 0) return { key: table.floorKey, eyes: { kind: 'spectator' } };
  if (kind === 1) return { key: table.cashierKey, eyes: { kind: 'spectator' } };
  // A player of the next table, watching this one (with a single table, its floor key again).
  const other = tables[(t + 1) % tables.length] as BenchTable;
  if (other === table) return { key: table.floorKey, eyes: { kind: 'spectator' } };
  return { key: (other.bots.get(((j - 8) % 8) + 1) as { key: string }).key, eyes: { kind: 'spectator' } };
}

function percentile(sorted: Float64Array | number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN;
}

async function main(): Promise<void> {
  const opts = parseArgs(process.argv.slice(2));
  // The inspector only for a full GC before each memory reading (`settledMemory`).
  const nodeArgs = ['--inspect=127.0.0.1:0', ...(opts.cpuProfDir ? ['--cpu-prof', `--cpu-prof-dir=${opts.cpuProfDir}`] : [])];
  const server = await startBuiltServer({ RATE_LIMIT_WS_CONNECTIONS_PER_KEY: '0' }, nodeArgs);
  const rss: number[] = [];
  const sampler = setInterval(() => {
    const mb = rssMb(server.pid);
    if (mb !== undefined) rss.push(mb);
  }, 1000);
  let readers: ViewerThreads | undefined;
  try {
    console.log(`server ${server.url} (pid ${server.pid}); setting up ${opts.tables} tables × 8 bots…`);
    const setUpStarted = Date.now();
    const tables: BenchTable[] = new Array<BenchTable>(opts.tables);
    await inBatches([...Array(opts.tables).keys()], 8, async (t) => void (tables[t] = await setUpTable(server.url, server.adminKey)));
    console.log(`  set up in ${((Date.now() - setUpStarted) / 1000).toFixed(0)} s`);

    const before = await settledMemory(server, 2000);
    const specs: ViewerSpec[] = [];
    for (let t = 0; t < opts.tables; t++) {
      const count = Math.floor(opts.viewers / opts.tables) + (t < opts.viewers % opts.tables ? 1 : 0);
      const table = tables[t] as BenchTable;
      for (let j = 0; j < count; j++) specs.push({ tableId: table.tableId, actionTimeoutMs: table.actionTimeoutMs, ...viewerOf(tables, t, j) });
    }
    const connectStarted = Date.now();
    readers = await ViewerThreads.open(server.url.replace(/^http/, 'ws'), specs, opts.readerThreads);
    console.log(
      `  ${specs.length} viewers connected and subscribed in ${((Date.now() - connectStarted) / 1000).toFixed(1)} s, read by ${readers.size} worker threads`,
    );
    const after = await settledMemory(server, 3000);

    const stats: PlayStats = { actions: 0, refused: 0, hands: new Set(), errors: [] };
    const loopDelay = monitorEventLoopDelay({ resolution: 10 });
    loopDelay.enable();
    const cpuAtStart = sampleCpu(server.pid);
    await serverMetrics(server.url); // reads (and so resets) the server's event-loop lag figures
    const rssFrom = rss.length;
    await readers.timing(true);
    const t0 = Date.now();
    const until = t0 + opts.durationS * 1000;
    const reading = readers;
    const progress = setInterval(() => {
      void reading
        .frames()
        .then((frames) =>
          console.log(
            `  ${Math.round((Date.now() - t0) / 1000)} s: ${stats.actions} actions, ${stats.hands.size} hands, ${frames} frames, RSS ${rssMb(server.pid)?.toFixed(0)} MB`,
          ),
        );
    }, 10_000);
    await Promise.all(
      tables.map((table) =>
        playBotTable(server.url, table, until, stats, { applied: (hand, version) => table.applied.set(position(hand, version), Date.now()) }),
      ),
    );
    const playSeconds = (Date.now() - t0) / 1000;
    const cpuAtEnd = sampleCpu(server.pid);
    const serverLag = await serverMetrics(server.url);
    clearInterval(progress);
    const drain = await drained(readers);
    await readers.timing(false);
    loopDelay.disable();
    const read = await readers.results();
    report(opts, { tables, ...read, stats, playSeconds, drain, before, after, rssPlay: rss.slice(rssFrom), loopDelay, serverLag });
    if (cpuAtStart && cpuAtEnd) printCpu(cpuBetween(cpuAtStart, cpuAtEnd), playSeconds, stats.actions);
    if (networkRetries.size > 0) console.log(`HTTP retried after network failures: ${[...networkRetries].map(([cause, n]) => `${n}× ${cause}`).join(', ')}`);
  } catch (err) {
    console.log(`server: ${server.lastWords()}`);
    throw err;
  } finally {
    clearInterval(sampler);
    await readers?.close();
    await server.stop();
  }
}

interface Memory {
  rssMb: number;
  heapUsedMb: number;
}

/** The server's RSS and heap in use after `settleMs` and a full GC (so garbage does not count as cost). */
async function settledMemory(server: BenchServer, settleMs: number): Promise<Memory> {
  await new Promise((r) => setTimeout(r, settleMs));
  if (server.inspectorUrl) await collectGarbage(server.inspectorUrl);
  return { rssMb: rssMb(server.pid) ?? NaN, heapUsedMb: (await serverMetrics(server.url)).heapUsedMb };
}

/** Waits until no frame has arrived for 2 s (at most 30 s): the frames of the last actions are in. Returns the seconds waited. */
async function drained(readers: ViewerThreads): Promise<number> {
  const started = Date.now();
  let seen = -1;
  let quietSince = Date.now();
  while (Date.now() - started < 30_000) {
    const now = await readers.frames();
    if (now !== seen) {
      seen = now;
      quietSince = Date.now();
    } else if (Date.now() - quietSince >= 2000) break;
    await new Promise((r) => setTimeout(r, 200));
  }
  return (Date.now() - started) / 1000;
}

interface Results {
  tables: BenchTable[];
  viewers: ViewerRecord[];
  stats: PlayStats;
  /** Commit → frame (ms), every update frame during play. */
  delays: number[];
  /** Write → frame (ms), the update frames of running hands. */
  writeDelays: number[];
  playSeconds: number;
  drain: number;
  before: Memory;
  after: Memory;
  rssPlay: number[];
  /** The main thread's (the bots'), and each reading thread's. */
  loopDelay: ReturnType<typeof monitorEventLoopDelay>;
  lags: ThreadLag[];
  serverLag: { loopLagP99Ms: number; loopLagMaxMs: number };
}

/** Expected vs delivered per viewer, against the union of its table's positions. */
function account(r: Results): { expected: number; delivered: number; updates: number; gaps: number; gappedViewers: number; unseenCommits: number } {
  const changes = new Map<string, Set<number>>();
  for (const table of r.tables) changes.set(table.tableId, new Set(table.applied.keys()));
  for (const v of r.viewers) for (const p of v.received) changes.get(v.tableId)?.add(p);
  let expected = 0;
  let delivered = 0;
  let updates = 0;
  let gaps = 0;
  let gappedViewers = 0;
  const seenAtTable = new Map<string, Set<number>>();
  for (const v of r.viewers) {
    const got = new Set(v.received);
    const seen = seenAtTable.get(v.tableId) ?? new Set<number>();
    for (const p of got) seen.add(p);
    seenAtTable.set(v.tableId, seen);
    updates += v.received.length;
    let missing = 0;
    for (const p of changes.get(v.tableId) ?? []) {
      if (p <= (v.start ?? 0)) continue;
      expected++;
      if (got.has(p)) delivered++;
      else missing++;
    }
    gaps += missing;
    if (missing > 0) gappedViewers++;
  }
  // Commits answered to a bot that no viewer of the table received (a publish lost for all of them).
  let unseenCommits = 0;
  for (const table of r.tables) for (const p of table.applied.keys()) if (!seenAtTable.get(table.tableId)?.has(p)) unseenCommits++;
  return { expected, delivered, updates, gaps, gappedViewers, unseenCommits };
}

/** Each frame of a bot's action against the moment the bot had its answer (which is sent after the commit): negative is earlier. */
function afterAnswer(r: Results): Float64Array {
  const answered = new Map(r.tables.map((t) => [t.tableId, t.applied]));
  const gaps: number[] = [];
  for (const v of r.viewers) {
    const times = answered.get(v.tableId);
    v.received.forEach((p, i) => {
      const at = times?.get(p);
      if (at !== undefined) gaps.push((v.arrivals[i] ?? NaN) - at);
    });
  }
  return Float64Array.from(gaps).sort();
}

function report(opts: Options, r: Results): void {
  const a = account(r);
  const relative = afterAnswer(r);
  const players = r.viewers.filter((v) => v.eyes.kind === 'player').length;
  const sorted = Float64Array.from(r.delays).sort();
  const fromWrite = Float64Array.from(r.writeDelays).sort();
  const outOfOrder = r.viewers.reduce((n, v) => n + v.outOfOrder, 0);
  const privacy = r.viewers.reduce((n, v) => n + v.privacyViolations, 0);
  const ownSeen = r.viewers.reduce((n, v) => n + v.ownCardsSeen, 0);
  const closed = r.viewers.filter((v) => v.closed).length;
  const errors = r.viewers.flatMap((v) => v.errors);
  const peak = Math.max(r.after.rssMb, ...r.rssPlay);
  const perConnection = (mb: number) => (r.viewers.length > 0 ? `${((mb * 1024) / r.viewers.length).toFixed(1)} KB` : '–');
  const activeTables = r.tables.filter((t) => t.applied.size > 0).length;
  console.log(
    `\n${r.viewers.length} connections (${players} seated players, ${r.viewers.length - players} spectators) over ${opts.tables} tables, ${r.playSeconds.toFixed(0)} s of play (+${r.drain.toFixed(1)} s to drain)`,
  );
  console.log(
    `play:      ${r.stats.actions} actions (${(r.stats.actions / r.playSeconds).toFixed(0)}/s), ${r.stats.hands.size} hands, ${activeTables}/${opts.tables} tables with actions, ${r.stats.refused} refused, ${r.stats.errors.length} errors`,
  );
  console.log(
    `frames:    ${a.delivered} delivered / ${a.expected} expected (${a.updates} update frames received, ${(a.updates / r.playSeconds).toFixed(0)}/s)`,
  );
  console.log(
    `gaps:      ${a.gaps} missing frames at ${a.gappedViewers} viewers; ${a.unseenCommits} bot-answered commits no viewer received; ${outOfOrder} out of order; ${closed} sockets closed; ${errors.length} error messages`,
  );
  console.log(`privacy:   ${privacy} violations (hidden cards seen); own down cards seen in ${ownSeen} player frames`);
  console.log(
    `delay:     p50 ${percentile(sorted, 50).toFixed(1)} ms, p99 ${percentile(sorted, 99).toFixed(1)} ms, max ${(sorted[sorted.length - 1] ?? NaN).toFixed(1)} ms over ${sorted.length} frames (server commit → frame read here)`,
  );
  console.log(
    `           p50 ${percentile(fromWrite, 50).toFixed(1)} ms, p99 ${percentile(fromWrite, 99).toFixed(1)} ms, max ${(fromWrite[fromWrite.length - 1] ?? NaN).toFixed(1)} ms over ${fromWrite.length} frames of running hands (server write → frame read here)`,
  );
  console.log(
    `vs answer: frame − the acting bot's HTTP answer p1 ${percentile(relative, 1).toFixed(1)} ms, p50 ${percentile(relative, 50).toFixed(1)} ms, p99 ${percentile(relative, 99).toFixed(1)} ms over ${relative.length} frames of bots' actions`,
  );
  console.log(
    `event loop: server lag p99 ${r.serverLag.loopLagP99Ms.toFixed(1)} ms, max ${r.serverLag.loopLagMaxMs.toFixed(1)} ms (its /metrics); bots' thread p99 ${(r.loopDelay.percentile(99) / 1e6).toFixed(1)} ms`,
  );
  console.log(
    `           reading threads (included in the delay): ${r.lags.map((l) => `p50 ${l.p50Ms.toFixed(1)}, p99 ${l.p99Ms.toFixed(1)}, max ${l.maxMs.toFixed(1)} ms`).join('; ')}`,
  );
  console.log(
    `server RSS: ${r.before.rssMb.toFixed(0)} MB before connections, ${r.after.rssMb.toFixed(0)} MB after (each after a full GC), peak ${peak.toFixed(0)} MB during play; per connection ${perConnection(r.after.rssMb - r.before.rssMb)} RSS, ${perConnection(r.after.heapUsedMb - r.before.heapUsedMb)} JS heap (${r.before.heapUsedMb.toFixed(1)} → ${r.after.heapUsedMb.toFixed(1)} MB)`,
  );
  if (errors.length > 0) console.log(`first errors: ${errors.slice(0, 5).join(', ')}`);
  if (r.stats.errors.length > 0) console.log(`first action errors: ${r.stats.errors.slice(0, 3).join('\n')}`);
}

function printCpu(cpu: CpuSample, seconds: number, actions: number): void {
  const share = (s: number) => `${s.toFixed(1)} s (${((s / seconds) * 100).toFixed(0)}% of a core)`;
  const postgres = cpu.postgres === undefined ? '' : `, Postgres ${share(cpu.postgres)}`;
  const perAction = actions > 0 ? `; API ${((cpu.server * 1000) / actions).toFixed(2)} ms per action` : '';
  console.log(`CPU during play: API ${share(cpu.server)}${postgres}, bench ${share(cpu.bench)}${perAction} (${availableParallelism()} cores, shared)`);
}

main().catch((err: unknown) => {
  console.error(err instanceof Error ? err.stack : err);
  process.exit(1);
});
