import type { Rng } from '@app/razz-engine';
import { TDA_BALANCING } from './tda-balancing';
import type { Move, PlannerOptions, PlannerTable, Waiting } from './types';

/** A player during planning; `arrived` marks players this plan already moved (never twice). */
export interface WorkSeat {
  playerId: string;
  timesMoved: number;
  inHand: boolean;
  arrived: boolean;
}

/** A table during planning: seats indexed by seat − 1, `rank` = position in the break order. */
export interface WorkTable {
  table: number;
  maxSeats: number;
  seats: (WorkSeat | null)[];
  count: number;
  locked: boolean;
  rank: number;
  broken: boolean;
  nextBigBlindSeat: number | undefined;
  bigBlindSeat: number | undefined;
}

/** Everything a plan is built from and into, mutated step by step by the planner's phases. */
export interface WorkState {
  tables: WorkTable[];
  rng: Rng;
  moves: Move[];
  broken: number[];
  waiting: Waiting[];
  moveAt: number;
  haltAt: number;
  method: 'stud-seat' | 'next-big-blind';
  preferLeastMoved: boolean;
}

/** Tables sorted by break order: `rank` 0 breaks first. Listed tables first, then highest number first. */
export function buildState(input: readonly PlannerTable[], options: PlannerOptions): WorkState {
  const listed = new Map((options.breakOrder ?? []).map((t, i) => [t, i] as const));
  const tables = input.map((t): WorkTable => {
    const seats = new Array<WorkSeat | null>(t.maxSeats).fill(null);
    for (const p of t.players) seats[p.seat - 1] = { playerId: p.playerId, timesMoved: p.timesMoved ?? 0, inHand: p.inHand === true, arrived: false };
    return {
      table: t.table,
      maxSeats: t.maxSeats,
      seats,
      count: t.players.length,
      locked: t.locked === true,
      rank: 0,
      broken: false,
      nextBigBlindSeat: t.nextBigBlindSeat,
      bigBlindSeat: t.bigBlindSeat,
    };
  });
  tables.sort((a, b) => (listed.get(a.table) ?? Infinity) - (listed.get(b.table) ?? Infinity) || b.table - a.table);
  tables.forEach((t, i) => (t.rank = i));
  return {
    tables,
    rng: options.rng,
    moves: [],
    broken: [],
    waiting: [],
    moveAt: options.moveAt ?? TDA_BALANCING.moveAt,
    haltAt: options.haltAt ?? TDA_BALANCING.haltAt,
    method: options.method ?? 'stud-seat',
    preferLeastMoved: options.preferLeastMoved ?? true,
  };
}

/** A table that may still give or receive players in this plan. */
export function inPlay(t: WorkTable): boolean {
  return !t.locked && !t.broken;
}

export function hasHandInProgress(t: WorkTable): boolean {
  return t.seats.some((s) => s !== null && s.inHand);
}

/** A uniformly random open seat (1-based) of a table that has one. */
export function randomOpenSeat(t: WorkTable, rng: Rng): number {
  let k = rng.int(t.maxSeats - t.count);
  for (let i = 0; i < t.maxSeats; i++) {
    if (t.seats[i] === null && k-- === 0) return i + 1;
  }
  throw new Error('randomOpenSeat: the table is full');
}

/** Moves the player in `fromSeat` of `from` to `toSeat` of `to` and records the move. */
export function movePlayer(state: WorkState, from: WorkTable, fromSeat: number, to: WorkTable, toSeat: number, reason: Move['reason']): void {
  const player = from.seats[fromSeat - 1] as WorkSeat;
  from.seats[fromSeat - 1] = null;
  from.count--;
  to.seats[toSeat - 1] = { ...player, arrived: true };
  to.count++;
  state.moves.push({ playerId: player.playerId, from: { table: from.table, seat: fromSeat }, to: { table: to.table, seat: toSeat }, reason });
}
