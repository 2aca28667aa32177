import { Card, formatCard } from '../cards/card';
import { orderedDeck, shuffleInPlace } from '../cards/deck';
import { seededRng } from '../rng/seeded-rng';
import type { Rng } from '../rng/rng';
import { dealCount } from './deal-count';
import { SHARE_UNIT } from './equity-constants';
import { EQUITY_GAMES, EquityGame, EquityInput, EquityReport } from './equity-types';
import { handEquity } from './hand-equity';
import { parseEquityInput } from './parse-equity-input';
import { ReferenceSpot, referenceEquity } from './testing/reference-equity';

/** C(n, k), written out again so the deal count is checked independently of the code under test. */
function choose(n: number, k: number): number {
  let c = 1;
  for (let i = 0; i < k; i++) c = (c * (n - i)) / (i + 1);
  return c;
}

interface RandomSpot {
  input: EquityInput;
  reference: ReferenceSpot;
}

/**
 * A random spot of `hands` hands on `street`, some down cards unknown in a player's view, with
 * enough dead cards that at most `budget` deals remain (the naive reference is slow).
 */
function randomSpot(rng: Rng, game: EquityGame, street: number, hands: number, playerView: boolean, budget: number): RandomSpot {
  const deck = shuffleInPlace(orderedDeck(), rng);
  const dealt = Array.from({ length: hands }, (_, i) => deck.slice(i * street, (i + 1) * street));
  // A player's view: every hand but the first shows its up cards only (down cards: the first two, and 7th street's).
  const hidden = (i: number, j: number): boolean => playerView && i > 0 && (j < 2 || j === 6);
  const known = dealt.map((cards, i) => cards.filter((_, j) => !hidden(i, j)));
  const draws = known.map((cards) => 7 - cards.length);
  const unseen = deck.slice(hands * street).concat(dealt.flatMap((cards, i) => cards.filter((_, j) => hidden(i, j))));
  shuffleInPlace(unseen, rng);
  const dealsFor = (pool: number): number => {
    let left = pool;
    return draws.reduce((deals, d) => {
      const n = deals * choose(left, d);
      left -= d;
      return n;
    }, 1);
  };
  let poolSize = draws.reduce((s, d) => s + d, 0);
  while (poolSize < unseen.length && dealsFor(poolSize + 1) <= budget) poolSize++;
  const pool = unseen.slice(0, poolSize).sort((a, b) => a - b);
  const dead = unseen.slice(poolSize);
  const text = (cards: readonly Card[]) => cards.map(formatCard);
  const handText = dealt.map((cards, i) => cards.map((c, j) => (hidden(i, j) ? '??' : formatCard(c))));
  return {
    input: { game, hands: handText, dead: text(dead) },
    reference: { game, known, draws, community: [], communityToCome: 0, pool },
  };
}

function exactReport(input: EquityInput): EquityReport {
  const r = handEquity(input);
  if (!r.ok) throw new Error(r.error.message);
  if (r.value.method.kind !== 'exact') throw new Error('expected an exact enumeration');
  return r.value;
}

/** Every figure of the engine's exact answer equals the reference's, as fractions. */
function expectSameAsReference(report: EquityReport, reference: ReferenceSpot): void {
  const ref = referenceEquity(reference);
  expect(report.method).toEqual({ kind: 'exact', deals: ref.deals });
  // The reference sums each deal's share of its pot; the engine counts the same sum in 1/SHARE_UNIT pots.
  const pots = BigInt(SHARE_UNIT);
  report.hands.forEach((hand, i) => {
    const want = ref.hands[i];
    const counts = hand.counts;
    if (!want || !counts) throw new Error(`hand ${i + 1} missing`);
    expect({ hand: i, win: counts.win, tie: counts.tie }).toEqual({ hand: i, win: want.win, tie: want.tie });
    expect(want.share.equals(BigInt(counts.share), pots)).toBe(true);
    if (reference.game === 'stud8') {
      expect(want.high.equals(BigInt(counts.highShare ?? -1), pots)).toBe(true);
      expect(want.low.equals(BigInt(counts.lowShare ?? -1), pots)).toBe(true);
      expect(counts.scoop).toBe(want.win);
    }
  });
  // Every pot is given out whole: the shares add up to one pot per deal.
  expect(report.hands.reduce((sum, h) => sum + (h.counts?.share ?? 0), 0)).toBe(ref.deals * SHARE_UNIT);
}

describe('exact equity equals a naive enumeration (random spots, exact fractions)', () => {
  const rng = seededRng('equity-exact-spec');
  for (const game of EQUITY_GAMES) {
    for (const street of [3, 4, 5, 6, 7]) {
      it(`${game}, street ${street}: a broadcast spot of 2 hands, one of 3, and a player's view`, () => {
        for (const [hands, playerView] of [
          [2, false],
          [3, false],
          [2, true],
        ] as const) {
          const spot = randomSpot(rng, game, street, hands, playerView, 1500);
          expectSameAsReference(exactReport(spot.input), spot.reference);
        }
      });
    }
  }

  it('counts C(P, d1) · C(P − d1, d2) · … deals (without enumerating them): three hands on 5th street, every card known', () => {
    const parsed = parseEquityInput({ game: 'razz', hands: ['As 2d 3c 7h Kd', 'Kh Qd 7s 5c 4d', '5h 6h 8c 9d Ts'] });
    if (!parsed.ok) throw new Error(parsed.error.message);
    expect(dealCount(parsed.spot)).toBe(choose(37, 2) * choose(35, 2) * choose(33, 2));
    expect(dealCount(parsed.spot)).toBe(209_230_560);
    // The default limit keeps this spot exact.
    expect(dealCount(parsed.spot)).toBeLessThanOrEqual(parsed.options.maxExactDeals);
  });

  it('gives the same figures whatever the order of the hands', () => {
    // 6th street, the middle hand seen from outside: 1, 3 and 1 cards to draw from 22 unseen (22 · 1330 · 18 deals).
    const hands = ['As 2d 3c 7h 8h Kd', '?? ?? 7s 5c 4d 6d', 'Kh Qd 8c 9d 2s 3s'];
    const dead = ['2c', '3h', '4h', '4s', '5s', '6s', '8s', '9s', 'Ts', 'Js'];
    for (const game of ['razz', 'stud8'] as const) {
      const forward = exactReport({ game, hands, dead });
      const backward = exactReport({ game, hands: [...hands].reverse(), dead });
      expect(backward.hands.map((h) => h.counts)).toEqual([...forward.hands].reverse().map((h) => h.counts));
    }
  });
});
