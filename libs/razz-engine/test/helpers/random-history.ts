/**
 * Random finished hands as histories: random seats, stacks (some short, for all-ins and side pots),
 * dealer seat (a flop game's button) and legal actions from a seeded rng, with awkward screen names
 * (brackets, colons, names that are words of the format) so the text's name matching is exercised
 * too. Flop games also get random blinds as a table may ask for them: mostly the default
 * positions, sometimes a dead small blind, sometimes a returning or new player's post. Most hands
 * also record a fair shuffle (client seeds with commas, spaces, `;`, `=`, quotes) and a hash chain
 * link, so every text round trip carries those lines too.
 */
import {
  applyAction,
  BlindPost,
  BlindPostKind,
  buildHandHistory,
  fairRng,
  GameVariant,
  handClientSeed,
  HandEvent,
  HandHistory,
  HistoryFairness,
  historyHash,
  HistoryMeta,
  isFlopVariant,
  randomAction,
  RuleSet,
  seedCommitment,
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
  /**
   * Deal from the provably fair shuffle, as the room does: the epoch's server seed and id, each
   * seat's client seed (none: empty), the hand id as the nonce. The history records it; no chain
   * link is added (`chainAsStored` links a table's hands).
   */
  fair?: { seed: Uint8Array; epoch: string; clientSeeds?: Readonly<Record<number, string>> };
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

/** Client seeds as players may set them: empty, spaces (a trailing one too), the line's own separators, quotes, 64 characters. */
export const AWKWARD_CLIENT_SEEDS = ['', 'alice', 'lucky 7 ', 'a, b; c=d', '"quoted", too', 'Fair shuffle: x', '~'.repeat(64), ' 2=x;3=y '];

const bytes = (text: string): Uint8Array => new TextEncoder().encode(text);

/**
 * The hand's fairness as the room records it, derived from the hand id (the rng is left alone, so
 * the hands stay the ones they were). By hand id modulo 7: 0 neither fairness nor a chain link,
 * 1 fairness only, 2 a chain link only, else both. Well-formed values, not a real shuffle: the
 * verify specs deal from the real one.
 */
function fairnessFor(handId: number, seats: readonly { seat: number }[]): HistoryMeta['fairness'] {
  if (handId % 7 === 0 || handId % 7 === 2) return undefined;
  const seeds = seats.map((s, k) => ({ seat: s.seat, seed: AWKWARD_CLIENT_SEEDS[(handId + k) % AWKWARD_CLIENT_SEEDS.length] as string }));
  return { commitment: seedCommitment(bytes(`seed ${handId >> 4}`)), epoch: `epoch-${handId >> 4}`, nonce: String(handId), clientSeed: handClientSeed(seeds) };
}

/** The link the room gives a stored history, its hash by historyHash (by hand id modulo 7: none for 0 and 1; 2 is its table's first, previous none). */
function chained(h: HandHistory, handId: number): HandHistory {
  if (handId % 7 === 0 || handId % 7 === 1) return h;
  const previous = handId % 7 === 2 ? null : seedCommitment(bytes(`hand ${handId - 1}`));
  return { ...h, chain: { previous, hash: historyHash({ ...h, chain: { previous, hash: '' } }) } };
}

/** The fair shuffle's rng for the hand and what its history records. */
function fairDeal(fair: NonNullable<RandomHandOptions['fair']>, handId: number, seats: readonly { seat: number }[]): { rng: Rng; fairness: HistoryFairness } {
  const clientSeed = handClientSeed(seats.map((s) => ({ seat: s.seat, seed: fair.clientSeeds?.[s.seat] ?? '' })));
  const fairness = { commitment: seedCommitment(fair.seed), epoch: fair.epoch, nonce: String(handId), clientSeed };
  return { rng: fairRng(fair.seed, clientSeed, fairness.nonce), fairness };
}

/** A table's histories in order, linked as the room stores them: each records the previous one's hash (null for the first) and its own (historyHash). */
export function chainAsStored(histories: readonly HandHistory[]): HandHistory[] {
  let previous: string | null = null;
  return histories.map((h) => {
    const hash = historyHash({ ...h, chain: { previous, hash: '' } });
    const linked = { ...h, chain: { previous, hash } };
    previous = hash;
    return linked;
  });
}

/** Plays one random hand to the end and returns its uncensored history. */
export function randomHistory(rng: Rng, handId: number, o: RandomHandOptions): HandHistory {
  const flop = o.game !== undefined && isFlopVariant(o.game);
  const stakes = o.stakes ?? (flop ? BLIND_STAKES : STUD_STAKES);
  const seats = randomSeats(rng, o, stakes);
  const dealerSeat = 1 + rng.int(o.rules.maxSeats);
  const blinds = flop ? randomBlinds(rng, seats, dealerSeat, o.rules.maxSeats) : {};
  const fair = o.fair ? fairDeal(o.fair, handId, seats) : null;
  const started = startHand({ game: o.game, rules: o.rules, stakes, seats, dealerSeat, ...blinds, rng: fair?.rng ?? rng });
  if (!started.ok) throw new Error(started.error.message);
  let state = started.state;
  const events: HandEvent[] = [...started.events];
  for (let action = randomAction(state, rng); action; action = randomAction(state, rng)) {
    const r = applyAction(state, action);
    if (!r.ok) throw new Error(r.error.message);
    state = r.state;
    events.push(...r.events);
  }
  const fairness = fair ? fair.fairness : fairnessFor(handId, seats);
  const built = buildHandHistory(state, events, { ...metaFor(String(handId), seats, o), ...(fairness ? { fairness } : {}) });
  if (!built.ok) throw new Error(built.error.message);
  return fair ? built.value : chained(built.value, handId);
}
