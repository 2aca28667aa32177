import type { Rng } from '../rng/rng';
import type { ActionKind, HandAction, HandState, LegalAction } from '../hand/types';
import { legalActions } from '../hand/legal-actions';

/**
 * How often a random player picks each kind of action (folding less keeps hands going). A switch
 * rather than a record: a record looked up by seven different keys is a slow megamorphic load.
 */
function weightOf(kind: ActionKind): number {
  switch (kind) {
    case 'bring-in':
      return 3;
    case 'complete':
      return 1;
    case 'bet':
      return 3;
    case 'raise':
      return 2;
    case 'call':
      return 6;
    case 'check':
      return 6;
    case 'fold':
      return 2;
  }
}

function pickAmount(option: LegalAction, rng: Rng): number | undefined {
  const { min, max, amounts } = option;
  if (amounts) return amounts[rng.int(amounts.length)];
  if (min === undefined || max === undefined || min === max) return min;
  // Mostly the minimum or all-in, sometimes anything between: exercises side pots and short all-ins.
  const roll = rng.int(4);
  if (roll === 0) return min;
  if (roll === 1) return max;
  return min + rng.int(Math.min(max - min, 2 ** 31) + 1);
}

/**
 * One of `options` by the random player's weights, with a random amount where the amount is free;
 * null when there is none. The random bot (`bots/random-bot.ts`) and `randomAction` share it, so a
 * random bot given the same options and Rng plays exactly what `randomAction` plays.
 */
export function randomChoice(options: readonly LegalAction[], rng: Rng): { kind: ActionKind; amount?: number } | null {
  const option = weightedOption(options, rng);
  if (!option) return null;
  const amount = pickAmount(option, rng);
  return amount === undefined ? { kind: option.kind } : { kind: option.kind, amount };
}

/** One of `options` by the random player's weights (its amount not yet drawn); null when there is none. */
function weightedOption(options: readonly LegalAction[], rng: Rng): LegalAction | null {
  if (options.length === 0) return null;
  let total = 0;
  for (const o of options) total += weightOf(o.kind);
  let roll = rng.int(total);
  for (const option of options) {
    roll -= weightOf(option.kind);
    if (roll < 0) return option;
  }
  return null;
}

/** A uniformly weighted random legal action for the player to act, or null when the hand is over. */
export function randomAction(state: HandState, rng: Rng): HandAction | null {
  const options = legalActions(state);
  const seat = state.toAct === null ? undefined : state.players[state.toAct]?.seat;
  if (options.length === 0 || seat === undefined) return null;
  // `randomChoice` without its intermediate object: the option, then its amount, drawn in the same order.
  const option = weightedOption(options, rng);
  if (!option) return null;
  const amount = pickAmount(option, rng);
  // Field by field, in the order a spread gave (`seat`, `kind`, `amount`): no spread on the hot path.
  return amount === undefined ? { seat, kind: option.kind } : { seat, kind: option.kind, amount };
}
