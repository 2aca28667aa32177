import { seededRng, xoshiro128StarStar } from './seeded-rng';

describe('xoshiro128**', () => {
  it('matches the reference C implementation for the state 1, 2, 3, 4', () => {
    // Reference values computed with the published C code (xoshiro128starstar.c, Blackman & Vigna).
    const rng = xoshiro128StarStar(1, 2, 3, 4);
    const words = Array.from({ length: 6 }, () => rng.nextUint32());
    expect(words).toEqual([11520, 0, 5927040, 70819200, 2031721883, 1637235492]);
  });

  it('refuses the all-zero state, which would only ever give zeros', () => {
    expect(() => xoshiro128StarStar(0, 0, 0, 0)).toThrow(RangeError);
  });
});

/** Pinned output of seededRng('razz').int(52) × 5: changing the hashing or the generator breaks replays. */
const FROZEN_RAZZ_SEQUENCE = [43, 45, 25, 2, 23];

describe('seededRng', () => {
  const sample = (seed: number | string, n = 8): number[] => {
    const rng = seededRng(seed);
    return Array.from({ length: n }, () => rng.nextUint32());
  };

  it('gives the same sequence for the same seed and different ones for different seeds', () => {
    expect(sample('hand-1')).toEqual(sample('hand-1'));
    expect(sample(42)).toEqual(sample(42));
    expect(sample('hand-1')).not.toEqual(sample('hand-2'));
    expect(sample(1)).not.toEqual(sample(2));
    expect(sample(1)).not.toEqual(sample('1'));
    expect(sample(2 ** 40)).not.toEqual(sample(0));
  });

  it('keeps a known sequence, so recorded simulations replay after upgrades', () => {
    const rng = seededRng('razz');
    const first = Array.from({ length: 5 }, () => rng.int(52));
    expect(first).toEqual(FROZEN_RAZZ_SEQUENCE);
  });

  it('refuses seeds that are not safe integers or strings', () => {
    expect(() => seededRng(1.5)).toThrow(RangeError);
    expect(() => seededRng(Number.NaN)).toThrow(RangeError);
    expect(() => seededRng(2 ** 60)).toThrow(RangeError);
  });

  it('draws every value of int(n) about equally often', () => {
    const rng = seededRng('uniformity');
    const n = 52;
    const draws = 520_000;
    const counts = new Array<number>(n).fill(0);
    for (let i = 0; i < draws; i++) {
      const v = rng.int(n);
      counts[v] = (counts[v] ?? 0) + 1;
    }
    // Chi-square with 51 degrees of freedom: 99.99% of fair runs stay below 105.
    const expected = draws / n;
    const chi2 = counts.reduce((sum, c) => sum + (c - expected) ** 2 / expected, 0);
    expect(chi2).toBeLessThan(105);
  });

  it('keeps int within [0, max) for edge sizes, including 1 and 2^32', () => {
    const rng = seededRng(7);
    for (const max of [1, 2, 3, 2 ** 31 + 1, 2 ** 32]) {
      for (let i = 0; i < 1000; i++) {
        const v = rng.int(max);
        expect(Number.isInteger(v) && v >= 0 && v < max).toBe(true);
      }
    }
  });
});
