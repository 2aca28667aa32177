import type { Rng } from '@app/razz-engine';
import { fail, isIntAtLeast, ok, type CoreResult } from '../result';

/** A table as the late-entry draw sees it. */
export interface SeatingTable {
  table: number;
  maxSeats: number;
  occupiedSeats: readonly number[];
  /** A locked table (e.g. a feature table) gets no new players. */
  locked?: boolean;
}

/** A seat for one player. */
export interface SeatChoice {
  table: number;
  seat: number;
}

/**
 * A random open seat for a late entry or re-entry (TDA R8): only tables with the fewest
 * players are eligible, so a new player never unbalances the room; every open seat at those
 * tables is equally likely. `NO_OPEN_SEAT` when every unlocked table is full (open a new table).
 * @example seatLateEntry([{ table: 1, maxSeats: 8, occupiedSeats: [1, 2, 3] }, { table: 2, maxSeats: 8, occupiedSeats: [1, 2] }], rng).value.table // 2
 */
export function seatLateEntry(tables: readonly SeatingTable[], rng: Rng): CoreResult<SeatChoice> {
  const problem = tablesProblem(tables);
  if (problem !== null) return fail('SEATING_INPUT', problem);
  const open = tables.filter((t) => !t.locked && t.occupiedSeats.length < t.maxSeats);
  if (open.length === 0) return fail('NO_OPEN_SEAT', 'every unlocked table is full: open a new table');
  const fewest = Math.min(...open.map((t) => t.occupiedSeats.length));
  const seats: SeatChoice[] = [];
  for (const t of open.filter((o) => o.occupiedSeats.length === fewest).sort((a, b) => a.table - b.table)) {
    const taken = new Set(t.occupiedSeats);
    for (let seat = 1; seat <= t.maxSeats; seat++) if (!taken.has(seat)) seats.push({ table: t.table, seat });
  }
  return ok(seats[rng.int(seats.length)] as SeatChoice);
}

function tablesProblem(tables: readonly SeatingTable[]): string | null {
  if (!Array.isArray(tables)) return 'tables must be an array';
  const numbers = new Set<number>();
  for (const t of tables) {
    if (!isIntAtLeast(t?.table, 1) || numbers.has(t.table)) return `table numbers must be distinct whole numbers ≥ 1, got ${String(t?.table)}`;
    if (!isIntAtLeast(t.maxSeats, 2)) return `table ${t.table}: maxSeats must be a whole number ≥ 2`;
    const occupied: readonly number[] = Array.isArray(t.occupiedSeats) ? t.occupiedSeats : [Number.NaN];
    if (new Set(occupied).size !== occupied.length || occupied.some((s) => !isIntAtLeast(s, 1) || s > t.maxSeats)) {
      return `table ${t.table}: occupiedSeats must be distinct seats in 1…${t.maxSeats}`;
    }
    numbers.add(t.table);
  }
  return null;
}
