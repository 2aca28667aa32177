import { applyAction } from './apply-action';
import { engineError } from './errors';
import type { HandEvent } from './events';
import { startHand } from './start-hand';
import type { StartHandInput } from './start-input';
import type { ActionResult, HandAction } from './types';

/** The player actions recorded in an event log (forced and automatic posts excluded). */
export function actionsOf(events: readonly HandEvent[]): HandAction[] {
  const actions: HandAction[] = [];
  for (const e of events) {
    if (e.type === 'action' && !e.automatic) actions.push({ seat: e.seat, kind: e.action, amount: e.to });
  }
  return actions;
}

/**
 * Replays a hand from its start input (with the deck it was dealt from) and its event log: the
 * recorded actions are applied again, and the events produced must equal the log. Returns the
 * final state and the events, or `REPLAY_MISMATCH`.
 *
 * @example replay({ ...input, deck: state.deck, rng: undefined }, events)
 */
export function replay(initial: StartHandInput, events: readonly HandEvent[]): ActionResult {
  const started = startHand(initial);
  if (!started.ok) return started;
  let state = started.state;
  const produced: HandEvent[] = [...started.events];
  for (const action of actionsOf(events)) {
    const r = applyAction(state, action);
    if (!r.ok) return { ok: false, error: engineError('REPLAY_MISMATCH', `replaying seat ${action.seat} ${action.kind}: ${r.error.message}`) };
    state = r.state;
    produced.push(...r.events);
  }
  if (JSON.stringify(produced) !== JSON.stringify(events)) {
    return { ok: false, error: engineError('REPLAY_MISMATCH', 'the replayed events differ from the log') };
  }
  return { ok: true, state, events: produced };
}
