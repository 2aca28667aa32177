/**
 * `npx tsx bench/tournament-planner.bench.ts` — the balancing/breaking planner of
 * `@app/tournament-core` on room-sized layouts (10,000 players over 1,250 tables), through the
 * public `planTables` only. Each figure is the median of many plans of the same layout with a
 * fresh seeded Rng (the input is never mutated), with the 95th percentile to show GC pauses.
 * docs/tournaments.md quotes a run.
 */
import * as os from 'node:os';
import { seededRng } from '../libs/razz-engine/src';
import { planTables, type PlannerTable } from '../libs/tournament-core/src';
import { randomLayout, type LayoutOptions } from '../libs/tournament-core/src/planner/testing/layouts';

const RUNS = 60;

const SCENARIOS: [string, LayoutOptions][] = [
  ['10,000 players, 1,250 ten-seat tables, 1–10 a table (breaks 250)', { tables: 1250, maxSeats: 10, totalPlayers: 10_000 }],
  [
    '10,000 players, 1,250 nine-seat tables, ¼ mid-hand, 5% locked',
    { tables: 1250, maxSeats: 9, totalPlayers: 10_000, handInProgress: 0.25, locked: 0.05, timesMoved: true },
  ],
  ['10,000 players, 1,250 eight-seat tables, all full (nothing to do)', { tables: 1250, maxSeats: 8, totalPlayers: 10_000 }],
  ['8,000 players, 1,250 eight-seat tables after busts (breaks 250)', { tables: 1250, maxSeats: 8, totalPlayers: 8_000, timesMoved: true }],
];

function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))] as number;
}

function measure(name: string, layout: LayoutOptions): string {
  const tables: PlannerTable[] = randomLayout(seededRng(name), layout);
  const once = (seed: number): { ms: number; moves: number; broken: number } => {
    const start = performance.now();
    const r = planTables(tables, { rng: seededRng(seed) });
    const ms = performance.now() - start;
    if (!r.ok) throw new Error(r.error.message);
    return { ms, moves: r.value.moves.length, broken: r.value.brokenTables.length };
  };
  for (let k = 0; k < 10; k++) once(-1 - k); // warm-up: let the JIT settle
  const runs = Array.from({ length: RUNS }, (_, k) => once(k));
  const median = percentile(
    runs.map((r) => r.ms),
    0.5,
  );
  const p95 = percentile(
    runs.map((r) => r.ms),
    0.95,
  );
  const { moves, broken } = runs[0] as { moves: number; broken: number };
  return `  ${name.padEnd(68)} ${median.toFixed(1).padStart(6)} ms median ${p95.toFixed(1).padStart(6)} ms p95  ${String(moves).padStart(5)} moves ${String(broken).padStart(4)} tables broken`;
}

function main(): void {
  console.log(`planner benchmark — node ${process.version}, ${os.cpus()[0]?.model ?? 'cpu'}, ${RUNS} plans per layout`);
  for (const [name, layout] of SCENARIOS) console.log(measure(name, layout));
}

main();
