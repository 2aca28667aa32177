/**
 * The four forced/limit amounts, in chip units. All four are stored, never derived
 * (docs/rules/README.md, stakes). In pot limit and no limit `smallBet`/`bigBet` are the
 * minimum bets of 3rd–4th and 5th–7th street.
 */
export interface Stakes {
  ante: number;
  bringIn: number;
  smallBet: number;
  bigBet: number;
}

/** Why stakes were refused, in words; `null` when valid (integers, ante ≥ 0, 0 < bring-in < small < big). */
export function stakesProblem(stakes: Stakes): string | null {
  const { ante, bringIn, smallBet, bigBet } = stakes ?? ({} as Stakes);
  const all = { ante, bringIn, smallBet, bigBet };
  for (const [name, value] of Object.entries(all)) {
    if (!Number.isSafeInteger(value)) return `stakes.${name} must be an integer number of chips`;
  }
  if (ante < 0) return 'stakes.ante must be ≥ 0';
  if (bringIn <= 0) return 'stakes.bringIn must be > 0';
  if (!(bringIn < smallBet && smallBet < bigBet)) {
    return `stakes must satisfy bringIn < smallBet < bigBet (got ${bringIn} / ${smallBet} / ${bigBet})`;
  }
  return null;
}
