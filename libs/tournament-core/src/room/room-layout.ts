/**
 * The tournament's tables as balancing reads them (one snapshot under every table's lock),
 * turned into planner input and judged: pure functions, no I/O. The shapes are structural, so
 * persistence's `TableLayout` and tournament rows fit them as they are.
 */
import type { PlannerTable } from '../planner/types';

/** A seated player in the room snapshot. */
export interface RoomSeat {
  seat: number;
  playerId: string;
  timesMoved: number;
}

/** One table of the room snapshot. */
export interface RoomTable {
  tableId: string;
  /** Null for a table without a tournament table number (made by hand through the tables API). */
  number: number | null;
  status: 'open' | 'closing';
  maxSeats: number;
  /** A hand is being played at the table. */
  handRunning: boolean;
  /** Locked by the director (a feature table): balancing leaves it alone. */
  locked: boolean;
  /** Too short to deal until balancing has run (`tooShort`, TDA's halt). */
  halted: boolean;
  /** The last hand-for-hand round the table dealt in. */
  dealtRound: number;
  seats: readonly RoomSeat[];
  /** Where the big blind was at the table's last flop-game hand (none dealt yet: null or absent). */
  flopPositions?: { bigBlind: number } | null;
}

/** The tournament's hand-for-hand state. */
export interface HandForHandRound {
  handForHand: boolean;
  handForHandRound: number;
  /** The current round is open: tables may deal their hand of it. */
  handForHandOpen: boolean;
}

/**
 * Planner input. A table with a hand running counts as "in a hand" as a whole: nobody leaves it
 * until the hand is over, not even a player who folded (moves happen between hands). A table
 * that is closing is out of play like a locked one.
 */
export function plannerTables(layout: readonly RoomTable[]): PlannerTable[] {
  return layout.map((t) => ({
    table: numberOf(t),
    maxSeats: t.maxSeats,
    locked: t.locked || t.status !== 'open',
    players: t.seats.map((s) => ({ seat: s.seat, playerId: s.playerId, timesMoved: s.timesMoved, inHand: t.handRunning })),
    ...(t.flopPositions ? { bigBlindSeat: t.flopPositions.bigBlind } : {}),
  }));
}

export function numberOf(t: Pick<RoomTable, 'tableId' | 'number'>): number {
  if (t.number === null) throw new Error(`table ${t.tableId} has no tournament table number`);
  return t.number;
}

export function byNumber<T extends Pick<RoomTable, 'number'>>(layout: readonly T[], number: number): T {
  const found = layout.find((t) => t.number === number);
  if (!found) throw new Error(`no table number ${number} in the layout`);
  return found;
}

/** No hand is being played at any table. */
export function allBetweenHands(layout: readonly RoomTable[]): boolean {
  return layout.every((t) => !t.handRunning);
}

/** Fullest minus shortest table in play (open, not locked, not empty); 0 with fewer than two. */
export function spread(layout: readonly RoomTable[]): number {
  const counts = layout.filter((t) => t.status === 'open' && !t.locked && t.seats.length > 0).map((t) => t.seats.length);
  return counts.length < 2 ? 0 : Math.max(...counts) - Math.min(...counts);
}

/** A table that deals in hand-for-hand rounds: open, two or more players, not halted. */
export function dealsInRounds(t: RoomTable): boolean {
  return t.status === 'open' && t.seats.length >= 2 && !t.halted;
}

/** Every table that deals in rounds has dealt in the current round. */
export function roundDealt(t: Pick<HandForHandRound, 'handForHandRound'>, layout: readonly RoomTable[]): boolean {
  return layout.filter(dealsInRounds).every((table) => table.dealtRound >= t.handForHandRound);
}

/**
 * Hand-for-hand: balancing and the next round wait for the barrier — every table between hands,
 * and either the round not opened yet or dealt everywhere. Moving a player in the middle of a
 * round could let them play two hands of it.
 */
export function atRoundBarrier(t: Pick<HandForHandRound, 'handForHandRound' | 'handForHandOpen'>, layout: readonly RoomTable[]): boolean {
  return allBetweenHands(layout) && (!t.handForHandOpen || roundDealt(t, layout));
}

/**
 * The deal gate (under the table's lock): a halted table waits for balancing; in hand-for-hand
 * play a table deals once per open round.
 */
export function mayDeal(t: HandForHandRound, table: Pick<RoomTable, 'halted' | 'dealtRound'>): boolean {
  if (table.halted) return false;
  return !t.handForHand || (t.handForHandOpen && table.dealtRound < t.handForHandRound);
}
