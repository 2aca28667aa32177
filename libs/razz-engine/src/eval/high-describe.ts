/**
 * Words for high hands in PokerStars' hand-history form (docs/hand-history-format.md, showdown,
 * and PokerStars hold'em/stud exports): `high card Ace`, `a pair of Sevens`,
 * `two pair, Queens and Sevens`, `three of a kind, Kings`, `a straight, Ten to Ace`,
 * `a flush, Queen high`, `a full house, Kings full of Sevens`, `four of a kind, Aces`,
 * `a straight flush, Nine to King`, `a Royal Flush`. Kickers are not named, as at PokerStars.
 */
import type { Card } from '../cards/card';
import { bestFive } from './best-five';
import { HighShape, highShape } from './high-classes';
import { highRanker } from './high';
import { codeOfRanks } from './rank-code';
import type { HandValue } from './types';

/** Card names by value, 2 … 14 = ace; value 1 is the ace of a wheel. */
const SINGULAR = ['', 'Ace', 'Deuce', 'Three', 'Four', 'Five', 'Six', 'Seven', 'Eight', 'Nine', 'Ten', 'Jack', 'Queen', 'King', 'Ace'];

function one(value: number | undefined): string {
  return SINGULAR[value ?? 0] ?? '?';
}

function many(value: number | undefined): string {
  const name = one(value);
  return name === 'Six' ? 'Sixes' : `${name}s`;
}

const NAME_OF_CATEGORY: Readonly<Record<HighShape['category'], string>> = {
  'high-card': 'high card',
  pair: 'pair',
  'two-pair': 'two pair',
  trips: 'three of a kind',
  straight: 'straight',
  flush: 'flush',
  'full-house': 'full house',
  quads: 'four of a kind',
  'straight-flush': 'straight flush',
};

/** PokerStars' words for a high hand class. */
export function describeHigh(shape: HighShape): string {
  const v = shape.values;
  const [first, second] = v;
  switch (shape.category) {
    case 'high-card':
      return `high card ${one(first)}`;
    case 'pair':
      return `a pair of ${many(first)}`;
    case 'two-pair':
      return `two pair, ${many(first)} and ${many(second)}`;
    case 'trips':
      return `three of a kind, ${many(first)}`;
    case 'straight':
      return `a straight, ${one(v[4])} to ${one(first)}`;
    case 'flush':
      return `a flush, ${one(first)} high`;
    case 'full-house':
      return `a full house, ${many(first)} full of ${many(second)}`;
    case 'quads':
      return `four of a kind, ${many(first)}`;
    case 'straight-flush':
      return first === 14 ? 'a Royal Flush' : `a straight flush, ${one(v[4])} to ${one(first)}`;
  }
}

/** Counting values per rank index for display order: ace high. */
const ACE_HIGH: readonly number[] = [14, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13];

/**
 * `evaluateHand('high', cards)`: the best five in display order (matched ranks first, then from
 * the highest card down; a wheel ends with its ace: 5 4 3 2 A), the rank and PokerStars' words.
 */
export function evaluateHigh(cards: readonly Card[]): HandValue {
  const rankOf = highRanker();
  const rank = rankOf(cards);
  const best = bestFive(cards, rank, rankOf, ACE_HIGH);
  if (!best) throw new Error(`no five of ${cards.length} cards reach rank ${rank}: are the cards distinct?`);
  const suit = (best[0] as Card) & 3;
  const shape = highShape(
    codeOfRanks(best.map((c) => c >> 2)),
    best.every((c) => (c & 3) === suit),
  );
  // A wheel plays its ace low, so it is shown last.
  if (shape.values[0] === 5 && (best[0] as Card) >> 2 === 0) best.push(best.shift() as Card);
  const words = describeHigh(shape);
  const name = shape.category === 'straight-flush' && shape.values[0] === 14 ? 'royal flush' : NAME_OF_CATEGORY[shape.category];
  return { evaluation: 'high', rank, category: shape.category, best, description: words, name, starsText: words };
}
