import { formatCards, suitIndex } from '../cards/card';
import { orderedDeck } from '../cards/deck';
import { cards } from '../cards/notation';
import { handRank } from './evaluators';
import { holdemHigh, omahaHigh } from './flop-hand-value';
import { omahaHighRank } from './omaha-rank';
import { checkRandomFlopHands } from './testing/flop-checks';
import { omahaChoices, referenceOmahaHigh } from './testing/flop-reference';
import { compareKeys, referenceHighKey } from './testing/naive-reference';

const FULL_DECK = orderedDeck();
/** Spades and hearts only: most hands can make a flush, so the flush path runs in most hands. */
const TWO_SUITS = FULL_DECK.filter((c) => suitIndex(c) <= 1);
/** Spades only: every five is a flush or a straight flush. */
const ONE_SUIT = FULL_DECK.filter((c) => suitIndex(c) === 0);

describe('the naive Omaha reference', () => {
  it('offers exactly the 60 two-plus-three choices of 4 hole cards and 5 board cards', () => {
    const hole = cards('As Kd 7c 2s');
    const board = cards('Qh Jh Th 4h 3c');
    const choices = omahaChoices(hole, board);
    expect(choices).toHaveLength(60);
    expect(new Set(choices.map((f) => formatCards([...f].sort((a, b) => a - b)).join(' '))).size).toBe(60);
    expect(choices.every((f) => f.filter((c) => hole.includes(c)).length === 2)).toBe(true);
  });

  it('can fail: it refuses a flush made with one hole card', () => {
    const best = referenceOmahaHigh(cards('Ah Kc 7d 2s'), cards('Qh Jh 9h 4h 3c'));
    expect(compareKeys(best.key, referenceHighKey(cards('Ah Kc Qh Jh 9h')))).toBe(0);
  });
});

describe('omahaHighRank against the naive reference (every two-plus-three choice)', () => {
  // Each five valued by the naive key: independent of every engine table, about 60 keys a hand.
  const naive = [
    { boardSize: 5, count: 15_000, deck: 'full', from: FULL_DECK },
    { boardSize: 4, count: 10_000, deck: 'full', from: FULL_DECK },
    { boardSize: 3, count: 10_000, deck: 'full', from: FULL_DECK },
    { boardSize: 5, count: 5_000, deck: 'two-suit', from: TWO_SUITS },
    { boardSize: 5, count: 1_000, deck: 'one-suit', from: ONE_SUIT },
  ];
  it.each(naive)('agrees on $count random hands with a board of $boardSize from a $deck deck (naive keys)', ({ boardSize, count, deck, from }) => {
    const seed = `omaha-high-naive-${deck}-${boardSize}`;
    const result = checkRandomFlopHands('omaha-high', { boardSize, count, seed, deck: from, valueEvery: 10, valuation: 'naive' });
    expect(result.problems).toEqual([]);
  });

  // Each five valued by the five-card rank, which orders all 2,598,960 five-card hands exactly as
  // the naive keys do (naive-reference.spec.ts): the same check at a cost that allows many more hands.
  const many = [
    { boardSize: 5, count: 200_000, deck: 'full', from: FULL_DECK },
    { boardSize: 4, count: 50_000, deck: 'full', from: FULL_DECK },
    { boardSize: 3, count: 50_000, deck: 'full', from: FULL_DECK },
    { boardSize: 5, count: 30_000, deck: 'two-suit', from: TWO_SUITS },
    { boardSize: 4, count: 10_000, deck: 'two-suit', from: TWO_SUITS },
    { boardSize: 5, count: 3_000, deck: 'one-suit', from: ONE_SUIT },
    { boardSize: 3, count: 3_000, deck: 'one-suit', from: ONE_SUIT },
  ];
  it.each(many)('agrees on $count random hands with a board of $boardSize from a $deck deck (five-card ranks)', ({ boardSize, count, deck, from }) => {
    const seed = `omaha-high-${deck}-${boardSize}`;
    const result = checkRandomFlopHands('omaha-high', { boardSize, count, seed, deck: from, valueEvery: 50, valuation: 'five-card-rank' });
    expect(result.problems).toEqual([]);
    if (deck === 'full') {
      // The rare kinds occurred, so their paths were compared too.
      expect(result.kinds['straight-flush'] ?? 0).toBeGreaterThan(0);
      expect(result.kinds.quads ?? 0).toBeGreaterThan(0);
      expect(result.kinds.flush ?? 0).toBeGreaterThan(count / 200);
    }
  });
});

describe('Omaha high: exactly two hole cards and exactly three board cards', () => {
  const omaha = (hole: string, board: string) => omahaHigh(cards(hole), cards(board));
  const words = (hole: string, board: string) => {
    const v = omaha(hole, board);
    return { best: formatCards(v.best).join(' '), description: v.description };
  };

  it('makes no flush from a board of four to a flush and one suited hole card', () => {
    expect(words('Ah Kc 7d 2s', 'Qh Jh 9h 4h 3c')).toEqual({ best: 'Ah Kc Qh Jh 9h', description: 'high card Ace' });
    // Hold'em plays the single heart.
    expect(holdemHigh(cards('Ah Kc'), cards('Qh Jh 9h 4h 3c')).description).toBe('a flush, Ace high');
    // Two hearts in the hole make it.
    expect(words('Ah 5h 7d 2s', 'Qh Jh 9h 4h 3c')).toEqual({ best: 'Ah Qh Jh 9h 5h', description: 'a flush, Ace high' });
  });

  it('makes no straight from a four-straight board and one hole card of it', () => {
    expect(words('Kd 2c 2d 5s', '9s Th Jd Qc 3h')).toEqual({ best: '2d 2c Qc Jd Th', description: 'a pair of Deuces' });
    expect(holdemHigh(cards('Kd 2c'), cards('9s Th Jd Qc 3h')).description).toBe('a straight, Nine to King');
    expect(words('Ad Kc 2d 5s', '9s Th Jd Qc 3h').description).toBe('a straight, Ten to Ace');
  });

  it('plays two of four aces in the hole', () => {
    expect(words('As Ah Ad Ac', 'Ks Kd 7c 4h 2d')).toEqual({ best: 'As Ah Ks Kd 7c', description: 'two pair, Aces and Kings' });
    expect(words('As Ah Ad Ac', 'Ks 9d 7c 4h 2d')).toEqual({ best: 'As Ah Ks 9d 7c', description: 'a pair of Aces' });
  });

  it('plays three of four of a kind on the board', () => {
    expect(words('As Ad Kh Qc', '9s 9h 9d 9c 2h')).toEqual({ best: '9s 9h 9d As Ad', description: 'a full house, Nines full of Aces' });
    expect(words('Ad Qs 3c 4c', 'Ks Kh Kd Kc 2h')).toEqual({ best: 'Ks Kh Kd Ad Qs', description: 'three of a kind, Kings' });
    expect(holdemHigh(cards('Ad Qs'), cards('Ks Kh Kd Kc 2h')).description).toBe('four of a kind, Kings');
  });

  it('cannot play the board alone: a royal flush on board is not the hand', () => {
    expect(words('2c 3d 4h 7h', 'As Ks Qs Js Ts')).toEqual({ best: 'As Ks Qs 7h 4h', description: 'high card Ace' });
    expect(holdemHigh(cards('2c 3d'), cards('As Ks Qs Js Ts')).description).toBe('a Royal Flush');
  });

  it('values a flop of three cards, and the wheel straight flush', () => {
    expect(words('As 2s Kh Qh', '3s 4s 5s')).toEqual({ best: '5s 4s 3s 2s As', description: 'a straight flush, Ace to Five' });
  });

  it('ranks on the scale of handRank("high"), so the ranks award pots directly', () => {
    const hole = cards('Ah 5h 7d 2s');
    const board = cards('Qh Jh 9h 4h 3c');
    expect(omahaHighRank(hole, board)).toBe(handRank('high', cards('Ah Qh Jh 9h 5h')));
    expect(omahaHigh(hole, board).rank).toBe(omahaHighRank(hole, board));
    expect(omahaHighRank(cards('As Ks 2c 3d'), cards('Qs Js Ts 4h 5h'))).toBe(0);
  });

  it('shows the higher suits when two choices tie', () => {
    // Ace-king plays with either king from the hole; the king of spades is shown.
    expect(words('As Ks Kh 2c', 'Qd Jc Td 4h 3c').best).toBe('As Ks Qd Jc Td');
  });

  it('refuses wrong card counts', () => {
    expect(() => omahaHighRank(cards('As Ks Kh'), cards('Qd Jc Td'))).toThrow(/4 hole cards, got 3/);
    expect(() => omahaHighRank(cards('As Ks Kh 2c'), cards('Qd Jc'))).toThrow(/3 to 5 cards, got 2/);
    expect(() => omahaHigh(cards('As Ks Kh 2c'), cards('Qd Jc Td 9d 8d 7d'))).toThrow(RangeError);
  });
});
