/**
 * The tournament's tables as balancing reads them (`TableLayout`, one snapshot under every
 * table's lock), turned into planner input and judged: pure functions, no I/O.
 */
import type { TableLayout, Tournament, TournamentTableState } from '@app/persistence';
import type { PlannerTable } from '@app/tournament-core';

/** TDA R11: move players when the fullest and the shortest table differ by this many. */
export const MOVE_AT = 2;
/** A table this many players short of the fullest table in play must not deal (TDA R11). */
export const HALT_AT = 3;

/**
 * Planner input. A table with a hand running counts as "in a hand" as a whole: nobody leaves it
 * until the hand is over, not even a player who folded (moves happen between hands). A table
 * that is closing is out of play like a locked one.
 */
export function plannerTables(layout: readonly TableLayout[]): PlannerTable[] {
  return layout.map((t) => ({
    table: numberOf(t),
    maxSeats: t.maxSeats,
    locked: t.locked || t.status !== 'open',
    players: t.seats.map((s) => ({ seat: s.seat, playerId: s.playerId, timesMoved: s.timesMoved, inHand: t.handRunning })),
  }));
}

export function numberOf(t: TableLayout): number {
  if (t.number === null) throw new Error(`table ${t.tableId} has no tournament table number`);
  return t.number;
}

export function byNumber(layout: readonly TableLayout[], number: number): TableLayout {
  const found = layout.find((t) => t.number === number);
  if (!found) throw new Error(`no table number ${number} in the layout`);
  return found;
}

/** No hand is being played at any table. */
export function allBetweenHands(layout: readonly TableLayout[]): boolean {
  return layout.every((t) => !t.handRunning);
}

/** Fullest minus shortest table in play (open, not locked, not empty); 0 with fewer than two. */
export function spread(layout: readonly TableLayout[]): number {
  const counts = layout.filter((t) => t.status === 'open' && !t.locked && t.seats.length > 0).map((t) => t.seats.length);
  return counts.length < 2 ? 0 : Math.max(...counts) - Math.min(...counts);
}

/** A table that deals in hand-for-hand rounds: open, two or more players, not halted. */
export function dealsInRounds(t: TableLayout): boolean {
  return t.status === 'open' && t.seats.length >= 2 && !t.halted;
}

/** Every table that deals in rounds has dealt in the current round. */
export function roundDealt(t: Pick<Tournament, 'handForHandRound'>, layout: readonly TableLayout[]): boolean {
  return layout.filter(dealsInRounds).every((table) => table.dealtRound >= t.handForHandRound);
}

/**
 * Hand-for-hand: balancing and the next round wait for the barrier — every table between hands,
 * and either the round not opened yet or dealt everywhere. Moving a player in the middle of a
 * round could let them play two hands of it.
 */
export function atRoundBarrier(t: Pick<Tournament, 'handForHandRound' | 'handForHandOpen'>, layout: readonly TableLayout[]): boolean {
  return allBetweenHands(layout) && (!t.handForHandOpen || roundDealt(t, layout));
}

/**
 * The deal gate (under the table's lock): a halted table waits for balancing; in hand-for-hand
 * play a table deals once per open round.
 */
export function mayDeal(t: Pick<Tournament, 'handForHand' | 'handForHandRound' | 'handForHandOpen'>, table: Pick<TournamentTableState, 'halted' | 'dealtRound'>): boolean {
  if (table.halted) return false;
  return !t.handForHand || (t.handForHandOpen && table.dealtRound < t.handForHandRound);
}

/** Whether a table with `count` players is `HALT_AT` or more short of the fullest table in play. */
export function tooShort(count: number, counts: readonly number[]): boolean {
  return counts.length > 0 && Math.max(...counts) - count >= HALT_AT;
}
