import { Injectable } from '@nestjs/common';
import { HandRepository, PokerTable, TableSeatRepository } from '@app/persistence';
import { HandError } from './hand.error';
import { TableFacts, tableFacts } from './table-facts';

/** Reads what a view of a table is built from (no lock). */
@Injectable()
export class TableFactsReader {
  constructor(
    private readonly seats: TableSeatRepository,
    private readonly hands: HandRepository,
  ) {}

  /**
   * Table, seats and latest hand from one statement, so one snapshot: read one after the other,
   * a view could show a hand already over next to seats from before its last step (a player not
   * yet sat out by the timeout that ended it).
   */
  async load(tableId: string): Promise<TableFacts> {
    const { table, hand, seats } = await this.hands.peekTurn(tableId, null);
    if (!table) throw HandError.tableNotFound(tableId);
    return tableFacts(table, seats, hand);
  }

  async loadFor(table: PokerTable): Promise<TableFacts> {
    // One after the other: inside a unit of work both run on the transaction's one connection.
    const seats = await this.seats.listForTable(table.id);
    const hand = table.lastHandId ? await this.hands.findById(table.lastHandId) : null;
    return tableFacts(table, seats, hand);
  }
}
