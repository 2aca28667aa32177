import { splitEvenly } from '../amounts';
import { fail, isIntAtLeast, ok, type CoreResult } from '../result';

/**
 * Players who share places (busting in the same hand-for-hand hand, RP-8, or with equal
 * starting stacks) split the sum of those places' prizes equally. The share is rounded down to
 * `unit`; leftover units go one each to the players in the order given (the caller passes a
 * fixed order, e.g. table and seat), any sub-unit residue to the first. Pass 0 for places
 * beyond the paid ones.
 * @example splitSharedPlaces([300, 200], 1).value // [250, 250]
 * @example splitSharedPlaces([100, 0, 0], 1).value // [34, 33, 33]
 */
export function splitSharedPlaces(prizes: readonly number[], unit = 1): CoreResult<number[]> {
  if (!Array.isArray(prizes) || prizes.length === 0) return fail('PAYOUT_AMOUNTS', 'at least one shared place is needed');
  if (!isIntAtLeast(unit, 1)) return fail('PAYOUT_AMOUNTS', `unit must be a whole number ≥ 1, got ${String(unit)}`);
  if (!prizes.every((p) => isIntAtLeast(p, 0))) return fail('PAYOUT_AMOUNTS', 'prizes must be whole amounts ≥ 0');
  const total = prizes.reduce((a, b) => a + b, 0);
  return ok(splitEvenly(total, prizes.length, unit));
}
