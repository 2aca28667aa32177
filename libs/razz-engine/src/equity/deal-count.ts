import type { EquitySpot } from './equity-spot';

/** C(n, k) as a float: exact while it stays below 2^53, and every count compared here does. */
export function binomial(n: number, k: number): number {
  if (k < 0 || k > n) return 0;
  let c = 1;
  for (let i = 1; i <= k; i++) c = (c * (n - k + i)) / i;
  return Math.round(c);
}

/**
 * How many ways the unseen cards can complete the spot, each equally likely: the community
 * cards to come, then each hand's own cards from what is left. Hands draw disjoint cards and
 * the order within a hand does not matter, so it is C(P, t) · C(P − t, d1) · C(P − t − d1, d2) · …
 * (a multinomial count; the result does not depend on the order of the hands).
 */
export function dealCount(spot: EquitySpot): number {
  let left = spot.pool.length;
  let deals = binomial(left, spot.communityToCome);
  left -= spot.communityToCome;
  for (const draw of spot.draws) {
    deals *= binomial(left, draw);
    left -= draw;
  }
  return deals;
}
