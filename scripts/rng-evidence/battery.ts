/**
 * The stream through the standard batteries: `ent` on a sample of the stream, and dieharder —
 * either on a file of the stream (`-g 201 -f file`, rewound by dieharder when a test wants more
 * than the file holds; the rewinds are counted per test), or fed live through a pipe
 * (`-g 200`, stdin), so that no test ever sees the same bytes twice, for as long as it reads.
 */
import { spawn } from 'node:child_process';
import { createWriteStream, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { countAssessments, DieharderRow, EntFigures, parseEnt, rowsWithRewinds } from './battery-output';
import { sink, StreamPlan, writeStream } from './stream-writer';
import type { WorkerPool } from './worker-pool';

export interface BatteryOptions {
  outDir: string;
  streamBytes: number;
  dieharderArgs: string[];
  pipe: boolean;
  runEnt: boolean;
  runDieharder: boolean;
  plan: StreamPlan;
}

/** What was written: bytes, the hands and epochs they came from, and how long it took. */
export interface StreamFacts {
  bytes: number;
  hands: number;
  epochs: number;
  seconds: number;
}

export interface BatteryResults {
  stream: StreamFacts;
  dieharderCommand: string | null;
  dieharder: { rows: (DieharderRow & { rewinds: number })[]; counts: Record<string, number> } | null;
  entCommand: string | null;
  ent: (EntFigures & { output: string }) | null;
}

type Log = (line: string) => void;

/**
 * Runs a command; its output (stdout and stderr in one pipe, in the order written) is echoed line
 * by line as its progress and kept. stdout is made line-buffered, so that dieharder's rewind
 * notice (stderr) lands just before the result row it belongs to (stdout), as it was written.
 */
function runCommand(command: string, args: string[], log: Log, echo: boolean) {
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
  const done = new Promise<string>((resolve, reject) => {
    child.on('error', reject);
    child.on('close', (code) => (code === 0 ? resolve(output) : reject(new Error(`${command} exited with ${code}:\n${output.slice(-2000)}`))));
  });
  return { child, done };
}

function dieharderResult(output: string, outDir: string) {
  writeFileSync(join(outDir, 'dieharder.txt'), output);
  const rows = rowsWithRewinds(output);
  return { rows, counts: countAssessments(rows) };
}

function entResult(output: string, outDir: string) {
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

/** File mode, first step: the stream into `<outDir>/stream.bin`. */
export async function streamToFile(pool: WorkerPool, options: BatteryOptions, log: Log): Promise<{ file: string; stream: StreamFacts }> {
  const file = join(options.outDir, 'stream.bin');
  const start = Date.now();
  log(`stream: ${mb(options.streamBytes)} MB into ${file}`);
  const written = await writeStream(pool, [sink('file', createWriteStream(file), options.streamBytes)], options.plan, streamProgress(log));
  const stream = { ...written, bytes: Math.min(written.bytes, options.streamBytes), seconds: (Date.now() - start) / 1000 };
  log(`stream: ${mb(stream.bytes)} MB from ${stream.epochs} epochs in ${stream.seconds.toFixed(0)} s`);
  return { file, stream };
}

/** File mode, second step: ent and dieharder on the file (no worker needed: the shuffles may run meanwhile). */
export async function batteriesOnFile(file: string, stream: StreamFacts, options: BatteryOptions, log: Log): Promise<BatteryResults> {
  const results: BatteryResults = { stream, dieharderCommand: null, dieharder: null, entCommand: null, ent: null };
  if (options.runEnt) {
    results.entCommand = `ent ${file}`;
    log(`running ${results.entCommand}`);
    results.ent = entResult(await runCommand('ent', [file], log, false).done, options.outDir);
  }
  if (options.runDieharder) {
    const args = [...options.dieharderArgs, '-g', '201', '-f', file];
    results.dieharderCommand = `dieharder ${args.join(' ')}`;
    log(`running ${results.dieharderCommand}`);
    results.dieharder = dieharderResult(await runCommand('dieharder', args, log, true).done, options.outDir);
  }
  return results;
}

/** Pipe mode: dieharder (and ent, for its first bytes) read the stream live until they are done. */
export async function batteriesOnPipe(pool: WorkerPool, options: BatteryOptions, log: Log): Promise<BatteryResults> {
  const sinks = [];
  const runs: Promise<unknown>[] = [];
  const results: BatteryResults = {
    stream: { bytes: 0, hands: 0, epochs: 0, seconds: 0 },
    dieharderCommand: null,
    dieharder: null,
    entCommand: null,
    ent: null,
  };
  if (options.runDieharder) {
    const args = [...options.dieharderArgs, '-g', '200'];
    results.dieharderCommand = `<stream> | dieharder ${args.join(' ')}`;
    log(`running ${results.dieharderCommand}`);
    const run = runCommand('dieharder', args, log, true);
    sinks.push(sink('dieharder', run.child.stdin));
    runs.push(run.done.then((output) => (results.dieharder = dieharderResult(output, options.outDir))));
  }
  if (options.runEnt) {
    results.entCommand = `<first ${options.streamBytes} bytes of the stream> | ent`;
    const run = runCommand('ent', [], log, false);
    sinks.push(sink('ent', run.child.stdin, options.streamBytes));
    runs.push(run.done.then((output) => (results.ent = entResult(output, options.outDir))));
  }
  const start = Date.now();
  const written = await writeStream(pool, sinks, options.plan, streamProgress(log));
  results.stream = { ...written, seconds: (Date.now() - start) / 1000 };
  await Promise.all(runs);
  return results;
}
