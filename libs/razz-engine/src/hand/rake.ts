import type { Draft } from './draft';
import type { Pot } from './pots';

/**
 * Shares `amount` of rake among pots in proportion to their sizes (as PokerStars does): each pot
 * gives its exact share `amount × pot / total` rounded down, and the chips left over go one each
 * to the pots with the largest fractions left over, ties to the earlier pot (the main pot first).
 * So every share is its exact share rounded down or up, and the shares add up to `amount`. While
 * the rake is at most half of the chips, a pot of two or more chips always keeps some: a small
 * main pot is never eaten by side pots its winner had no part in.
 */
export function splitRake(pots: readonly number[], amount: number): number[] {
  const total = pots.reduce((sum, pot) => sum + pot, 0);
  if (amount <= 0 || total <= 0) return pots.map(() => 0);
  const shares = pots.map((pot) => Math.floor((amount * pot) / total));
  // Integer remainders (amount × pot mod total) compare the fractions without rounding errors.
  const byRemainder = pots.map((pot, k) => ({ k, remainder: (amount * pot) % total })).sort((a, b) => b.remainder - a.remainder || a.k - b.k);
  let left = amount - shares.reduce((sum, r) => sum + r, 0);
  for (const { k } of byRemainder) {
    if (left === 0) break;
    shares[k] = (shares[k] as number) + 1;
    left--;
  }
  return shares;
}

/**
 * Percentage rake (docs/rules/betting-and-pots.md, rake): `percent` of the total of the pots rounded down,
 * at most `cap` for the hand, only once the hand reached `fromStreet`; split across the pots by
 * `splitRake`. Lowers each pot's amount and returns the rake.
 */
export function takeRake(d: Draft, pots: Pot[]): number {
  const rake = d.s.rules.rake;
  if (rake.kind !== 'percentage' || d.s.street < rake.fromStreet) return 0;
  const total = pots.reduce((sum, pot) => sum + pot.amount, 0);
  const amount = Math.min(rake.cap, Math.floor((total * rake.percent) / 100));
  splitRake(
    pots.map((pot) => pot.amount),
    amount,
  ).forEach((share, k) => ((pots[k] as Pot).amount -= share));
  if (amount > 0) d.events.push({ type: 'rake', amount });
  return amount;
}
