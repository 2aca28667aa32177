/**
 * `npm run rng:evidence -- [options]` (--help lists them): the statistical evidence for the
 * production shuffle (docs/rng-report.md). Not a test: it runs for many minutes.
 *
 * - The production stream (`fairWords`: HMAC-SHA256 of a fresh `crypto.randomBytes(32)` seed per
 *   epoch, realistic client seed strings, increasing nonces) as raw bytes through `ent` and
 *   dieharder (`-a` by default), which are installed with apt-get when missing.
 * - Ten million `fairDeck` shuffles counted card × position and by their Fisher–Yates draws,
 *   with chi-square statistics, degrees of freedom and p-values.
 *
 * Both use every core through worker threads. Output files (the stream, the tools' output,
 * results.json) go to tmp/rng-evidence, which git ignores.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { join } from 'node:path';
import { batteriesOnFile, batteriesOnPipe, BatteryOptions, BatteryResults, streamToFile } from './rng-evidence/battery';
import { Options, parseOptions } from './rng-evidence/options';
import { printBattery, printShuffles } from './rng-evidence/print';
import { runShuffles, ShuffleRun } from './rng-evidence/shuffle-run';
import { shuffleTests, ShuffleTestResults } from './rng-evidence/shuffle-tests';
import { ensureTools } from './rng-evidence/tools';
import { WorkerPool } from './rng-evidence/worker-pool';

const log = (line: string): void => console.log(`[rng] ${line}`);
const load = (): string =>
  loadavg()
    .map((l) => l.toFixed(2))
    .join(' ');

/** The batteries that can run; the missing tools are named and left out. */
function batteryOptions(options: Options): BatteryOptions {
  const wanted = options.runDieharder || options.runEnt;
  const { tools, missing } = wanted ? ensureTools(log) : { tools: [], missing: [] };
  for (const line of missing) log(`MISSING ${line}`);
  for (const tool of tools) log(`${tool.command} ${tool.version ?? '(version unknown: not from a Debian package)'}`);
  const has = (command: string) => tools.some((tool) => tool.command === command);
  return {
    outDir: options.outDir,
    streamBytes: options.streamBytes,
    dieharderArgs: options.dieharderArgs,
    pipe: options.pipe,
    reuseStream: options.reuseStream,
    dieharderMinutes: options.dieharderMinutes,
    runEnt: options.runEnt && has('ent'),
    runDieharder: options.runDieharder && has('dieharder'),
    plan: { handsPerEpoch: options.handsPerEpoch, wordsPerHand: options.wordsPerHand, firstNonce: options.firstNonce, epochsPerJob: 1 },
  };
}

/**
 * In file mode the workers write the stream first; then the batteries read the file while the
 * workers shuffle. In pipe mode the workers feed dieharder until it is done, then shuffle.
 */
async function run(options: Options, pool: WorkerPool) {
  const battery = batteryOptions(options);
  const wantsStream = battery.runEnt || battery.runDieharder;
  let batteries: Promise<BatteryResults> | null = null;
  if (wantsStream && battery.pipe) batteries = batteriesOnPipe(pool, battery, log);
  else if (wantsStream) {
    const { file, stream } = await streamToFile(pool, battery, log);
    batteries = batteriesOnFile(file, stream, battery, log);
  }
  if (battery.pipe && batteries) await batteries;
  let shuffles: { run: ShuffleRun; results: ShuffleTestResults } | null = null;
  if (options.runShuffles) {
    log(`shuffles: ${options.shuffles.toLocaleString('en')} with fairDeck on ${pool.size} workers`);
    const plan = { shuffles: options.shuffles, handsPerEpoch: options.handsPerEpoch, epochsPerJob: 1, firstNonce: options.firstNonce };
    const shuffleRun = await runShuffles(pool, plan, log);
    shuffles = { run: shuffleRun, results: shuffleTests(shuffleRun.tally) };
    log(`load average after the shuffles: ${load()}`);
  }
  return { batteries: batteries ? await batteries : null, shuffles };
}

async function main(): Promise<void> {
  const options = parseOptions(process.argv.slice(2));
  mkdirSync(options.outDir, { recursive: true });
  const start = Date.now();
  log(`started ${new Date().toISOString()}, node ${process.version}, load average ${load()}`);
  const pool = new WorkerPool(options.workers);
  try {
    const { batteries, shuffles } = await run(options, pool);
    log('---- results ----');
    if (batteries) printBattery(batteries, log);
    if (shuffles) printShuffles(shuffles.run, shuffles.results, log);
    const seconds = (Date.now() - start) / 1000;
    log(`wall time ${seconds.toFixed(0)} s; load average at the end ${load()}`);
    const summary = { options, seconds, batteries, shuffles: shuffles && { ...shuffles.results, seconds: shuffles.run.seconds, epochs: shuffles.run.epochs } };
    writeFileSync(join(options.outDir, 'results.json'), JSON.stringify(summary, null, 2));
  } finally {
    await pool.terminate();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
