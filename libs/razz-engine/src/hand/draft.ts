import type { Scorer } from '../game/scoring';
import { scorerFor } from '../game/scoring';
import type { HandEvent } from './events';
import type { HandState } from './types';

/**
 * A private, writable copy of a state plus the events it produced. The engine's steps write to a
 * draft; callers only ever see the finished state, so the input state is never touched.
 * Card arrays are shared with the previous state and must be replaced, never pushed to.
 */
export interface Draft {
  s: HandState;
  events: HandEvent[];
  scorer: Scorer;
}

export function beginDraft(state: HandState): Draft {
  const s: HandState = {
    ...state,
    version: state.version + 1,
    players: state.players.map((p) => ({ ...p })),
    round: { ...state.round },
  };
  return { s, events: [], scorer: scorerOf(state) };
}

/** The scorer of the variant's first (Razz: only) scoring: it ranks boards and door cards. */
export function scorerOf(state: HandState): Scorer {
  const scoring = state.variant.scorings[0];
  if (!scoring) throw new Error(`variant ${state.variant.id} has no scoring`);
  return scorerFor(scoring, state.rules);
}
