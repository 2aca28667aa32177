import { shuffleInPlace } from '@app/razz-engine';
import { ShortestTables } from './shortest-tables';
import { hasHandInProgress, inPlay, movePlayer, randomOpenSeat, type WorkState, type WorkTable } from './work-state';

/** Result of the break phase: whether a table due to break is waiting for its hand to end. */
export interface BreakOutcome {
  pending: WorkTable | null;
}

/**
 * Breaks tables in the fixed order (TDA R10) while their players fit in the open seats of the
 * tables that stay. All tables to break are chosen first, so nobody is seated at a table that
 * breaks in the same plan (and moved twice). Locked tables are skipped (never broken). A table
 * due to break with a hand in progress stops the walk: it breaks when its hand ends, later
 * tables wait for it, and it receives nobody meanwhile.
 */
export function breakTables(state: WorkState): BreakOutcome {
  closeEmptyTables(state);
  const candidates = state.tables.filter(inPlay);
  let open = candidates.reduce((n, t) => n + t.maxSeats - t.count, 0);
  let displaced = 0;
  const breaking: WorkTable[] = [];
  let pending: WorkTable | null = null;
  for (const t of candidates) {
    const openElsewhere = open - (t.maxSeats - t.count);
    if (breaking.length + 1 >= candidates.length || displaced + t.count > openElsewhere) break;
    if (hasHandInProgress(t)) {
      pending = t;
      state.waiting.push({ table: t.table, action: 'break' });
      break;
    }
    breaking.push(t);
    open = openElsewhere;
    displaced += t.count;
  }
  for (const t of breaking) t.broken = true;
  relocate(state, breaking, pending);
  return { pending };
}

/** Empty tables close at once: nobody has to move, so the break order does not matter. */
function closeEmptyTables(state: WorkState): void {
  for (const t of state.tables) {
    if (inPlay(t) && t.count === 0) {
      t.broken = true;
      state.broken.push(t.table);
    }
  }
}

/**
 * The broken tables' players, in random order, each draw a random open seat among the tables
 * with the fewest players. Filling the shortest tables first keeps the room balanced, so the
 * balancing phase needs no extra moves for them (TDA R10 random seats, R11 balance).
 */
function relocate(state: WorkState, breaking: WorkTable[], pending: WorkTable | null): void {
  // The table waiting to break receives nobody: they would only have to move again.
  const receivers = state.tables.filter((t) => inPlay(t) && t !== pending);
  const leaving = shuffleInPlace(
    breaking.flatMap((t) => t.seats.flatMap((s, i) => (s === null ? [] : [{ t, seat: i + 1 }]))),
    state.rng,
  );
  for (const t of breaking) state.broken.push(t.table);
  const shortest = new ShortestTables(receivers);
  for (const { t, seat } of leaving) {
    const to = shortest.draw(state.rng);
    shortest.seating(to);
    movePlayer(state, t, seat, to, randomOpenSeat(to, state.rng), 'break');
  }
}
