import { legalActions } from './legal-actions';
import type { ActionKind, HandState } from './types';

/**
 * What the table does for the player to act who does not act (timed out, leaving, or an absent
 * tournament player dealt in): check when that is free, post the bring-in when it is forced,
 * else fold. It never puts more chips in than the rules force, so an absent player's hand is
 * played the way the player would be charged anyway.
 * @example applyAction(state, { seat: seatToAct(state)!, kind: automaticAction(state) })
 */
export function automaticAction(state: HandState): ActionKind {
  const legal = new Set(legalActions(state).map((a) => a.kind));
  if (legal.has('check')) return 'check';
  if (legal.has('bring-in')) return 'bring-in';
  return 'fold';
}
