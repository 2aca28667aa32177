import { Injectable } from '@nestjs/common';
import type { LedgerAccount, PokerTable, TableSeat } from '@app/persistence';
import type { Actor } from '../audit/actor';
import { LedgerService } from '../ledger/ledger.service';

/**
 * Where a seat's chips come from: the player's bankroll (cash tables), or any account of the
 * table's unit — how a tournament (issue 8) seats a player with the chips of an entry.
 */
export type ChipSource = { from: 'bankroll' } | { from: 'account'; accountId: string };

/** The account of a player's chips at one table. */
export function seatStackReference(tableId: string): string {
  return `table:${tableId}`;
}

/**
 * Chips onto and off a seat. Every movement is one ledger transaction whose idempotency key is
 * derived from the seating (`table:<id>:seating:<seatingId>:buy-in` / `:cash-out`), so a retried
 * request or job cannot move the chips twice. Callers hold the table lock.
 */
@Injectable()
export class SeatLedgerService {
  constructor(private readonly ledger: LedgerService) {}

  stackAccount(table: PokerTable, playerId: string): Promise<LedgerAccount> {
    return this.ledger.ensureAccount({ kind: 'seat-stack', unit: table.unit, playerId, reference: seatStackReference(table.id) });
  }

  /** Moves `amount` onto the player's seat stack (INSUFFICIENT_FUNDS when the source holds less). */
  async buyIn(table: PokerTable, playerId: string, seatingId: string, amount: bigint, source: ChipSource, actor?: Actor): Promise<LedgerAccount> {
    const stack = await this.stackAccount(table, playerId);
    const fromId = source.from === 'account' ? source.accountId : (await this.bankroll(table, playerId)).id;
    await this.ledger.post(
      {
        kind: 'buy-in',
        unit: table.unit,
        reference: seatStackReference(table.id),
        memo: `buy-in at ${table.name}`,
        entries: [
          { accountId: fromId, amount: -amount },
          { accountId: stack.id, amount },
        ],
      },
      { idempotencyKey: `table:${table.id}:seating:${seatingId}:buy-in`, actor },
    );
    return stack;
  }

  /** Moves the whole seat stack back to the player's bankroll (or `destination`); nothing when empty. */
  async cashOut(table: PokerTable, seat: TableSeat, destination: ChipSource = { from: 'bankroll' }, actor?: Actor): Promise<void> {
    if (seat.stack === 0n) return;
    const toId = destination.from === 'account' ? destination.accountId : (await this.bankroll(table, seat.playerId)).id;
    await this.ledger.post(
      {
        kind: 'cash-out',
        unit: table.unit,
        reference: seatStackReference(table.id),
        memo: `leaving ${table.name}`,
        entries: [
          { accountId: seat.stackAccountId, amount: -seat.stack },
          { accountId: toId, amount: seat.stack },
        ],
      },
      { idempotencyKey: `table:${table.id}:seating:${seat.seatingId}:cash-out`, actor },
    );
  }

  private bankroll(table: PokerTable, playerId: string): Promise<LedgerAccount> {
    return this.ledger.ensureAccount({ kind: 'player-bankroll', unit: table.unit, playerId });
  }
}
