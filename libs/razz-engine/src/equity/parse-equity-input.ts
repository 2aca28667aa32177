/**
 * Untrusted `EquityInput` → a validated `EquitySpot` and the options, or the first problem as a
 * coded error (never a throw): the engine's Result style.
 */
import { Card, DECK_SIZE } from '../cards/card';
import { DEFAULT_MAX_EXACT_DEALS, DEFAULT_SAMPLES, DEFAULT_SEED, FINAL_HAND_SIZE, FIRST_STREET_SIZE, MAX_COMMUNITY, MAX_HANDS } from './equity-constants';
import type { EquitySpot } from './equity-spot';
import { EQUITY_GAMES, EquityError, EquityErrorCode, EquityInput, isEquityGame } from './equity-types';
import { ReadCards, readEquityCards } from './read-equity-cards';

export interface EquityOptions {
  maxExactDeals: number;
  samples: number;
  seed: number | string;
}

export type ParsedEquity = { ok: true; spot: EquitySpot; options: EquityOptions } | { ok: false; error: EquityError };

const refuse = (code: EquityErrorCode, message: string): { ok: false; error: EquityError } => ({ ok: false, error: { code, message } });

function readOptions(input: EquityInput): { ok: true; options: EquityOptions } | { ok: false; error: EquityError } {
  const { maxExactDeals = DEFAULT_MAX_EXACT_DEALS, samples = DEFAULT_SAMPLES, seed = DEFAULT_SEED } = input;
  if (typeof maxExactDeals !== 'number' || !(maxExactDeals >= 0))
    return refuse('INVALID_OPTION', `maxExactDeals must be a number ≥ 0, got ${String(maxExactDeals)}`);
  if (!Number.isSafeInteger(samples) || samples < 1) return refuse('INVALID_OPTION', `samples must be a positive integer, got ${String(samples)}`);
  if (typeof seed !== 'string' && !Number.isSafeInteger(seed)) return refuse('INVALID_OPTION', `seed must be a safe integer or a string, got ${String(seed)}`);
  return { ok: true, options: { maxExactDeals, samples, seed } };
}

/** Hands, dead cards and community cards, each card at most once in all of them. */
function readLists(input: EquityInput): { ok: true; hands: ReadCards[]; dead: Card[]; community: Card[] } | { ok: false; error: EquityError } {
  if (!Array.isArray(input.hands)) return refuse('TOO_FEW_HANDS', 'hands must be a list of hands, each a list of cards');
  if (input.hands.length < 2) return refuse('TOO_FEW_HANDS', `equity needs at least 2 live hands, got ${input.hands.length}`);
  if (input.hands.length > MAX_HANDS) return refuse('TOO_MANY_HANDS', `a stud table has at most ${MAX_HANDS} live hands, got ${input.hands.length}`);
  const seen = new Map<Card, string>();
  const hands: ReadCards[] = [];
  for (let i = 0; i < input.hands.length; i++) {
    const read = readEquityCards(input.hands[i], `hand ${i + 1}`, seen, true);
    if (!read.ok) return read;
    hands.push(read.value);
  }
  const community = readEquityCards(input.community ?? [], 'community cards', seen, false);
  if (!community.ok) return community;
  const dead = readEquityCards(input.dead ?? [], 'dead cards', seen, false);
  if (!dead.ok) return dead;
  return { ok: true, hands, dead: dead.value.known, community: community.value.known };
}

/** Every hand on the same street, 3rd to 7th, with room for the community cards to come. */
function checkCounts(hands: readonly ReadCards[], communityKnown: number, toCome: unknown): EquityError | null {
  const own = hands.map((h) => h.known.length + h.unknown);
  const first = own[0] as number;
  const other = own.findIndex((n) => n !== first);
  if (other >= 0)
    return { code: 'WRONG_CARD_COUNT', message: `every live hand is on the same street: hand 1 has ${first} cards, hand ${other + 1} has ${own[other]}` };
  if (first < FIRST_STREET_SIZE) return { code: 'WRONG_CARD_COUNT', message: `a hand has at least ${FIRST_STREET_SIZE} cards (3rd street), got ${first}` };
  if (!Number.isInteger(toCome) || (toCome as number) < 0)
    return { code: 'INVALID_OPTION', message: `communityToCome must be 0, 1 or 2, got ${String(toCome)}` };
  const community = communityKnown + (toCome as number);
  if (community > MAX_COMMUNITY)
    return {
      code: 'TOO_MANY_CARDS',
      message: `at most ${MAX_COMMUNITY} community cards (6th and 7th street), got ${communityKnown} dealt and ${String(toCome)} to come`,
    };
  if (first + community > FINAL_HAND_SIZE) {
    return {
      code: 'TOO_MANY_CARDS',
      message: `a hand ends with ${FINAL_HAND_SIZE} cards, its own and the community cards: got ${first} own and ${community} community`,
    };
  }
  return null;
}

/**
 * Validates a spot. Refusals: `UNKNOWN_GAME`, `BAD_CARD`, `DUPLICATE_CARD`, `TOO_FEW_HANDS`,
 * `TOO_MANY_HANDS`, `WRONG_CARD_COUNT`, `TOO_MANY_CARDS`, `DECK_TOO_SHORT`, `INVALID_OPTION`.
 */
export function parseEquityInput(input: EquityInput): ParsedEquity {
  if (!isEquityGame(input.game)) return refuse('UNKNOWN_GAME', `unknown game "${String(input.game)}": use one of ${EQUITY_GAMES.join(', ')}`);
  const lists = readLists(input);
  if (!lists.ok) return lists;
  const communityToCome = input.communityToCome ?? 0;
  const countError = checkCounts(lists.hands, lists.community.length, communityToCome);
  if (countError) return { ok: false, error: countError };
  const options = readOptions(input);
  if (!options.ok) return options;
  const seen = new Set<Card>([...lists.hands.flatMap((h) => h.known), ...lists.dead, ...lists.community]);
  const pool = Array.from({ length: DECK_SIZE }, (_, c) => c).filter((c) => !seen.has(c));
  const street = (lists.hands[0] as ReadCards).known.length + (lists.hands[0] as ReadCards).unknown + lists.community.length;
  const draws = lists.hands.map((h) => FINAL_HAND_SIZE - h.known.length - lists.community.length - communityToCome);
  const needed = communityToCome + draws.reduce((s, d) => s + d, 0);
  if (needed > pool.length) {
    return refuse(
      'DECK_TOO_SHORT',
      `the ${pool.length} unseen cards cannot complete every hand (${needed} needed): when the deck runs short, the last street is one community card for all (communityToCome)`,
    );
  }
  const known = lists.hands.map((h) => h.known);
  const labels = lists.hands.map((h) => h.labels);
  return { ok: true, spot: { game: input.game, street, known, draws, community: lists.community, communityToCome, pool, labels }, options: options.options };
}
