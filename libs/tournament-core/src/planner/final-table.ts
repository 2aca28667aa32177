import { shuffleInPlace } from '@app/razz-engine';
import type { FinalTableDraw } from './types';
import { hasHandInProgress, type WorkState, type WorkTable } from './work-state';

/**
 * The final table (docs/rules/tournaments.md: when the players fit at one table): every remaining player draws a
 * new seat at random. Needs every table between hands and none locked; otherwise the tables
 * still playing are reported as waiting and nothing moves.
 */
export function drawFinalTable(state: WorkState, seats: number, tableNumber: number | undefined): FinalTableDraw | null {
  const occupied = state.tables.filter((t) => t.count > 0);
  const blocking = occupied.filter((t) => t.locked || hasHandInProgress(t));
  if (blocking.length > 0) {
    for (const t of blocking) state.waiting.push({ table: t.table, action: 'final-table' });
    return null;
  }
  const table = tableNumber ?? lastToBreak(occupied).table;
  const players = occupied
    .sort((a, b) => a.table - b.table)
    .flatMap((t) => t.seats.flatMap((s, i) => (s === null ? [] : [{ playerId: s.playerId, from: { table: t.table, seat: i + 1 } }])));
  const drawn = shuffleInPlace(
    Array.from({ length: seats }, (_, i) => i + 1),
    state.rng,
  ).slice(0, players.length);
  const seating = players.map((p, i) => ({ ...p, seat: drawn[i] as number })).sort((a, b) => a.seat - b.seat);
  return { table, seats, seating };
}

function lastToBreak(tables: WorkTable[]): WorkTable {
  return tables.reduce((a, b) => (b.rank > a.rank ? b : a));
}
