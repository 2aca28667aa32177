/**
 * Random finished hands as histories: random seats, stacks (some short, for all-ins and side pots),
 * dealer seat and legal actions from a seeded rng, with awkward screen names (brackets, colons,
 * names that are words of the format) so the text's name matching is exercised too.
 */
import {
  applyAction,
  buildHandHistory,
  HandEvent,
  HandHistory,
  HistoryMeta,
  randomAction,
  RuleSet,
  startHand,
  Stakes,
  StudVariant,
  USD_CENTS,
} from '../../src';
import type { Rng } from '../../src';

export const AWKWARD_NAMES = ['kobreli', 'PC [Mittel]', 'Hero', 'a b c', 'x: y', 'Dealt', 'collected', 'Seat 3', 'Uncalled'];

export interface RandomHandOptions {
  /** Default Razz. */
  game?: StudVariant;
  rules: RuleSet;
  players: number;
  stakes?: Stakes;
  tournament?: boolean;
  /** Screen names by seat order of sitting down; default AWKWARD_NAMES. */
  names?: readonly string[];
}

function randomSeats(rng: Rng, o: RandomHandOptions, stakes: Stakes): { seat: number; stack: number }[] {
  const free = Array.from({ length: o.rules.maxSeats }, (_, k) => k + 1);
  return Array.from({ length: o.players }, () => {
    const seat = free.splice(rng.int(free.length), 1)[0] as number;
    const short = rng.int(8) === 0;
    return { seat, stack: short ? 1 + rng.int(stakes.smallBet * 2) : 1 + rng.int(stakes.bigBet * 60) };
  });
}

function metaFor(handId: string, seats: readonly { seat: number }[], tournament: boolean, names: readonly string[]): HistoryMeta {
  const players = Object.fromEntries(seats.map((s, k) => [s.seat, names[k] as string]));
  const startedAt = '2024-03-10T06:59:59.000Z'; // an hour before ET's 2024 switch to daylight time
  if (!tournament) return { handId, tableName: "Gotha 'II'", money: USD_CENTS, startedAt, players };
  const t = { id: '2010090015', buyIn: 20000, fee: 1500, currency: 'USD', symbol: '$', level: 1 + (Number(handId) % 40) };
  return { handId, tableName: '2010090015 98', money: { kind: 'chips' }, tournament: t, startedAt, players };
}

/** Plays one random hand to the end and returns its uncensored history. */
export function randomHistory(rng: Rng, handId: number, o: RandomHandOptions): HandHistory {
  const stakes = o.stakes ?? { ante: 1, bringIn: 2, smallBet: 5, bigBet: 10 };
  const seats = randomSeats(rng, o, stakes);
  const started = startHand({ game: o.game, rules: o.rules, stakes, seats, dealerSeat: 1 + rng.int(o.rules.maxSeats), rng });
  if (!started.ok) throw new Error(started.error.message);
  let state = started.state;
  const events: HandEvent[] = [...started.events];
  for (let action = randomAction(state, rng); action; action = randomAction(state, rng)) {
    const r = applyAction(state, action);
    if (!r.ok) throw new Error(r.error.message);
    state = r.state;
    events.push(...r.events);
  }
  const built = buildHandHistory(state, events, metaFor(String(handId), seats, o.tournament ?? false, o.names ?? AWKWARD_NAMES));
  if (!built.ok) throw new Error(built.error.message);
  return built.value;
}
