import { topUpInOrder } from '../amounts';
import { fail, isIntAtLeast, ok, type CoreResult } from '../result';
import { checkPercentages, PERCENT_SCALE, payoutPercentages, type PayoutTable } from './payout-table';
import { standardPayoutPercentages } from './standard-payouts';

/** The prize pool and the house's overlay when the guarantee is not reached. */
export interface PrizePool {
  prizePool: number;
  /** `prizePool − collected`: what the house adds (0 when the guarantee is met). */
  overlay: number;
}

/**
 * Prize pool = max(collected, guarantee); the difference is the overlay, paid by the house.
 * @example prizePool(8_000, 10_000) // { prizePool: 10_000, overlay: 2_000 }
 */
export function prizePool(collected: number, guarantee = 0): CoreResult<PrizePool> {
  if (!isIntAtLeast(collected, 0) || !isIntAtLeast(guarantee, 0)) {
    return fail('PAYOUT_AMOUNTS', `collected and guarantee must be whole amounts ≥ 0, got ${String(collected)} and ${String(guarantee)}`);
  }
  const pool = Math.max(collected, guarantee);
  return ok({ prizePool: pool, overlay: pool - collected });
}

/**
 * Turns percentages into amounts: each place rounded down to `unit` (e.g. 100 = whole currency
 * units when amounts are cents), then the remainder, one unit per place from 1st down, and any
 * sub-unit residue to 1st. Sums exactly to `pool` and stays non-increasing by place.
 * @example payoutAmounts(1_001, [50, 30, 20], 1).value // [501, 300, 200]
 */
export function payoutAmounts(pool: number, percentages: readonly number[], unit = 1): CoreResult<number[]> {
  if (!isIntAtLeast(pool, 0) || !isIntAtLeast(unit, 1))
    return fail('PAYOUT_AMOUNTS', `pool must be a whole amount ≥ 0 and unit ≥ 1, got ${String(pool)} and ${String(unit)}`);
  const checked = checkPercentages(percentages, 'payout');
  if (!checked.ok) return checked;
  const divisor = 100 * PERCENT_SCALE * unit;
  const amounts = checked.value.map((m) => mulDiv(pool, m, divisor) * unit);
  return ok(topUpInOrder(amounts, pool, unit));
}

/** Read once: global look-ups are slow inside vm contexts such as jest's, and this runs per place. */
const floor = Math.floor;
const MAX_SAFE = Number.MAX_SAFE_INTEGER;

/**
 * ⌊a × b / d⌋ exactly. Plain numbers while a × b is a safe integer (the quotient is corrected
 * by exact integer checks, so float rounding cannot push it across an integer); BigInt beyond,
 * i.e. for pools above ~90 billion units.
 */
function mulDiv(a: number, b: number, d: number): number {
  const product = a * b;
  if (!(product <= MAX_SAFE)) return Number((BigInt(a) * BigInt(b)) / BigInt(d));
  let q = floor(product / d);
  while (q * d > product) q--;
  while ((q + 1) * d <= product) q++;
  return q;
}

export interface PayoutRequest {
  entries: number;
  /** Prize money collected (buy-ins and re-entries, fees already taken out). */
  collected: number;
  guarantee?: number;
  /** The currency unit to round prizes to; default 1. */
  unit?: number;
  /** Default: the standard table (`standardPayoutPercentages`). */
  table?: PayoutTable;
}

export interface Payouts extends PrizePool {
  percentages: readonly number[];
  /** `amounts[0]` is 1st place; sums exactly to `prizePool`. */
  amounts: number[];
}

/**
 * The whole payout for a field: prize pool with overlay, the table's percentages for the entry
 * count, and the amounts per place.
 * @example
 * const r = computePayouts({ entries: 100, collected: 100 * 9_000, guarantee: 1_000_000 });
 * // r.value.prizePool === 1_000_000, r.value.overlay === 100_000, r.value.amounts.length === 12
 */
export function computePayouts(request: PayoutRequest): CoreResult<Payouts> {
  const pool = prizePool(request.collected, request.guarantee ?? 0);
  if (!pool.ok) return pool;
  const percentages = request.table ? payoutPercentages(request.table, request.entries) : standardPayoutPercentages(request.entries);
  if (!percentages.ok) return percentages;
  const amounts = payoutAmounts(pool.value.prizePool, percentages.value, request.unit ?? 1);
  if (!amounts.ok) return amounts;
  return ok({ ...pool.value, percentages: percentages.value, amounts: amounts.value });
}
