/**
 * `razz eval`: values hands read as JSON lines on stdin.
 *   in:  {"cards":["As","2d","3c","4h","5s","Kd","Kc"],"evaluation":"ace-to-five"}
 *   out: {"best":["5s","4h","3c","2d","As"],"rank":0,"description":"5-4-3-2-A"}
 * A bad line is answered with {"error":"…"} and the next line is read.
 */
import { EVALUATIONS, Evaluation, formatCards, isEvaluation, tryEvaluateHand } from '@app/razz-engine';
import type { CliCommand, CliIo } from '../cli-command';
import { readJsonLines, writeJsonLine } from '../json-lines';

export type EvalAnswer = { best: string[]; rank: number; description: string } | { error: string };

const USAGE = `usage: razz eval [--evaluation ${EVALUATIONS.join('|')}]

Reads one JSON object per line on stdin and writes one JSON line per object:
  {"cards":["As","2d","3c","4h","5s","Kd","Kc"],"evaluation":"ace-to-five"}
  → {"best":["5s","4h","3c","2d","As"],"rank":0,"description":"5-4-3-2-A"}
"cards" holds 5 to 8 cards (7, plus a community card); "evaluation" is optional
(default ace-to-five, or the --evaluation given; "high" is Seven-Card Stud). Lower rank = better
hand in every evaluation.
A bad line gets {"error":"…"} and the rest go on.`;

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The answer to one parsed input line. */
export function answerEvalRequest(request: unknown, defaultEvaluation: Evaluation): EvalAnswer {
  if (!isRecord(request)) return { error: 'expected an object like {"cards":["As","2d","3c","4h","5s"]}' };
  const { cards, evaluation = defaultEvaluation } = request;
  if (!Array.isArray(cards) || !cards.every((c): c is string => typeof c === 'string')) {
    return { error: '"cards" must be a list of cards in notation, e.g. ["As","2d","3c","4h","5s"]' };
  }
  if (typeof evaluation !== 'string') return { error: `"evaluation" must be one of ${EVALUATIONS.join(', ')}` };
  const result = tryEvaluateHand(evaluation, cards);
  if (!result.ok) return { error: result.error.message };
  const { best, rank, description } = result.value;
  return { best: formatCards(best), rank, description };
}

/** `--evaluation <name>` and `--help`; anything else is a usage error. */
function parseArgs(args: readonly string[]): { evaluation: Evaluation } | { help: true } | { error: string } {
  let evaluation: Evaluation = 'ace-to-five';
  for (let i = 0; i < args.length; i++) {
    const arg = args[i];
    if (arg === '--help' || arg === '-h') return { help: true };
    const value = arg === '--evaluation' ? args[++i] : arg?.startsWith('--evaluation=') ? arg.slice('--evaluation='.length) : undefined;
    if (value === undefined) return { error: `unknown argument: ${arg}` };
    if (!isEvaluation(value)) return { error: `unknown evaluation "${value}": use one of ${EVALUATIONS.join(', ')}` };
    evaluation = value;
  }
  return { evaluation };
}

export const evalCommand: CliCommand = {
  name: 'eval',
  summary: 'evaluate hands: JSON lines {"cards":[…]} in, {"best","rank","description"} out',
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
