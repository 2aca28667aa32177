import type { Clock, Entry, Tournament } from '../api/types';

/**
 * Which registration actions an entry offers now, from the tournament's terms, its clock (whether
 * registration, rebuys and the add-on are open: the server's own reading) and the entries. The
 * rules are the server's (docs/tournaments.md "Entries and the ledger"); it still decides, and a
 * refusal shows its code and message.
 */
export type EntryAction = 'unregister' | 're-enter' | 'rebuy' | 'add-on';

export interface Windows {
  /** Registering and not started: entries may still be unregistered. */
  beforeStart: boolean;
  registrationOpen: boolean;
  rebuyOpen: boolean;
  addOnOpen: boolean;
}

/**
 * Once the clock has started it says what is open (late registration, rebuys, the add-on); before,
 * registration is open while the tournament registers; otherwise nothing is. Each is read again
 * when it changes (the clock with every level and break, the tournament after each action), and a
 * started clock wins over a tournament read before the start.
 */
export function windowsOf(t: Tournament, clock: Clock | null): Windows {
  if (clock?.started) return { beforeStart: false, registrationOpen: clock.registrationOpen, rebuyOpen: clock.rebuyOpen, addOnOpen: clock.addOnOpen };
  const registering = t.status === 'registering';
  return { beforeStart: registering, registrationOpen: registering, rebuyOpen: false, addOnOpen: false };
}

const isLive = (e: Entry) => e.status === 'registered' || e.status === 'playing';

/**
 * - unregister: a registered entry while the tournament is registering (never after the start);
 * - re-enter: the player's last entry busted, no live entry, registration open, re-entries left;
 * - rebuy: a live entry during the rebuy levels, at or below the starting stack (when known);
 * - add-on: a live entry without one, during the add-on break.
 */
export function entryActions(t: Tournament, windows: Windows, entries: Entry[], entry: Entry, stack: number | undefined): EntryAction[] {
  const actions: EntryAction[] = [];
  if (entry.status === 'registered' && windows.beforeStart) actions.push('unregister');
  if (entry.status === 'busted' && windows.registrationOpen) {
    const mine = entries.filter((e) => e.playerId === entry.playerId && e.status !== 'unregistered');
    const last = mine.reduce((a, b) => (b.entryNo > a.entryNo ? b : a), entry);
    if (last.id === entry.id && !mine.some(isLive) && mine.length <= t.maxReentries) actions.push('re-enter');
  }
  if (isLive(entry) && t.rebuy && windows.rebuyOpen && (stack === undefined || stack <= t.startingStack)) actions.push('rebuy');
  if (isLive(entry) && t.addOn && windows.addOnOpen && !entry.addOn) actions.push('add-on');
  return actions;
}
