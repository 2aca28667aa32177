import { isIntAtLeast } from '../result';
import { TDA_BALANCING } from './tda-balancing';
import type { PlannerOptions, PlannerTable } from './types';

const MAX_SEATS = 10;

/** Why planner input is refused, or null. Checked once, so the planner itself can trust it. */
export function plannerInputProblem(tables: readonly PlannerTable[], options: PlannerOptions): string | null {
  if (!Array.isArray(tables)) return 'tables must be an array';
  const numbers = new Set<number>();
  const players = new Set<string>();
  for (const t of tables) {
    const problem = tableProblem(t, numbers, players);
    if (problem !== null) return problem;
  }
  return optionsProblem(options);
}

function tableProblem(t: PlannerTable, numbers: Set<number>, players: Set<string>): string | null {
  if (!isIntAtLeast(t?.table, 1) || numbers.has(t.table)) return `table numbers must be distinct whole numbers ≥ 1, got ${String(t?.table)}`;
  numbers.add(t.table);
  if (!isIntAtLeast(t.maxSeats, 2) || t.maxSeats > MAX_SEATS) return `table ${t.table}: maxSeats must be a whole number in 2…${MAX_SEATS}`;
  if (!Array.isArray(t.players) || t.players.length > t.maxSeats) return `table ${t.table}: players must be a list of at most ${t.maxSeats}`;
  if (t.nextBigBlindSeat !== undefined && !(isIntAtLeast(t.nextBigBlindSeat, 1) && t.nextBigBlindSeat <= t.maxSeats))
    return `table ${t.table}: nextBigBlindSeat must be a seat in 1…${t.maxSeats}`;
  const seats = new Set<number>();
  for (const p of t.players) {
    if (!isIntAtLeast(p?.seat, 1) || p.seat > t.maxSeats || seats.has(p.seat))
      return `table ${t.table}: seats must be distinct numbers in 1…${t.maxSeats}, got ${String(p?.seat)}`;
    if (typeof p.playerId !== 'string' || players.has(p.playerId))
      return `table ${t.table}: player ids must be distinct strings across all tables, got ${String(p.playerId)}`;
    if (p.timesMoved !== undefined && !isIntAtLeast(p.timesMoved, 0)) return `player ${p.playerId}: timesMoved must be a whole number ≥ 0`;
    seats.add(p.seat);
    players.add(p.playerId);
  }
  return null;
}

function optionsProblem(o: PlannerOptions): string | null {
  if (typeof o?.rng?.int !== 'function') return 'options.rng is needed (cryptoRng() in production)';
  const moveAt = o.moveAt ?? TDA_BALANCING.moveAt;
  if (!isIntAtLeast(moveAt, 2)) return 'moveAt must be a whole number ≥ 2 (a difference of 1 cannot be balanced away)';
  if (!isIntAtLeast(o.haltAt ?? TDA_BALANCING.haltAt, 2)) return 'haltAt must be a whole number ≥ 2';
  if (
    o.breakOrder !== undefined &&
    (!Array.isArray(o.breakOrder) || new Set(o.breakOrder).size !== o.breakOrder.length || !o.breakOrder.every((t) => isIntAtLeast(t, 1)))
  ) {
    return 'breakOrder must list distinct table numbers';
  }
  if (o.finalTableSeats !== undefined && !(isIntAtLeast(o.finalTableSeats, 2) && o.finalTableSeats <= MAX_SEATS))
    return `finalTableSeats must be a whole number in 2…${MAX_SEATS}`;
  if (o.finalTable !== undefined && !isIntAtLeast(o.finalTable, 1)) return 'finalTable must be a table number ≥ 1';
  if (o.method !== undefined && o.method !== 'stud-seat' && o.method !== 'next-big-blind') return "method must be 'stud-seat' or 'next-big-blind'";
  return null;
}
