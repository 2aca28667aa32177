/** The command line of `npm run rng:evidence -- [options]`. */
import { availableParallelism } from 'node:os';
import { parseArgs } from 'node:util';

export const USAGE = `npm run rng:evidence -- [options]
  --shuffles N          fairDeck shuffles for the chi-square tests (default 10000000)
  --stream-bytes N      bytes of the production stream for ent, and for dieharder in file mode (default 2147483648)
  --pipe                feed dieharder live through a pipe (-g 200) instead of a file (-g 201): no rewinds, as long as it reads
  --dieharder="ARGS"    dieharder's options (default "-a"; e.g. --dieharder="-d 0 -d 1"; the = is needed: the value starts with a dash)
  --dieharder-minutes M stop dieharder after M minutes, keeping the tests it finished (default: no limit; -a reads
                        about 240 GB and runs for hours)
  --reuse-stream        file mode: test the stream file an earlier run left in --out instead of writing a new one
  --hands-per-epoch N   hands dealt from each server seed (default 1000)
  --words-per-hand N    words of each hand's stream written (default 56: the 7 HMAC blocks a shuffle computes)
  --first-nonce N       the room's first hand serial (default 1)
  --workers N           worker threads (default: the cores, ${availableParallelism()} here)
  --out DIR             where the stream and the tools' output go (default tmp/rng-evidence)
  --skip-dieharder, --skip-ent, --skip-shuffles   leave a part out`;

export interface Options {
  shuffles: number;
  streamBytes: number;
  pipe: boolean;
  dieharderArgs: string[];
  dieharderMinutes: number | null;
  reuseStream: boolean;
  handsPerEpoch: number;
  wordsPerHand: number;
  firstNonce: number;
  workers: number;
  outDir: string;
  runDieharder: boolean;
  runEnt: boolean;
  runShuffles: boolean;
}

function positiveInteger(name: string, text: string): number {
  const value = Number(text);
  if (!Number.isSafeInteger(value) || value < 1) throw new Error(`--${name} must be a positive integer, got ${text}\n${USAGE}`);
  return value;
}

export function parseOptions(argv: string[]): Options {
  const { values } = parseArgs({
    args: argv,
    options: {
      shuffles: { type: 'string', default: '10000000' },
      'stream-bytes': { type: 'string', default: String(2 ** 31) },
      pipe: { type: 'boolean', default: false },
      dieharder: { type: 'string', default: '-a' },
      'dieharder-minutes': { type: 'string' },
      'reuse-stream': { type: 'boolean', default: false },
      'hands-per-epoch': { type: 'string', default: '1000' },
      'words-per-hand': { type: 'string', default: '56' },
      'first-nonce': { type: 'string', default: '1' },
      workers: { type: 'string', default: String(availableParallelism()) },
      out: { type: 'string', default: 'tmp/rng-evidence' },
      'skip-dieharder': { type: 'boolean', default: false },
      'skip-ent': { type: 'boolean', default: false },
      'skip-shuffles': { type: 'boolean', default: false },
      help: { type: 'boolean', default: false },
    },
  });
  if (values.help) {
    console.log(USAGE);
    process.exit(0);
  }
  return {
    shuffles: positiveInteger('shuffles', values.shuffles),
    streamBytes: positiveInteger('stream-bytes', values['stream-bytes']),
    pipe: values.pipe,
    dieharderArgs: values.dieharder.split(/\s+/).filter((arg) => arg.length > 0),
    dieharderMinutes: values['dieharder-minutes'] === undefined ? null : positiveInteger('dieharder-minutes', values['dieharder-minutes']),
    reuseStream: values['reuse-stream'],
    handsPerEpoch: positiveInteger('hands-per-epoch', values['hands-per-epoch']),
    wordsPerHand: positiveInteger('words-per-hand', values['words-per-hand']),
    firstNonce: positiveInteger('first-nonce', values['first-nonce']),
    workers: positiveInteger('workers', values.workers),
    outDir: values.out,
    runDieharder: !values['skip-dieharder'],
    runEnt: !values['skip-ent'],
    runShuffles: !values['skip-shuffles'],
  };
}
