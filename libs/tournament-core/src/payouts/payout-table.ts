import { fail, isIntAtLeast, ok, type CoreResult } from '../result';

/** Percent is kept to three decimals (thousandths of a percent), which makes sums exact. */
export const PERCENT_SCALE = 1000;
const FULL = 100 * PERCENT_SCALE;

/**
 * The prize percentages for one range of entry counts: `percentages[0]` is 1st place, in
 * percent of the prize pool, up to three decimals, non-increasing, summing to exactly 100.
 */
export interface PayoutBand {
  minEntries: number;
  /** Inclusive; `Infinity` for an open-ended last band. */
  maxEntries: number;
  percentages: readonly number[];
}

/** A payout table by number of entries: bands in ascending order with no gaps or overlaps. */
export interface PayoutTable {
  name: string;
  bands: readonly PayoutBand[];
}

/** Read once: global look-ups are slow inside vm contexts such as jest's, and this runs per place. */
const round = Math.round;

/**
 * A percentage in thousandths of a percent, or null when it has more than three decimals.
 * @example toMilliPercent(6.25) // 6250
 */
export function toMilliPercent(percent: number): number | null {
  const scaled = percent * PERCENT_SCALE;
  const rounded = round(scaled);
  const error = scaled - rounded;
  // Also false for NaN and ±Infinity (their difference is NaN).
  return error < 1e-6 && error > -1e-6 ? rounded : null;
}

/**
 * Checks one place list: 1…entries places, each > 0 with ≤ 3 decimals, non-increasing, sum 100.
 * Returns the values in thousandths of a percent (for a director's custom list, say).
 * @example checkPercentages([50, 30, 20], 'custom').ok // true
 */
export function checkPercentages(percentages: readonly number[], label: string): CoreResult<number[]> {
  if (!Array.isArray(percentages) || percentages.length === 0) return fail('PAYOUT_TABLE', `${label}: at least one paid place is needed`);
  const milli: number[] = [];
  for (let i = 0; i < percentages.length; i++) {
    const p = percentages[i];
    const m = typeof p === 'number' ? toMilliPercent(p) : null;
    if (m === null || m <= 0) return fail('PAYOUT_TABLE', `${label}: place ${i + 1} must be a percentage > 0 with at most three decimals, got ${String(p)}`);
    if (i > 0 && m > (milli[i - 1] as number))
      return fail('PAYOUT_TABLE', `${label}: place ${i + 1} (${p}%) pays more than place ${i} (${percentages[i - 1]}%)`);
    milli.push(m);
  }
  const sum = milli.reduce((a, b) => a + b, 0);
  if (sum !== FULL) return fail('PAYOUT_TABLE', `${label}: percentages add up to ${sum / PERCENT_SCALE}%, not 100%`);
  return ok(milli);
}

/**
 * Checks a configured payout table: at least one band; bands ascending from ≥ 2 entries without
 * gaps or overlaps; never more paid places than the band's smallest entry count; every band's
 * percentages valid (see `checkPercentages`).
 * @example validatePayoutTable({ name: 'wta', bands: [{ minEntries: 2, maxEntries: Infinity, percentages: [100] }] }).ok // true
 */
export function validatePayoutTable(table: PayoutTable): CoreResult<PayoutTable> {
  if (typeof table?.name !== 'string' || table.name.trim() === '') return fail('PAYOUT_TABLE', 'a payout table needs a non-empty name');
  if (!Array.isArray(table.bands) || table.bands.length === 0) return fail('PAYOUT_TABLE', 'a payout table needs at least one band');
  let expectedMin = table.bands[0]?.minEntries ?? 0;
  for (const [i, band] of table.bands.entries()) {
    const label = `band ${i + 1} (${band?.minEntries}–${band?.maxEntries} entries)`;
    if (!isIntAtLeast(band?.minEntries, 2) || band.minEntries !== expectedMin) {
      return fail('PAYOUT_TABLE', `${label}: minEntries must be ${i === 0 ? 'a whole number ≥ 2' : `${expectedMin}, right after the previous band`}`);
    }
    if (!(isIntAtLeast(band.maxEntries, band.minEntries) || (band.maxEntries === Infinity && i === table.bands.length - 1))) {
      return fail('PAYOUT_TABLE', `${label}: maxEntries must be a whole number ≥ minEntries (Infinity only for the last band)`);
    }
    if (band.percentages?.length > band.minEntries)
      return fail('PAYOUT_TABLE', `${label}: pays ${band.percentages.length} places but may have only ${band.minEntries} entries`);
    const checked = checkPercentages(band.percentages, label);
    if (!checked.ok) return checked;
    expectedMin = band.maxEntries + 1;
  }
  return ok(table);
}

/**
 * The percentages a table pays for `entries` entries (`PAYOUT_NO_BAND` when no band covers it).
 * @example payoutPercentages(table, 30).value // e.g. [40, 27, 19, 14]
 */
export function payoutPercentages(table: PayoutTable, entries: number): CoreResult<readonly number[]> {
  const valid = validatePayoutTable(table);
  if (!valid.ok) return valid;
  const band = table.bands.find((b) => entries >= b.minEntries && entries <= b.maxEntries);
  if (!isIntAtLeast(entries, 1) || band === undefined) return fail('PAYOUT_NO_BAND', `payout table "${table.name}" has no band for ${String(entries)} entries`);
  return ok(band.percentages);
}
