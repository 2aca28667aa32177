import { payoutPercentages, validatePayoutTable, type PayoutTable } from './payout-table';
import { computePayouts, payoutAmounts, prizePool } from './payouts';
import { splitSharedPlaces } from './shared-places';
import { seededRng } from '@app/razz-engine';

const value = <T>(r: { ok: true; value: T } | { ok: false; error: { message: string } }): T => {
  if (!r.ok) throw new Error(r.error.message);
  return r.value;
};
const code = (r: { ok: boolean; error?: { code: string } }): string => (r.ok ? 'ok' : (r.error?.code ?? ''));

describe('prizePool', () => {
  it('is the guarantee when collections fall short; the overlay is the difference', () => {
    expect(value(prizePool(8_000, 10_000))).toEqual({ prizePool: 10_000, overlay: 2_000 });
  });

  it('is the collected money once the guarantee is passed, with no overlay', () => {
    expect(value(prizePool(12_000, 10_000))).toEqual({ prizePool: 12_000, overlay: 0 });
    expect(value(prizePool(500))).toEqual({ prizePool: 500, overlay: 0 });
  });

  it.each([
    [-1, 0],
    [1.5, 0],
    [0, -5],
  ])('refuses collected %p / guarantee %p', (collected, guarantee) => {
    expect(code(prizePool(collected, guarantee))).toBe('PAYOUT_AMOUNTS');
  });
});

describe('payoutAmounts', () => {
  it('gives the remainder to the top places', () => {
    expect(value(payoutAmounts(1_001, [50, 30, 20]))).toEqual([501, 300, 200]);
    expect(value(payoutAmounts(1_002, [40, 30, 30]))).toEqual([401, 301, 300]);
  });

  it('rounds to the currency unit; the sub-unit residue goes to 1st', () => {
    // 61,728 / 37,036.8 / 24,691.2 → 61,700 / 37,000 / 24,600; 156 left: one unit and 56 to 1st.
    expect(value(payoutAmounts(123_456, [50, 30, 20], 100))).toEqual([61_856, 37_000, 24_600]);
  });

  it('stays exact for pools beyond 2^53 / 100,000 (up to the largest safe integer)', () => {
    const safe = Number.MAX_SAFE_INTEGER;
    const amounts = value(payoutAmounts(safe, [33.334, 33.333, 33.333]));
    expect(amounts.reduce((a, b) => a + b, 0)).toBe(safe);
    const exact = [33_334n, 33_333n, 33_333n].map((m) => Number((BigInt(safe) * m) / 100_000n));
    // Rounded down exactly, then at most one unit more for each of the top places.
    amounts.forEach((a, i) => expect(a - (exact[i] as number)).toBeGreaterThanOrEqual(0));
    amounts.forEach((a, i) => expect(a - (exact[i] as number)).toBeLessThanOrEqual(1));
  });

  it('sums exactly for random pools, units and tables', () => {
    const rng = seededRng('payout-amounts');
    const wrong: string[] = [];
    for (let k = 0; k < 2_000; k++) {
      const places = 1 + rng.int(30);
      const weights = Array.from({ length: places }, () => 1 + rng.int(1000)).sort((a, b) => b - a);
      const milli = weights.map((w) => Math.floor((w * 100_000) / weights.reduce((a, b) => a + b, 0)));
      milli[0] = (milli[0] as number) + 100_000 - milli.reduce((a, b) => a + b, 0);
      const pool = rng.int(2 ** 31);
      const unit = [1, 5, 100, 1000][rng.int(4)] as number;
      const amounts = value(
        payoutAmounts(
          pool,
          milli.map((m) => m / 1000),
          unit,
        ),
      );
      if (amounts.reduce((a, b) => a + b, 0) !== pool) wrong.push(`pool ${pool}: sum ${amounts}`);
      for (let i = 1; i < places; i++) if ((amounts[i] as number) > (amounts[i - 1] as number)) wrong.push(`pool ${pool}: rises at ${i + 1}`);
    }
    expect(wrong).toEqual([]);
  });

  it.each<[string, number, number[], number]>([
    ['a negative pool', -1, [100], 1],
    ['a zero unit', 100, [100], 0],
    ['percentages not summing to 100', 100, [60, 30], 1],
    ['a rising percentage', 100, [40, 60], 1],
    ['four decimals', 100, [50.0001, 49.9999], 1],
  ])('refuses %s', (_, pool, percentages, unit) => {
    expect(['PAYOUT_AMOUNTS', 'PAYOUT_TABLE']).toContain(code(payoutAmounts(pool, percentages, unit)));
  });
});

const TABLE: PayoutTable = {
  name: 'house',
  bands: [
    { minEntries: 2, maxEntries: 9, percentages: [70, 30] },
    { minEntries: 10, maxEntries: 30, percentages: [50, 30, 20] },
    { minEntries: 31, maxEntries: Infinity, percentages: [40, 25, 15, 12, 8] },
  ],
};

describe('payout tables', () => {
  it('pick the band for the entry count', () => {
    expect(value(payoutPercentages(TABLE, 9))).toEqual([70, 30]);
    expect(value(payoutPercentages(TABLE, 10))).toEqual([50, 30, 20]);
    expect(value(payoutPercentages(TABLE, 50_000))).toEqual([40, 25, 15, 12, 8]);
    expect(code(payoutPercentages(TABLE, 1))).toBe('PAYOUT_NO_BAND');
  });

  it.each<[string, PayoutTable, RegExp]>([
    [
      'a gap between bands',
      {
        name: 't',
        bands: [
          { minEntries: 2, maxEntries: 9, percentages: [100] },
          { minEntries: 11, maxEntries: 20, percentages: [100] },
        ],
      },
      /band 2 .*minEntries must be 10/,
    ],
    [
      'an open band before the last',
      {
        name: 't',
        bands: [
          { minEntries: 2, maxEntries: Infinity, percentages: [100] },
          { minEntries: 11, maxEntries: 20, percentages: [100] },
        ],
      },
      /Infinity only for the last band/,
    ],
    [
      'more places than entries',
      { name: 't', bands: [{ minEntries: 2, maxEntries: 9, percentages: [50, 30, 20] }] },
      /pays 3 places but may have only 2 entries/,
    ],
    ['a sum below 100', { name: 't', bands: [{ minEntries: 2, maxEntries: 9, percentages: [60, 30] }] }, /add up to 90%, not 100%/],
    ['a later place paying more', { name: 't', bands: [{ minEntries: 3, maxEntries: 9, percentages: [40, 35, 25.5] }] }, /./],
    ['no name', { name: '', bands: [] }, /non-empty name/],
  ])('refuse %s with PAYOUT_TABLE and a clear message', (_, table, message) => {
    const r = validatePayoutTable(table);
    expect(r.ok).toBe(false);
    if (!r.ok) {
      expect(r.error.code).toBe('PAYOUT_TABLE');
      expect(r.error.message).toMatch(message);
    }
  });
});

describe('computePayouts', () => {
  it('applies the guarantee, the table and the unit together', () => {
    const r = value(computePayouts({ entries: 20, collected: 20 * 95_00, guarantee: 2_000_00, unit: 100, table: TABLE }));
    expect(r).toEqual({ prizePool: 2_000_00, overlay: 10_000, percentages: [50, 30, 20], amounts: [1_000_00, 600_00, 400_00] });
  });

  it('uses the standard table by default', () => {
    const r = value(computePayouts({ entries: 8, collected: 800 }));
    expect(r.amounts).toEqual([520, 280]);
  });
});

describe('splitSharedPlaces', () => {
  it('splits the sum of the shared places equally', () => {
    expect(value(splitSharedPlaces([300, 200]))).toEqual([250, 250]);
  });

  it('gives leftover chips to the players in the order given, one each', () => {
    expect(value(splitSharedPlaces([100, 0, 0]))).toEqual([34, 33, 33]);
    expect(value(splitSharedPlaces([101, 0, 0]))).toEqual([34, 34, 33]);
  });

  it('rounds to the unit, the sub-unit residue to the first player', () => {
    expect(value(splitSharedPlaces([1_050, 1_000, 999], 100))).toEqual([1_049, 1_000, 1_000]);
  });

  it('sums exactly and differs by at most one unit (plus the residue) for random places', () => {
    const rng = seededRng('shared');
    for (let k = 0; k < 1_000; k++) {
      const prizes = Array.from({ length: 1 + rng.int(8) }, () => rng.int(100_000));
      const unit = [1, 10, 100][rng.int(3)] as number;
      const shares = value(splitSharedPlaces(prizes, unit));
      const total = prizes.reduce((a, b) => a + b, 0);
      expect(shares.reduce((a, b) => a + b, 0)).toBe(total);
      const rest = shares.slice(1);
      if (rest.length > 0) expect(Math.max(...rest) - Math.min(...rest)).toBeLessThanOrEqual(unit);
      expect((shares[0] as number) - Math.min(...shares)).toBeLessThan(2 * unit);
    }
  });

  it.each([[[]], [[-1, 5]]])('refuses %p', (prizes) => {
    expect(code(splitSharedPlaces(prizes))).toBe('PAYOUT_AMOUNTS');
  });
});
