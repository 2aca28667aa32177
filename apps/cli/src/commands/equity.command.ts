/**
 * `razz equity`: the equity of stud hands, one spot per JSON line on stdin, one answer line each.
 *   in:  {"game":"razz","hands":[["As","2d","3c"],["Kh","Qd","7s"]],"dead":["4c"],"samples":100000,"seed":1}
 *   out: {"game":"razz","street":3,"method":"monte-carlo","deals":…,"samples":100000,"seed":1,"hands":[{"cards":[…],"share":…,"win":…,"tie":…,"halfWidth":{…}},…]}
 * A bad line is answered with {"error":"line N: …","code":"…"} and the next line is read.
 */
import { DEFAULT_MAX_EXACT_DEALS, DEFAULT_SAMPLES, EQUITY_GAMES, EquityFigures, EquityInput, EquityReport, SHARE_UNIT, handEquity } from '@app/razz-engine';
import type { CliCommand, CliIo } from '../cli-command';
import { readJsonLines, writeJsonLine } from '../json-lines';

const USAGE = `usage: razz equity

Reads one spot per line on stdin (JSON) and writes one JSON line per spot:
  {"game":"razz","hands":[["As","2d","3c"],["Kh","Qd","7s"]],"dead":["4c"],"samples":100000,"seed":1}
"game": ${EQUITY_GAMES.join(', ')}.
"hands": 2 to 9 live hands, each its own cards (a list, or one string "As 2d 3c"), all on the
  same street (3 to 7 cards). A broadcast gives every card; a player's view writes "??" for each
  down card it cannot see: ["??","??","7s","5c"]. Unknown cards and cards to come are drawn from
  the unseen cards.
"dead": cards out of play (folded up cards, burns seen). "community": community cards dealt.
"communityToCome": community cards still to come (the short deck: 1 when 7th street will be one
  shared card, 2 when 6th and 7th will), default 0.
"maxExactDeals": enumerate every deal when there are at most this many (default ${DEFAULT_MAX_EXACT_DEALS});
  otherwise Monte Carlo with "samples" deals (default ${DEFAULT_SAMPLES}) and "seed" (default 1).
Answer: "street", "method" ("exact" with "deals" and per hand integer "counts", shares in
1/${SHARE_UNIT} of a pot; or "monte-carlo" with "deals", "samples", "seed" and per hand the 95 %
"halfWidth" of each figure), and per hand "share" (expected part of the pot, ties split), "win"
(the whole pot alone), "tie" (part of it); stud8 adds "scoop", "highShare" and "lowShare".
Figures are rounded to 6 decimals. A bad line gets {"error":"…","code":"…"} and the rest go on.`;

const FIELDS: readonly string[] = ['game', 'hands', 'dead', 'community', 'communityToCome', 'maxExactDeals', 'samples', 'seed'];

export type EquityAnswer = Record<string, unknown> | { error: string; code: string };

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

const round = (x: number): number => Math.round(x * 1e6) / 1e6;

function rounded(figures: EquityFigures): Record<string, number> {
  const out: Record<string, number> = {};
  for (const [name, value] of Object.entries(figures)) if (typeof value === 'number') out[name] = round(value);
  return out;
}

/** The report as printed: the method's numbers at the top, figures rounded. */
function answerOf(report: EquityReport): EquityAnswer {
  const { method } = report;
  const hands = report.hands.map(({ cards, counts, halfWidth, ...figures }) => ({
    cards,
    ...rounded(figures),
    ...(counts ? { counts } : {}),
    ...(halfWidth ? { halfWidth: rounded(halfWidth) } : {}),
  }));
  const how =
    method.kind === 'exact'
      ? { method: 'exact', deals: method.deals, shareUnit: SHARE_UNIT }
      : { method: 'monte-carlo', deals: method.deals, samples: method.samples, seed: method.seed };
  return { game: report.game, street: report.street, ...how, hands };
}

/** The answer to one parsed input line. */
export function answerEquityRequest(request: unknown): EquityAnswer {
  if (!isRecord(request)) return { error: 'expected an object like {"game":"razz","hands":[["As","2d","3c"],["Kh","Qd","7s"]]}', code: 'INVALID_INPUT' };
  const unknown = Object.keys(request).find((k) => !FIELDS.includes(k));
  if (unknown !== undefined) return { error: `unknown field "${unknown}": use ${FIELDS.join(', ')}`, code: 'INVALID_INPUT' };
  const result = handEquity(request as unknown as EquityInput);
  return result.ok ? answerOf(result.value) : { error: result.error.message, code: result.error.code };
}

export const equityCommand: CliCommand = {
  name: 'equity',
  summary: 'stud hand equity (razz, stud, stud8): JSON lines {"game","hands":[…],"dead":[…]} in, share/win/tie per hand out',
  async run(args: readonly string[], io: CliIo): Promise<number> {
    if (args.length === 1 && (args[0] === '--help' || args[0] === '-h')) {
      io.stdout.write(`${USAGE}\n`);
      return 0;
    }
    if (args.length > 0) {
      io.stderr.write(`razz equity: unknown argument: ${args[0]}\n${USAGE}\n`);
      return 2;
    }
    for await (const line of readJsonLines(io.stdin)) {
      const answer = line.ok ? answerEquityRequest(line.value) : { error: line.error, code: 'INVALID_INPUT' };
      await writeJsonLine(io.stdout, 'error' in answer ? { ...answer, error: `line ${line.lineNumber}: ${String(answer.error)}` } : answer);
    }
    return 0;
  },
};
