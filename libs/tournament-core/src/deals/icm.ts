import { apportionShares } from '../amounts';
import { ok, type CoreResult } from '../result';
import { dealInputProblem, type Deal } from './deal-input';

/**
 * Malmuth–Harville ICM equity: the chance of finishing 1st is the share of all chips; given the
 * players already placed above, the chance of taking the next place is the share of the chips
 * left. Exact recursion over the set of players placed so far, memoised per subset: O(2^n · n).
 * Returns expected prizes (real numbers) in the order of `stacks`; places beyond `prizes` pay 0.
 * @example icmEquities([6000, 4000], [700, 300]).value // [540, 460]
 */
export function icmEquities(stacks: readonly number[], prizes: readonly number[]): CoreResult<number[]> {
  const problem = dealInputProblem(stacks, prizes, 1);
  if (problem !== null) return problem;
  const n = stacks.length;
  const total = stacks.reduce((a, b) => a + b, 0);
  const size = 1 << n;
  // prob[mask]: chance that exactly the players in `mask` take the top |mask| places.
  const prob = new Float64Array(size);
  const chips = new Float64Array(size);
  const placed = new Uint8Array(size);
  const equity = new Array<number>(n).fill(0);
  prob[0] = 1;
  for (let mask = 0; mask < size; mask++) {
    if (mask > 0) {
      const low = mask & -mask;
      chips[mask] = (chips[mask ^ low] as number) + (stacks[31 - Math.clz32(low)] as number);
      placed[mask] = (placed[mask ^ low] as number) + 1;
    }
    const p = prob[mask] as number;
    const place = placed[mask] as number;
    if (p === 0 || place >= prizes.length) continue;
    const left = total - (chips[mask] as number);
    const prize = prizes[place] as number;
    for (let j = 0; j < n; j++) {
      if (mask & (1 << j)) continue;
      const q = (p * (stacks[j] as number)) / left;
      equity[j] = (equity[j] as number) + q * prize;
      prob[mask | (1 << j)] = (prob[mask | (1 << j)] as number) + q;
    }
  }
  return ok(equity);
}

/**
 * An ICM deal: each player's ICM equity rounded to `unit` (largest remainder), summing exactly
 * to the remaining prizes. `equities` are the unrounded values, to show the players.
 * @example icmDeal([5000, 3000, 2000], [500, 300, 200]).value.amounts // [384, 327, 289]
 */
export function icmDeal(stacks: readonly number[], prizes: readonly number[], unit = 1): CoreResult<Deal & { equities: number[] }> {
  const problem = dealInputProblem(stacks, prizes, unit);
  if (problem !== null) return problem;
  const equities = icmEquities(stacks, prizes);
  if (!equities.ok) return equities;
  const total = prizes.reduce((a, b) => a + b, 0);
  return ok({ amounts: apportionShares(total, equities.value, unit), equities: equities.value });
}
