import { Card, DECK_SIZE, isCard } from '../cards/card';
import { orderedDeck, shuffledDeck } from '../cards/deck';
import { parseCards } from '../cards/notation';
import { RAZZ } from '../game/razz';
import { GameVariant, isFlopVariant, seatCountProblem, variantProblem } from '../game/variant';
import type { Rng } from '../rng/rng';
import { PRESETS } from '../rules/presets';
import { DEFAULT_RULES, RuleSet, ruleSetProblem } from '../rules/rule-set';
import { blindStakesProblem, Stakes, stakesProblem } from '../rules/stakes';
import { resolveBlinds } from './blind-plan';
import { EngineError, engineError } from './errors';
import type { BlindPlan, BlindPost } from './types';

/** What a hand starts from. Give `deck` (tests, replays) or `rng` (production shuffles). */
export interface StartHandInput {
  /** The game as data (`RAZZ`, `STUD`, `HOLDEM`, `OMAHA8`, …); default Razz. */
  game?: GameVariant;
  /** Rule options over the defaults (a preset is a full RuleSet, so `rules: PRESETS['razz-nl']` works). */
  rules?: Partial<RuleSet>;
  stakes: Stakes;
  seats: readonly { seat: number; stack: number }[];
  /**
   * The seat the deal starts after; default `maxSeats`, so the lowest seat is dealt first. In a
   * flop game this is the button (it may be a seat nobody is dealt from: a dead button).
   */
  dealerSeat?: number;
  /**
   * Flop games: who posts the blinds. Default: the first seat dealt after the button posts the
   * small blind and the next the big blind; heads-up the button posts the small blind. `small: null`
   * is a dead small blind (TDA's dead button rule). Stud games take none.
   */
  blinds?: { small: number | null; big: number };
  /** Flop games: blinds posted besides the small and the big blind (missed blinds, new players). */
  posts?: readonly BlindPost[];
  /**
   * The deck top first, as card numbers or text. A partial deck is allowed: its cards are dealt
   * first, then the remaining cards in index order (As Ah Ad Ac 2s … Kc).
   */
  deck?: readonly Card[] | readonly string[] | string;
  rng?: Rng;
  /**
   * Rule `shortDeck: 'tda'` only: the order a TDA reshuffle puts cards in (all 52 cards, or a
   * partial list completed in index order). With `rng` it is drawn from the rng; with a `deck` it
   * defaults to index order. Replays pass the hand's `reshuffleOrder` back.
   */
  reshuffleOrder?: readonly Card[] | readonly string[] | string;
}

/** Validated, normalised start input. */
export interface CheckedStart {
  variant: GameVariant;
  rules: RuleSet;
  stakes: Stakes;
  seats: { seat: number; stack: number }[];
  /** `seats` clockwise from the first seat after the dealer. */
  dealOrder: { seat: number; stack: number }[];
  dealerSeat: number;
  deck: Card[];
  reshuffleOrder: Card[] | null;
  /** Flop games: who posts the blinds (as asked, or the default positions); stud: null. */
  blinds: BlindPlan | null;
}

function seatsProblem(seats: StartHandInput['seats'], maxSeats: number): string | null {
  if (!Array.isArray(seats) || seats.length < 2 || seats.length > maxSeats) return `a hand needs 2 to ${maxSeats} seats`;
  const seen = new Set<number>();
  for (const s of seats) {
    if (!Number.isInteger(s?.seat) || s.seat < 1 || s.seat > maxSeats) return `seat numbers run 1..${maxSeats} (got ${JSON.stringify(s?.seat)})`;
    if (seen.has(s.seat)) return `seat ${s.seat} appears twice`;
    if (!Number.isSafeInteger(s.stack) || s.stack <= 0) return `seat ${s.seat} needs a positive integer stack (got ${JSON.stringify(s.stack)})`;
    seen.add(s.seat);
  }
  return null;
}

/** The given cards first, then the rest in index order. */
function completeDeck(given: readonly Card[]): Card[] {
  const used = new Set(given);
  return [...given, ...orderedDeck().filter((c) => !used.has(c))];
}

function deckFrom(input: StartHandInput): Card[] | EngineError {
  if (input.deck !== undefined && input.rng !== undefined) return engineError('INVALID_INPUT', 'give either deck or rng, not both');
  if (input.deck === undefined) {
    return input.rng ? shuffledDeck(input.rng) : engineError('INVALID_INPUT', 'give a deck (tests, replays) or an rng (shuffle)');
  }
  return cardsFrom(input.deck);
}

/** Only rule shortDeck 'tda' needs a reshuffle order; drawn after the deck so the deal is unchanged. */
function reshuffleOrderFrom(input: StartHandInput, rules: RuleSet): Card[] | null | EngineError {
  if (rules.shortDeck !== 'tda') return null;
  if (input.reshuffleOrder !== undefined) return cardsFrom(input.reshuffleOrder);
  return input.rng ? shuffledDeck(input.rng) : orderedDeck();
}

/** Cards as numbers or text, unique, completed in index order to a full deck. */
function cardsFrom(raw: readonly Card[] | readonly string[] | string): Card[] | EngineError {
  if (Array.isArray(raw) && raw.every((c) => typeof c === 'number')) {
    const nums = raw as readonly number[];
    if (!nums.every(isCard) || new Set(nums).size !== nums.length) return engineError('INVALID_DECK', 'deck cards must be unique card numbers 0..51');
    if (nums.length > DECK_SIZE) return engineError('INVALID_DECK', 'a deck has at most 52 cards');
    return completeDeck(nums);
  }
  const parsed = parseCards(raw as string | readonly string[]);
  if (!parsed.ok) return engineError('INVALID_DECK', parsed.error.message);
  return completeDeck(parsed.value);
}

/** The game, its rules and stakes, checked together (a flop game's stakes are blinds, its tables 2–10 seats). */
function gameProblem(variant: GameVariant, rules: RuleSet, stakes: Stakes): EngineError | null {
  const problem = variantProblem(variant);
  if (problem) return engineError('INVALID_INPUT', problem);
  const ruleProblem = ruleSetProblem(rules) ?? seatCountProblem(variant, rules.maxSeats);
  if (ruleProblem) return engineError('INVALID_RULES', ruleProblem);
  const stakeProblem = gameStakesProblem(variant, rules, stakes);
  return stakeProblem ? engineError('INVALID_STAKES', stakeProblem) : null;
}

/**
 * Why stakes do not fit a game, in words; null when they do: a stud game's ante, bring-in and bets,
 * a flop game's blinds and bets (`stakesProblem`, `blindStakesProblem`).
 * @example gameStakesProblem(HOLDEM, PRESETS.holdem, { smallBlind: 1, bigBlind: 2, smallBet: 2, bigBet: 4 }) // null
 */
export function gameStakesProblem(variant: GameVariant, rules: Pick<RuleSet, 'bettingStructure'>, stakes: Stakes): string | null {
  return isFlopVariant(variant) ? blindStakesProblem(stakes, rules.bettingStructure) : stakesProblem(stakes);
}

/** Checks and normalises the start input; every refusal is a coded error, never a throw. */
export function checkStartInput(input: StartHandInput): CheckedStart | EngineError {
  if (typeof input !== 'object' || input === null) return engineError('INVALID_INPUT', 'startHand needs an input object');
  const variant = input.game ?? RAZZ;
  // A flop game's own defaults (nine seats, odd chips left of the button) under the overrides.
  const rules: RuleSet = { ...(isFlopVariant(variant) ? PRESETS.holdem : DEFAULT_RULES), ...(input.rules ?? {}) };
  const problem = gameProblem(variant, rules, input.stakes);
  if (problem) return problem;
  const seatProblem = seatsProblem(input.seats, rules.maxSeats);
  if (seatProblem) return engineError('INVALID_SEATS', seatProblem);
  const dealerSeat = input.dealerSeat ?? rules.maxSeats;
  if (!Number.isInteger(dealerSeat) || dealerSeat < 1 || dealerSeat > rules.maxSeats) {
    return engineError('INVALID_SEATS', `dealerSeat must be a seat number 1..${rules.maxSeats}`);
  }
  const deck = deckFrom(input);
  if ('code' in deck) return deck;
  const reshuffleOrder = reshuffleOrderFrom(input, rules);
  if (reshuffleOrder && 'code' in reshuffleOrder) return reshuffleOrder;
  const seats = input.seats.map((s) => ({ seat: s.seat, stack: s.stack }));
  const dealOrder = inDealOrder(seats, dealerSeat, rules.maxSeats);
  const blinds = resolveBlinds(variant, seatNumbers(dealOrder), input.blinds, input.posts);
  if (typeof blinds === 'string') return engineError('INVALID_SEATS', blinds);
  return { variant, rules, stakes: { ...input.stakes }, seats, dealOrder, dealerSeat, deck, reshuffleOrder, blinds };
}

/**
 * The seats clockwise from the first seat after the dealer (the button). An insertion sort by
 * distance from the dealer, stable as `Array.prototype.sort`: at most ten seats, sorted for every
 * hand, where a sort with a comparator closure cost more than the ordering itself.
 */
function inDealOrder<T extends { seat: number }>(seats: readonly T[], dealerSeat: number, maxSeats: number): T[] {
  const order: T[] = [];
  const distances: number[] = [];
  for (const s of seats) {
    const distance = (s.seat - dealerSeat - 1 + maxSeats) % maxSeats;
    let j = order.length;
    for (; j > 0 && (distances[j - 1] as number) > distance; j--) {
      order[j] = order[j - 1] as T;
      distances[j] = distances[j - 1] as number;
    }
    order[j] = s;
    distances[j] = distance;
  }
  return order;
}

function seatNumbers(seats: readonly { seat: number }[]): number[] {
  const numbers = new Array<number>(seats.length);
  for (let i = 0; i < seats.length; i++) numbers[i] = (seats[i] as { seat: number }).seat;
  return numbers;
}

/** Seat numbers clockwise from the first seat after the dealer (the button). */
export function seatsInDealOrder(seats: readonly { seat: number }[], dealerSeat: number, maxSeats: number): number[] {
  return seatNumbers(inDealOrder(seats, dealerSeat, maxSeats));
}
