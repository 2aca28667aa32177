import { apportionByWeights } from '../amounts';
import { ok, type CoreResult } from '../result';
import { dealInputProblem, type Deal } from './deal-input';

export interface ChipChopOptions {
  /**
   * Everybody first receives the prize of the last place still to be decided (the smallest
   * they can finish with); only the rest is divided by chips. Default false (pure chip chop).
   */
  guaranteeLastPlace?: boolean;
  /** Currency unit to round to; default 1. */
  unit?: number;
}

/**
 * A chip-chop deal: the remaining prizes divided in proportion to the stacks (exact integer
 * arithmetic, largest remainder in whole units), summing exactly to the remaining prizes.
 * A plain chip chop can pay a big stack more than 1st prize; ICM never does.
 * @example chipChop([6000, 4000], [700, 300]).value.amounts // [600, 400]
 * @example chipChop([6000, 4000], [700, 300], { guaranteeLastPlace: true }).value.amounts // [540, 460]
 */
export function chipChop(stacks: readonly number[], prizes: readonly number[], options: ChipChopOptions = {}): CoreResult<Deal> {
  const unit = options.unit ?? 1;
  const problem = dealInputProblem(stacks, prizes, unit);
  if (problem !== null) return problem;
  const total = prizes.reduce((a, b) => a + b, 0);
  const floor = options.guaranteeLastPlace ? (prizes[stacks.length - 1] ?? 0) : 0;
  const shares = apportionByWeights(total - floor * stacks.length, stacks, unit);
  return ok({ amounts: shares.map((s) => s + floor) });
}
