import { inPlay, movePlayer, randomOpenSeat, type WorkSeat, type WorkState, type WorkTable } from './work-state';

/**
 * Balancing (TDA R11): while the fullest table has `moveAt` or more players than the shortest,
 * one player moves from the fullest to the shortest. Ties: the giving table is the one that
 * breaks first (its players would move anyway), the receiving table the one that breaks last
 * (so nobody is moved onto a table about to break). A giving table whose every candidate is in
 * a hand waits; others may still give if they are far enough above the shortest.
 */
export function balanceTables(state: WorkState): void {
  const blocked = new Set<WorkTable>();
  for (;;) {
    const to = shortestTable(state);
    if (to === null) return;
    const from = fullestGiver(state, to, blocked);
    if (from === null) return;
    const toSeat = randomOpenSeat(to, state.rng);
    const fromSeat = seatToMove(state, from, toSeat);
    if (fromSeat === null) {
      blocked.add(from);
      state.waiting.push({ table: from.table, action: 'give-player' });
      continue;
    }
    movePlayer(state, from, fromSeat, to, toSeat, 'balance');
  }
}

function shortestTable(state: WorkState): WorkTable | null {
  let best: WorkTable | null = null;
  for (const t of state.tables) {
    if (!inPlay(t) || t.count >= t.maxSeats) continue;
    if (best === null || t.count < best.count || (t.count === best.count && t.rank > best.rank)) best = t;
  }
  return best;
}

function fullestGiver(state: WorkState, to: WorkTable, blocked: Set<WorkTable>): WorkTable | null {
  let best: WorkTable | null = null;
  for (const t of state.tables) {
    if (!inPlay(t) || t === to || blocked.has(t) || t.count - to.count < state.moveAt) continue;
    if (best === null || t.count > best.count || (t.count === best.count && t.rank < best.rank)) best = t;
  }
  return best;
}

/**
 * Who leaves the giving table. Stud (TDA R11): the player in the seat matching the open seat,
 * else the next seat clockwise; `'next-big-blind'` starts at the next big blind instead.
 * Skipped: players in a hand and players this plan already moved. With `preferLeastMoved`,
 * the candidates moved least often so far go first, position deciding among them.
 */
function seatToMove(state: WorkState, from: WorkTable, openSeat: number): number | null {
  const start = state.method === 'next-big-blind' && from.nextBigBlindSeat !== undefined ? from.nextBigBlindSeat : openSeat;
  let bestSeat: number | null = null;
  let bestMoved = Infinity;
  for (let k = 0; k < from.maxSeats; k++) {
    const seat = ((start - 1 + k) % from.maxSeats) + 1;
    const player: WorkSeat | null = from.seats[seat - 1] ?? null;
    if (player === null || player.inHand || player.arrived) continue;
    if (!state.preferLeastMoved) return seat;
    if (player.timesMoved < bestMoved) {
      bestMoved = player.timesMoved;
      bestSeat = seat;
    }
  }
  return bestSeat;
}
