/**
 * Table-driven hands in card notation. A script names each seat's cards in deal order
 * (down, down, door, 4th, 5th, 6th, 7th-street down; `??` = any unused card), the actions street by
 * street (`'3 bring-in, 4 complete, 5 fold'`, amounts as street totals: `'4 raise 40'`), and the
 * helper builds the deck that deals exactly those cards, runs the hand and records the pot after
 * every street.
 */
import {
  ActionKind,
  applyAction,
  CardText,
  formatCard,
  HandEvent,
  HandState,
  orderedDeck,
  parseCard,
  RuleSet,
  Stakes,
  startHand,
  StudVariant,
} from '../../src';

export interface HandScript {
  /** The stud game (default Razz): `STUD`, `STUD8`. */
  game?: StudVariant;
  rules?: Partial<RuleSet>;
  stakes?: Stakes;
  dealerSeat?: number;
  /** seat → stack */
  stacks: Record<number, number>;
  /** seat → cards in deal order; missing or `??` cards are filled from unused cards. */
  cards?: Record<number, string>;
  /** Community card(s), when the deck runs short. */
  community?: string;
  /** One string per street, actions comma-separated: `'<seat> <kind> [amount]'`. */
  streets: string[];
}

export const STAKES_1_2_5_10: Stakes = { ante: 1, bringIn: 2, smallBet: 5, bigBet: 10 };

export interface ScriptRun {
  state: HandState;
  events: HandEvent[];
  /** Chips in the middle (antes and bets) after each street's betting, in order. */
  potAfterStreet: number[];
  error?: { code: string; message: string; at: string };
}

function parseAction(text: string): { seat: number; kind: ActionKind; amount?: number } {
  const [seat, kind, amount] = text.trim().split(/\s+/);
  return { seat: Number(seat), kind: kind as ActionKind, ...(amount !== undefined ? { amount: Number(amount) } : {}) };
}

function dealingOrder(script: HandScript): number[] {
  const max = script.rules?.maxSeats ?? 8;
  const dealer = script.dealerSeat ?? max;
  const seats = Object.keys(script.stacks).map(Number);
  return seats.sort((a, b) => ((a - dealer - 1 + max) % max) - ((b - dealer - 1 + max) % max));
}

/** The deck (card text, top first) that deals the script's cards given who folds on which street. */
export function scriptDeck(script: HandScript): string[] {
  const order = dealingOrder(script);
  const wanted = new Map(order.map((s) => [s, (script.cards?.[s] ?? '').split(/\s+/).filter(Boolean)]));
  const named = new Set([...wanted.values()].flat().filter((c) => c !== '??'));
  for (const c of (script.community ?? '').split(/\s+/).filter(Boolean)) named.add(c);
  const spare = orderedDeck()
    .map(formatCard)
    .filter((c) => !named.has(c));
  const take = (seat: number, k: number): string => {
    const c = wanted.get(seat)?.[k];
    return c && c !== '??' ? c : (spare.shift() as string);
  };
  const deck: string[] = [];
  for (let k = 0; k < 3; k++) for (const seat of order) deck.push(take(seat, k));
  const folded = new Set<number>();
  const community = (script.community ?? '').split(/\s+/).filter(Boolean);
  script.streets.forEach((street, n) => {
    for (const a of street.split(',').filter((x) => x.trim())) if (parseAction(a).kind === 'fold') folded.add(parseAction(a).seat);
    if (n >= 4) return;
    const live = order.filter((s) => !folded.has(s));
    const left = 52 - deck.length;
    if (left - 1 >= live.length) {
      deck.push(spare.shift() as string);
      for (const seat of live) deck.push(take(seat, 3 + n));
    } else {
      if (left >= 2) deck.push(spare.shift() as string);
      deck.push(community.shift() ?? (spare.shift() as string));
    }
  });
  return [...deck, ...spare].slice(0, 52);
}

/**
 * Plays a script as far as it goes: stops at the first refused action and reports it (with the
 * state before it) instead of throwing.
 */
export function playScript(script: HandScript): ScriptRun {
  const started = startHand({
    game: script.game,
    rules: script.rules,
    stakes: script.stakes ?? STAKES_1_2_5_10,
    dealerSeat: script.dealerSeat,
    seats: Object.entries(script.stacks).map(([seat, stack]) => ({ seat: Number(seat), stack })),
    deck: scriptDeck(script),
  });
  return playStreets(started, script.streets);
}

/**
 * Plays the actions of each street (`'<seat> <kind> [amount]'`, comma-separated) on a started
 * hand, recording the pot after every street; stops at the first refused action and reports it.
 */
export function playStreets(started: ReturnType<typeof startHand>, streets: readonly string[]): ScriptRun {
  if (!started.ok) throw new Error(`${started.error.code}: ${started.error.message}`);
  let state = started.state;
  const events = [...started.events];
  const potAfterStreet: number[] = [];
  for (const street of streets) {
    for (const text of street.split(',').filter((x) => x.trim())) {
      const r = applyAction(state, parseAction(text));
      if (!r.ok) return { state, events, potAfterStreet, error: { ...r.error, at: text.trim() } };
      state = r.state;
      events.push(...r.events);
    }
    potAfterStreet.push(state.players.reduce((sum, p) => sum + p.committed, 0));
  }
  return { state, events, potAfterStreet };
}

/** Plays a script that must be legal throughout; throws (failing the test) at a refused action. */
export function runScript(script: HandScript): ScriptRun {
  const run = playScript(script);
  if (run.error) throw new Error(`"${run.error.at}": ${run.error.code}: ${run.error.message}`);
  return run;
}

/** Seat → chips won, from the pot-awarded events. */
export function winnings(events: readonly HandEvent[]): Record<number, number> {
  const won: Record<number, number> = {};
  for (const e of events) if (e.type === 'pot-awarded') for (const w of e.winners) won[w.seat] = (won[w.seat] ?? 0) + w.amount;
  return won;
}

export function stacksOf(state: HandState): Record<number, number> {
  return Object.fromEntries(state.players.map((p) => [p.seat, p.stack]));
}

export function card(text: string): CardText {
  const r = parseCard(text);
  if (!r.ok) throw new Error(r.error.message);
  return formatCard(r.value);
}
