/**
 * Scripted spots for the bot specs: each seat's cards in card notation, in deal order (down, down,
 * door, 4th, 5th, 6th, 7th-street down; `??` = any unused card), and the actions street by street
 * (`'3 bring-in, 1 complete, 2 fold'`). The hand is dealt from the deck that gives exactly those
 * cards, played up to the decision and seen the way a bot sees it: through the deciding seat's
 * censored view.
 */
import { formatCard, orderedDeck } from '../../cards';
import { applyAction } from '../../hand/apply-action';
import type { HandEvent } from '../../hand/events';
import { startHand } from '../../hand/start-hand';
import type { ActionKind, HandAction, HandState } from '../../hand/types';
import { viewFor } from '../../hand/view';
import { seededRng } from '../../rng/seeded-rng';
import { bettingOf } from '../betting-record';
import type { Bot, BotDecision } from '../bot';
import { BotView, botViewFor } from '../bot-view';

export interface Spot {
  /** seat → stack */
  stacks: Record<number, number>;
  /** seat → cards in deal order */
  cards: Record<number, string>;
  /** One string per street, actions comma-separated: `'<seat> <kind> [amount]'`. */
  streets: string[];
}

const STAKES = { ante: 1, bringIn: 2, smallBet: 5, bigBet: 10 };

function parseAction(text: string): HandAction {
  const [seat, kind, amount] = text.trim().split(/\s+/);
  return { seat: Number(seat), kind: kind as ActionKind, ...(amount !== undefined ? { amount: Number(amount) } : {}) };
}

const actionsOf = (street: string): HandAction[] =>
  street
    .split(',')
    .filter((a) => a.trim())
    .map(parseAction);

/** The deck that deals the spot's cards (seats dealt from seat 1 up; folded seats get no more cards; a burn before each later street). */
function spotDeck(spot: Spot): string[] {
  const seats = Object.keys(spot.stacks)
    .map(Number)
    .sort((a, b) => a - b);
  const wanted = new Map(seats.map((s) => [s, (spot.cards[s] ?? '').split(/\s+/).filter(Boolean)]));
  const named = new Set([...wanted.values()].flat().filter((c) => c !== '??'));
  const spare = orderedDeck()
    .map(formatCard)
    .filter((c) => !named.has(c));
  const take = (seat: number, k: number): string => {
    const c = wanted.get(seat)?.[k];
    return c && c !== '??' ? c : (spare.shift() as string);
  };
  const deck: string[] = [];
  for (let k = 0; k < 3; k++) for (const seat of seats) deck.push(take(seat, k));
  const folded = new Set<number>();
  spot.streets.slice(0, 4).forEach((street, n) => {
    for (const a of actionsOf(street)) if (a.kind === 'fold') folded.add(a.seat);
    deck.push(spare.shift() as string);
    for (const seat of seats) if (!folded.has(seat)) deck.push(take(seat, 3 + n));
  });
  return [...deck, ...spare].filter((c) => c !== undefined).slice(0, 52);
}

/** Deals the spot and plays its actions; throws at a refused action (a broken script). */
export function playSpot(spot: Spot): { state: HandState; events: HandEvent[] } {
  const seats = Object.entries(spot.stacks).map(([seat, stack]) => ({ seat: Number(seat), stack }));
  const started = startHand({ stakes: STAKES, seats, deck: spotDeck(spot) });
  if (!started.ok) throw new Error(`${started.error.code}: ${started.error.message}`);
  let state = started.state;
  const events = [...started.events];
  for (const action of spot.streets.flatMap(actionsOf)) {
    const r = applyAction(state, action);
    if (!r.ok) throw new Error(`${JSON.stringify(action)}: ${r.error.code}: ${r.error.message}`);
    state = r.state;
    events.push(...r.events);
  }
  return { state, events };
}

/** The view of the seat whose turn it is once the spot's actions are played. */
export function spotView(spot: Spot): BotView {
  const { state, events } = playSpot(spot);
  const seat = state.toAct === null ? null : (state.players[state.toAct]?.seat ?? null);
  if (seat === null) throw new Error('the spot left nobody to act');
  return botViewFor(viewFor(state, seat), state.rules, bettingOf(events));
}

/** The bot's decision in the spot, with a seeded Rng. */
export function decideIn(bot: Bot, spot: Spot, seed: number | string = 1): BotDecision {
  return bot.decide(spotView(spot), seededRng(seed));
}

/** Stacks of 1,000 chips for the given seats. */
export function stacks(...seats: number[]): Record<number, number> {
  return Object.fromEntries(seats.map((s) => [s, 1000]));
}
