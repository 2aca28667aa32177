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
    const toSeat = seatToFill(state, to);
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
 * Where the moved player sits. Stud: a random open seat. Flop and mixed games (TDA R11): the
 * worst position — the first open seat clockwise after the table's last big blind, which is the
 * next big blind when it is open (a seat may have the big blind twice), and never the small
 * blind (the last big blind's own seat, whoever sits there now).
 */
function seatToFill(state: WorkState, to: WorkTable): number {
  if (state.method !== 'next-big-blind' || to.bigBlindSeat === undefined) return randomOpenSeat(to, state.rng);
  for (let k = 1; k < to.maxSeats; k++) {
    const seat = ((to.bigBlindSeat - 1 + k) % to.maxSeats) + 1;
    if (to.seats[seat - 1] === null) return seat;
  }
  // Only the last big blind's own seat is open: the small blind, but the only seat there is.
  return to.bigBlindSeat;
}

/** The seat the big blind goes to next: the given one, else the first player after the last big blind. */
function nextBigBlind(from: WorkTable): number | undefined {
  return from.nextBigBlindSeat ?? (from.bigBlindSeat === undefined ? undefined : (from.bigBlindSeat % from.maxSeats) + 1);
}

/**
 * Who leaves the giving table. Stud (TDA R11): the player in the seat matching the open seat,
 * else the next seat clockwise; `'next-big-blind'` starts at the next big blind instead (the
 * first player clockwise after the last big blind).
 * Skipped: players in a hand and players this plan already moved. With `preferLeastMoved`,
 * the candidates moved least often so far go first, position deciding among them.
 */
function seatToMove(state: WorkState, from: WorkTable, openSeat: number): number | null {
  const next = state.method === 'next-big-blind' ? nextBigBlind(from) : undefined;
  const start = next ?? openSeat;
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
