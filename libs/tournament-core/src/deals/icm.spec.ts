import { seededRng } from '@app/razz-engine';
import { icmDeal, icmEquities } from './icm';

const value = <T>(r: { ok: true; value: T } | { ok: false; error: { message: string } }): T => {
  if (!r.ok) throw new Error(r.error.message);
  return r.value;
};
const sum = (xs: readonly number[]): number => xs.reduce((a, b) => a + b, 0);

/** Oracle: every finishing order with its Malmuth–Harville probability, no memoisation. */
function bruteForce(stacks: number[], prizes: number[]): number[] {
  const equity = stacks.map(() => 0);
  const visit = (left: number[], p: number, place: number): void => {
    if (place >= prizes.length || left.length === 0) return;
    const chips = sum(left.map((i) => stacks[i] as number));
    for (const i of left) {
      const q = (p * (stacks[i] as number)) / chips;
      equity[i] = (equity[i] as number) + q * (prizes[place] as number);
      visit(
        left.filter((j) => j !== i),
        q,
        place + 1,
      );
    }
  };
  visit(
    stacks.map((_, i) => i),
    1,
    0,
  );
  return equity;
}

describe('icmEquities', () => {
  it('heads-up: 1st with the share of chips (6,000 v 4,000 for 700/300 → 540/460)', () => {
    const [a, b] = value(icmEquities([6000, 4000], [700, 300]));
    expect(a).toBeCloseTo(0.6 * 700 + 0.4 * 300, 9);
    expect(b).toBeCloseTo(0.4 * 700 + 0.6 * 300, 9);
  });

  it('three players, computed by hand', () => {
    // A 5,000, B 3,000, C 2,000 for 500/300/200.
    // P(A 2nd) = .3 × 5/7 + .2 × 5/8 = 19/56, P(A 3rd) = 1 − 1/2 − 19/56 = 9/56
    //   → A = 500/2 + 300 × 19/56 + 200 × 9/56 = 250 + 7500/56 ≈ 383.93
    // P(B 2nd) = .5 × 3/5 + .2 × 3/8 = .375, P(B 3rd) = .325 → B = 150 + 112.5 + 65 = 327.5
    // P(C 2nd) = .5 × 2/5 + .3 × 2/7 = 2/7, P(C 3rd) = 1 − .2 − 2/7 = 18/35
    //   → C = 100 + 600/7 + 3600/35 ≈ 288.57
    const [a, b, c] = value(icmEquities([5000, 3000, 2000], [500, 300, 200]));
    expect(a).toBeCloseTo(250 + 7500 / 56, 9);
    expect(b).toBeCloseTo(327.5, 9);
    expect(c).toBeCloseTo(100 + 600 / 7 + 3600 / 35, 9);
  });

  it('pays nothing for places beyond the prizes listed', () => {
    const [a, b, c] = value(icmEquities([5000, 3000, 2000], [1000]));
    expect([a, b, c].map((x) => Math.round((x as number) * 1e9) / 1e9)).toEqual([500, 300, 200]);
  });

  it('matches the brute-force enumeration of every finishing order (2–6 players)', () => {
    const rng = seededRng('icm-oracle');
    for (let k = 0; k < 200; k++) {
      const n = 2 + rng.int(5);
      const stacks = Array.from({ length: n }, () => 1 + rng.int(100_000));
      const prizes = Array.from({ length: 1 + rng.int(n) }, () => rng.int(10_000)).sort((x, y) => y - x);
      const fast = value(icmEquities(stacks, prizes));
      bruteForce(stacks, prizes).forEach((e, i) => expect(fast[i]).toBeCloseTo(e, 6));
    }
  });

  it('is symmetric: equal stacks get equal equity, and permuting stacks permutes equities', () => {
    const equal = value(icmEquities(new Array<number>(10).fill(1500), [5000, 3000, 2000, 1000, 500]));
    for (const e of equal) expect(e).toBeCloseTo(1150, 6);
    const rng = seededRng('icm-permute');
    const stacks = Array.from({ length: 8 }, () => 1 + rng.int(50_000));
    const prizes = [4000, 2500, 1500, 1000, 800, 600, 400, 200];
    const base = value(icmEquities(stacks, prizes));
    const order = [3, 0, 7, 1, 6, 2, 5, 4];
    const permuted = value(
      icmEquities(
        order.map((i) => stacks[i] as number),
        prizes,
      ),
    );
    order.forEach((i, k) => expect(permuted[k]).toBeCloseTo(base[i] as number, 6));
  });

  it('gives more chips more equity, within the smallest and largest prize, summing to the prizes', () => {
    const rng = seededRng('icm-monotone');
    for (let k = 0; k < 200; k++) {
      const n = 2 + rng.int(9);
      const stacks = Array.from({ length: n }, () => 1 + rng.int(1_000_000));
      const prizes = Array.from({ length: n }, () => rng.int(100_000)).sort((x, y) => y - x);
      const equities = value(icmEquities(stacks, prizes));
      expect(sum(equities)).toBeCloseTo(sum(prizes), 4);
      for (let i = 0; i < n; i++) {
        expect(equities[i]).toBeGreaterThanOrEqual((prizes[n - 1] as number) - 1e-6);
        expect(equities[i]).toBeLessThanOrEqual((prizes[0] as number) + 1e-6);
        for (let j = 0; j < n; j++) {
          if ((stacks[i] as number) > (stacks[j] as number)) expect(equities[i]).toBeGreaterThanOrEqual((equities[j] as number) - 1e-6);
        }
      }
    }
  });

  it('handles 16 players and refuses 17 (TOO_MANY_PLAYERS)', () => {
    const prizes = Array.from({ length: 16 }, (_, i) => 1600 - i * 100);
    expect(
      sum(
        value(
          icmEquities(
            new Array<number>(16).fill(1000).map((s, i) => s + i),
            prizes,
          ),
        ),
      ),
    ).toBeCloseTo(sum(prizes), 4);
    const r = icmEquities(new Array<number>(17).fill(1000), prizes);
    expect(r.ok ? 'ok' : r.error.code).toBe('TOO_MANY_PLAYERS');
  });

  it.each<[string, number[], number[]]>([
    ['one player', [1000], [100]],
    ['an empty stack', [1000, 0], [100]],
    ['more prizes than players', [1000, 500], [100, 50, 25]],
    ['prizes listed from the bottom', [1000, 500], [50, 100]],
    ['no prizes', [1000, 500], []],
  ])('refuses %s (DEAL_INPUT)', (_, stacks, prizes) => {
    const r = icmEquities(stacks, prizes);
    expect(r.ok ? 'ok' : r.error.code).toBe('DEAL_INPUT');
  });
});

describe('icmDeal', () => {
  it('rounds the equities into amounts that sum exactly to the prizes', () => {
    expect(value(icmDeal([5000, 3000, 2000], [500, 300, 200])).amounts).toEqual([384, 327, 289]);
    expect(value(icmDeal([6000, 4000], [700, 300])).amounts).toEqual([540, 460]);
  });

  it('sums exactly for random final tables, prizes and units', () => {
    const rng = seededRng('icm-deal');
    for (let k = 0; k < 300; k++) {
      const n = 2 + rng.int(9);
      const stacks = Array.from({ length: n }, () => 1 + rng.int(1_000_000));
      const prizes = Array.from({ length: 1 + rng.int(n) }, () => rng.int(10_000_000)).sort((x, y) => y - x);
      const unit = [1, 100, 1000][rng.int(3)] as number;
      const deal = value(icmDeal(stacks, prizes, unit));
      expect(sum(deal.amounts)).toBe(sum(prizes));
      deal.amounts.forEach((a, i) => expect(Math.abs(a - (deal.equities[i] as number))).toBeLessThan(2 * unit));
    }
  });
});
