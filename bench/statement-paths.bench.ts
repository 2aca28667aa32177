/**
 * `npm run bench:statements` — what one SQL statement inside a unit of work costs the API's process,
 * by the way it is sent: Prisma's model API, Prisma's `$queryRawUnsafe`, or `UnitOfWork.query` (on
 * the connection the transaction holds, without Prisma's query engine: docs/persistence.md). The
 * same statements, on a private embedded Postgres (fsync on, as `npm start` runs it), in units of
 * work of ten statements each; the three ways alternate round by round, so a machine whose speed
 * drifts drifts for all three alike. It prints the CPU time of this process per statement (what
 * the API's one thread pays) and the wall time, and each way as a ratio to `UnitOfWork.query`.
 * The statement reads a player's row and echoes a hand state's worth of JSON, as the action path
 * reads a hand; the model API cannot echo a document, so its statement reads the row alone.
 *
 *   npm run bench:statements [-- --statements 2000 --rounds 3]
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import * as path from 'node:path';
import { applyMigrations, PlayerRepository, PrismaService, startEmbeddedPostgres, UnitOfWork } from '../libs/persistence/src';
import { DatabaseMetrics } from '../libs/persistence/src/database-metrics';

const PER_UNIT = 10;

function option(name: string, fallback: number): number {
  const at = process.argv.indexOf(`--${name}`);
  const value = at >= 0 ? Number(process.argv[at + 1]) : fallback;
  if (!Number.isInteger(value) || value <= 0) throw new Error(`--${name} takes a positive whole number`);
  return value;
}

/** A hand state's size as the action path reads it (~3 KB of JSON in a Razz hand mid-way). */
const STATE_LIKE = JSON.stringify({
  cards: Array.from({ length: 8 }, (_, seat) => ({ seat, hole: ['As', '2d', '3c'], up: ['4h', '5s', '6d', '7c'], stack: 100_000 + seat })),
  events: Array.from({ length: 30 }, (_, i) => ({ type: 'action', seat: i % 8, kind: i % 3 ? 'call' : 'bet', amount: 20 * (i % 4) })),
  pad: 'x'.repeat(900),
});

interface Way {
  name: string;
  statement: (uow: UnitOfWork, playerId: string) => Promise<unknown>;
}

async function main(): Promise<void> {
  const statements = option('statements', 2000);
  const rounds = option('rounds', 3);
  const dataDir = await mkdtemp(path.join(tmpdir(), 'razz-bench-statements-'));
  const pg = await startEmbeddedPostgres({ dataDir });
  const prisma = new PrismaService({ databaseUrl: pg.databaseUrl }, new DatabaseMetrics(undefined));
  try {
    await applyMigrations(pg.databaseUrl);
    const uow = new UnitOfWork(prisma);
    const player = await new PlayerRepository(uow).create({ screenName: 'Bench' });
    const ROW_SQL = `SELECT id::text AS id, screen_name, created_at, $2::json AS doc FROM players WHERE id = $1::uuid`;
    const ways: Way[] = [
      {
        name: 'Prisma model API (the row only)',
        statement: (u, id) => u.client.player.findUnique({ where: { id }, select: { id: true, screenName: true, createdAt: true } }),
      },
      { name: 'Prisma $queryRawUnsafe', statement: (u, id) => u.client.$queryRawUnsafe(ROW_SQL, id, STATE_LIKE) },
      { name: 'UnitOfWork.query (the connection)', statement: (u, id) => u.query(ROW_SQL, [id, STATE_LIKE]) },
    ];
    const units = Math.ceil(statements / PER_UNIT);
    const runWay = async (way: Way) => {
      for (let unit = 0; unit < units; unit++) {
        await uow.run(async () => {
          for (let i = 0; i < PER_UNIT; i++) await way.statement(uow, player.id);
        });
      }
    };
    for (const way of ways) await runWay(way); // warm-up: plans, JIT, the pool's connections
    // What a unit of work costs with no statement in it (BEGIN and COMMIT through Prisma), taken off each way's figure.
    const emptyUnits = async () => {
      for (let unit = 0; unit < units; unit++) await uow.run(async () => undefined);
    };
    const totals = new Map<string, { cpuMs: number; wallMs: number }>();
    const measure = async (name: string, work: () => Promise<void>) => {
      const cpu = process.cpuUsage();
      const started = performance.now();
      await work();
      const used = process.cpuUsage(cpu);
      const total = totals.get(name) ?? { cpuMs: 0, wallMs: 0 };
      total.cpuMs += (used.user + used.system) / 1000;
      total.wallMs += performance.now() - started;
      totals.set(name, total);
    };
    for (let round = 0; round < rounds; round++) {
      await measure('empty', emptyUnits);
      for (const way of ways) await measure(way.name, () => runWay(way));
    }
    const empty = totals.get('empty') as { cpuMs: number; wallMs: number };
    const sent = units * PER_UNIT * rounds;
    const perStatement = (name: string) => {
      const total = totals.get(name) as { cpuMs: number; wallMs: number };
      return { cpu: (total.cpuMs - empty.cpuMs) / sent, wall: (total.wallMs - empty.wallMs) / sent };
    };
    const direct = perStatement(ways[2]!.name);
    console.log(
      `${sent} statements each way (${rounds} rounds, units of work of ${PER_UNIT}); one unit of work with none: ${(empty.cpuMs / units / rounds).toFixed(3)} ms CPU`,
    );
    console.log(`${'way'.padEnd(36)} ${'CPU/statement'.padStart(14)} ${'wall/statement'.padStart(15)} ${'CPU vs query()'.padStart(15)}`);
    for (const way of ways) {
      const figures = perStatement(way.name);
      console.log(
        `${way.name.padEnd(36)} ${`${figures.cpu.toFixed(3)} ms`.padStart(14)} ${`${figures.wall.toFixed(3)} ms`.padStart(15)} ${`${(figures.cpu / direct.cpu).toFixed(1)}×`.padStart(15)}`,
      );
    }
  } finally {
    await prisma.$disconnect();
    await pg.stop();
    await rm(dataDir, { recursive: true, force: true });
  }
}

main().catch((err: unknown) => {
  console.error(err);
  process.exitCode = 1;
});
