import { shuffleInPlace, type Rng } from '@app/razz-engine';
import { fail, isIntAtLeast, ok, type CoreResult } from '../result';

/** Seats per table a draw accepts: stud tables seat 2…8 (9 allowed), flop games 10. */
export const MIN_SEATS = 2;
export const MAX_SEATS = 10;

export interface SeatAssignment {
  playerId: string;
  table: number;
  seat: number;
}

export interface SeatDrawOptions {
  seatsPerTable: number;
  /** The injected randomness: `cryptoRng()` for real events, `seededRng(…)` in tests. */
  rng: Rng;
  /** Number of the first table; tables are numbered consecutively. Default 1. */
  firstTable?: number;
}

export interface SeatDraw {
  tables: number[];
  /** Sorted by table, then seat. */
  seating: SeatAssignment[];
}

/**
 * The random seat draw at the start (TDA R7): as few tables as hold everybody, table sizes
 * differing by at most one, which tables get the extra player and which seats stay empty drawn
 * at random, and every player equally likely to get any seat.
 * @example
 * drawSeats(['ann', 'bob', 'cy'], { seatsPerTable: 8, rng: seededRng('draw') }).value.tables // [1]
 */
export function drawSeats(playerIds: readonly string[], options: SeatDrawOptions): CoreResult<SeatDraw> {
  const problem = drawProblem(playerIds, options);
  if (problem !== null) return fail('SEATING_INPUT', problem);
  const { seatsPerTable, rng } = options;
  const first = options.firstTable ?? 1;
  const tableCount = Math.ceil(playerIds.length / seatsPerTable);
  const sizes = new Array<number>(tableCount).fill(Math.floor(playerIds.length / tableCount));
  const larger = shuffleInPlace(
    Array.from({ length: tableCount }, (_, t) => t),
    rng,
  ).slice(0, playerIds.length % tableCount);
  for (const t of larger) sizes[t] = (sizes[t] as number) + 1;
  const players = shuffleInPlace([...playerIds], rng);
  const seating: SeatAssignment[] = [];
  sizes.forEach((size, t) => {
    const seats = shuffleInPlace(
      Array.from({ length: seatsPerTable }, (_, s) => s + 1),
      rng,
    )
      .slice(0, size)
      .sort((a, b) => a - b);
    for (const seat of seats) seating.push({ playerId: players[seating.length] as string, table: first + t, seat });
  });
  return ok({ tables: sizes.map((_, t) => first + t), seating });
}

function drawProblem(playerIds: readonly string[], options: SeatDrawOptions): string | null {
  if (!Array.isArray(playerIds) || playerIds.length === 0) return 'at least one player is needed';
  if (new Set(playerIds).size !== playerIds.length || !playerIds.every((p) => typeof p === 'string')) return 'player ids must be distinct strings';
  if (!isIntAtLeast(options?.seatsPerTable, MIN_SEATS) || options.seatsPerTable > MAX_SEATS) {
    return `seatsPerTable must be a whole number in ${MIN_SEATS}…${MAX_SEATS}, got ${String(options?.seatsPerTable)}`;
  }
  if (typeof options.rng?.int !== 'function') return 'an rng is needed (cryptoRng() in production)';
  if (options.firstTable !== undefined && !isIntAtLeast(options.firstTable, 1)) return 'firstTable must be a whole number ≥ 1';
  return null;
}
