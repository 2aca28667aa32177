/**
 * `razz import-history`: reads PokerStars hand histories (Razz, 7 Card Stud, 7 Card Stud Hi/Lo,
 * Hold'em, Omaha, Omaha Hi/Lo — Limit, Pot Limit, No Limit), replays every hand through the engine
 * and reports, per hand, whether the engine agrees with the text (actions, pots, winners, amounts,
 * shown hands).
 */
import { parseStarsFile, replayStars, RuleSet, StarsParseResult, StarsReplayReport } from '@app/razz-engine';
import type { CliCommand, CliIo } from '../cli-command';
import { writeJsonLine } from '../json-lines';

const USAGE = `usage: razz import-history [--rules JSON] [--minor-units-per-chip N] [--with-history] < hands.txt

Reads a PokerStars hand-history file on stdin (Razz, 7 Card Stud, 7 Card Stud Hi/Lo, Hold'em,
Omaha, Omaha Hi/Lo; Limit, Pot Limit, No Limit; mixed games such as HORSE and 8-Game hand by hand,
other games are reported as UNSUPPORTED_GAME), replays every hand through the engine and writes one
JSON line per hand:
  {"handId":"35874566077","line":1,"ok":true,"disagreements":[],"notes":["PokerStars took 2 chips of rake, …"]}
  {"handId":"…","line":60,"ok":false,"disagreements":[{"code":"AMOUNT_MISMATCH","message":"…","line":104}],"notes":[]}
  {"handId":"…","line":121,"ok":false,"error":{"code":"BAD_LINE","message":"…","line":130},"disagreements":[]}
"line" is the hand's first line in the file. Then one summary line on stderr.
--rules JSON               rule options over what the header implies, e.g. '{"capWhenHeadsUp":"kept"}'
--minor-units-per-chip N   cash games: cents per chip (default 1)
--with-history             add each replayed hand's history ("history": {…}, the API's stored form)
Exit code: 0 every hand agrees, 1 a hand disagrees, cannot be read, or there is no hand; 2 usage.`;

interface ImportArgs {
  rules: Partial<RuleSet>;
  minorUnitsPerChip: number;
  withHistory: boolean;
}

function rulesArg(value: string): Partial<RuleSet> | string {
  try {
    const rules: unknown = JSON.parse(value);
    return typeof rules === 'object' && rules !== null && !Array.isArray(rules) ? (rules as Partial<RuleSet>) : '--rules must be a JSON object';
  } catch {
    return '--rules must be a JSON object';
  }
}

function parseArgs(args: readonly string[]): ImportArgs | { help: true } | { error: string } {
  const out: ImportArgs = { rules: {}, minorUnitsPerChip: 1, withHistory: false };
  for (let i = 0; i < args.length; i++) {
    const arg = args[i] as string;
    if (arg === '--help' || arg === '-h') return { help: true };
    if (arg === '--with-history') {
      out.withHistory = true;
      continue;
    }
    const value = args[++i];
    if (value === undefined) return { error: `missing value for ${arg}` };
    if (arg === '--rules') {
      const rules = rulesArg(value);
      if (typeof rules === 'string') return { error: rules };
      out.rules = rules;
    } else if (arg === '--minor-units-per-chip') {
      out.minorUnitsPerChip = Number(value);
      if (!Number.isSafeInteger(out.minorUnitsPerChip) || out.minorUnitsPerChip < 1) return { error: '--minor-units-per-chip needs a positive integer' };
    } else return { error: `unknown argument: ${arg}` };
  }
  return out;
}

async function readAll(input: NodeJS.ReadableStream): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of input) chunks.push(typeof chunk === 'string' ? Buffer.from(chunk) : (chunk as Buffer));
  return Buffer.concat(chunks).toString('utf8');
}

type ImportLine =
  | (Omit<StarsReplayReport, 'history'> & { history?: StarsReplayReport['history'] })
  | { handId: string | null; line: number; ok: false; error: { code: string; message: string; line: number }; disagreements: [] };

/** The answer for one hand of the file. */
export function importHand(parsed: StarsParseResult, args: ImportArgs): ImportLine {
  if (!parsed.ok) return { handId: parsed.handId, line: parsed.error.line, ok: false, error: parsed.error, disagreements: [] };
  const { history, ...report } = replayStars(parsed.value, { rules: args.rules });
  return args.withHistory ? { ...report, history } : report;
}

export const importHistoryCommand: CliCommand = {
  name: 'import-history',
  summary: 'read PokerStars hand histories, replay each hand through the engine, report disagreements',
  async run(argv: readonly string[], io: CliIo): Promise<number> {
    const args = parseArgs(argv);
    if ('help' in args) {
      io.stdout.write(`${USAGE}\n`);
      return 0;
    }
    if ('error' in args) {
      io.stderr.write(`razz import-history: ${args.error}\n${USAGE}\n`);
      return 2;
    }
    const results = parseStarsFile(await readAll(io.stdin), { minorUnitsPerChip: args.minorUnitsPerChip });
    const counts = { agree: 0, disagree: 0, unreadable: 0 };
    for (const parsed of results) {
      const out = importHand(parsed, args);
      counts[!parsed.ok ? 'unreadable' : out.ok ? 'agree' : 'disagree']++;
      await writeJsonLine(io.stdout, out);
    }
    io.stderr.write(`import-history: ${results.length} hands: ${counts.agree} agree, ${counts.disagree} disagree, ${counts.unreadable} unreadable\n`);
    return results.length > 0 && counts.agree === results.length ? 0 : 1;
  },
};
