import type { Eliminator } from '../api/types';

/** Who eliminated each busted player, as ticked: eliminator's player id → share as typed. */
export type EliminatorsDraft = Record<string, string>;

/**
 * The bust's `eliminatedBy` for one player: one eliminator takes the whole bounty; several (a
 * split pot) each with their share as a weight, 1 each when left blank.
 */
export function eliminatorsBody(draft: EliminatorsDraft | undefined): Eliminator[] {
  const ids = Object.keys(draft ?? {});
  if (ids.length <= 1) return ids.map((playerId) => ({ playerId }));
  return ids.map((playerId) => {
    const typed = (draft?.[playerId] ?? '').trim();
    if (typed !== '' && !/^\d+$/.test(typed)) throw new Error('A share is a whole number (the chips won from the player, or equal numbers for equal parts)');
    return typed === '' ? { playerId } : { playerId, share: Number(typed) };
  });
}
