import { Injectable } from '@nestjs/common';
import type { PokerTable, TableSeat } from '@app/persistence';
import type { Actor } from '../audit/actor';

/** A seat at a cash game's table was cashed out: `amount` left it (transaction null when it was empty). */
export interface SeatCashedOut {
  table: PokerTable;
  seat: TableSeat;
  amount: bigint;
  transactionId: string | null;
  /** Paid out in cash through the cage rather than to the bankroll. */
  toCash: boolean;
  actor?: Actor;
}

/** What the table and hand lifecycle tells the cash games that own a table (docs/cash-games.md). */
export interface CashGameHooks {
  /** Inside the unit of work that cashes the seat out (table locked): the session wrapping it ends. */
  seatCashedOut(event: SeatCashedOut): Promise<void>;
  /** Inside the hand's unit of work, after its settlement and before leavers go: time charges that waited for the hand. */
  handFinished(table: PokerTable): Promise<void>;
}

/**
 * The seam between tables and cash games. The cash module depends on the hands and tables
 * modules (it seats players, moves chips), so they cannot inject cash services; the cash module
 * registers its hooks here at start-up instead — in the API and in the worker, since hands end
 * (and leavers are cashed out) wherever jobs run. Without hooks nothing happens.
 */
@Injectable()
export class CashGamePort implements CashGameHooks {
  private hooks: CashGameHooks | null = null;

  register(hooks: CashGameHooks): void {
    this.hooks = hooks;
  }

  async seatCashedOut(event: SeatCashedOut): Promise<void> {
    await this.hooks?.seatCashedOut(event);
  }

  async handFinished(table: PokerTable): Promise<void> {
    await this.hooks?.handFinished(table);
  }
}
