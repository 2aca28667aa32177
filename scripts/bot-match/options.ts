/** The command line of `npm run bots:match -- [options]`. */
import { parseArgs } from 'node:util';
import { MATCHES } from './matches';

export const USAGE = `npm run bots:match -- [options]
  --hands N      hands per match (default 200000), dealt as N / seats decks, each played once per seating
  --seed S       the seed of the decks and of the bots' choices (default 1)
  --match NAME   play only this match (repeatable); one of ${MATCHES.map((m) => m.name).join(', ')}
  --help         this text`;

export interface Options {
  hands: number;
  seed: string;
  matches: string[];
}

export function parseOptions(argv: string[]): Options | { help: true } | { error: string } {
  let values;
  try {
    values = parseArgs({
      args: argv,
      options: {
        hands: { type: 'string', default: '200000' },
        seed: { type: 'string', default: '1' },
        match: { type: 'string', multiple: true, default: [] },
        help: { type: 'boolean', default: false },
      },
    }).values;
  } catch (e) {
    return { error: (e as Error).message };
  }
  if (values.help) return { help: true };
  const hands = Number(values.hands);
  if (!Number.isSafeInteger(hands) || hands < 1) return { error: `--hands must be a positive integer, got ${values.hands}` };
  const unknown = values.match.find((name) => !MATCHES.some((m) => m.name === name));
  if (unknown !== undefined) return { error: `unknown match ${unknown}` };
  return { hands, seed: values.seed, matches: values.match.length ? values.match : MATCHES.map((m) => m.name) };
}
