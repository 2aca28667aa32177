import type { Clock, Entry, Tournament } from '../api/types';

/**
 * Which registration actions an entry offers now, from the tournament's terms, its clock (whether
 * registration, rebuys and the add-on are open: the server's own reading) and the entries. The
 * rules are the server's (docs/tournaments.md "Entries and the ledger"); it still decides, and a
 * refusal shows its code and message.
 */
export type EntryAction = 'unregister' | 're-enter' | 'rebuy' | 'add-on';

export interface Windows {
  registrationOpen: boolean;
  rebuyOpen: boolean;
  addOnOpen: boolean;
}

/**
 * Registration is open while the tournament registers; in play the clock says what is open (late
 * registration, rebuys, the add-on); otherwise nothing is. The tournament is read again after each
 * director's action, the clock with every level and break.
 */
export function windowsOf(t: Tournament, clock: Clock | null): Windows {
  if (t.status === 'registering') return { registrationOpen: true, rebuyOpen: false, addOnOpen: false };
  if ((t.status !== 'running' && t.status !== 'on-break') || !clock?.started) return { registrationOpen: false, rebuyOpen: false, addOnOpen: false };
  return { registrationOpen: clock.registrationOpen, rebuyOpen: clock.rebuyOpen, addOnOpen: clock.addOnOpen };
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
  if (entry.status === 'registered' && t.status === 'registering') actions.push('unregister');
  if (entry.status === 'busted' && windows.registrationOpen) {
    const mine = entries.filter((e) => e.playerId === entry.playerId && e.status !== 'unregistered');
    const last = mine.reduce((a, b) => (b.entryNo > a.entryNo ? b : a), entry);
    if (last.id === entry.id && !mine.some(isLive) && mine.length <= t.maxReentries) actions.push('re-enter');
  }
  if (isLive(entry) && t.rebuy && windows.rebuyOpen && (stack === undefined || stack <= t.startingStack)) actions.push('rebuy');
  if (isLive(entry) && t.addOn && windows.addOnOpen && !entry.addOn) actions.push('add-on');
  return actions;
}
