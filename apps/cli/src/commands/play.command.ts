/**
 * `razz play`: plays one hand of any preset — a stud game or a flop game (button and blinds) — given
 * as JSON (deck, stakes, seats, button, actions) through the engine and prints every event, each
 * action with the options the player had, the pots and their winners, the showdown hands and the
 * final stacks. `--lines`: one hand per input line, one result per line.
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

Reads one hand as JSON on stdin (with --lines: one hand per line) and writes the result as JSON.
A stud game:
  {"preset":"razz","rules":{…overrides},"stakes":{"ante":1,"bringIn":2,"smallBet":5,"bigBet":10},
   "buttonSeat":8,"seats":[{"seat":1,"stack":100},…],"deck":["Kh","2c",…],
   "actions":[{"seat":3,"action":"bring-in"},{"seat":4,"action":"complete"},{"seat":5,"action":"raise","amount":15},…]}
A flop game:
  {"preset":"holdem","stakes":{"smallBlind":1,"bigBlind":2,"smallBet":2,"bigBet":4,"ante":0},
   "buttonSeat":3,"seats":[…],"deck":[…],"actions":[{"seat":6,"action":"call"},…],
   "blinds":{"small":4,"big":5},"posts":[{"seat":8,"kind":"big"}]}
preset: ${PRESET_NAMES.join(' | ')} (default razz).
  razz-nl, razz-pl, london-lowball, deuce-to-seven-razz: Razz rule sets; stud: Seven-Card Stud;
  stud8: Stud Eight-or-Better; holdem, holdem-nl, holdem-pl: Hold'em limit, no limit, pot limit;
  omaha8, omaha8-pl: Omaha Hi-Lo limit, pot limit; omaha-pl: Pot-Limit Omaha (high).
stakes: stud games ante, bringIn, smallBet, bigBet (bringIn < smallBet < bigBet); flop games
  smallBlind, bigBlind, smallBet, bigBet and an optional ante (fixed limit: bigBlind = smallBet <
  bigBet; pot and no limit: the smallest bet is the big blind on every street).
buttonSeat (dealerSeat is its older name; give one, or both the same): the button. Dealing starts
  with the next seat clockwise (default: the table's last seat, 8 for stud presets and 9 for flop
  presets, so the lowest seat is dealt first). Flop games: the seat after the button posts the small
  blind, the next one the big blind; heads-up the button posts the small blind. The button may be
  a seat nobody sits in (a dead button).
blinds (flop games, optional): {"small":seat|null,"big":seat} when the table's blinds are not
  the default positions; "small":null is a dead small blind (the dead button rule).
posts (flop games, optional): other blinds, [{"seat":s,"kind":"big"|"small-and-big"|"dead-small"}]:
  a new player's big blind, a returning player's missed blinds (big live, small dead), a missed
  small blind alone (dead).
deck: top first, in the engine's dealing order. Stud: 3rd street in three rounds (down, down, up),
  one card at a time from the first seat after buttonSeat; a burn before each later street's cards.
  Flop games: the hole cards one at a time from the first seat after buttonSeat, round after round
  (2 rounds Hold'em, 4 Omaha); then burn, three flop cards, burn, turn, burn, river. A partial
  deck is dealt first and the remaining cards follow in index order (As Ah Ad Ac 2s … Kc);
  instead of a deck, "seed": <integer|string> shuffles with the seeded RNG.
actions: bring-in (stud), complete (stud), bet, raise, call, check, fold; "amount" is the street
  total to bet/raise to (needed only where the structure allows a range).
The answer: {"ok":true,"finished","events","actions","pots","showdown","stacks","finalStacks",
  "rake","toAct","legal"}; finalStacks is the same [{seat,stack}] list as stacks (the stacks at the
  end of the hand; while it runs, the chips each seat has behind). A refused hand or action:
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
      /** The same list as `stacks`, under the name checks outside the project read. */
      finalStacks: { seat: number; stack: number }[];
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

/**
 * Where the cards come from: `deck` (card text, or a string of it; default empty: index order) or
 * `seed` (a safe integer or a string) for the seeded RNG. Checked here: the engine's types promise
 * it card lists, and JSON can hold anything.
 */
function cardSourceOf(req: Record<string, unknown>): Pick<StartHandInput, 'deck' | 'rng'> | PlayOutput {
  const { deck, seed } = req;
  if (deck !== undefined && seed !== undefined) return invalid('give "deck" or "seed", not both');
  if (seed !== undefined) {
    const usable = typeof seed === 'string' || (typeof seed === 'number' && Number.isSafeInteger(seed));
    return usable ? { rng: seededRng(seed) } : invalid('"seed" must be an integer or a string');
  }
  const cardTexts = Array.isArray(deck) && deck.every((c) => typeof c === 'string');
  if (deck !== undefined && typeof deck !== 'string' && !cardTexts) {
    return { ok: false, error: { code: 'INVALID_DECK', message: '"deck" must be a list of cards in notation, top first, e.g. ["As","Kd","7c"]' } };
  }
  return { deck: (deck ?? []) as string | string[] };
}

/**
 * The button, named `buttonSeat` or `dealerSeat` (its older name, kept for every game). Its range is
 * checked here so that a refusal names the field the request used; the engine checks it again.
 */
function buttonSeatOf(req: Record<string, unknown>, maxSeats: number): { seat: unknown } | PlayOutput {
  const { buttonSeat, dealerSeat } = req;
  if (buttonSeat !== undefined && dealerSeat !== undefined && buttonSeat !== dealerSeat) {
    return invalid(`"buttonSeat" (${JSON.stringify(buttonSeat)}) and "dealerSeat" (${JSON.stringify(dealerSeat)}) name the same seat: give one of them`);
  }
  const name = buttonSeat !== undefined ? 'buttonSeat' : 'dealerSeat';
  const seat = buttonSeat ?? dealerSeat;
  // An invalid maxSeats is the engine's to refuse (INVALID_RULES), before it looks at any seat.
  const checkable = seat !== undefined && Number.isInteger(maxSeats) && maxSeats >= 2;
  const onTable = typeof seat === 'number' && Number.isInteger(seat) && seat >= 1 && seat <= maxSeats;
  if (checkable && !onTable) {
    return { ok: false, error: { code: 'INVALID_SEATS', message: `${name} must be a seat number 1..${maxSeats} (got ${JSON.stringify(seat)})` } };
  }
  return { seat };
}

/** The engine's start input from the request, or why it cannot be built. */
function startInput(req: Record<string, unknown>): StartHandInput | PlayOutput {
  const preset = req.preset ?? 'razz';
  if (!isPresetName(preset)) return invalid(`unknown preset ${JSON.stringify(preset)}; use one of ${PRESET_NAMES.join(', ')}`);
  if (req.rules !== undefined && !isRecord(req.rules)) return invalid('"rules" must be an object of rule overrides');
  const rules = rulesFor(preset, (req.rules ?? {}) as Partial<RuleSet>);
  const game = gameForPreset(preset).game.variant;
  const { stakes, seats, blinds, posts } = req;
  const source = cardSourceOf(req);
  if ('ok' in source) return source;
  const button = buttonSeatOf(req, rules.maxSeats);
  if ('ok' in button) return button;
  // blinds and posts go to the engine as given: it refuses them for a stud game and checks their seats.
  return { game, rules, stakes, seats, dealerSeat: button.seat, blinds, posts, ...source } as StartHandInput;
}

function actionOf(raw: unknown): HandAction | string {
  if (!isRecord(raw)) return 'an action must be an object like {"seat":3,"action":"call"}';
  const kind = raw.action ?? raw.kind;
  return { seat: raw.seat, kind, amount: raw.amount, version: raw.version } as HandAction;
}

/** Each hand at showdown: its own cards (stud in deal order, a flop game's hole cards) and words with the board. */
function showdownOf(state: HandState): Extract<PlayOutput, { ok: true }>['showdown'] {
  const scorers = scorersFor(state.variant, state.rules);
  return (state.result?.showdown ?? []).map((entry) => {
    const p = state.players.find((x) => x.seat === entry.seat);
    const own = p ? [...p.down.slice(0, 2), ...p.up, ...p.down.slice(2)] : [];
    // The board apart from the own cards: Omaha plays exactly two own cards with three of the board.
    const words = showdownWords(scorers, own, state.community);
    return { seat: entry.seat, shown: entry.shown, cards: formatCards(own), ...words };
  });
}

function summary(state: HandState, events: HandEvent[], acted: ActedEntry[]): PlayOutput {
  const result = state.result;
  const stacks = result?.stacks ?? state.players.map((p) => ({ seat: p.seat, stack: p.stack }));
  return {
    ok: true,
    finished: result !== null,
    events,
    actions: acted,
    pots: result?.pots ?? [],
    showdown: showdownOf(state),
    stacks,
    finalStacks: stacks.map((s) => ({ ...s })),
    rake: result?.rake ?? 0,
    toAct: seatToAct(state),
    legal: legalActions(state),
  };
}

/** Plays one hand request; never throws for bad input. */
export function playHand(request: unknown): PlayOutput {
  if (!isRecord(request)) return invalid('expected a hand object: {"stakes":…,"seats":[…],"deck":[…],"actions":[…]}');
  const input = startInput(request);
  if ('ok' in input) return input;
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
  summary: 'play a hand of any preset, stud or flop game, from JSON (deck, stakes, seats, button, actions): events, pots, winners, finalStacks',
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
