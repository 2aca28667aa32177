import { applyAction } from '../hand/apply-action';
import type { HandEvent } from '../hand/events';
import { replay } from '../hand/replay';
import { startHand } from '../hand/start-hand';
import type { StartHandInput } from '../hand/start-input';
import type { HandState } from '../hand/types';
import { GameVariant, isFlopVariant } from '../game/variant';
import { defaultBlinds } from '../hand/blind-plan';
import { seatsInDealOrder } from '../hand/start-input';
import type { BlindPost, BlindPostKind, HandAction } from '../hand/types';
import type { Rng } from '../rng/rng';
import { PRESETS, RuleSet, Stakes } from '../rules';
import type { Bot } from '../bots/bot';
import { botTurn } from '../bots/bot-turn';
import { handInvariantProblems } from './invariants';
import { randomAction } from './random-action';

export interface SimulateOptions {
  hands: number;
  /** Players per hand, 2..maxSeats. */
  players: number;
  rng: Rng;
  /** The game (default Razz): `STUD`, `STUD8`, `HOLDEM`, `OMAHA8`, `gameForPreset(preset).game.variant`. */
  game?: GameVariant;
  rules?: Partial<RuleSet>;
  stakes?: Stakes;
  /** Replay every hand from its event log and compare (the costliest check); default true. */
  checkReplay?: boolean;
  /** Stop after this many failures; default 10. */
  maxFailures?: number;
  /**
   * Who plays: `bots[k]` plays the k-th player of every hand (`bots[k % bots.length]` when there
   * are more players), each from its seat's censored view; the seats are drawn at random each
   * hand, so every bot moves around the table. Default: every player plays random legal actions,
   * exactly as without this option.
   */
  bots?: readonly Bot[];
}

/** One bot's takings over a simulation: chips won (negative: lost) in the hands it played. */
export interface BotTakings {
  name: string;
  hands: number;
  net: number;
  /** `net` in big bets of the simulation's stakes. */
  bigBets: number;
}

export interface SimulationFailure {
  hand: number;
  problems: string[];
  input: StartHandInput;
  events: HandEvent[];
}

export interface SimulationReport {
  hands: number;
  actions: number;
  showdowns: number;
  failures: SimulationFailure[];
  /** With `bots`: each bot's hands and net chips, in the order of `bots`. */
  bots?: BotTakings[];
}

/** Hands longer than this are taken as not terminating. */
const MAX_ACTIONS_PER_HAND = 2000;
const DEFAULT_STAKES: Stakes = { ante: 1, bringIn: 2, smallBet: 5, bigBet: 10 };
const DEFAULT_BLIND_STAKES: Stakes = { smallBlind: 2, bigBlind: 5, smallBet: 5, bigBet: 10 };
const POST_KINDS: readonly BlindPostKind[] = ['big', 'small-and-big', 'dead-small'];

/**
 * A flop game's blinds as a table may ask for them: mostly the default positions; sometimes a dead
 * small blind (the dead button rule), and sometimes a returning or new player's post.
 */
function randomBlinds(o: SimulateOptions, input: StartHandInput, maxSeats: number): Pick<StartHandInput, 'blinds' | 'posts'> {
  const order = seatsInDealOrder(input.seats, input.dealerSeat as number, maxSeats);
  const plan = defaultBlinds(order);
  const roll = o.rng.int(10);
  if (roll === 0 && order.length > 2) return { blinds: { small: null, big: plan.big } };
  const others = order.filter((seat) => seat !== plan.big && seat !== plan.small);
  if (roll > 2 || others.length === 0) return {};
  const posts: BlindPost[] = [{ seat: others[o.rng.int(others.length)] as number, kind: POST_KINDS[o.rng.int(POST_KINDS.length)] as BlindPostKind }];
  return { posts };
}

/** Random seats (a random subset of the table) and stacks from 1 chip to ~60 big bets. */
function randomInput(o: SimulateOptions, rules: Partial<RuleSet>): StartHandInput {
  const flop = o.game !== undefined && isFlopVariant(o.game);
  const maxSeats = rules.maxSeats ?? (flop ? PRESETS.holdem.maxSeats : 8);
  const stakes = o.stakes ?? (flop ? DEFAULT_BLIND_STAKES : DEFAULT_STAKES);
  const free = Array.from({ length: maxSeats }, (_, k) => k + 1);
  const seats = Array.from({ length: o.players }, () => {
    const seat = free.splice(o.rng.int(free.length), 1)[0] as number;
    const short = o.rng.int(10) === 0;
    const stack = short ? 1 + o.rng.int(stakes.smallBet * 2) : 1 + o.rng.int(stakes.bigBet * 60);
    return { seat, stack };
  });
  const input: StartHandInput = { rules, stakes, seats, dealerSeat: 1 + o.rng.int(maxSeats), rng: o.rng };
  if (!o.game) return input;
  return flop ? { ...input, game: o.game, ...randomBlinds(o, input, maxSeats) } : { ...input, game: o.game };
}

/** The k-th player of the hand's seats gets `bots[k % bots.length]`. */
function seatBots(input: StartHandInput, bots: readonly Bot[]): Map<number, Bot> {
  return new Map(input.seats.map((s, k) => [s.seat, bots[k % bots.length] as Bot]));
}

function playOne(input: StartHandInput, rng: Rng, bots?: readonly Bot[]): { state: HandState; events: HandEvent[]; actions: number; problems: string[] } {
  const started = startHand(input);
  if (!started.ok) return { state: undefined as never, events: [], actions: 0, problems: [`start refused: ${started.error.message}`] };
  let state = started.state;
  const events = [...started.events];
  const bySeat = bots && bots.length > 0 ? seatBots(input, bots) : null;
  const next = (): HandAction | null => (bySeat ? botTurn(state, events, (seat) => bySeat.get(seat), rng) : randomAction(state, rng));
  let actions = 0;
  for (let action = next(); action; action = next()) {
    const r = applyAction(state, action);
    if (!r.ok) return { state, events, actions, problems: [`legal action refused: ${JSON.stringify(action)}: ${r.error.message}`] };
    state = r.state;
    events.push(...r.events);
    if (++actions > MAX_ACTIONS_PER_HAND) return { state, events, actions, problems: ['the hand did not terminate'] };
  }
  return { state, events, actions, problems: [] };
}

/** The start input that deals the same cards again: the hand's deck (and reshuffle order), no rng. */
function replayInput(input: StartHandInput, state: HandState | undefined): StartHandInput {
  return { ...input, rng: undefined, deck: state?.deck, reshuffleOrder: state?.reshuffleOrder ?? undefined };
}

function replayProblems(input: StartHandInput, state: HandState, events: HandEvent[]): string[] {
  const again = replay(replayInput(input, state), events);
  if (!again.ok) return [`replay failed: ${again.error.message}`];
  return JSON.stringify(again.state) === JSON.stringify(state) ? [] : ['replay reached a different state'];
}

/** Adds each bot's net chips of one finished hand to its takings. */
function addTakings(takings: BotTakings[], input: StartHandInput, state: HandState | undefined): void {
  input.seats.forEach((s, k) => {
    const entry = takings[k % takings.length];
    const after = state?.players.find((p) => p.seat === s.seat)?.stack;
    if (!entry || after === undefined) return;
    entry.hands++;
    entry.net += after - s.stack;
    entry.bigBets = entry.net / input.stakes.bigBet;
  });
}

/**
 * Plays random hands — random legal actions, or the given bots — and checks the invariants after
 * each one: chips conserved, no card twice, termination, and (optionally) that the event log
 * replays to the same state. Pure: the caller times it.
 *
 * @example simulate({ hands: 1000, players: 8, rng: seededRng(1) }).failures // []
 * simulate({ hands: 1000, players: 6, rng: seededRng(2), game: STUD8 }).failures // []
 * simulate({ hands: 1000, players: 3, rng: seededRng(3), bots: [makeBot('tips'), RANDOM_BOT, CALLING_STATION_BOT] }).bots
 * // [{ name: 'tips-tight', hands: 1000, net: … }, …]
 */
export function simulate(o: SimulateOptions): SimulationReport {
  const report: SimulationReport = { hands: 0, actions: 0, showdowns: 0, failures: [] };
  const takings = o.bots?.length ? o.bots.map((bot) => ({ name: bot.name, hands: 0, net: 0, bigBets: 0 })) : null;
  if (takings) report.bots = takings;
  const rules = o.rules ?? {};
  for (let hand = 0; hand < o.hands && report.failures.length < (o.maxFailures ?? 10); hand++) {
    const input = randomInput(o, rules);
    const { state, events, actions, problems } = playOne(input, o.rng, o.bots);
    if (takings) addTakings(takings, input, state);
    if (problems.length === 0) problems.push(...handInvariantProblems(input.seats, state));
    if (problems.length === 0 && o.checkReplay !== false) problems.push(...replayProblems(input, state, events));
    if (problems.length) report.failures.push({ hand, problems, input: replayInput(input, state), events });
    report.hands++;
    report.actions += actions;
    if (state?.result?.endedBy === 'showdown') report.showdowns++;
  }
  return report;
}
