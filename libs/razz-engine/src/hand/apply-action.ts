import { optionFor } from './betting/options';
import { performAction } from './betting/act';
import { beginDraft } from './draft';
import { EngineError, engineError } from './errors';
import { afterAction } from './progress';
import { ACTION_KINDS, ActionResult, HandAction, HandState, LegalAction, PlayerState } from './types';

function fail(error: EngineError): ActionResult {
  return { ok: false, error };
}

/** The player index of `seat`, or -1 (a loop: `findIndex` with a closure cost more on every action). */
function indexOfSeat(state: HandState, seat: number): number {
  const players = state.players;
  for (let i = 0; i < players.length; i++) if ((players[i] as PlayerState).seat === seat) return i;
  return -1;
}

/** `ACTION_KINDS` as a set: a look-up, cheaper than searching the list on every action. */
const KNOWN_KINDS: ReadonlySet<unknown> = new Set(ACTION_KINDS);

/** Checks that hold for any action: hand running, version fresh, seat known and to act. */
function verifyTurn(state: HandState, action: HandAction): EngineError | number {
  if (typeof action !== 'object' || action === null) return engineError('ILLEGAL_ACTION', 'an action needs seat and kind');
  if (state.phase === 'over') return engineError('HAND_OVER', 'the hand is over');
  if (action.version !== undefined && action.version !== state.version) {
    return engineError('STALE_VERSION', `the action was for version ${action.version}; the hand is at version ${state.version}`);
  }
  const i = indexOfSeat(state, action.seat);
  if (i < 0) return engineError('UNKNOWN_SEAT', `seat ${String(action.seat)} is not in this hand`);
  if (!KNOWN_KINDS.has(action.kind)) {
    return engineError('UNKNOWN_ACTION', `unknown action ${JSON.stringify(action.kind)}; expected one of ${ACTION_KINDS.join(', ')}`);
  }
  if (i !== state.toAct) {
    const turn = state.toAct === null ? 'nobody' : `seat ${state.players[state.toAct]?.seat}`;
    return engineError('NOT_YOUR_TURN', `seat ${action.seat} cannot ${action.kind}: it is ${turn}'s turn`);
  }
  return i;
}

/** The allowed totals in words: `5 or 10`, `5`, `5..100`. */
function rangeText(option: LegalAction, min: number, max: number): string {
  if (option.amounts) return option.amounts.join(' or ');
  return min === max ? `${min}` : `${min}..${max}`;
}

/** The street total the action goes to, or why its amount is wrong. */
function targetOf(state: HandState, action: HandAction, option: LegalAction): number | EngineError {
  const p = state.players[state.toAct as number];
  if (option.min === undefined || option.max === undefined || !p) return p ? p.streetBet : 0;
  const { min, max } = option;
  if (action.amount === undefined) {
    if (min === max) return min;
    return engineError('AMOUNT_REQUIRED', `seat ${p.seat} must say how much to ${action.kind} to (${rangeText(option, min, max)})`);
  }
  const allowed = option.amounts ? option.amounts.includes(action.amount) : action.amount >= min && action.amount <= max;
  if (!Number.isSafeInteger(action.amount) || !allowed) {
    const range = rangeText(option, min, max);
    return engineError('AMOUNT_OUT_OF_RANGE', `seat ${p.seat} cannot ${action.kind} to ${action.amount}: the amount must be ${range}`);
  }
  return action.amount;
}

/**
 * Applies one player action: a new state and the events it caused, or a coded error with the
 * input state untouched. Never throws for bad input; never mutates `state`.
 *
 * @example
 * const r = applyAction(state, { seat: 4, kind: 'complete' });
 * if (!r.ok) console.log(r.error.code); // e.g. 'NOT_YOUR_TURN'
 */
export function applyAction(state: HandState, action: HandAction): ActionResult {
  // typeof / `in` checks rather than `isEngineError` calls: this runs on every action.
  const i = verifyTurn(state, action);
  if (typeof i !== 'number') return fail(i);
  const option = optionFor(state, i, action.kind);
  if ('code' in option) return fail(option);
  const to = targetOf(state, action, option);
  if (typeof to !== 'number') return fail(to);
  const d = beginDraft(state);
  performAction(d, i, action.kind, to);
  afterAction(d, i);
  return { ok: true, state: d.s, events: d.events };
}
