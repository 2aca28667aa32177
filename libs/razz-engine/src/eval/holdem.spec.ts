import { formatCards, suitIndex } from '../cards/card';
import { orderedDeck } from '../cards/deck';
import { cards } from '../cards/notation';
import { evaluateHand } from './evaluate-hand';
import { handRank } from './evaluators';
import { holdemHigh } from './flop-hand-value';
import { holdemHighRank } from './holdem-rank';
import { checkRandomFlopHands } from './testing/flop-checks';

const FULL_DECK = orderedDeck();
const TWO_SUITS = FULL_DECK.filter((c) => suitIndex(c) <= 1);
const ONE_SUIT = FULL_DECK.filter((c) => suitIndex(c) === 0);

describe('holdemHighRank against the naive reference (best five of the seven, any mix)', () => {
  it.each([
    { boardSize: 5, count: 40_000, deck: 'full', from: FULL_DECK },
    { boardSize: 4, count: 20_000, deck: 'full', from: FULL_DECK },
    { boardSize: 3, count: 20_000, deck: 'full', from: FULL_DECK },
    { boardSize: 5, count: 10_000, deck: 'two-suit', from: TWO_SUITS },
    { boardSize: 5, count: 2_000, deck: 'one-suit', from: ONE_SUIT },
  ])('agrees on $count random hands with a board of $boardSize from a $deck deck (naive keys)', ({ boardSize, count, deck, from }) => {
    const seed = `holdem-naive-${deck}-${boardSize}`;
    const result = checkRandomFlopHands('holdem-high', { boardSize, count, seed, deck: from, valueEvery: 10, valuation: 'naive' });
    expect(result.problems).toEqual([]);
  });

  // Five-card ranks order all 2,598,960 five-card hands like the naive keys (naive-reference.spec.ts).
  it.each([
    { boardSize: 5, count: 200_000, deck: 'full', from: FULL_DECK },
    { boardSize: 5, count: 30_000, deck: 'two-suit', from: TWO_SUITS },
  ])('agrees on $count random hands with a board of $boardSize from a $deck deck (five-card ranks)', ({ boardSize, count, deck, from }) => {
    const seed = `holdem-${deck}-${boardSize}`;
    const result = checkRandomFlopHands('holdem-high', { boardSize, count, seed, deck: from, valueEvery: 50, valuation: 'five-card-rank' });
    expect(result.problems).toEqual([]);
    if (deck === 'full') {
      expect(result.kinds['straight-flush'] ?? 0).toBeGreaterThan(0);
      expect(result.kinds.flush ?? 0).toBeGreaterThan(count / 50);
    }
  });
});

describe("Hold'em high", () => {
  it('is the `high` evaluation of the hole and the board together', () => {
    const hole = cards('Ah 2c');
    const board = cards('Kh Qh Jh Th 3d');
    expect(holdemHighRank(hole, board)).toBe(0);
    expect(holdemHighRank(hole, board)).toBe(handRank('high', [...hole, ...board]));
    expect(holdemHigh(hole, board)).toEqual(evaluateHand('high', [...hole, ...board]));
  });

  it('may play one hole card, or none: the board alone', () => {
    expect(holdemHigh(cards('Ah Kc'), cards('Qh Jh 9h 4h 3c')).description).toBe('a flush, Ace high');
    const board = holdemHigh(cards('2c 3d'), cards('As Ks Qs Js Ts'));
    expect({ best: formatCards(board.best).join(' '), description: board.description }).toEqual({ best: 'As Ks Qs Js Ts', description: 'a Royal Flush' });
  });

  it('values the flop and the turn too', () => {
    expect(holdemHigh(cards('7s 7h'), cards('7d Kc 2s')).description).toBe('three of a kind, Sevens');
    expect(holdemHigh(cards('7s 7h'), cards('7d Kc 2s Kd')).description).toBe('a full house, Sevens full of Kings');
  });

  it('refuses wrong card counts', () => {
    expect(() => holdemHighRank(cards('As Ks Kh'), cards('Qd Jc Td'))).toThrow(/2 hole cards, got 3/);
    expect(() => holdemHighRank(cards('As Ks'), cards('Qd Jc'))).toThrow(/3 to 5 cards, got 2/);
    expect(() => holdemHigh(cards('As Ks'), cards('Qd Jc Td 9d 8d 7d'))).toThrow(RangeError);
  });
});
