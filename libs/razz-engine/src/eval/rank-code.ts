/**
 * A multiset of ranks as one integer: base-5 digit r = copies of rank index r (0…4). Used as
 * the identity of walk states and hand classes while tables are built.
 */
import { RANK_COUNT } from './rank-values';

/** Read once: imported bindings compile to getter calls under CommonJS transpilers (tsx, swc). */
const RANKS = RANK_COUNT;
export const POW5: readonly number[] = Array.from({ length: RANKS }, (_, r) => 5 ** r);

/** The code of some rank indices (repeats allowed). */
export function codeOfRanks(rankIndices: readonly number[]): number {
  return rankIndices.reduce((code, r) => code + (POW5[r] as number), 0);
}

/** The code of a 13-bit set of ranks, one copy each. */
export function codeOfMask(mask: number): number {
  let code = 0;
  for (let r = 0; r < RANKS; r++) if ((mask >> r) & 1) code += POW5[r] as number;
  return code;
}
