import { legalOptions } from './betting/options';
import type { HandState, LegalAction } from './types';

/**
 * What the player to act may do now, each with its street-total range (`min`/`max`); empty when
 * the hand is over. Built from the same validators `applyAction` uses.
 *
 * @example
 * legalActions(state) // [{ kind: 'fold' }, { kind: 'call', min: 2, max: 2 }, { kind: 'complete', min: 5, max: 5 }]
 */
export function legalActions(state: HandState): LegalAction[] {
  const i = state.toAct;
  if (state.phase === 'over' || i === null) return [];
  return legalOptions(state, i);
}

/** The seat whose turn it is, or null when the hand is over. */
export function seatToAct(state: HandState): number | null {
  return state.toAct === null ? null : (state.players[state.toAct]?.seat ?? null);
}
