import { Injectable } from '@nestjs/common';
import { UnitOfWork } from '../unit-of-work';
import type { FlopPositions } from '@app/razz-engine';

/** A tournament's table with whether a hand is being played at it. */
export interface TournamentTableInfo {
  id: string;
  name: string;
  status: 'open' | 'closing' | 'closed';
  maxSeats: number;
  handRunning: boolean;
}

/** A player seated at one of the tournament's tables, with the seat stack's balance. */
export interface TournamentSeat {
  tableId: string;
  seat: number;
  playerId: string;
  seatingId: string;
  stackAccountId: string;
  stack: bigint;
}

/** A player at a table as balancing sees them. */
export interface LayoutSeat {
  seat: number;
  playerId: string;
  seatingId: string;
  stackAccountId: string;
  stack: bigint;
  /** From the player's live entry (0 without one). */
  timesMoved: number;
  sittingOut: boolean;
  /** Moves with the player to another table (docs/fairness.md). */
  clientSeed: string;
}

/** One table of the tournament that is not closed, with everything balancing reads about it. */
export interface TableLayout {
  tableId: string;
  /** Null for a table without a `tournament_tables` row (made by hand through the tables API). */
  number: number | null;
  status: 'open' | 'closing';
  maxSeats: number;
  handsStarted: number;
  handRunning: boolean;
  locked: boolean;
  halted: boolean;
  dealtRound: number;
  seats: LayoutSeat[];
  /** Where the button and the blinds stood at the table's last flop-game hand (balancing's worst position); null before one. */
  flopPositions: FlopPositions | null;
}

interface LayoutRow {
  id: string;
  status: 'open' | 'closing';
  max_seats: number;
  hands_started: number;
  hand_running: boolean;
  number: number | null;
  locked: boolean | null;
  halted: boolean | null;
  dealt_round: number | null;
  flop_positions: FlopPositions | null;
  seats: {
    seat: number;
    playerId: string;
    seatingId: string;
    stackAccountId: string;
    stack: string;
    timesMoved: number | null;
    sittingOut: boolean;
    clientSeed: string;
  }[];
}

interface SeatRow {
  table_id: string;
  seat_no: number;
  player_id: string;
  seating_id: string;
  stack_account_id: bigint;
  stack: bigint;
}

/**
 * Reads across the tables of one tournament (`tables.tournament_id`), for the tournament's own
 * services: which tables it has, who sits where with how many chips. Writes to tables and seats
 * stay with the table repositories.
 */
@Injectable()
export class TournamentTableQueries {
  constructor(private readonly db: UnitOfWork) {}

  async listTables(tournamentId: string): Promise<TournamentTableInfo[]> {
    const rows = await this.db.client.$queryRaw<
      { id: string; name: string; status: TournamentTableInfo['status']; max_seats: number; hand_running: boolean }[]
    >`
      SELECT t.id::text AS id, t.name, t.status::text AS status, t.max_seats, coalesce(h.status = 'running', false) AS hand_running
      FROM tables t LEFT JOIN hands h ON h.id = t.last_hand_id
      WHERE t.tournament_id = ${tournamentId} ORDER BY t.created_at, t.id`;
    return rows.map((r) => ({ id: r.id, name: r.name, status: r.status, maxSeats: r.max_seats, handRunning: r.hand_running }));
  }

  /** Everyone seated at the tournament's tables that are not closed, by table then seat. */
  async listSeats(tournamentId: string): Promise<TournamentSeat[]> {
    const rows = await this.db.client.$queryRaw<SeatRow[]>`
      SELECT s.table_id::text AS table_id, s.seat_no, s.player_id::text AS player_id, s.seating_id::text AS seating_id, s.stack_account_id, a.balance AS stack
      FROM table_seats s JOIN tables t ON t.id = s.table_id JOIN ledger_accounts a ON a.id = s.stack_account_id
      WHERE t.tournament_id = ${tournamentId} AND t.status <> 'closed'
      ORDER BY t.created_at, t.id, s.seat_no`;
    return rows.map((r) => ({
      tableId: r.table_id,
      seat: r.seat_no,
      playerId: r.player_id,
      seatingId: r.seating_id,
      stackAccountId: r.stack_account_id.toString(),
      stack: r.stack,
    }));
  }

  /**
   * Every table of the tournament that is not closed, with its number, lock, halt, round, whether
   * a hand is running and who sits where (stack, times moved): one statement, one snapshot.
   */
  async layout(tournamentId: string): Promise<TableLayout[]> {
    const rows = await this.db.client.$queryRaw<LayoutRow[]>`
      SELECT t.id::text AS id, t.status::text AS status, t.max_seats, t.hands_started, coalesce(h.status = 'running', false) AS hand_running,
             tt.number, tt.locked, tt.halted, tt.dealt_round, t.flop_positions,
             coalesce((SELECT json_agg(json_build_object('seat', s.seat_no, 'playerId', s.player_id, 'seatingId', s.seating_id,
                                                         'stackAccountId', s.stack_account_id::text, 'stack', a.balance::text,
                                                         'timesMoved', e.times_moved, 'sittingOut', s.sitting_out, 'clientSeed', s.client_seed) ORDER BY s.seat_no)
                       FROM table_seats s JOIN ledger_accounts a ON a.id = s.stack_account_id
                       LEFT JOIN tournament_entries e ON e.tournament_id = ${tournamentId}::uuid AND e.player_id = s.player_id AND e.status = 'playing'
                       WHERE s.table_id = t.id), '[]'::json) AS seats
      FROM tables t
      LEFT JOIN hands h ON h.id = t.last_hand_id
      LEFT JOIN tournament_tables tt ON tt.table_id = t.id
      WHERE t.tournament_id = ${tournamentId} AND t.status <> 'closed'
      ORDER BY tt.number NULLS LAST, t.created_at, t.id`;
    return rows.map((r) => ({
      tableId: r.id,
      number: r.number,
      status: r.status,
      maxSeats: r.max_seats,
      handsStarted: r.hands_started,
      handRunning: r.hand_running,
      locked: r.locked ?? false,
      halted: r.halted ?? false,
      dealtRound: r.dealt_round ?? 0,
      flopPositions: r.flop_positions,
      seats: r.seats.map((s) => ({ ...s, stack: BigInt(s.stack), timesMoved: s.timesMoved ?? 0 })),
    }));
  }

  /** Mean duration (ms) of the tournament's finished hands, deal to settlement; 0 before the first. */
  async averageHandMs(tournamentId: string): Promise<number> {
    const rows = await this.db.client.$queryRaw<{ ms: number | null }[]>`
      SELECT (avg(extract(epoch FROM (h.ended_at - h.started_at))) * 1000)::float8 AS ms
      FROM hands h JOIN tables t ON t.id = h.table_id
      WHERE t.tournament_id = ${tournamentId} AND h.status = 'finished'`;
    return rows[0]?.ms ?? 0;
  }

  /** Players seated per table of the tournament that is open and not locked (tables with nobody left out). */
  async seatCountsInPlay(tournamentId: string): Promise<Map<string, number>> {
    const rows = await this.db.client.$queryRaw<{ id: string; n: number }[]>`
      SELECT t.id::text AS id, count(*)::int AS n
      FROM tables t JOIN table_seats s ON s.table_id = t.id LEFT JOIN tournament_tables tt ON tt.table_id = t.id
      WHERE t.tournament_id = ${tournamentId} AND t.status = 'open' AND NOT coalesce(tt.locked, false)
      GROUP BY t.id`;
    return new Map(rows.map((r) => [r.id, r.n]));
  }

  /** Open tables of the tournament with at least one player (locked ones included). */
  async countOccupiedTables(tournamentId: string): Promise<number> {
    const rows = await this.db.client.$queryRaw<{ n: number }[]>`
      SELECT count(DISTINCT t.id)::int AS n FROM tables t JOIN table_seats s ON s.table_id = t.id
      WHERE t.tournament_id = ${tournamentId} AND t.status = 'open'`;
    return rows[0]?.n ?? 0;
  }

  /** Hands dealt at the tournament's tables so far. */
  async countHands(tournamentId: string): Promise<number> {
    const rows = await this.db.client.$queryRaw<{ n: number }[]>`
      SELECT count(*)::int AS n FROM hands h JOIN tables t ON t.id = h.table_id WHERE t.tournament_id = ${tournamentId}`;
    return rows[0]?.n ?? 0;
  }
}
