/**
 * `npm run sim:tournament -- --players 1000 [--bots random|tips|tight|loose|aggressive|calling-station|mix|a,b,…]
 * [--seed s] [--redis url] [--level-minutes 1] [--first-big-bet 80] [--hand-pause-ms 0]
 * [--timeout-minutes 30] [--progress-seconds 10]`
 *
 * Plays a whole tournament with bots (the uniform random player by default; a comma list is dealt
 * round-robin to the players) through the real services on a real Postgres (DATABASE_URL, or an
 * embedded one in a temporary directory) and BullMQ on Redis (--redis, or a private
 * redis-server), printing progress and a summary: hands per level, and the checks — one winner,
 * every place once, chips and money conserved (read from the ledger), tables balanced after every
 * balancing run — then the balancing runs' durations (count, p50, p99, max, total), the database's
 * size at the end and its biggest tables. Exits 1 when a check fails or the tournament does not
 * finish in time, 2 for an unknown bot name.
 *
 * The level clock runs in real time: a level lasts `--level-minutes` wall-clock minutes (1 by
 * default, against a WSOP Main Event's 120) and doubles the stakes, so the tournament ends within
 * about 20 levels however many hands the machine deals; the summary says so in its `level clock`
 * line. The defaults suit 1,000 players (about 10 minutes). A WSOP Main Event-sized field:
 * `--players 10000 --timeout-minutes 90` (registration of 10,000 players alone takes 10–20 minutes
 * on 2 cores, and the timeout counts from the start of play).
 */
import 'reflect-metadata';
import { NestFactory } from '@nestjs/core';
import { chmod, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import * as path from 'node:path';
import { parseArgs } from 'node:util';
import { loadConfig } from '@app/config';
import { applyMigrations, startEmbeddedPostgres } from '@app/persistence';
import { startPrivateRedis } from '../test/setup/redis-server';
import { formatBytes } from './sim/database-size';
import { parseSimBots, SIM_BOT_NAMES } from './sim/sim-bots';
import { SimModule } from './sim/sim.module';
import { SimSummary, simulateTournament } from './sim/tournament-simulation';

const { values } = parseArgs({
  options: {
    players: { type: 'string', default: '1000' },
    bots: { type: 'string', default: 'random' },
    seed: { type: 'string', default: 'sim' },
    redis: { type: 'string' },
    'level-minutes': { type: 'string', default: '1' },
    'first-big-bet': { type: 'string', default: '80' },
    'hand-pause-ms': { type: 'string', default: '0' },
    'timeout-minutes': { type: 'string', default: '30' },
    'progress-seconds': { type: 'string', default: '10' },
  },
});

/** A WSOP Main Event level's length (2024), against which the summary states the clock's speed. */
const WSOP_LEVEL_MINUTES = 120;

const stops: (() => Promise<void>)[] = [];
const log = (line: string) => console.log(`[sim] ${line}`);

async function database(scratch: string): Promise<string> {
  const url = process.env.DATABASE_URL?.trim();
  if (url) return url;
  const pg = await startEmbeddedPostgres({ dataDir: path.join(scratch, 'pg'), durable: false });
  stops.push(() => pg.stop());
  await applyMigrations(pg.databaseUrl);
  log(`embedded Postgres on port ${pg.port}`);
  return pg.databaseUrl;
}

async function redis(scratch: string): Promise<string> {
  if (values.redis) return values.redis;
  const server = await startPrivateRedis(scratch);
  stops.push(() => server.stop());
  log(`private redis-server at ${server.url}`);
  return server.url;
}

/** The level-by-level lines: its span, hands dealt, tables that dealt them, hands per table, the busiest table, players left at the level's end. */
function levelLines(s: SimSummary, firstBigBet: number): string[] {
  const head = 'level  big bet  seconds   hands  tables  hands/table  most at a table  players left';
  const rows = s.levels.map((l) =>
    [
      String(l.level).padStart(5),
      String(firstBigBet * 2 ** (l.level - 1)).padStart(8),
      String(l.seconds).padStart(8),
      String(l.hands).padStart(7),
      String(l.tables).padStart(7),
      l.handsPerTable.toFixed(1).padStart(12),
      String(l.mostAtATable).padStart(16),
      String(l.playersLeft).padStart(13),
    ].join(' '),
  );
  const total = s.levels.reduce((n, l) => n + l.hands, 0);
  return [`levels ${s.levelCount}, hands ${total} over the levels (${s.hands} in all)`, head, ...rows];
}

/** The balancing jobs' durations: count, median, 99th percentile, longest and their sum. */
function balancingLine(ms: readonly number[]): string {
  if (ms.length === 0) return 'balancing run durations: none timed';
  const sorted = [...ms].sort((a, b) => a - b);
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)] ?? 0;
  const total = sorted.reduce((n, x) => n + x, 0);
  return `balancing run durations (start to commit, every table locked): ${sorted.length} runs, p50 ${at(0.5)} ms, p99 ${at(0.99)} ms, max ${at(1)} ms, total ${total} ms`;
}

/** How the structure's clock relates to the wall clock, and to a real event's. */
function clockLine(levelMinutes: number, drawMs: number): string {
  const speed = WSOP_LEVEL_MINUTES / levelMinutes;
  return `level clock: real time (not sped up), level I restarted after the ${(drawMs / 1000).toFixed(1)} s start (draw and first deals); each level lasts ${levelMinutes} wall-clock min and doubles the stakes — a WSOP Main Event level lasts ${WSOP_LEVEL_MINUTES} min, so levels pass ${speed}× as fast, over a much steeper structure`;
}

function report(s: SimSummary, firstBigBet: number, levelMinutes: number): boolean {
  const checks = s.checks;
  const ok =
    s.finished &&
    checks !== null &&
    Object.entries(checks).every(([k, v]) => k === 'prizePool' || k === 'placeProblems' || v === true) &&
    s.unbalanced.length === 0 &&
    s.chipProblems.length === 0 &&
    s.finalTable !== null;
  console.log(
    [
      '',
      `players ${s.players}, bots ${s.bots}, finished: ${s.finished}`,
      clockLine(levelMinutes, s.drawMs),
      `wall time ${(s.wallMs / 1000).toFixed(1)} s (play ${(s.playMs / 1000).toFixed(1)} s), hands ${s.hands} (${((s.hands * 60_000) / s.playMs).toFixed(0)}/min), actions ${s.actions}, highest level ${s.maxLevel}`,
      `actions by bot: ${Object.entries(s.actionsByBot)
        .map(([name, n]) => `${name} ${n}`)
        .join(', ')}; betting read from the live feed ${s.betting.feed}, from the stored log ${s.betting.log}`,
      ...levelLines(s, firstBigBet),
      `balancing runs ${s.balancingRuns}, players moved ${s.moves}, runs out of balance ${s.unbalanced.length}${s.unbalanced.length ? `: ${s.unbalanced.slice(0, 5).join('; ')}` : ''}`,
      balancingLine(s.balancingMs),
      `final table: ${s.finalTable ? `run ${s.finalTable.run}, ${s.finalTable.players} players from ${s.finalTable.tablesBefore} tables` : 'never formed'}`,
      `chip readings off ${s.chipProblems.length}${s.chipProblems.length ? `: ${s.chipProblems.slice(0, 3).join('; ')}` : ''}`,
      `checks: ${
        checks
          ? Object.entries(checks)
              .filter(([k]) => k !== 'placeProblems')
              .map(([k, v]) => `${k}=${v}`)
              .join(', ')
          : 'none (not finished)'
      }`,
      ...(checks && checks.placeProblems.length > 0 ? [`places: ${checks.placeProblems.slice(0, 10).join('; ')}`] : []),
      `database at the end: ${formatBytes(s.database.bytes)}; biggest tables ${s.database.tables.map((x) => `${x.name} ${formatBytes(x.bytes)} (${x.rows} rows)`).join(', ')}`,
      ok ? 'ALL CHECKS PASSED' : 'CHECKS FAILED',
    ].join('\n'),
  );
  return ok;
}

async function main(): Promise<void> {
  const bots = parseSimBots(values.bots as string);
  if (!bots.ok) {
    console.error(`[sim] unknown bot "${bots.unknown}": --bots takes ${SIM_BOT_NAMES.join(', ')}, or a comma list of them`);
    process.exitCode = 2;
    return;
  }
  const scratch = await mkdtemp(path.join(tmpdir(), 'razz-sim-'));
  // mkdtemp makes it 0700; as root, Postgres runs as `postgres` and must pass through it.
  await chmod(scratch, 0o755);
  stops.push(() => rm(scratch, { recursive: true, force: true }));
  const [databaseUrl, redisUrl] = [await database(scratch), await redis(scratch)];
  const base = loadConfig({ LOG_LEVEL: 'warn' });
  const config = { ...base, databaseUrl, redisUrl, jobs: { inProcess: true, prefix: `sim-${process.pid}` } };
  const app = await NestFactory.createApplicationContext(SimModule.register(config), { logger: ['error', 'warn'] });
  stops.unshift(() => app.close());
  const summary = await simulateTournament(app, {
    databaseUrl,
    players: Number(values.players),
    seed: values.seed as string,
    bots: bots.roster,
    levelMinutes: Number(values['level-minutes']),
    firstBigBet: Number(values['first-big-bet']),
    handPauseMs: Number(values['hand-pause-ms']),
    timeoutMs: Number(values['timeout-minutes']) * 60_000,
    progressEveryMs: Number(values['progress-seconds']) * 1_000,
    log,
  });
  process.exitCode = report(summary, Number(values['first-big-bet']), Number(values['level-minutes'])) ? 0 : 1;
}

main()
  .catch((err: unknown) => {
    console.error(`[sim] failed: ${err instanceof Error ? (err.stack ?? err.message) : String(err)}`);
    process.exitCode = 1;
  })
  .finally(async () => {
    for (const stop of stops) await stop().catch(() => undefined);
  });
