import { Card, formatCards, makeCard, suitIndex } from '../cards/card';
import { orderedDeck } from '../cards/deck';
import { cards } from '../cards/notation';
import { handRank } from './evaluators';
import { omahaHigh, omahaLow } from './flop-hand-value';
import { qualifiedLowRank } from './low-qualifier';
import { omahaLowRank } from './omaha-rank';
import { checkRandomFlopHands } from './testing/flop-checks';
import { referenceOmahaLow } from './testing/flop-reference';

const FULL_DECK = orderedDeck();
/** Aces to eights only: nearly every hand has many lows to choose from. */
const LOW_DECK = FULL_DECK.filter((c) => c >> 2 < 8);
const TWO_SUITS = FULL_DECK.filter((c) => suitIndex(c) <= 1);

describe('omahaLowRank against the naive reference (every two-plus-three choice that qualifies)', () => {
  it.each([
    { boardSize: 5, count: 50_000, deck: 'full', from: FULL_DECK },
    { boardSize: 4, count: 25_000, deck: 'full', from: FULL_DECK },
    { boardSize: 3, count: 25_000, deck: 'full', from: FULL_DECK },
    { boardSize: 5, count: 20_000, deck: 'ace-to-eight', from: LOW_DECK },
    { boardSize: 3, count: 10_000, deck: 'ace-to-eight', from: LOW_DECK },
  ])('agrees on $count random hands with a board of $boardSize from a $deck deck (naive keys)', ({ boardSize, count, deck, from }) => {
    const seed = `omaha-low-naive-${deck}-${boardSize}`;
    const result = checkRandomFlopHands('omaha-low', { boardSize, count, seed, deck: from, valueEvery: 10, valuation: 'naive' });
    expect(result.problems).toEqual([]);
    expect(result.kinds.low ?? 0).toBeGreaterThan(count / 20);
    if (deck === 'full') expect(result.kinds['no low'] ?? 0).toBeGreaterThan(count / 2);
  });

  // Five-card ranks order all 2,598,960 five-card hands like the naive keys (naive-reference.spec.ts).
  it.each([
    { boardSize: 5, count: 200_000, deck: 'full', from: FULL_DECK },
    { boardSize: 4, count: 50_000, deck: 'full', from: FULL_DECK },
    { boardSize: 5, count: 40_000, deck: 'ace-to-eight', from: LOW_DECK },
    { boardSize: 5, count: 20_000, deck: 'two-suit', from: TWO_SUITS },
  ])('agrees on $count random hands with a board of $boardSize from a $deck deck (five-card ranks)', ({ boardSize, count, deck, from }) => {
    const seed = `omaha-low-${deck}-${boardSize}`;
    const result = checkRandomFlopHands('omaha-low', { boardSize, count, seed, deck: from, valueEvery: 50, valuation: 'five-card-rank' });
    expect(result.problems).toEqual([]);
  });

  it('agrees for every set of low ranks a hole and a five-card board can hold', () => {
    // Only which ranks A–8 are in the hole and on the board matter for the low: hole ranks as
    // spades (filled up with kings), board ranks as hearts (filled up with queens and jacks).
    const problems: string[] = [];
    let situations = 0;
    const fill = (ranks: number[], suit: number, fillers: Card[], size: number): Card[] => [...ranks.map((r) => makeCard(r, suit)), ...fillers].slice(0, size);
    const ranksOf = (mask: number) => Array.from({ length: 8 }, (_, r) => r).filter((r) => (mask >> r) & 1);
    for (let h = 0; h < 256; h++) {
      const holeRanks = ranksOf(h);
      if (holeRanks.length > 4) continue;
      const hole = fill(holeRanks, 0, cards('Ks Kh Kd Kc'), 4);
      for (let b = 0; b < 256; b++) {
        const boardRanks = ranksOf(b);
        if (boardRanks.length > 5) continue;
        const board = fill(boardRanks, 1, cards('Qs Qh Qd Js Jh'), 5);
        situations++;
        const ref = referenceOmahaLow(hole, board);
        const fast = omahaLowRank(hole, board);
        const expected = ref === null ? null : handRank('ace-to-five', ref.five);
        if (fast !== expected && problems.length < 10)
          problems.push(`[${formatCards(hole).join(' ')}] [${formatCards(board).join(' ')}]: ${fast}, reference ${expected}`);
      }
    }
    expect(problems).toEqual([]);
    // (1 + 8 + 28 + 56 + 70) hole rank sets × (1 + 8 + 28 + 56 + 70 + 56) board rank sets.
    expect(situations).toBe(163 * 219);
  });
});

describe('the Omaha eight-or-better low', () => {
  const low = (hole: string, board: string) => {
    const v = omahaLow(cards(hole), cards(board));
    return v === null ? null : { best: formatCards(v.best).join(' '), description: v.description };
  };

  it('needs three board cards of different ranks 8 or lower', () => {
    expect(low('As 3c 9h 9d', '2s 5h 8d Kc Qd')).toEqual({ best: '8d 5h 3c 2s As', description: '8-5-3-2-A' });
    // Two low cards on the board: no low, whatever the hole holds.
    expect(low('As 3c 4d 6h', '2s 5h Kd Kc Qd')).toBeNull();
    // Three low cards, two of one rank.
    expect(low('As 3c 4d 6h', '2s 2h 5d Kc Qd')).toBeNull();
  });

  it('needs two hole cards of different ranks 8 or lower', () => {
    expect(low('As Ah Ad Ac', '2s 4h 7d Kc Qd')).toBeNull();
    expect(low('As 3h Ad Ac', '2s 4h 7d Kc Qd')).toEqual({ best: '7d 4h 3h 2s As', description: '7-4-3-2-A' });
  });

  it('does not qualify with a nine', () => {
    expect(low('As 9c Kh Kd', '2s 3h 4d Qc Js')).toBeNull();
    expect(omahaLowRank(cards('As 9c Kh Kd'), cards('2s 3h 4d Qc Js'))).toBeNull();
  });

  it('is counterfeited when the board pairs a low hole card and leaves no three other low ranks', () => {
    // A-2 in the hole and 2-3-7 on the board: A-2 needs three board ranks other than A and 2.
    expect(low('Ah 2c 3d Kd', '2s 3h 7d Kc Qd')).toBeNull();
    // An eight on the river brings it back.
    expect(low('Ah 2c 3d Kd', '2s 3h 7d Kc 8d')).toEqual({ best: '8d 7d 3h 2c Ah', description: '8-7-3-2-A' });
    // Counterfeited best low: the board's ace and deuce push A-2 aside, A-4 or 2-4 plays instead.
    expect(low('As 2c 4d Kh', 'Ah 2h 3s 6c Kd')).toEqual({ best: '6c 4d 3s 2h As', description: '6-4-3-2-A' });
    expect(low('As 2c 4d Kh', '7h 8h 3s 6c Kd')).toEqual({ best: '7h 6c 3s 2c As', description: '7-6-3-2-A' });
  });

  it('makes a wheel that is both the best low and a straight for high', () => {
    const hole = cards('As 2d Kc Kh');
    const board = cards('3h 4c 5s Qd Jd');
    expect(low('As 2d Kc Kh', '3h 4c 5s Qd Jd')).toEqual({ best: '5s 4c 3h 2d As', description: '5-4-3-2-A' });
    expect(omahaLowRank(hole, board)).toBe(0);
    expect(omahaHigh(hole, board).description).toBe('a straight, Ace to Five');
    expect(formatCards(omahaHigh(hole, board).best).join(' ')).toBe('5s 4c 3h 2d As');
  });

  it('ignores flushes: a suited wheel is still the best low', () => {
    expect(omahaLowRank(cards('As 2s Kh Qh'), cards('3s 4s 5s'))).toBe(0);
    expect(omahaLow(cards('As 2s Kh Qh'), cards('3s 4s 5s'))?.name).toBe('wheel');
  });

  it('ranks on the ace-to-five scale, the same numbers as qualifiedLowRank', () => {
    const hole = cards('As 2d Kc Kh');
    const board = cards('3h 7c 8d Qs Js');
    const value = omahaLow(hole, board);
    expect(value).toMatchObject({ evaluation: 'ace-to-five', description: '8-7-3-2-A', name: '8 low', starsText: '8,7,3,2,A' });
    expect(omahaLowRank(hole, board)).toBe(qualifiedLowRank(value?.best ?? []));
    expect(omahaLowRank(hole, board)).toBe(handRank('ace-to-five', cards('8d 7c 3h 2d As')));
    expect(omahaLowRank(cards('8s 7h Kc Kh'), cards('6d 5c 4s Qs Js'))).toBe(55);
  });

  it('shows the higher suits when two hole cards of a rank could play', () => {
    expect(low('Ad As 2c Kh', '3h 7c 8d Qs Js')?.best).toBe('8d 7c 3h 2c As');
  });

  it('refuses wrong card counts', () => {
    expect(() => omahaLowRank(cards('As 2d Kc'), cards('3h 7c 8d'))).toThrow(/4 hole cards, got 3/);
    expect(() => omahaLow(cards('As 2d Kc Kh'), cards('3h 7c 8d Qs Js Ts'))).toThrow(/3 to 5 cards, got 6/);
  });
});
