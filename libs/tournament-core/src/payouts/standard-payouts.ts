import { topUpInOrder } from '../amounts';
import { fail, isIntAtLeast, ok, type CoreResult } from '../result';
import { PERCENT_SCALE, type PayoutBand, type PayoutTable } from './payout-table';

/**
 * The standard payout table. Small fields use the familiar hand-written lists below; larger
 * fields pay about the top 12.5%, rounded to whole groups (3 places up to 27 paid, then a table
 * of 9), computed by `generatedPercentages`. Only + − × ÷ are used, so every platform computes
 * the same table (no `Math.pow`/`Math.log` whose last bit may differ between engines).
 */
const SMALL_FIELDS: readonly (readonly [maxEntries: number, percentages: readonly number[]])[] = [
  [5, [100]],
  [10, [65, 35]],
  [17, [50, 30, 20]],
  [24, [45, 27, 17, 11]],
  [32, [40, 25, 16, 11, 8]],
  [40, [36, 23, 15, 11, 8.5, 6.5]],
  [48, [33, 21, 14.5, 10.5, 8, 7, 6]],
  [56, [31, 20, 14, 10, 8, 6.5, 5.5, 5]],
];
const NINE_PLACES: readonly number[] = [29, 19, 13, 9.5, 7.5, 6.25, 5.5, 5.25, 5];
const PAID_FRACTION = 0.125;
/** Every paid place receives at least this many average entries' worth (a min cash ≈ 1.5 buy-ins). */
const MIN_CASH_ENTRIES = 1.5;
const FULL = 100 * PERCENT_SCALE;

/**
 * Paid places for `entries` in the standard table.
 * @example standardPlacesPaid(100) // 12
 */
export function standardPlacesPaid(entries: number): number {
  const small = SMALL_FIELDS.find(([max]) => entries <= max);
  if (small) return small[1].length;
  const target = entries * PAID_FRACTION;
  if (target < 27) return Math.max(9, 3 * Math.round(target / 3));
  return 9 * Math.round(target / 9);
}

/** The group sizes of `places` paid places: 1st–9th alone, then threes up to 27th, then nines. */
function groupSizes(places: number): number[] {
  const sizes: number[] = [];
  for (let paid = 0; paid < places;) {
    const size = paid < 9 ? 1 : paid < 27 ? 3 : 9;
    sizes.push(size);
    paid += size;
  }
  return sizes;
}

/** Per-place weights 1/(i + c)², averaged within each group so group members are paid alike. */
function placeWeights(places: number, c: number): number[] {
  const weights: number[] = [];
  let place = 1;
  for (const size of groupSizes(places)) {
    let sum = 0;
    for (let k = 0; k < size; k++) sum += 1 / ((place + k + c) * (place + k + c));
    for (let k = 0; k < size; k++) weights.push(sum / size);
    place += size;
  }
  return weights;
}

function firstShare(weights: number[]): number {
  return (weights[0] as number) / weights.reduce((a, b) => a + b, 0);
}

/**
 * Percentages for `places` > 9 paid places in a band starting at `minEntries`: every place gets
 * a min cash, the rest follows 1/(i + c)² with `c` found by bisection so that 1st place gets
 * 21–29% (29% at 9 paid, falling towards 21% for thousands paid).
 */
function generatedPercentages(places: number, minEntries: number): number[] {
  const floor = MIN_CASH_ENTRIES / minEntries;
  const firstTarget = 0.21 + (0.08 * 27) / (places + 18);
  const powerFirst = (firstTarget - floor) / (1 - places * floor);
  let lo = 0;
  let hi = 4 * places;
  for (let k = 0; k < 100; k++) {
    const mid = (lo + hi) / 2;
    if (firstShare(placeWeights(places, mid)) > powerFirst) lo = mid;
    else hi = mid;
  }
  const weights = placeWeights(places, (lo + hi) / 2);
  const total = weights.reduce((a, b) => a + b, 0);
  // The min cash is rounded up so it really is ≥ 1.5 entries; the curve shares what is left.
  const minCash = Math.ceil(floor * FULL);
  const rest = FULL - places * minCash;
  const milli = weights.map((w) => minCash + Math.floor((rest * w) / total));
  return topUpInOrder(milli, FULL, 1).map((m) => m / PERCENT_SCALE);
}

const cache = new Map<number, readonly number[]>();

/** The smallest entry count paying `places` places (bands are ranges of equal paid places). */
function bandStart(entries: number): number {
  const places = standardPlacesPaid(entries);
  let start = entries;
  while (start > 2 && standardPlacesPaid(start - 1) === places) start--;
  return start;
}

/**
 * The standard payout percentages for `entries` entries (2 or more), 1st place first.
 * @example standardPayoutPercentages(8) // [65, 35]
 */
export function standardPayoutPercentages(entries: number): CoreResult<readonly number[]> {
  if (!isIntAtLeast(entries, 2)) return fail('PAYOUT_NO_BAND', `a payout needs at least 2 entries, got ${String(entries)}`);
  const places = standardPlacesPaid(entries);
  const small = SMALL_FIELDS.find(([max]) => entries <= max);
  if (small) return ok(small[1]);
  if (places === 9) return ok(NINE_PLACES);
  let percentages = cache.get(places);
  if (percentages === undefined) {
    percentages = Object.freeze(generatedPercentages(places, bandStart(entries)));
    cache.set(places, percentages);
  }
  return ok(percentages);
}

/**
 * The standard table as data, bands up to `maxEntries` (the last band is cut there), e.g. to
 * show a director or to copy and edit into a custom table.
 * @example standardPayoutTable(100).bands[0] // { minEntries: 2, maxEntries: 5, percentages: [100] }
 */
export function standardPayoutTable(maxEntries = 10_000): PayoutTable {
  const bands: PayoutBand[] = [];
  for (let start = 2; start <= maxEntries;) {
    const places = standardPlacesPaid(start);
    let end = start;
    while (end < maxEntries && standardPlacesPaid(end + 1) === places) end++;
    const r = standardPayoutPercentages(start);
    if (r.ok) bands.push({ minEntries: start, maxEntries: end, percentages: r.value });
    start = end + 1;
  }
  return { name: 'standard', bands };
}
