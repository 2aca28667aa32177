/**
 * `razz eval`: values hands read as JSON lines on stdin.
 *   in:  {"cards":["As","2d","3c","4h","5s","Kd","Kc"],"evaluation":"ace-to-five"}
 *   out: {"best":["5s","4h","3c","2d","As"],"rank":0,"description":"5-4-3-2-A"}
 *   in:  {"hole":["As","2d","Kc","Kh"],"board":["3h","7c","8d","Qs","Js"],"evaluation":"omaha-low"}
 *   out: {"best":["8d","7c","3h","2d","As"],"rank":36,"description":"8-7-3-2-A"}
 * A bad line is answered with {"error":"…"} and the next line is read.
 */
import {
  EVALUATIONS,
  Evaluation,
  FLOP_EVALUATIONS,
  FlopEvaluation,
  HandValue,
  formatCards,
  isEvaluation,
  isFlopEvaluation,
  tryEvaluateFlopHand,
  tryEvaluateHand,
} from '@app/razz-engine';
import type { CliCommand, CliIo } from '../cli-command';
import { readJsonLines, writeJsonLine } from '../json-lines';

/**
 * The stud evaluations (`cards`) and the flop ones (`hole` + `board`: `holdem-high`, `omaha-high`,
 * `omaha-low`, the engine's names); `high` takes either, so Hold'em can be asked as `high` too.
 */
export type EvalName = Evaluation | FlopEvaluation;

const EVAL_NAMES: readonly EvalName[] = [...EVALUATIONS, ...FLOP_EVALUATIONS];

function isEvalName(value: unknown): value is EvalName {
  return isEvaluation(value) || isFlopEvaluation(value);
}

const HOLE_COUNT: Readonly<Record<FlopEvaluation, number>> = { 'holdem-high': 2, 'omaha-high': 4, 'omaha-low': 4 };

/** `rank` is `null` (and `best` empty) only for an Omaha hand without a qualifying low. */
export type EvalAnswer = { best: string[]; rank: number | null; description: string } | { error: string };

const USAGE = `usage: razz eval [--evaluation ${EVAL_NAMES.join('|')}]

Reads one JSON object per line on stdin and writes one JSON line per object:
  {"cards":["As","2d","3c","4h","5s","Kd","Kc"],"evaluation":"ace-to-five"}
  → {"best":["5s","4h","3c","2d","As"],"rank":0,"description":"5-4-3-2-A"}
  {"hole":["As","2d","Kc","Kh"],"board":["3h","7c","8d","Qs","Js"],"evaluation":"omaha-low"}
  → {"best":["8d","7c","3h","2d","As"],"rank":36,"description":"8-7-3-2-A"}
"cards" holds 5 to 8 cards (stud: 5 to 7 of a player's cards, 8 with a community card);
"evaluation" is optional (default ace-to-five, or the --evaluation given). "high" is standard
high poker: Seven-Card Stud, and Hold'em given its seven cards together.
holdem-high, omaha-high and omaha-low take "hole" and "board" (3 to 5 cards: flop, turn, river)
instead of "cards". holdem-high: 2 hole cards, the best five of them and the board ("high"
takes hole + board too, with the same answer). omaha-high and omaha-low: 4 hole cards, exactly
two of them with exactly three board cards; omaha-low is eight-or-better and answers
{"best":[],"rank":null,"description":"no qualifying low"} when there is none.
Lower rank = better hand in every evaluation.
A bad line gets {"error":"…"} and the rest go on.`;

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function isCardList(value: unknown): value is string[] {
  return Array.isArray(value) && value.every((c): c is string => typeof c === 'string');
}

function answerOf(value: HandValue): EvalAnswer {
  return { best: formatCards(value.best), rank: value.rank, description: value.description };
}

/** A hole + board line: Hold'em (`holdem-high`, or `high`), Omaha high or Omaha's low. */
function answerFlopRequest(evaluation: FlopEvaluation, hole: unknown, board: unknown): EvalAnswer {
  if (!isCardList(hole)) {
    return { error: `"hole" must be a list of cards in notation, e.g. ${JSON.stringify(['As', 'Kd', '7c', '2s'].slice(0, HOLE_COUNT[evaluation]))}` };
  }
  if (!isCardList(board)) return { error: '"board" must be a list of cards in notation, e.g. ["Qh","Jh","9h"]' };
  const result = tryEvaluateFlopHand(evaluation, hole, board);
  if (!result.ok) return { error: result.error.message };
  return result.value === null ? { best: [], rank: null, description: 'no qualifying low' } : answerOf(result.value);
}

/** The answer to one parsed input line. */
export function answerEvalRequest(request: unknown, defaultEvaluation: EvalName): EvalAnswer {
  if (!isRecord(request)) return { error: 'expected an object like {"cards":["As","2d","3c","4h","5s"]}' };
  const { cards, hole, board, evaluation = defaultEvaluation } = request;
  if (typeof evaluation !== 'string') return { error: `"evaluation" must be one of ${EVAL_NAMES.join(', ')}` };
  if (!isEvalName(evaluation)) return { error: `unknown evaluation "${evaluation}": use one of ${EVAL_NAMES.join(', ')}` };
  const split = hole !== undefined || board !== undefined;
  if (isFlopEvaluation(evaluation)) {
    if (cards !== undefined) return { error: `"${evaluation}" takes "hole" (${HOLE_COUNT[evaluation]} cards) and "board" (3 to 5 cards), not "cards"` };
    return answerFlopRequest(evaluation, hole, board);
  }
  if (split) {
    if (evaluation !== 'high') return { error: `"hole" and "board" go with high or holdem-high (Hold'em), omaha-high or omaha-low, not ${evaluation}` };
    if (cards !== undefined) return { error: 'give either "cards" or "hole" and "board", not both' };
    return answerFlopRequest('holdem-high', hole, board);
  }
  if (!isCardList(cards)) {
    return { error: '"cards" must be a list of cards in notation, e.g. ["As","2d","3c","4h","5s"]' };
  }
  const result = tryEvaluateHand(evaluation, cards);
  return result.ok ? answerOf(result.value) : { error: result.error.message };
}

/** `--evaluation <name>` and `--help`; anything else is a usage error. */
function parseArgs(args: readonly string[]): { evaluation: EvalName } | { help: true } | { error: string } {
  let evaluation: EvalName = 'ace-to-five';
  for (let i = 0; i < args.length; i++) {
    const arg = args[i];
    if (arg === '--help' || arg === '-h') return { help: true };
    const value = arg === '--evaluation' ? args[++i] : arg?.startsWith('--evaluation=') ? arg.slice('--evaluation='.length) : undefined;
    if (value === undefined) return { error: `unknown argument: ${arg}` };
    if (!isEvalName(value)) return { error: `unknown evaluation "${value}": use one of ${EVAL_NAMES.join(', ')}` };
    evaluation = value;
  }
  return { evaluation };
}

export const evalCommand: CliCommand = {
  name: 'eval',
  summary: 'evaluate hands: JSON lines {"cards":[…]} or {"hole":[…],"board":[…]} in, {"best","rank","description"} out',
  async run(args: readonly string[], io: CliIo): Promise<number> {
    const parsed = parseArgs(args);
    if ('help' in parsed) {
      io.stdout.write(`${USAGE}\n`);
      return 0;
    }
    if ('error' in parsed) {
      io.stderr.write(`razz eval: ${parsed.error}\n${USAGE}\n`);
      return 2;
    }
    for await (const line of readJsonLines(io.stdin)) {
      const answer = line.ok ? answerEvalRequest(line.value, parsed.evaluation) : { error: line.error };
      await writeJsonLine(io.stdout, 'error' in answer ? { error: `line ${line.lineNumber}: ${answer.error}` } : answer);
    }
    return 0;
  },
};
