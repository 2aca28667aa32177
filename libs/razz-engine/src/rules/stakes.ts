import type { BettingStructure } from './rule-set';

/**
 * A stud game's four forced/limit amounts, in chip units. All four are stored, never derived
 * (docs/rules/README.md, stakes). In pot limit and no limit `smallBet`/`bigBet` are the minimum
 * bets of 3rd–4th and 5th–7th street.
 */
export interface StudStakes {
  ante: number;
  bringIn: number;
  smallBet: number;
  bigBet: number;
}

/**
 * A flop game's blinds and limits, in chip units (docs/rules/flop-games.md). Fixed limit: the big
 * blind is one small bet; the small bet is the bet before the flop and on it, the big bet on the
 * turn and the river. Pot and no limit: the minimum bet is the big blind on every street, and
 * `smallBet`/`bigBet` are the limits the game has in a fixed-limit rotation. `ante`: every player,
 * before the blinds (none when absent).
 */
export interface BlindStakes {
  smallBlind: number;
  bigBlind: number;
  smallBet: number;
  bigBet: number;
  ante?: number;
}

/** The stakes of any game: a stud game's or a flop game's. */
export type Stakes = StudStakes | BlindStakes;

/** Whether stakes are a flop game's (blinds) rather than a stud game's (bring-in). */
export function isBlindStakes(stakes: Stakes): stakes is BlindStakes {
  return typeof stakes === 'object' && stakes !== null && 'bigBlind' in stakes;
}

/** The ante every player posts (a flop game's is optional). */
export function anteOf(stakes: Stakes): number {
  return stakes.ante ?? 0;
}

/** The first of `names` whose value in `values` (same order) is not a safe integer, in words. */
function integersProblem(names: readonly string[], values: readonly unknown[]): string | null {
  // Parallel lists rather than an object walked with Object.entries: every hand's start checks its stakes.
  for (let i = 0; i < names.length; i++) {
    if (!Number.isSafeInteger(values[i])) return `stakes.${names[i]} must be an integer number of chips`;
  }
  return null;
}

const STUD_STAKE_NAMES: readonly string[] = ['ante', 'bringIn', 'smallBet', 'bigBet'];
const BLIND_STAKE_NAMES: readonly string[] = ['smallBlind', 'bigBlind', 'smallBet', 'bigBet', 'ante'];

/** Why stud stakes were refused, in words; `null` when valid (integers, ante ≥ 0, 0 < bring-in < small < big). */
export function stakesProblem(stakes: Stakes): string | null {
  if (typeof stakes !== 'object' || stakes === null) return 'stakes must be an object: ante, bringIn, smallBet, bigBet';
  if (isBlindStakes(stakes)) return 'a stud game takes stakes ante, bringIn, smallBet, bigBet (not blinds)';
  const { ante, bringIn, smallBet, bigBet } = stakes;
  const problem = integersProblem(STUD_STAKE_NAMES, [ante, bringIn, smallBet, bigBet]);
  if (problem) return problem;
  if (ante < 0) return 'stakes.ante must be ≥ 0';
  if (bringIn <= 0) return 'stakes.bringIn must be > 0';
  if (!(bringIn < smallBet && smallBet < bigBet)) {
    return `stakes must satisfy bringIn < smallBet < bigBet (got ${bringIn} / ${smallBet} / ${bigBet})`;
  }
  return null;
}

/**
 * Why a flop game's stakes were refused, in words; `null` when valid: integers, ante ≥ 0,
 * 0 < small blind ≤ big blind ≤ small bet ≤ big bet; fixed limit: the big blind is the small bet
 * and the big bet is more.
 */
export function blindStakesProblem(stakes: Stakes, structure: BettingStructure = 'fixed-limit'): string | null {
  if (typeof stakes !== 'object' || stakes === null || !isBlindStakes(stakes)) {
    return 'a flop game takes stakes smallBlind, bigBlind, smallBet, bigBet (and an optional ante)';
  }
  const { smallBlind, bigBlind, smallBet, bigBet } = stakes;
  const ante = stakes.ante ?? 0;
  const problem = integersProblem(BLIND_STAKE_NAMES, [smallBlind, bigBlind, smallBet, bigBet, ante]);
  if (problem) return problem;
  if (ante < 0) return 'stakes.ante must be ≥ 0';
  if (!(smallBlind > 0 && smallBlind <= bigBlind && bigBlind <= smallBet && smallBet <= bigBet)) {
    return `stakes must satisfy 0 < smallBlind ≤ bigBlind ≤ smallBet ≤ bigBet (got ${smallBlind} / ${bigBlind} / ${smallBet} / ${bigBet})`;
  }
  if (structure === 'fixed-limit' && !(bigBlind === smallBet && smallBet < bigBet)) {
    return `fixed limit: the big blind is one small bet and the big bet is more (got big blind ${bigBlind}, bets ${smallBet} / ${bigBet})`;
  }
  return null;
}
