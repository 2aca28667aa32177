import { Injectable } from '@nestjs/common';
import { HandRepository, PokerTable, TablePosition, TableRepository, TableSeat, TableSeatRepository, UnitOfWork } from '@app/persistence';
import { HandError } from '../hands/hand.error';
import type { Actor } from '../audit/actor';
import { AuditService } from '../audit/audit.service';
import { SeedEpochsService } from '../hands/seed-epochs.service';
import type { Principal } from '../auth/principal';
import { decodeCursor, encodeCursor } from '../common/pagination/cursor';
import { DomainEventPublisher } from '../events/domain-event-publisher';
import { pageLimit } from '../common/pagination/page-query.dto';
import { SeatLedgerService } from '../hands/seat-ledger.service';
import type { TableChange } from '../hands/table-change';
import { TableEffectsService } from '../hands/table-effects.service';
import { tableFacts, TableInfo, tableInfo } from '../hands/table-facts';
import { TableFactsReader } from '../hands/table-facts.reader';
import type { CreateTableDto } from './dto/create-table.dto';
import type { ListTablesQuery } from './dto/list-tables.query';
import { tableSettings } from './table-settings';
import { buildTableView, TableView } from './table-view';
import { TableError, TableErrorCode } from './table.error';

const isPosition = (value: unknown): value is TablePosition =>
  Array.isArray(value) &&
  value.length === 2 &&
  typeof value[0] === 'string' &&
  !Number.isNaN(Date.parse(value[0])) &&
  typeof value[1] === 'string' &&
  /^[0-9a-f-]{36}$/.test(value[1]);

/** Tables: create, list, view, close. Seating is `SeatingService`; hands are `HandLifecycleService`. */
@Injectable()
export class TablesService {
  constructor(
    private readonly uow: UnitOfWork,
    private readonly tables: TableRepository,
    private readonly seats: TableSeatRepository,
    private readonly hands: HandRepository,
    private readonly seatLedger: SeatLedgerService,
    private readonly effects: TableEffectsService,
    private readonly facts: TableFactsReader,
    private readonly audit: AuditService,
    private readonly fairness: SeedEpochsService,
    private readonly events: DomainEventPublisher,
  ) {}

  create(actor: Actor, dto: CreateTableDto): Promise<TableInfo> {
    const settings = tableSettings(dto, actor.keyId);
    return this.uow.run(async () => {
      const table = await this.tables.create(settings);
      // Its first seed epoch: the commitment is public before the first hand (docs/fairness.md).
      await this.fairness.openNext(table);
      await this.audit.record(
        actor,
        'table.create',
        { type: 'table', id: table.id },
        {
          name: table.name,
          kind: table.kind,
          preset: table.preset,
          unit: table.unit,
          ...(table.schedule
            ? { schedule: { mix: table.schedule.mix, rotation: table.schedule.rotation, presets: table.schedule.games.map((g) => g.preset) } }
            : {}),
        },
      );
      return tableInfo(table);
    });
  }

  async list(query: ListTablesQuery): Promise<{ items: TableInfo[]; nextCursor: string | null }> {
    const page = await this.tables.list({ status: query.status, kind: query.kind, limit: pageLimit(query), before: decodeCursor(query.cursor, isPosition) });
    return { items: page.items.map(tableInfo), nextCursor: page.next === null ? null : encodeCursor(page.next) };
  }

  async view(viewer: Principal, tableId: string): Promise<TableView> {
    return buildTableView(await this.facts.load(tableId), viewer);
  }

  /**
   * Between hands: everyone is cashed out and the table closes. During a hand: the table is
   * `closing` (no new hand is dealt) and closes when that hand ends.
   */
  async close(actor: Principal, tableId: string): Promise<TableView> {
    const change = await this.uow.run(async () => {
      const table = await this.tables.lockById(tableId);
      if (!table) throw HandError.tableNotFound(tableId);
      if (table.status !== 'open') throw new TableError(TableErrorCode.TABLE_ALREADY_CLOSED, `table ${tableId} is already ${table.status}`);
      const seats = await this.seats.listForTable(tableId);
      if (table.kind === 'tournament' && seats.length > 0)
        throw new TableError(TableErrorCode.TABLE_IS_TOURNAMENT, 'a tournament table closes once its tournament has moved every player away');
      // What each player leaves a live table with is counted by the floor, not known here.
      if (table.dealing === 'live' && seats.length > 0)
        throw new TableError(
          TableErrorCode.TABLE_IS_LIVE,
          'a live table closes once the floor has cashed every player out (POST /cash-sessions/{id}/cash-out with the amount)',
        );
      const hand = table.lastHandId ? await this.hands.findById(table.lastHandId) : null;
      const closed = hand?.status === 'running' ? await this.tables.update(tableId, { status: 'closing' }) : await this.closeNow(table, seats);
      await this.audit.record(actor, 'table.close', { type: 'table', id: tableId }, { status: closed.status });
      await this.events.publish('table.closed', { table: closed });
      const after = await this.seats.listForTable(tableId);
      const result: TableChange = { tableId, handId: hand?.id ?? null, events: [], facts: tableFacts(closed, after, hand), clock: null, startHand: null };
      return result;
    });
    await this.effects.apply(change);
    return buildTableView(change.facts, actor);
  }

  private async closeNow(table: PokerTable, seats: TableSeat[]): Promise<PokerTable> {
    for (const seat of seats) {
      await this.seatLedger.cashOut(table, seat);
      await this.seats.remove(table.id, seat.seat);
    }
    // A closed table reveals the seed of its last epoch (docs/fairness.md).
    await this.fairness.endNow(table.id, 'closed');
    return this.tables.update(table.id, { status: 'closed', closedAt: new Date() });
  }
}
