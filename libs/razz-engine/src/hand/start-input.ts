import { Card, DECK_SIZE, isCard, orderedDeck, parseCards, shuffledDeck } from '../cards';
import type { StudVariant } from '../game/stud-variant';
import type { Rng } from '../rng/rng';
import { DEFAULT_RULES, RuleSet, ruleSetProblem, Stakes, stakesProblem } from '../rules';
import { EngineError, engineError } from './errors';

/** What a hand starts from. Give `deck` (tests, replays) or `rng` (production shuffles). */
export interface StartHandInput {
  /** The stud game as data; default Razz. */
  game?: StudVariant;
  /** Rule options over the defaults (a preset is a full RuleSet, so `rules: PRESETS['razz-nl']` works). */
  rules?: Partial<RuleSet>;
  stakes: Stakes;
  seats: readonly { seat: number; stack: number }[];
  /** The seat the deal starts after; default `maxSeats`, so the lowest seat is dealt first. */
  dealerSeat?: number;
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
  rules: RuleSet;
  stakes: Stakes;
  seats: { seat: number; stack: number }[];
  dealerSeat: number;
  deck: Card[];
  reshuffleOrder: Card[] | null;
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

/** Checks and normalises the start input; every refusal is a coded error, never a throw. */
export function checkStartInput(input: StartHandInput): CheckedStart | EngineError {
  if (typeof input !== 'object' || input === null) return engineError('INVALID_INPUT', 'startHand needs an input object');
  const rules: RuleSet = { ...DEFAULT_RULES, ...(input.rules ?? {}) };
  const ruleProblem = ruleSetProblem(rules);
  if (ruleProblem) return engineError('INVALID_RULES', ruleProblem);
  const stakeProblem = stakesProblem(input.stakes);
  if (stakeProblem) return engineError('INVALID_STAKES', stakeProblem);
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
  return { rules, stakes: { ...input.stakes }, seats, dealerSeat, deck, reshuffleOrder };
}
