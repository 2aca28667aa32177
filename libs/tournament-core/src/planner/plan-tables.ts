import { fail, ok, type CoreResult } from '../result';
import { balanceTables } from './balance-tables';
import { breakTables } from './break-tables';
import { drawFinalTable } from './final-table';
import { plannerInputProblem } from './planner-input';
import { tooShort } from './tda-balancing';
import type { Plan, PlannerOptions, PlannerTable } from './types';
import { buildState, hasHandInProgress, inPlay, type WorkState, type WorkTable } from './work-state';

/**
 * Plans the moves that keep a multi-table tournament balanced, pure and deterministic for a
 * given `rng`. In order:
 * 1. Final table: when everybody fits at one table (`finalTableSeats`) and they sit at more
 *    than one, all players redraw seats at one table.
 * 2. Breaking (TDA R10): tables break in the fixed order while their players fit elsewhere;
 *    their players draw random open seats at the shortest tables.
 * 3. Balancing (TDA R11): while the fullest and the shortest table differ by `moveAt`, a
 *    player moves from the fullest to the shortest; in stud the player in the seat matching the
 *    open seat (else the next seat clockwise), never a player in a hand, never twice per plan.
 * Then it reports tables that must not deal (`haltAt` short of the fullest) and what waits for
 * a hand to end. Apply `moves` in order. Both numbers default to `TDA_BALANCING` (tda-balancing.ts).
 * @example
 * const plan = planTables(tables, { rng: cryptoRng() });
 * if (plan.ok) for (const m of plan.value.moves) seatPlayer(m.playerId, m.to);
 */
export function planTables(tables: readonly PlannerTable[], options: PlannerOptions): CoreResult<Plan> {
  const problem = plannerInputProblem(tables, options);
  if (problem !== null) return fail('PLANNER_INPUT', problem);
  const state = buildState(tables, options);
  const players = state.tables.reduce((n, t) => n + t.count, 0);
  const finalSeats = options.finalTableSeats ?? Math.max(2, ...state.tables.map((t) => t.maxSeats));
  const occupied = state.tables.filter((t) => t.count > 0);
  if (occupied.length > 1 && players <= finalSeats) {
    const finalTable = drawFinalTable(state, finalSeats, options.finalTable);
    const halted = finalTable === null ? occupied.filter((t) => !hasHandInProgress(t) && !t.locked).map((t) => t.table) : [];
    const closed = finalTable === null ? [] : state.tables.filter((t) => t.table !== finalTable.table).map((t) => t.table);
    return ok({ moves: [], brokenTables: closed, finalTable, haltedTables: halted.sort((a, b) => a - b), waiting: state.waiting });
  }
  const { pending } = breakTables(state);
  if (pending === null) balanceTables(state);
  return ok({ moves: state.moves, brokenTables: state.broken, finalTable: null, haltedTables: haltedTables(state, pending), waiting: state.waiting });
}

/**
 * Tables that must not deal their next hand: `haltAt` or more players short of the fullest
 * table in play once the moves are applied, and a table waiting to break.
 */
function haltedTables(state: WorkState, pending: WorkTable | null): number[] {
  const playing = state.tables.filter((t) => inPlay(t) && t.count > 0);
  const counts = playing.map((t) => t.count);
  const halted = playing.filter((t) => t === pending || tooShort(t.count, counts, state.haltAt)).map((t) => t.table);
  return halted.sort((a, b) => a - b);
}
