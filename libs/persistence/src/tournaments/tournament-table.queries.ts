import { Injectable } from '@nestjs/common';
import { UnitOfWork } from '../unit-of-work';

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
    const rows = await this.db.client.$queryRaw<{ id: string; name: string; status: TournamentTableInfo['status']; max_seats: number; hand_running: boolean }[]>`
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
    return rows.map((r) => ({ tableId: r.table_id, seat: r.seat_no, playerId: r.player_id, seatingId: r.seating_id, stackAccountId: r.stack_account_id.toString(), stack: r.stack }));
  }
}
