import { isBringInPending, optionFor } from './betting/options';
import { aggressiveKind } from './betting/sizing';
import { isEngineError } from './errors';
import type { ActionKind, HandState, LegalAction } from './types';

/**
 * The kinds worth asking `optionFor` about: the others are refused by it anyway (a bet when there
 * is one to call, …), so skipping them saves building their refusals on the hot path.
 */
function candidateKinds(state: HandState, i: number): readonly ActionKind[] {
  if (isBringInPending(state)) return BRING_IN_KINDS;
  const p = state.players[i];
  const facing = p !== undefined && p.streetBet < state.round.currentBet;
  return ['fold', facing ? 'call' : 'check', aggressiveKind(state)];
}

const BRING_IN_KINDS: readonly ActionKind[] = ['bring-in', 'complete'];

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
  const options: LegalAction[] = [];
  for (const kind of candidateKinds(state, i)) {
    const option = optionFor(state, i, kind);
    if (!isEngineError(option)) options.push(option);
  }
  return options;
}

/** The seat whose turn it is, or null when the hand is over. */
export function seatToAct(state: HandState): number | null {
  return state.toAct === null ? null : (state.players[state.toAct]?.seat ?? null);
}
