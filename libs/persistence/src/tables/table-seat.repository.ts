import { Injectable } from '@nestjs/common';
import { isUniqueViolation } from '../database-error';
import { UniqueViolationError } from '../common/unique-violation.error';
import { UnitOfWork } from '../unit-of-work';
import type { BlindDebt } from '@app/razz-engine';
import { NewTableSeat, SeatChanges, TableSeat } from './table';

interface SeatRow {
  table_id: string;
  seat_no: number;
  player_id: string;
  screen_name: string;
  bot_strategy: string | null;
  seating_id: string;
  stack_account_id: bigint;
  balance: bigint;
  sitting_out: boolean;
  leaving: boolean;
  consecutive_timeouts: number;
  seated_at: Date;
  blind_debt: BlindDebt;
  wait_for_big_blind: boolean;
  client_seed: string;
}

function toDomain(row: SeatRow): TableSeat {
  return {
    tableId: row.table_id,
    seat: row.seat_no,
    playerId: row.player_id,
    screenName: row.screen_name,
    botStrategy: row.bot_strategy,
    seatingId: row.seating_id,
    stackAccountId: row.stack_account_id.toString(),
    stack: row.balance,
    sittingOut: row.sitting_out,
    leaving: row.leaving,
    consecutiveTimeouts: row.consecutive_timeouts,
    seatedAt: row.seated_at,
    blindDebt: row.blind_debt,
    waitForBigBlind: row.wait_for_big_blind,
    clientSeed: row.client_seed,
  };
}

/** A seat row as JSON (for queries that aggregate seats next to other things): `seatFromJson` reads it. */
export const SEAT_JSON = `json_build_object('tableId', s.table_id, 'seat', s.seat_no, 'playerId', s.player_id, 'screenName', p.screen_name,
  'botStrategy', p.bot_strategy, 'seatingId', s.seating_id, 'stackAccountId', s.stack_account_id::text, 'stack', a.balance::text, 'sittingOut', s.sitting_out,
  'leaving', s.leaving, 'consecutiveTimeouts', s.consecutive_timeouts, 'seatedAt', s.seated_at, 'blindDebt', s.blind_debt,
  'waitForBigBlind', s.wait_for_big_blind, 'clientSeed', s.client_seed)`;

/** Amounts travel as text inside JSON (exact beyond 2^53), dates as ISO strings. */
export function seatFromJson(json: Omit<TableSeat, 'stack' | 'seatedAt'> & { stack: string; seatedAt: string }): TableSeat {
  return { ...json, stack: BigInt(json.stack), seatedAt: new Date(json.seatedAt) };
}

const SEAT_TAKEN_INDEX = 'table_seats_pkey';
const ALREADY_SEATED_INDEX = 'table_seats_table_id_player_id_key';

/** Seats of a table. Callers hold the table's row lock (`TableRepository.lockById`) while writing. */
@Injectable()
export class TableSeatRepository {
  constructor(private readonly db: UnitOfWork) {}

  /** The seats in seat order, with screen names and seat-stack balances: one query. */
  async listForTable(tableId: string): Promise<TableSeat[]> {
    const rows = await this.db.query<SeatRow>(
      `SELECT s.table_id::text AS table_id, s.seat_no, s.player_id::text AS player_id, p.screen_name, p.bot_strategy,
              s.seating_id::text AS seating_id, s.stack_account_id, a.balance, s.sitting_out, s.leaving,
              s.consecutive_timeouts, s.seated_at, s.blind_debt::text AS blind_debt, s.wait_for_big_blind, s.client_seed
       FROM table_seats s
       JOIN players p ON p.id = s.player_id
       JOIN ledger_accounts a ON a.id = s.stack_account_id
       WHERE s.table_id = $1::uuid
       ORDER BY s.seat_no`,
      [tableId],
    );
    return rows.map(toDomain);
  }

  /**
   * Throws `UniqueViolationError('table-seat', 'seat')` for a taken seat and
   * `UniqueViolationError('table-seat', 'playerId')` for a player already at the table.
   */
  async insert(seat: NewTableSeat): Promise<void> {
    try {
      await this.db.client.tableSeat.create({
        data: {
          tableId: seat.tableId,
          seatNo: seat.seat,
          playerId: seat.playerId,
          seatingId: seat.seatingId,
          stackAccountId: BigInt(seat.stackAccountId),
          sittingOut: seat.sittingOut,
          ...(seat.blindDebt !== undefined ? { blindDebt: seat.blindDebt } : {}),
          ...(seat.waitForBigBlind !== undefined ? { waitForBigBlind: seat.waitForBigBlind } : {}),
          ...(seat.clientSeed !== undefined ? { clientSeed: seat.clientSeed } : {}),
        },
      });
    } catch (error) {
      if (isUniqueViolation(error, SEAT_TAKEN_INDEX)) throw new UniqueViolationError('table-seat', 'seat');
      if (isUniqueViolation(error, ALREADY_SEATED_INDEX)) throw new UniqueViolationError('table-seat', 'playerId');
      throw error;
    }
  }

  async update(tableId: string, seat: number, changes: SeatChanges): Promise<void> {
    await this.db.client.tableSeat.update({ where: { tableId_seatNo: { tableId, seatNo: seat } }, data: changes });
  }

  /**
   * Rewrites the seat row without changing it, for a change the row does not hold (its stack lives
   * in the ledger): the seats trigger moves the table's seating version, and so the table row's
   * stamp, as for any seat change — a next-hand job gets a fresh id, and a turn an API process
   * remembers for the table is read afresh (docs/tables.md "Concurrency").
   */
  async touch(tableId: string, seat: number): Promise<void> {
    const rows = await this.db.query<{ seat_no: number }>(
      `UPDATE table_seats SET seat_no = seat_no WHERE table_id = $1::uuid AND seat_no = $2::int RETURNING seat_no`,
      [tableId, seat],
    );
    if (rows.length === 0) throw new Error(`table ${tableId} has no seat ${seat} to touch`);
  }

  async remove(tableId: string, seat: number): Promise<void> {
    await this.db.client.tableSeat.delete({ where: { tableId_seatNo: { tableId, seatNo: seat } } });
  }
}
