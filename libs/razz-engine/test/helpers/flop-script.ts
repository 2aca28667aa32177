/**
 * Flop-game hands in card notation: each seat's hole cards, the board, the blinds and the actions
 * street by street. The helper builds the deck in the engine's dealing order (the contract of
 * `razz play`: hole cards one at a time from the first seat after the button, round after round;
 * then burn, flop, burn, turn, burn, river), runs the hand and records the pot after every street.
 */
import { BlindPost, FlopVariant, formatCard, HandEvent, HOLDEM, orderedDeck, RuleSet, startHand, Stakes } from '../../src';
import { playStreets, ScriptRun } from './scripted-hand';

export interface FlopScript {
  /** Default Hold'em. */
  game?: FlopVariant;
  rules?: Partial<RuleSet>;
  stakes?: Stakes;
  /** The button seat. */
  button: number;
  blinds?: { small: number | null; big: number };
  posts?: BlindPost[];
  /** seat → stack */
  stacks: Record<number, number>;
  /** seat → hole cards; missing cards are filled from unused cards. */
  hole?: Record<number, string>;
  /** Up to five board cards; missing ones are filled. */
  board?: string;
  /** One string per street (preflop, flop, turn, river), actions comma-separated: `'<seat> <kind> [amount]'`. */
  streets: string[];
}

/** Limit $2/$4: blinds 1/2. */
export const LIMIT_1_2: Stakes = { smallBlind: 1, bigBlind: 2, smallBet: 2, bigBet: 4 };

function words(text: string | undefined): string[] {
  return (text ?? '').split(/\s+/).filter(Boolean);
}

/** Seats in dealing order: the first seat clockwise after the button first. */
export function flopDealingOrder(script: Pick<FlopScript, 'button' | 'stacks' | 'rules'>): number[] {
  const max = script.rules?.maxSeats ?? 9;
  const seats = Object.keys(script.stacks).map(Number);
  const distance = (seat: number): number => (seat - script.button - 1 + max) % max;
  return seats.sort((a, b) => distance(a) - distance(b));
}

/** The deck (card text, top first) that deals the script's hole cards and board. */
export function flopDeck(script: FlopScript): string[] {
  const game = script.game ?? HOLDEM;
  const order = flopDealingOrder(script);
  const hole = new Map(order.map((seat) => [seat, words(script.hole?.[seat])]));
  const board = words(script.board);
  const named = new Set([...[...hole.values()].flat(), ...board]);
  const spare = orderedDeck()
    .map(formatCard)
    .filter((c) => !named.has(c));
  const next = (c: string | undefined): string => c ?? (spare.shift() as string);
  const deck: string[] = [];
  for (let round = 0; round < game.holeCards; round++) for (const seat of order) deck.push(next(hole.get(seat)?.[round]));
  deck.push(next(undefined), next(board[0]), next(board[1]), next(board[2]));
  deck.push(next(undefined), next(board[3]));
  deck.push(next(undefined), next(board[4]));
  return [...deck, ...spare];
}

/** Plays a script as far as it goes: stops at the first refused action and reports it. */
export function playFlopScript(script: FlopScript): ScriptRun {
  const started = startHand({
    game: script.game ?? HOLDEM,
    rules: { maxSeats: 9, oddChip: 'dealer-left', ...script.rules },
    stakes: script.stakes ?? LIMIT_1_2,
    dealerSeat: script.button,
    blinds: script.blinds,
    posts: script.posts,
    seats: Object.entries(script.stacks).map(([seat, stack]) => ({ seat: Number(seat), stack })),
    deck: flopDeck(script),
  });
  return playStreets(started, script.streets);
}

/** Plays a script that must be legal throughout; throws (failing the test) at a refused action. */
export function runFlopScript(script: FlopScript): ScriptRun {
  const run = playFlopScript(script);
  if (run.error) throw new Error(`"${run.error.at}": ${run.error.code}: ${run.error.message}`);
  return run;
}

/** The seat whose turn it is after the script, or null. */
export function seatToActIn(run: ScriptRun): number | null {
  return run.state.toAct === null ? null : (run.state.players[run.state.toAct]?.seat ?? null);
}

/** `seat: kind [to]` for each player action (blinds and antes as `seat: blind amount`). */
export function actionLog(events: readonly HandEvent[]): string[] {
  return events.flatMap((e) => {
    if (e.type === 'blind') return [`${e.seat}: ${e.blind} ${e.amount}${e.dead ? ` (dead ${e.dead})` : ''}`];
    if (e.type === 'action') return [`${e.seat}: ${e.action}${e.chips > 0 || e.action === 'raise' || e.action === 'bet' ? ` ${e.to}` : ''}`];
    if (e.type === 'board') return [`${e.street} [${e.cards.join(' ')}]`];
    return [];
  });
}
