/**
 * Integer money and chip arithmetic shared by payouts, shared places and deals. Every function
 * returns amounts that sum exactly to the total: nothing is created or lost by rounding.
 * Amounts are multiples of `unit` (the currency unit to round to), except one sub-unit residue
 * when the total itself is not a multiple of `unit`; the residue goes to the first recipient
 * (the top place, or the largest share), so nobody else receives odd cents.
 */

/**
 * Splits `total` into `count` equal parts rounded down to `unit`; the units left over go one
 * each to the first recipients, the sub-unit residue to the very first.
 * @example splitEvenly(1001, 3, 1) // [334, 334, 333]
 */
export function splitEvenly(total: number, count: number, unit: number): number[] {
  const share = Math.floor(total / (count * unit)) * unit;
  const amounts = new Array<number>(count).fill(share);
  return topUpInOrder(amounts, total, unit);
}

/**
 * Adds what `amounts` lacks to reach `total`: one `unit` each to the first entries in order,
 * then the sub-unit residue to the first. Expects `total − Σ amounts` < (count + 1) × unit.
 */
export function topUpInOrder(amounts: number[], total: number, unit: number): number[] {
  const missing = total - amounts.reduce((a, b) => a + b, 0);
  const units = Math.floor(missing / unit);
  for (let i = 0; i < units; i++) amounts[i % amounts.length] = (amounts[i % amounts.length] as number) + unit;
  if (amounts.length > 0) amounts[0] = (amounts[0] as number) + (missing - units * unit);
  return amounts;
}

/**
 * Exact proportional split of `total` by integer `weights` (largest remainder, in whole units).
 * BigInt keeps `total × weight` exact beyond 2^53. Ties between equal remainders go to the
 * larger weight, then to the earlier index, so the result never depends on anything but input.
 * @example apportionByWeights(100, [2, 1], 1) // [67, 33]
 */
export function apportionByWeights(total: number, weights: readonly number[], unit: number): number[] {
  const sum = weights.reduce((a, b) => a + BigInt(b), 0n);
  const units = BigInt(Math.floor(total / unit));
  const quotients = weights.map((w) => (units * BigInt(w)) / sum);
  const remainders = weights.map((w) => (units * BigInt(w)) % sum);
  let left = Number(units - quotients.reduce((a, b) => a + b, 0n));
  const order = weights
    .map((_, i) => i)
    .sort((a, b) => compareBig(remainders[b] as bigint, remainders[a] as bigint) || (weights[b] as number) - (weights[a] as number) || a - b);
  const amounts = quotients.map((q) => Number(q) * unit);
  for (const i of order) {
    if (left-- <= 0) break;
    amounts[i] = (amounts[i] as number) + unit;
  }
  return addResidueToLargest(amounts, total, weights);
}

/**
 * Rounds real-valued shares (e.g. ICM equities) that sum to `total` up to float error into
 * integers that sum to `total` exactly: whole units by largest fractional part; float drift
 * that would overshoot is taken back from the smallest fractional parts.
 * @example apportionShares(1000, [383.93, 327.5, 288.57], 1) // [384, 327, 289]
 */
export function apportionShares(total: number, shares: readonly number[], unit: number): number[] {
  const scaled = shares.map((s) => Math.max(0, s) / unit);
  const amounts = scaled.map((s) => Math.floor(s));
  const fractions = scaled.map((s, i) => s - (amounts[i] as number));
  const byFraction = shares
    .map((_, i) => i)
    .sort((a, b) => (fractions[b] as number) - (fractions[a] as number) || (shares[b] as number) - (shares[a] as number) || a - b);
  let left = Math.floor(total / unit) - amounts.reduce((a, b) => a + b, 0);
  for (let k = 0; left > 0; k++, left--) {
    const i = byFraction[k % byFraction.length] as number;
    amounts[i] = (amounts[i] as number) + 1;
  }
  for (let k = byFraction.length - 1; left < 0; k = (k + byFraction.length - 1) % byFraction.length) {
    const i = byFraction[k] as number;
    if ((amounts[i] as number) > 0) {
      amounts[i] = (amounts[i] as number) - 1;
      left++;
    }
  }
  return addResidueToLargest(
    amounts.map((a) => a * unit),
    total,
    shares,
  );
}

function addResidueToLargest(amounts: number[], total: number, sizes: readonly number[]): number[] {
  const residue = total - amounts.reduce((a, b) => a + b, 0);
  if (residue !== 0 && amounts.length > 0) {
    let best = 0;
    for (let i = 1; i < sizes.length; i++) if ((sizes[i] as number) > (sizes[best] as number)) best = i;
    amounts[best] = (amounts[best] as number) + residue;
  }
  return amounts;
}

function compareBig(a: bigint, b: bigint): number {
  return a < b ? -1 : a > b ? 1 : 0;
}
