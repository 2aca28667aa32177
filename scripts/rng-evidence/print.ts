/** The figures as printed at the end of the run (and kept in `<out>/results.json`). */
import type { BatteryResults } from './battery';
import type { ChiSquareResult } from './chi-square';
import type { ShuffleRun } from './shuffle-run';
import { pValueSpread, ShuffleTestResults } from './shuffle-tests';

type Log = (line: string) => void;

const p = (value: number): string => (value < 1e-4 ? value.toExponential(3) : value.toFixed(4));
const fit = (r: ChiSquareResult): string => `X² = ${r.statistic.toFixed(2)}, df = ${r.df}, p = ${p(r.pValue)}`;

function printSpread(name: string, results: readonly ChiSquareResult[], log: Log): void {
  const s = pValueSpread(results);
  log(
    `  ${name}: ${s.tests} tests, p from ${p(s.minP)} to ${p(s.maxP)}, ${s.belowOnePercent} below 0.01 (${(s.tests / 100).toFixed(2)} expected), smallest p corrected for ${s.tests} looks (Šidák) ${p(s.minPCorrected)}`,
  );
}

export function printShuffles(run: ShuffleRun, results: ShuffleTestResults, log: Log): void {
  log(
    `shuffle tests: ${results.shuffles.toLocaleString('en')} fairDeck shuffles from ${run.epochs} epochs in ${run.seconds.toFixed(0)} s (${Math.round(results.shuffles / run.seconds)} shuffles/s)`,
  );
  const table = results.cardByPosition;
  log(`  card × position, 52 × 52: Pearson X² = ${table.pearson.toFixed(2)}; × 51/52 (permutation rows and columns) ${fit(table)}`);
  printSpread('each position (df 51)', results.perPosition, log);
  printSpread('each card (df 51)', results.perCard, log);
  printSpread('Fisher–Yates draws j of each step i (df i)', results.perDraw, log);
  log(`  all draws together (steps independent): ${fit(results.allDraws)}`);
}

export function printBattery(results: BatteryResults, log: Log): void {
  const s = results.stream;
  if (s.reused) log(`stream: ${s.bytes.toLocaleString('en')} bytes, the file an earlier run wrote`);
  else log(`stream: ${s.bytes.toLocaleString('en')} bytes from ${s.hands.toLocaleString('en')} hands of ${s.epochs} epochs in ${s.seconds.toFixed(0)} s`);
  if (results.ent) {
    const e = results.ent;
    log(`ent (${results.entCommand}):`);
    for (const line of e.output.split('\n').filter((l) => l.trim())) log(`  ${line.trim()}`);
  }
  if (results.dieharderError) log(`dieharder failed: ${results.dieharderError}`);
  if (results.dieharder) {
    const { rows, counts, stoppedAfterMinutes } = results.dieharder;
    const stopped = stoppedAfterMinutes === null ? '' : ` (stopped after ${stoppedAfterMinutes} minutes: the tests it finished)`;
    log(`dieharder (${results.dieharderCommand}): ${rows.length} results${stopped}: ${counts.PASSED} PASSED, ${counts.WEAK} WEAK, ${counts.FAILED} FAILED`);
    for (const row of rows.filter((r) => r.assessment !== 'PASSED')) {
      log(`  ${row.assessment}: ${row.test} ntup ${row.ntup}, p = ${row.pValue} (file rewound ${row.rewinds} times during it)`);
    }
    const reread = rows.filter((r) => r.rewinds >= 2);
    if (reread.length > 0) log(`  tests that read the file more than once (saw their own data again): ${reread.map((r) => `${r.test}/${r.ntup}`).join(', ')}`);
  }
}
