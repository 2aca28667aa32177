/**
 * Test and bench support for the planner: random room layouts, and a referee that applies a
 * plan move by move and reports every rule it breaks. Not exported from the library.
 */
import type { Rng } from '@app/razz-engine';
import type { Plan, PlannerSeat, PlannerTable } from '../types';

export interface LayoutOptions {
  tables: number;
  /** Seats per table, or 'mixed' for a random 6…10 per table. Default 8. */
  maxSeats?: number | 'mixed';
  /** Players per table are drawn uniformly from minPlayers…maxPlayers (capped at the table size). */
  minPlayers?: number;
  maxPlayers?: number;
  /** Chance that a table instead gets 1…maxSeats players (a few short tables in a crowded room). */
  shortChance?: number;
  /** Chance that a table is in the middle of a hand. */
  handInProgress?: number;
  /** Chance that a player at a table in the middle of a hand is in it (default ½). */
  inHandChance?: number;
  /** Chance that a table is locked. */
  locked?: number;
  /** Give players a random times-moved count 0…3. */
  timesMoved?: boolean;
  /**
   * Seat exactly this many players instead (overrides min/max/short), each at a random table
   * with a free seat chosen with random per-table weights, so the room is unbalanced.
   */
  totalPlayers?: number;
}

/** Players per table: drawn per table, or `totalPlayers` spread with random table weights. */
function tableCounts(rng: Rng, o: LayoutOptions, sizes: number[]): number[] {
  if (o.totalPlayers === undefined) {
    return sizes.map((maxSeats) => {
      const lo = Math.min(o.minPlayers ?? 0, maxSeats);
      const hi = Math.min(o.maxPlayers ?? maxSeats, maxSeats);
      const short = rng.int(1_000_000) < (o.shortChance ?? 0) * 1_000_000;
      return short ? 1 + rng.int(maxSeats) : lo + rng.int(hi - lo + 1);
    });
  }
  const counts = sizes.map(() => 0);
  const weights = sizes.map(() => 1 + rng.int(5));
  for (let p = 0; p < o.totalPlayers; p++) {
    const open = sizes.map((s, t) => ((counts[t] as number) < s ? (weights[t] as number) : 0));
    let k = rng.int(open.reduce((a, b) => a + b, 0));
    const t = open.findIndex((w) => (k -= w) < 0);
    counts[t] = (counts[t] as number) + 1;
  }
  return counts;
}

export function randomLayout(rng: Rng, o: LayoutOptions): PlannerTable[] {
  let id = 0;
  const sizes = Array.from({ length: o.tables }, () => (o.maxSeats === 'mixed' ? 6 + rng.int(5) : (o.maxSeats ?? 8)));
  const counts = tableCounts(rng, o, sizes);
  return sizes.map((maxSeats, t): PlannerTable => {
    const count = counts[t] as number;
    const seats = Array.from({ length: maxSeats }, (_, s) => s + 1);
    for (let i = seats.length - 1; i > 0; i--) {
      const j = rng.int(i + 1);
      [seats[i], seats[j]] = [seats[j] as number, seats[i] as number];
    }
    const midHand = rng.int(1_000_000) < (o.handInProgress ?? 0) * 1_000_000;
    const players = seats.slice(0, count).map((seat): PlannerSeat => ({
      seat,
      playerId: `p${id++}`,
      timesMoved: o.timesMoved ? rng.int(4) : 0,
      inHand: midHand && rng.int(1_000_000) < (o.inHandChance ?? 0.5) * 1_000_000,
    }));
    const locked = rng.int(1_000_000) < (o.locked ?? 0) * 1_000_000;
    return { table: t + 1, maxSeats, players: players.sort((a, b) => a.seat - b.seat), locked };
  });
}

/** Who sits where: table → seat → player. */
export type Room = Map<number, Map<number, PlannerSeat>>;

export function roomOf(tables: readonly PlannerTable[]): Room {
  return new Map(tables.map((t) => [t.table, new Map(t.players.map((p) => [p.seat, p]))]));
}

/**
 * Applies the plan's moves in order to a copy of the room and lists every broken rule: a move
 * from a seat that does not hold that player, into a taken seat or a seat the table does not
 * have, touching a locked table or a player in a hand, or moving a player twice; broken tables
 * left with players. A final-table draw is applied after the moves.
 */
export function applyPlan(tables: readonly PlannerTable[], plan: Plan): { room: Room; problems: string[] } {
  const room = roomOf(tables);
  const byNumber = new Map(tables.map((t) => [t.table, t]));
  const moved = new Set<string>();
  const problems: string[] = [];
  for (const m of plan.moves) {
    const from = room.get(m.from.table);
    const to = room.get(m.to.table);
    const player = from?.get(m.from.seat);
    const toTable = byNumber.get(m.to.table);
    if (player?.playerId !== m.playerId) problems.push(`${m.playerId} is not at ${m.from.table}/${m.from.seat}`);
    if (!to || !toTable || m.to.seat < 1 || m.to.seat > toTable.maxSeats) problems.push(`${m.to.table}/${m.to.seat} does not exist`);
    if (to?.has(m.to.seat)) problems.push(`${m.to.table}/${m.to.seat} is taken`);
    if (byNumber.get(m.from.table)?.locked || toTable?.locked) problems.push(`move ${m.playerId} touches a locked table`);
    if (player?.inHand) problems.push(`${m.playerId} is moved during a hand`);
    if (moved.has(m.playerId)) problems.push(`${m.playerId} is moved twice`);
    moved.add(m.playerId);
    if (player && to) {
      from?.delete(m.from.seat);
      to.set(m.to.seat, player);
    }
  }
  if (plan.finalTable) seatFinalTable(room, plan.finalTable);
  for (const t of plan.brokenTables) if ((room.get(t)?.size ?? 0) > 0) problems.push(`broken table ${t} still has players`);
  return { room, problems };
}

function seatFinalTable(room: Room, draw: NonNullable<Plan['finalTable']>): void {
  const everyone = new Map([...room.values()].flatMap((seats) => [...seats.values()]).map((p) => [p.playerId, p]));
  for (const seats of room.values()) seats.clear();
  const table = new Map<number, PlannerSeat>();
  for (const s of draw.seating) {
    const player = everyone.get(s.playerId);
    if (player) table.set(s.seat, { ...player, seat: s.seat });
  }
  room.set(draw.table, table);
}

/** Counts per unlocked table still in play after the plan. */
export function countsInPlay(tables: readonly PlannerTable[], plan: Plan, room: Room): Map<number, number> {
  const counts = new Map<number, number>();
  for (const t of tables) if (!t.locked && !plan.brokenTables.includes(t.table)) counts.set(t.table, room.get(t.table)?.size ?? 0);
  return counts;
}

/** An `Rng` that plays back scripted values (tests that need one exact seat). */
export function scriptedRng(values: number[]): Rng {
  let i = 0;
  return {
    int(max: number): number {
      const v = values[i++];
      if (v === undefined) throw new Error('scriptedRng: script exhausted');
      if (v >= max) throw new Error(`scriptedRng: ${v} is not below ${max}`);
      return v;
    },
  };
}
