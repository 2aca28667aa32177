import { payoutAmounts } from './payouts';
import { checkPercentages, validatePayoutTable } from './payout-table';
import { standardPayoutPercentages, standardPayoutTable, standardPlacesPaid } from './standard-payouts';

function percentagesFor(entries: number): readonly number[] {
  const r = standardPayoutPercentages(entries);
  if (!r.ok) throw new Error(r.error.message);
  return r.value;
}

describe('standard payout table', () => {
  it('pays the familiar small-field lists', () => {
    expect(percentagesFor(2)).toEqual([100]);
    expect(percentagesFor(9)).toEqual([65, 35]);
    expect(percentagesFor(17)).toEqual([50, 30, 20]);
    expect(percentagesFor(60)).toEqual([29, 19, 13, 9.5, 7.5, 6.25, 5.5, 5.25, 5]);
  });

  it('for every entry count 2…10,000: valid percentages, amounts summing exactly to the pool, non-increasing, rounded to the unit', () => {
    const buyIn = 10_937; // cents, so pools are not round numbers
    const problems: string[] = [];
    for (let entries = 2; entries <= 10_000; entries++) {
      const percentages = percentagesFor(entries);
      if (!checkPercentages(percentages, 'x').ok) problems.push(`${entries}: invalid percentages`);
      const pool = entries * buyIn;
      const r = payoutAmounts(pool, percentages, 100);
      if (!r.ok) throw new Error(r.error.message);
      const amounts = r.value;
      if (amounts.reduce((a, b) => a + b, 0) !== pool) problems.push(`${entries}: sum ≠ pool`);
      for (let i = 1; i < amounts.length; i++) {
        if ((amounts[i] as number) > (amounts[i - 1] as number)) problems.push(`${entries}: place ${i + 1} > place ${i}`);
        if ((amounts[i] as number) % 100 !== 0) problems.push(`${entries}: place ${i + 1} not in whole units`);
      }
    }
    // Collected, then asserted once: millions of expect() calls would take minutes.
    expect(problems).toEqual([]);
  });

  it('pays roughly the top 10–15% from 100 entries on, with 1st place at 20–30% and a min cash of at least 1.5 buy-ins', () => {
    const problems: string[] = [];
    for (let entries = 57; entries <= 10_000; entries++) {
      const percentages = percentagesFor(entries);
      const paid = percentages.length / entries;
      if (entries >= 100 && (paid < 0.1 || paid > 0.15)) problems.push(`${entries}: ${percentages.length} paid`);
      const first = percentages[0] as number;
      if (first < 20 || first > 30) problems.push(`${entries}: 1st ${first}%`);
      const minCashInBuyIns = ((percentages[percentages.length - 1] as number) / 100) * entries;
      if (minCashInBuyIns < 1.5) problems.push(`${entries}: min cash ${minCashInBuyIns} buy-ins`);
    }
    expect(problems).toEqual([]);
  });

  it('pays more places as the field grows, never fewer, in groups of 3 then 9 beyond 9 places', () => {
    let previous = 0;
    const wrong: string[] = [];
    for (let entries = 2; entries <= 10_000; entries++) {
      const places = standardPlacesPaid(entries);
      if (places < previous) wrong.push(`${entries}: ${places} < ${previous}`);
      if (places > 9 && places % (places <= 27 ? 3 : 9) !== 0) wrong.push(`${entries}: ${places} places`);
      previous = places;
    }
    expect(wrong).toEqual([]);
    expect(standardPlacesPaid(10_000)).toBe(1251);
  });

  it('pays places of one group alike (10th–12th, 28th–36th …) and never less further down', () => {
    const percentages = percentagesFor(1000);
    expect(new Set(percentages.slice(9, 12)).size).toBeLessThanOrEqual(2);
    expect(new Set(percentages.slice(27, 36)).size).toBeLessThanOrEqual(2);
  });

  it('as data: a valid table whose bands match the percentages for each entry count', () => {
    const table = standardPayoutTable(2_000);
    expect(validatePayoutTable(table).ok).toBe(true);
    expect(table.bands[0]).toEqual({ minEntries: 2, maxEntries: 5, percentages: [100] });
    expect(table.bands[table.bands.length - 1]?.maxEntries).toBe(2_000);
    for (const band of table.bands) {
      expect(percentagesFor(band.minEntries)).toEqual(band.percentages);
      expect(percentagesFor(band.maxEntries)).toEqual(band.percentages);
    }
  });

  it.each([1, 0, 2.5, Number.NaN])('refuses %p entries', (entries) => {
    const r = standardPayoutPercentages(entries);
    expect(r.ok ? 'ok' : r.error.code).toBe('PAYOUT_NO_BAND');
  });
});
