import { EQUITY_GAMES, EquityFigures, EquityInput, EquityReport } from './equity-types';
import { handEquity } from './hand-equity';

function report(input: EquityInput): EquityReport {
  const r = handEquity(input);
  if (!r.ok) throw new Error(r.error.message);
  return r.value;
}

const SAMPLES = 20_000;

/**
 * Spots whose exact figures come cheaply from the enumeration (itself checked against the naive
 * reference in exact-equity.spec.ts): 2 and 3 hands, broadcast and a player's view, 5th to 7th street.
 */
const SPOTS: readonly Omit<EquityInput, 'game'>[] = [
  { hands: ['As 2d 3c 7h Kd', 'Kh Qd 7s 5c 4d'], dead: ['4c'] },
  { hands: ['As 2d 3c 7h Kd 8s', '?? ?? 7s 5c 4d 6c', '9h 9d Ts Js 2h 3h'] },
  { hands: ['Ah Kh 4h 4d 9h', '8s 7s 6s 5d 2c', '?? ?? Qc Qs 3d'], dead: ['Th', 'Jh', '3s'] },
  { hands: ['As 2s 3d 4d 5h 6h Kc', '?? ?? 8c 8d 7c 7d ??'] },
];

const FIGURES: readonly (keyof EquityFigures)[] = ['share', 'win', 'tie', 'scoop', 'highShare', 'lowShare'];

describe('Monte Carlo equity', () => {
  for (const game of EQUITY_GAMES) {
    it(`${game}: the exact figure lies within 4 stated half-widths of each sampled one (fixed seeds)`, () => {
      SPOTS.forEach((spot, s) => {
        const exact = report({ ...spot, game });
        const sampled = report({ ...spot, game, maxExactDeals: 0, samples: SAMPLES, seed: `mc-${s}` });
        expect(sampled.method).toEqual({ kind: 'monte-carlo', deals: exact.method.deals, samples: SAMPLES, seed: `mc-${s}` });
        sampled.hands.forEach((hand, i) => {
          const truth = exact.hands[i] as EquityFigures;
          for (const figure of FIGURES) {
            const value = hand[figure];
            if (value === undefined) continue;
            // A figure seen a few times or never has a stated width near 0 (p(1 − p) ≈ 0): 5/n covers those.
            const allowed = 4 * (hand.halfWidth?.[figure] ?? Infinity) + 5 / SAMPLES;
            expect({ spot: s, hand: i, figure, off: Math.abs(value - (truth[figure] as number)) <= allowed }).toEqual({ spot: s, hand: i, figure, off: true });
          }
        });
      });
    });
  }

  it('states the half-width 1.96 · sqrt(p(1 − p)/n) for a yes/no figure, and reports the share = high + low in stud8', () => {
    const sampled = report({ game: 'stud8', hands: ['As 2d 3c', 'Kh Kd 7s', '5h 6h 8c'], samples: 50_000, seed: 3 });
    expect(sampled.method.kind).toBe('monte-carlo');
    for (const hand of sampled.hands) {
      const p = hand.win;
      expect(hand.halfWidth?.win).toBeCloseTo(1.96 * Math.sqrt((p * (1 - p)) / (50_000 - 1)), 10);
      expect(hand.scoop).toBe(hand.win);
      expect((hand.highShare ?? NaN) + (hand.lowShare ?? NaN)).toBeCloseTo(hand.share, 10);
    }
    expect(sampled.hands.reduce((sum, h) => sum + h.share, 0)).toBeCloseTo(1, 10);
  });

  it('gives the same figures for the same seed, and others for another seed', () => {
    const spot = { game: 'razz', hands: ['As 2d 3c', 'Kh Qd 7s'], samples: 2_000 };
    expect(report({ ...spot, seed: 'a' })).toEqual(report({ ...spot, seed: 'a' }));
    expect(report({ ...spot, seed: 'a' }).hands[0]?.share).not.toBe(report({ ...spot, seed: 'b' }).hands[0]?.share);
    expect(report(spot).method).toEqual({ kind: 'monte-carlo', deals: expect.any(Number), samples: 2_000, seed: 1 });
  });
});
