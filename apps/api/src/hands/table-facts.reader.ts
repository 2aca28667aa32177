import { Injectable } from '@nestjs/common';
import { HandRepository, PokerTable, TableRepository, TableSeatRepository } from '@app/persistence';
import { TableError } from '../tables/table.error';
import { TableFacts, tableFacts } from './table-facts';

/** Reads what a view of a table is built from (no lock: a consistent-enough read for viewing). */
@Injectable()
export class TableFactsReader {
  constructor(
    private readonly tables: TableRepository,
    private readonly seats: TableSeatRepository,
    private readonly hands: HandRepository,
  ) {}

  async load(tableId: string): Promise<TableFacts> {
    const table = await this.tables.findById(tableId);
    if (!table) throw TableError.notFound(tableId);
    return this.loadFor(table);
  }

  async loadFor(table: PokerTable): Promise<TableFacts> {
    // One after the other: inside a unit of work both run on the transaction's one connection.
    const seats = await this.seats.listForTable(table.id);
    const hand = table.lastHandId ? await this.hands.findById(table.lastHandId) : null;
    return tableFacts(table, seats, hand);
  }
}
