import type { Rng } from '../rng/rng';
import type { HandAction, HandState, LegalAction } from '../hand/types';
import { legalActions } from '../hand/legal-actions';

/** How often a random player picks each kind of action (folding less keeps hands going). */
const WEIGHTS: Readonly<Record<LegalAction['kind'], number>> = {
  'bring-in': 3,
  complete: 1,
  bet: 3,
  raise: 2,
  call: 6,
  check: 6,
  fold: 2,
};

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

/** A uniformly weighted random legal action for the player to act, or null when the hand is over. */
export function randomAction(state: HandState, rng: Rng): HandAction | null {
  const options = legalActions(state);
  const seat = state.toAct === null ? undefined : state.players[state.toAct]?.seat;
  if (options.length === 0 || seat === undefined) return null;
  const total = options.reduce((sum, o) => sum + WEIGHTS[o.kind], 0);
  let roll = rng.int(total);
  for (const option of options) {
    roll -= WEIGHTS[option.kind];
    if (roll < 0) {
      const amount = pickAmount(option, rng);
      return amount === undefined ? { seat, kind: option.kind } : { seat, kind: option.kind, amount };
    }
  }
  return null;
}
