/**
 * Who gets how much of a busted entry's bounty (docs/tournaments.md "Bounties and progressive
 * knockouts"). Pure: the tournament services give it the hand's pots (engine-dealt) or the floor's
 * shares (live), and post what it answers.
 */

/** A pot as the engine's hand result has it: who could win it, and what each winner took. */
export interface PotWin {
  eligible: readonly number[];
  winners: readonly { seat: number; amount: number }[];
}

/** One eliminator's weight in the knockout: the chips they won where the busted player was in. */
export interface KnockoutWeight<K> {
  key: K;
  weight: bigint;
}

/** One eliminator's part of the bounty, in minor units. */
export interface BountyShare<K> {
  key: K;
  /** The share of the knockout, reduced (1/1 whole; 1/2 for one of two who split the pot). */
  shareNum: number;
  shareDen: number;
  /** Cash to the eliminator's bankroll. */
  paid: bigint;
  /** Added to the eliminator's own bounty (a PKO's other half; 0 for a fixed bounty). */
  added: bigint;
}

/**
 * The busted seat's eliminators: the winners of every pot the busted seat was eligible for (the
 * pots its chips went into), each weighted by the chips they won in those pots, in the order they
 * first appear (pot by pot, main pot first). A player who busts won no chips, so they are never
 * among them.
 */
export function knockoutWeights(pots: readonly PotWin[], bustedSeat: number): KnockoutWeight<number>[] {
  const weights = new Map<number, bigint>();
  for (const pot of pots) {
    if (!pot.eligible.includes(bustedSeat)) continue;
    for (const w of pot.winners) if (w.seat !== bustedSeat && w.amount > 0) weights.set(w.seat, (weights.get(w.seat) ?? 0n) + BigInt(w.amount));
  }
  return [...weights].map(([key, weight]) => ({ key, weight }));
}

const gcd = (a: bigint, b: bigint): bigint => (b === 0n ? a : gcd(b, a % b));
const INT_MAX = 2_147_483_647n;

/**
 * Splits `bounty` among the eliminators in proportion to their weights. Each share is rounded
 * down to the minor unit; the units left over go to the biggest share (the first of equal ones),
 * so the shares add up to the bounty exactly. A progressive bounty then halves each share: the
 * lower half (rounded down) is added to the eliminator's own bounty, the rest — with an odd unit —
 * is paid in cash. No weights (nobody to pay) answer nothing.
 */
export function splitBounty<K>(kind: 'fixed' | 'progressive', bounty: bigint, weights: readonly KnockoutWeight<K>[]): BountyShare<K>[] {
  const live = weights.filter((w) => w.weight > 0n);
  if (live.length === 0) return [];
  const total = live.reduce((sum, w) => sum + w.weight, 0n);
  const money = live.map((w) => (bounty * w.weight) / total);
  let biggest = 0;
  live.forEach((w, i) => {
    if (w.weight > (live[biggest] as KnockoutWeight<K>).weight) biggest = i;
  });
  money[biggest] = (money[biggest] as bigint) + bounty - money.reduce((sum, m) => sum + m, 0n);
  return live.map((w, i) => {
    const amount = money[i] as bigint;
    const added = kind === 'progressive' ? amount / 2n : 0n;
    const [num, den] = fraction(w.weight, total, amount, bounty);
    return { key: w.key, shareNum: num, shareDen: den, paid: amount - added, added };
  });
}

/** `weight/total` reduced; when that does not fit the stored integers, the money's own fraction. */
function fraction(weight: bigint, total: bigint, amount: bigint, bounty: bigint): [number, number] {
  for (const [n, d] of [
    [weight, total],
    [amount, bounty],
  ] as const) {
    const g = gcd(n, d) || 1n;
    if (d / g <= INT_MAX) return [Number(n / g), Number(d / g)];
  }
  return [1, 1];
}
