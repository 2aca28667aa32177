import { fail, isIntAtLeast, type CoreResult } from '../result';

/** ICM's exact recursion visits 2^n subsets: 16 players is ~1 M states, still milliseconds. */
export const MAX_DEAL_PLAYERS = 16;

/** A deal's result: integer amounts summing exactly to the remaining prizes, in stack order. */
export interface Deal {
  amounts: number[];
}

/**
 * Checks deal input: 2…16 players with stacks ≥ 1 chip; 1…players remaining prizes (1st first,
 * whole amounts ≥ 0, non-increasing: a reversed list is a likely mistake); unit ≥ 1.
 */
export function dealInputProblem(stacks: readonly number[], prizes: readonly number[], unit: number): CoreResult<never> | null {
  if (!Array.isArray(stacks) || stacks.length < 2) return fail('DEAL_INPUT', 'a deal needs at least 2 players');
  if (stacks.length > MAX_DEAL_PLAYERS) return fail('TOO_MANY_PLAYERS', `a deal supports at most ${MAX_DEAL_PLAYERS} players, got ${stacks.length}`);
  if (!stacks.every((s) => isIntAtLeast(s, 1))) return fail('DEAL_INPUT', 'stacks must be whole chip counts ≥ 1');
  if (!Array.isArray(prizes) || prizes.length === 0 || prizes.length > stacks.length) {
    return fail('DEAL_INPUT', `between 1 and ${stacks.length} remaining prizes are needed (one per place still to be decided)`);
  }
  if (!prizes.every((p) => isIntAtLeast(p, 0))) return fail('DEAL_INPUT', 'prizes must be whole amounts ≥ 0');
  for (let i = 1; i < prizes.length; i++) {
    if ((prizes[i] as number) > (prizes[i - 1] as number))
      return fail('DEAL_INPUT', `prizes must be listed from 1st place down: place ${i + 1} pays more than place ${i}`);
  }
  if (!isIntAtLeast(unit, 1)) return fail('DEAL_INPUT', `unit must be a whole number ≥ 1, got ${String(unit)}`);
  return null;
}
