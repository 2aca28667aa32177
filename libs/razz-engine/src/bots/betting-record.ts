import type { StreetName } from '../game/variant';
import type { HandEvent } from '../hand/events';
import type { ActionKind } from '../hand/types';

/** One action of the hand so far, as every seat saw it. */
export interface BettingRecord {
  street: StreetName;
  seat: number;
  kind: ActionKind;
  /** The player's street total after the action. */
  to: number;
  /** A forced short bring-in the engine posted itself. */
  automatic: boolean;
}

/**
 * The betting so far, read from a hand's events: only `street` and `action` events are looked at,
 * and neither carries a card, so the answer is the same from the full log and from any seat's
 * censored copy (`eventsFor`).
 *
 * @example bettingOf(events) // [{ street: 'third', seat: 3, kind: 'bring-in', to: 2, automatic: false }, …]
 */
export function bettingOf(events: readonly HandEvent[]): BettingRecord[] {
  const records: BettingRecord[] = [];
  let street: StreetName = 'third';
  for (const e of events) {
    if (e.type === 'street') street = e.street;
    else if (e.type === 'action') records.push({ street, seat: e.seat, kind: e.action, to: e.to, automatic: e.automatic === true });
  }
  return records;
}
