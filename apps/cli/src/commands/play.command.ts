/**
 * `razz play`: plays one hand given as JSON (deck, stakes, seats, actions) through the engine and
 * prints every event, each action with the options the player had, the pots and their winners,
 * the showdown hands and the final stacks. `--lines`: one hand per input line, one result per line.
 */
import {
  applyAction,
  formatCards,
  gameForPreset,
  HandAction,
  HandEvent,
  HandState,
  isPresetName,
  LegalAction,
  legalActions,
  PotShare,
  PRESET_NAMES,
  RuleSet,
  rulesFor,
  scorersFor,
  seatToAct,
  seededRng,
  showdownWords,
  startHand,
  StartHandInput,
} from '@app/razz-engine';
import type { CliCommand, CliIo } from '../cli-command';
import { readJsonLines, writeJsonLine } from '../json-lines';

const USAGE = `usage: razz play [--lines]

Reads one hand as JSON on stdin (with --lines: one hand per line) and writes the result as JSON:
  {"preset":"razz","rules":{…overrides},"stakes":{"ante":1,"bringIn":2,"smallBet":5,"bigBet":10},
   "dealerSeat":8,"seats":[{"seat":1,"stack":100},…],"deck":["Kh","2c",…],
   "actions":[{"seat":3,"action":"bring-in"},{"seat":4,"action":"complete"},{"seat":5,"action":"raise","amount":15},…]}
preset: ${PRESET_NAMES.join(' | ')} (default razz; stud = Seven-Card Stud, stud8 = Stud
Eight-or-Better, the others are Razz rule sets). dealerSeat: dealing starts with the next seat
clockwise (default: the table's last seat, so the lowest seat is dealt first). deck: top first; a
partial deck is dealt first and the remaining cards follow in index order (As Ah Ad Ac 2s … Kc);
instead of a deck, "seed": <number|string> shuffles with the seeded RNG. actions: bring-in,
complete, bet, raise, call, check, fold; "amount" is the street total to bet/raise to (needed only
where the structure allows a range). An illegal action stops the hand:
  {"ok":false,"error":{"code":…,"message":…},"atAction":i}   (i = 0-based index into actions)
Exit code: 0 ok, 1 a refused hand (without --lines), 2 usage.`;

interface ActedEntry {
  index: number;
  seat: number;
  action: string;
  amount?: number;
  legal: LegalAction[];
}

type PlayOutput =
  | {
      ok: true;
      finished: boolean;
      events: HandEvent[];
      actions: ActedEntry[];
      pots: { amount: number; eligible: number[]; winners: { seat: number; amount: number }[]; halves?: PotShare[] }[];
      showdown: { seat: number; shown: boolean; cards: string[]; description: string; starsText: string }[];
      stacks: { seat: number; stack: number }[];
      rake: number;
      toAct: number | null;
      legal: LegalAction[];
    }
  | { ok: false; error: { code: string; message: string }; atAction?: number };

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function invalid(message: string): PlayOutput {
  return { ok: false, error: { code: 'INVALID_INPUT', message } };
}

/** The engine's start input from the request, or why it cannot be built. */
function startInput(req: Record<string, unknown>): StartHandInput | string {
  const preset = req.preset ?? 'razz';
  if (!isPresetName(preset)) return `unknown preset ${JSON.stringify(preset)}; use one of ${PRESET_NAMES.join(', ')}`;
  if (req.rules !== undefined && !isRecord(req.rules)) return '"rules" must be an object of rule overrides';
  const rules = rulesFor(preset, (req.rules ?? {}) as Partial<RuleSet>);
  const game = gameForPreset(preset).game.variant;
  const { stakes, seats, dealerSeat, deck, seed } = req;
  if (deck !== undefined && seed !== undefined) return 'give "deck" or "seed", not both';
  if (seed !== undefined && typeof seed !== 'number' && typeof seed !== 'string') return '"seed" must be a number or a string';
  const source = seed !== undefined ? { rng: seededRng(seed as number | string) } : { deck: (deck ?? []) as string[] };
  return { game, rules, stakes, seats, dealerSeat, ...source } as StartHandInput;
}

function actionOf(raw: unknown): HandAction | string {
  if (!isRecord(raw)) return 'an action must be an object like {"seat":3,"action":"call"}';
  const kind = raw.action ?? raw.kind;
  return { seat: raw.seat, kind, amount: raw.amount, version: raw.version } as HandAction;
}

function showdownOf(state: HandState): Extract<PlayOutput, { ok: true }>['showdown'] {
  return (state.result?.showdown ?? []).map((entry) => {
    const p = state.players.find((x) => x.seat === entry.seat);
    const own = p ? [...p.down.slice(0, 2), ...p.up, ...p.down.slice(2)] : [];
    const words = showdownWords(scorersFor(state.variant, state.rules), [...own, ...state.community]);
    return { seat: entry.seat, shown: entry.shown, cards: formatCards(own), ...words };
  });
}

function summary(state: HandState, events: HandEvent[], acted: ActedEntry[]): PlayOutput {
  const result = state.result;
  return {
    ok: true,
    finished: result !== null,
    events,
    actions: acted,
    pots: result?.pots ?? [],
    showdown: showdownOf(state),
    stacks: result?.stacks ?? state.players.map((p) => ({ seat: p.seat, stack: p.stack })),
    rake: result?.rake ?? 0,
    toAct: seatToAct(state),
    legal: legalActions(state),
  };
}

/** Plays one hand request; never throws for bad input. */
export function playHand(request: unknown): PlayOutput {
  if (!isRecord(request)) return invalid('expected a hand object: {"stakes":…,"seats":[…],"deck":[…],"actions":[…]}');
  const input = startInput(request);
  if (typeof input === 'string') return invalid(input);
  const actions = request.actions ?? [];
  if (!Array.isArray(actions)) return invalid('"actions" must be a list');
  const started = startHand(input);
  if (!started.ok) return { ok: false, error: started.error };
  let state = started.state;
  const events = [...started.events];
  const acted: ActedEntry[] = [];
  for (let i = 0; i < actions.length; i++) {
    const action = actionOf(actions[i]);
    if (typeof action === 'string') return { ok: false, error: { code: 'ILLEGAL_ACTION', message: action }, atAction: i };
    const legal = legalActions(state);
    const r = applyAction(state, action);
    if (!r.ok) return { ok: false, error: r.error, atAction: i };
    const last = r.events.find((e) => e.type === 'action' && !e.automatic);
    const amount = last?.type === 'action' && last.chips > 0 ? { amount: last.to } : {};
    acted.push({ index: i, seat: action.seat, action: action.kind, ...amount, legal });
    state = r.state;
    events.push(...r.events);
  }
  return summary(state, events, acted);
}

async function readAll(input: NodeJS.ReadableStream): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of input) chunks.push(typeof chunk === 'string' ? Buffer.from(chunk) : (chunk as Buffer));
  return Buffer.concat(chunks).toString('utf8');
}

async function playOneDocument(io: CliIo): Promise<number> {
  const text = await readAll(io.stdin);
  let request: unknown;
  try {
    request = JSON.parse(text);
  } catch (err) {
    await writeJsonLine(io.stdout, invalid(`stdin is not JSON (${err instanceof Error ? err.message : String(err)})`));
    return 1;
  }
  const out = playHand(request);
  await writeJsonLine(io.stdout, out);
  return out.ok ? 0 : 1;
}

export const playCommand: CliCommand = {
  name: 'play',
  summary: 'play a hand from JSON (deck, stakes, seats, actions): events, pots, winners, stacks',
  async run(args: readonly string[], io: CliIo): Promise<number> {
    if (args.includes('--help') || args.includes('-h')) {
      io.stdout.write(`${USAGE}\n`);
      return 0;
    }
    const unknown = args.filter((a) => a !== '--lines');
    if (unknown.length > 0) {
      io.stderr.write(`razz play: unknown argument ${unknown[0]}\n${USAGE}\n`);
      return 2;
    }
    if (!args.includes('--lines')) return playOneDocument(io);
    for await (const line of readJsonLines(io.stdin)) {
      await writeJsonLine(io.stdout, line.ok ? playHand(line.value) : invalid(`line ${line.lineNumber}: ${line.error}`));
    }
    return 0;
  },
};
