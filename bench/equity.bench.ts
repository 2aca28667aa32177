/**
 * `npm run bench:equity` — stud hand equity on one core, per game (razz, stud, stud8), side by side:
 *  1. exact: three live hands on 5th street with every card known (2 cards each to come from 37:
 *     209,230,560 deals), seconds per spot over several random spots, and deals per second;
 *  2. Monte Carlo: sampled deals per second, three hands on 3rd street and on 5th street.
 * Each game runs in its own child process, as in a program that plays one game (the evaluator
 * call sites stay monomorphic; see bench/eval.bench.ts). docs/equity.md quotes a run.
 */
import { execFileSync } from 'node:child_process';
import * as os from 'node:os';
import { EquityGame, EquityInput, formatCard, handEquity, orderedDeck, seededRng, shuffleInPlace } from '../libs/razz-engine/src';

const GAMES: readonly EquityGame[] = ['razz', 'stud', 'stud8'];
const EXACT_SPOTS = 5;
const MC_SAMPLES = 1_000_000;
const MC_TRIALS = 3;

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[sorted.length >> 1] as number;
}

/** Three hands of `street` cards each from a seeded deck, every card known. */
function spot(game: EquityGame, street: number, seed: string): EquityInput {
  const deck = shuffleInPlace(orderedDeck(), seededRng(seed));
  const hands = [0, 1, 2].map((i) => deck.slice(i * street, (i + 1) * street).map(formatCard));
  return { game, hands };
}

/** Runs the spot; seconds and the method's deal and sample counts. */
function timed(input: EquityInput): { seconds: number; deals: number; samples: number } {
  const start = performance.now();
  const r = handEquity(input);
  const seconds = (performance.now() - start) / 1000;
  if (!r.ok) throw new Error(r.error.message);
  const { method } = r.value;
  return { seconds, deals: method.deals, samples: method.kind === 'monte-carlo' ? method.samples : method.deals };
}

/** One game's row: exact seconds per spot (median, best, worst), exact deals/s, Monte Carlo deals/s on 3rd and 5th street. */
function gameRow(game: EquityGame): string[] {
  timed({ ...spot(game, 5, 'warm-up'), maxExactDeals: 1e6 }); // tables built and code warmed before timing
  const exact = Array.from({ length: EXACT_SPOTS }, (_, k) => timed(spot(game, 5, `bench-equity-${k}`)));
  const seconds = exact.map((e) => e.seconds);
  const deals = exact[0]?.deals ?? 0;
  const mc = (street: number) =>
    median(
      Array.from({ length: MC_TRIALS }, (_, k) => {
        const run = timed({ ...spot(game, street, `bench-mc-${k}`), maxExactDeals: 0, samples: MC_SAMPLES });
        return run.samples / run.seconds;
      }),
    );
  return [
    game,
    deals.toLocaleString('en-US'),
    `${median(seconds).toFixed(2)} s (${Math.min(...seconds).toFixed(2)}–${Math.max(...seconds).toFixed(2)})`,
    `${(deals / median(seconds) / 1e6).toFixed(0)} M/s`,
    `${(mc(3) / 1e6).toFixed(2)} M/s`,
    `${(mc(5) / 1e6).toFixed(2)} M/s`,
  ];
}

function table(header: string[], rows: string[][]): string {
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => (r[i] ?? '').length)));
  const line = (cells: string[]) => `| ${cells.map((c, i) => (i === 0 ? c.padEnd(widths[i] as number) : c.padStart(widths[i] as number))).join(' | ')} |`;
  return [line(header), `|${widths.map((w) => '-'.repeat(w + 2)).join('|')}|`, ...rows.map(line)].join('\n');
}

const loadAverage = (): string =>
  os
    .loadavg()
    .map((l) => l.toFixed(2))
    .join(' ');

function main(): void {
  const cpu = os.cpus()[0]?.model ?? 'unknown CPU';
  console.log(`razz-engine equity benchmark — Node ${process.version}, ${os.cpus().length} cores (${cpu}), one core used`);
  console.log(`load average at start: ${loadAverage()}\n`);
  console.log(
    `Three live hands, every card known. Exact: 5th street, ${EXACT_SPOTS} random spots (median, best–worst seconds per spot). ` +
      `Monte Carlo: ${MC_SAMPLES.toLocaleString('en-US')} samples, median of ${MC_TRIALS} spots.`,
  );
  const rows = GAMES.map(
    (game) => JSON.parse(execFileSync(process.execPath, [...process.execArgv, __filename, '--game', game], { encoding: 'utf8' })) as string[],
  );
  console.log(table(['game', 'exact deals per spot', 'exact time per spot', 'exact deals/s', 'Monte Carlo 3rd street', 'Monte Carlo 5th street'], rows));
  console.log(`\nload average at end: ${loadAverage()}`);
}

const [mode, game] = process.argv.slice(2);
if (mode === '--game' && GAMES.includes(game as EquityGame)) console.log(JSON.stringify(gameRow(game as EquityGame)));
else main();
