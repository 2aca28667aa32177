import { Injectable } from '@nestjs/common';
import type { LedgerAccount, PokerTable, TableSeat } from '@app/persistence';
import type { Actor } from '../audit/actor';
import { LedgerService } from '../ledger/ledger.service';
import { DomainEventPublisher } from '../events/domain-event-publisher';

/**
 * Where a seat's chips come from: the player's bankroll (cash tables), or any account of the
 * table's unit — how a tournament seats a player with the chips of an entry, and how a
 * cash buy-in in cash comes through the cage — or another table's seat stack (`seat`: a cash
 * session moving tables, posted as a `table-move`).
 */
export type ChipSource = { from: 'bankroll' } | { from: 'account'; accountId: string } | { from: 'seat'; accountId: string };

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
  constructor(
    private readonly ledger: LedgerService,
    private readonly events: DomainEventPublisher,
  ) {}

  stackAccount(table: PokerTable, playerId: string): Promise<LedgerAccount> {
    return this.ledger.ensureAccount({ kind: 'seat-stack', unit: table.unit, playerId, reference: seatStackReference(table.id) });
  }

  /**
   * Moves `amount` onto the player's seat stack (INSUFFICIENT_FUNDS when the source holds less).
   * Chips carried from another seat may be none (a busted player changing tables): nothing is posted.
   */
  async buyIn(
    table: PokerTable,
    playerId: string,
    seatingId: string,
    amount: bigint,
    source: ChipSource,
    actor?: Actor,
  ): Promise<{ account: LedgerAccount; transactionId: string | null }> {
    const stack = await this.stackAccount(table, playerId);
    if (source.from === 'seat' && amount === 0n) return { account: stack, transactionId: null };
    const fromId = source.from === 'bankroll' ? (await this.bankroll(table, playerId)).id : source.accountId;
    const moved = source.from === 'seat';
    const { transaction } = await this.ledger.post(
      {
        kind: moved ? 'table-move' : 'buy-in',
        unit: table.unit,
        reference: seatStackReference(table.id),
        memo: moved ? `moved to ${table.name}` : `buy-in at ${table.name}`,
        entries: [
          { accountId: fromId, amount: -amount },
          { accountId: stack.id, amount },
        ],
      },
      { idempotencyKey: `table:${table.id}:seating:${seatingId}:${moved ? 'move-in' : 'buy-in'}`, actor },
    );
    return { account: stack, transactionId: transaction.id };
  }

  /**
   * Moves the whole seat stack back to the player's bankroll (or `destination`); nothing when empty.
   * Published as `seat.cashed-out` in the caller's unit of work (a cash game ends the session wrapping the seat).
   */
  async cashOut(table: PokerTable, seat: TableSeat, destination: ChipSource = { from: 'bankroll' }, actor?: Actor): Promise<void> {
    const transactionId = seat.stack === 0n ? null : await this.postCashOut(table, seat, destination, actor);
    await this.events.publish('seat.cashed-out', { table, seat, amount: seat.stack, transactionId, toCash: destination.from !== 'bankroll', actor });
  }

  private async postCashOut(table: PokerTable, seat: TableSeat, destination: ChipSource, actor?: Actor): Promise<string> {
    const toId = destination.from === 'bankroll' ? (await this.bankroll(table, seat.playerId)).id : destination.accountId;
    const { transaction } = await this.ledger.post(
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
    return transaction.id;
  }

  private bankroll(table: PokerTable, playerId: string): Promise<LedgerAccount> {
    return this.ledger.ensureAccount({ kind: 'player-bankroll', unit: table.unit, playerId });
  }
}
