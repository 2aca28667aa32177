/**
 * The stream through the standard batteries: `ent` on a sample of the stream, and dieharder —
 * either on a file of the stream (`-g 201 -f file`, rewound by dieharder when a test wants more
 * than the file holds; the rewinds are counted per test), or fed live through a pipe
 * (`-g 200`, stdin), so that no test ever sees the same bytes twice, for as long as it reads.
 */
import { spawn } from 'node:child_process';
import { createWriteStream, existsSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { countAssessments, DieharderRow, EntFigures, parseEnt, rowsWithRewinds } from './battery-output';
import { sink, StreamPlan, writeStream } from './stream-writer';
import type { WorkerPool } from './worker-pool';

export interface BatteryOptions {
  outDir: string;
  streamBytes: number;
  dieharderArgs: string[];
  pipe: boolean;
  /** File mode: test the stream file an earlier run left in `outDir` instead of writing a new one. */
  reuseStream: boolean;
  /** Stop dieharder after this many minutes (null: let it finish), keeping the results it printed. */
  dieharderMinutes: number | null;
  runEnt: boolean;
  runDieharder: boolean;
  plan: StreamPlan;
}

/** What was written: bytes, the hands and epochs they came from, and how long it took. */
export interface StreamFacts {
  bytes: number;
  /** The file was written by an earlier run (hands, epochs and seconds are then unknown: 0). */
  reused: boolean;
  hands: number;
  epochs: number;
  seconds: number;
}

export interface BatteryResults {
  stream: StreamFacts;
  dieharderCommand: string | null;
  dieharder: DieharderResults | null;
  /** Why dieharder gave no results, when it failed. */
  dieharderError: string | null;
  entCommand: string | null;
  ent: (EntFigures & { output: string }) | null;
}

export interface DieharderResults {
  rows: (DieharderRow & { rewinds: number })[];
  counts: Record<string, number>;
  /** Set when the time budget stopped dieharder: the rows are the tests it finished. */
  stoppedAfterMinutes: number | null;
}

type Log = (line: string) => void;

/**
 * Runs a command; its output (stdout and stderr in one pipe, in the order written) is echoed line
 * by line as its progress and kept. stdout is made line-buffered, so that dieharder's rewind
 * notice (stderr) lands just before the result row it belongs to (stdout), as it was written.
 */
function runCommand(command: string, args: string[], log: Log, echo: boolean, budgetMinutes: number | null = null) {
  const child = spawn('sh', ['-c', 'if command -v stdbuf >/dev/null; then exec stdbuf -oL "$0" "$@" 2>&1; else exec "$0" "$@" 2>&1; fi', command, ...args], {
    stdio: ['pipe', 'pipe', 'inherit'],
  });
  let output = '';
  let partial = '';
  child.stdout.on('data', (chunk: Buffer) => {
    output += chunk.toString();
    if (!echo) return;
    const lines = (partial + chunk.toString()).split('\n');
    partial = lines.pop() ?? '';
    for (const line of lines) log(`  ${command}: ${line}`);
  });
  // `exec` above makes the child the command itself, so the budget stops exactly it.
  let stopped = false;
  const budget =
    budgetMinutes === null
      ? null
      : setTimeout(() => {
          stopped = true;
          log(`${command}: stopped after its budget of ${budgetMinutes} minutes`);
          child.kill('SIGTERM');
        }, budgetMinutes * 60_000);
  const done = new Promise<{ output: string; stopped: boolean }>((resolve, reject) => {
    child.on('error', reject);
    child.on('close', (code) => {
      if (budget) clearTimeout(budget);
      if (code === 0 || stopped) resolve({ output, stopped });
      else reject(new Error(`${command} exited with ${code}:\n${output.slice(-2000)}`));
    });
  });
  return { child, done };
}

function dieharderResult({ output, stopped }: { output: string; stopped: boolean }, options: BatteryOptions): DieharderResults {
  writeFileSync(join(options.outDir, 'dieharder.txt'), output);
  const rows = rowsWithRewinds(output);
  return { rows, counts: countAssessments(rows), stoppedAfterMinutes: stopped ? options.dieharderMinutes : null };
}

/** dieharder's results, or its failure noted: a failed battery must not lose the rest of the run. */
async function dieharderRun(run: Promise<{ output: string; stopped: boolean }>, results: BatteryResults, options: BatteryOptions, log: Log): Promise<void> {
  try {
    results.dieharder = dieharderResult(await run, options);
  } catch (error) {
    results.dieharderError = error instanceof Error ? error.message : String(error);
    log(`dieharder failed: ${results.dieharderError}`);
  }
}

function entResult({ output }: { output: string }, outDir: string) {
  writeFileSync(join(outDir, 'ent.txt'), output);
  return { ...parseEnt(output), output };
}

const mb = (bytes: number) => (bytes / 1e6).toFixed(1);

function streamProgress(log: Log) {
  const start = Date.now();
  let last = start;
  return (bytes: number) => {
    const now = Date.now();
    if (now - last < 10_000) return;
    last = now;
    log(`stream: ${mb(bytes)} MB written, ${mb(bytes / ((now - start) / 1000))} MB/s`);
  };
}

/** File mode, first step: the stream into `<outDir>/stream.bin` (or the one already there, with --reuse-stream). */
export async function streamToFile(pool: WorkerPool, options: BatteryOptions, log: Log): Promise<{ file: string; stream: StreamFacts }> {
  const file = join(options.outDir, 'stream.bin');
  if (options.reuseStream && existsSync(file)) {
    const bytes = statSync(file).size;
    log(`stream: reusing ${file} (${mb(bytes)} MB) written by an earlier run`);
    return { file, stream: { bytes, reused: true, hands: 0, epochs: 0, seconds: 0 } };
  }
  const start = Date.now();
  log(`stream: ${mb(options.streamBytes)} MB into ${file}`);
  const written = await writeStream(pool, [sink('file', createWriteStream(file), options.streamBytes)], options.plan, streamProgress(log));
  const stream = { ...written, reused: false, bytes: Math.min(written.bytes, options.streamBytes), seconds: (Date.now() - start) / 1000 };
  log(`stream: ${mb(stream.bytes)} MB from ${stream.epochs} epochs in ${stream.seconds.toFixed(0)} s`);
  return { file, stream };
}

/** File mode, second step: ent and dieharder on the file (no worker needed: the shuffles may run meanwhile). */
export async function batteriesOnFile(file: string, stream: StreamFacts, options: BatteryOptions, log: Log): Promise<BatteryResults> {
  const results: BatteryResults = { stream, dieharderCommand: null, dieharder: null, dieharderError: null, entCommand: null, ent: null };
  if (options.runEnt) {
    results.entCommand = `ent ${file}`;
    log(`running ${results.entCommand}`);
    results.ent = entResult(await runCommand('ent', [file], log, false).done, options.outDir);
  }
  if (options.runDieharder) {
    const args = [...options.dieharderArgs, '-g', '201', '-f', file];
    results.dieharderCommand = `dieharder ${args.join(' ')}`;
    log(`running ${results.dieharderCommand}`);
    await dieharderRun(runCommand('dieharder', args, log, true, options.dieharderMinutes).done, results, options, log);
  }
  return results;
}

/** Pipe mode: dieharder (and ent, for its first bytes) read the stream live until they are done. */
export async function batteriesOnPipe(pool: WorkerPool, options: BatteryOptions, log: Log): Promise<BatteryResults> {
  const sinks = [];
  const runs: Promise<unknown>[] = [];
  const results: BatteryResults = {
    stream: { bytes: 0, reused: false, hands: 0, epochs: 0, seconds: 0 },
    dieharderCommand: null,
    dieharder: null,
    dieharderError: null,
    entCommand: null,
    ent: null,
  };
  if (options.runDieharder) {
    const args = [...options.dieharderArgs, '-g', '200'];
    results.dieharderCommand = `<stream> | dieharder ${args.join(' ')}`;
    log(`running ${results.dieharderCommand}`);
    const run = runCommand('dieharder', args, log, true, options.dieharderMinutes);
    sinks.push(sink('dieharder', run.child.stdin));
    runs.push(dieharderRun(run.done, results, options, log));
  }
  if (options.runEnt) {
    results.entCommand = `<first ${options.streamBytes} bytes of the stream> | ent`;
    const run = runCommand('ent', [], log, false);
    sinks.push(sink('ent', run.child.stdin, options.streamBytes));
    runs.push(run.done.then((output) => (results.ent = entResult(output, options.outDir))));
  }
  const start = Date.now();
  const written = await writeStream(pool, sinks, options.plan, streamProgress(log));
  results.stream = { ...written, reused: false, seconds: (Date.now() - start) / 1000 };
  await Promise.all(runs);
  return results;
}
