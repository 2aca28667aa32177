/**
 * Random finished hands as histories: random seats, stacks (some short, for all-ins and side pots),
 * dealer seat (a flop game's button) and legal actions from a seeded rng, with awkward screen names
 * (brackets, colons, names that are words of the format) so the text's name matching is exercised
 * too. Flop games also get random blinds as a table may ask for them: mostly the default
 * positions, sometimes a dead small blind, sometimes a returning or new player's post.
 */
import {
  applyAction,
  BlindPost,
  BlindPostKind,
  buildHandHistory,
  GameVariant,
  HandEvent,
  HandHistory,
  HistoryMeta,
  isFlopVariant,
  randomAction,
  RuleSet,
  startHand,
  StartHandInput,
  Stakes,
  USD_CENTS,
} from '../../src';
import type { Rng } from '../../src';
import { defaultBlinds } from '../../src/hand/blind-plan';
import { seatsInDealOrder } from '../../src/hand/start-input';

export const AWKWARD_NAMES = ['kobreli', 'PC [Mittel]', 'Hero', 'a b c', 'x: y', 'Dealt', 'collected', 'Seat 3', 'Uncalled', 'posts'];

export interface RandomHandOptions {
  /** Default Razz. */
  game?: GameVariant;
  rules: RuleSet;
  players: number;
  stakes?: Stakes;
  tournament?: boolean;
  /** Screen names by seat order of sitting down; default AWKWARD_NAMES. */
  names?: readonly string[];
  /** Flop games: the money of a cash hand (default USD cents); tournaments count in chips. */
  money?: HistoryMeta['money'];
}

/** Stud: ante 1, bring-in 2, bets 5/10. Flop games: blinds 2/5, bets 5/10 (in fixed limit the big blind is the small bet). */
const STUD_STAKES: Stakes = { ante: 1, bringIn: 2, smallBet: 5, bigBet: 10 };
const BLIND_STAKES: Stakes = { smallBlind: 2, bigBlind: 5, smallBet: 5, bigBet: 10 };
const POST_KINDS: readonly BlindPostKind[] = ['big', 'small-and-big', 'dead-small'];

function randomSeats(rng: Rng, o: RandomHandOptions, stakes: Stakes): { seat: number; stack: number }[] {
  const free = Array.from({ length: o.rules.maxSeats }, (_, k) => k + 1);
  return Array.from({ length: o.players }, () => {
    const seat = free.splice(rng.int(free.length), 1)[0] as number;
    const short = rng.int(8) === 0;
    return { seat, stack: short ? 1 + rng.int(stakes.smallBet * 2) : 1 + rng.int(stakes.bigBet * 60) };
  });
}

/** As `simulate` does: one hand in ten a dead small blind (3+ players), one in five another seat's post. */
function randomBlinds(rng: Rng, seats: readonly { seat: number }[], dealerSeat: number, maxSeats: number): Pick<StartHandInput, 'blinds' | 'posts'> {
  const order = seatsInDealOrder(seats, dealerSeat, maxSeats);
  const plan = defaultBlinds(order);
  const roll = rng.int(10);
  if (roll === 0 && order.length > 2) return { blinds: { small: null, big: plan.big } };
  const others = order.filter((seat) => seat !== plan.big && seat !== plan.small);
  if (roll > 2 || others.length === 0) return {};
  const posts: BlindPost[] = [{ seat: others[rng.int(others.length)] as number, kind: POST_KINDS[rng.int(POST_KINDS.length)] as BlindPostKind }];
  return { posts };
}

function metaFor(handId: string, seats: readonly { seat: number }[], o: RandomHandOptions): HistoryMeta {
  const names = o.names ?? AWKWARD_NAMES;
  const players = Object.fromEntries(seats.map((s, k) => [s.seat, names[k] as string]));
  const startedAt = '2024-03-10T06:59:59.000Z'; // an hour before ET's 2024 switch to daylight time
  if (!o.tournament) return { handId, tableName: "Gotha 'II'", money: o.money ?? USD_CENTS, startedAt, players };
  const t = { id: '2010090015', buyIn: 20000, fee: 1500, currency: 'USD', symbol: '$', level: 1 + (Number(handId) % 40) };
  return { handId, tableName: '2010090015 98', money: { kind: 'chips' }, tournament: t, startedAt, players };
}

/** Plays one random hand to the end and returns its uncensored history. */
export function randomHistory(rng: Rng, handId: number, o: RandomHandOptions): HandHistory {
  const flop = o.game !== undefined && isFlopVariant(o.game);
  const stakes = o.stakes ?? (flop ? BLIND_STAKES : STUD_STAKES);
  const seats = randomSeats(rng, o, stakes);
  const dealerSeat = 1 + rng.int(o.rules.maxSeats);
  const blinds = flop ? randomBlinds(rng, seats, dealerSeat, o.rules.maxSeats) : {};
  const started = startHand({ game: o.game, rules: o.rules, stakes, seats, dealerSeat, ...blinds, rng });
  if (!started.ok) throw new Error(started.error.message);
  let state = started.state;
  const events: HandEvent[] = [...started.events];
  for (let action = randomAction(state, rng); action; action = randomAction(state, rng)) {
    const r = applyAction(state, action);
    if (!r.ok) throw new Error(r.error.message);
    state = r.state;
    events.push(...r.events);
  }
  const built = buildHandHistory(state, events, metaFor(String(handId), seats, o));
  if (!built.ok) throw new Error(built.error.message);
  return built.value;
}
