import { Injectable } from '@nestjs/common';
import {
  HandRepository,
  PokerTable,
  SeedEpoch,
  SeedEpochPosition,
  SeedEpochRepository,
  TableRepository,
  TableSeatRepository,
  UnitOfWork,
} from '@app/persistence';
import { toHex } from '@app/razz-engine';
import type { Actor } from '../audit/actor';
import { AuditService } from '../audit/audit.service';
import type { Principal } from '../auth/principal';
import { decodeCursor, encodeCursor } from '../common/pagination/cursor';
import { pageLimit, PageQueryDto } from '../common/pagination/page-query.dto';
import { HandError } from '../hands/hand.error';
import { TableEffectsService } from '../hands/table-effects.service';
import { tableFacts } from '../hands/table-facts';
import { actingPlayer } from '../tables/seating.service';
import { buildTableView, TableView } from '../tables/table-view';
import { TableError, TableErrorCode } from '../tables/table.error';
import type { ClientSeedDto } from './dto/client-seed.dto';
import type { SeedEpochView } from './dto/seed-epoch.views';
import { FairnessError, FairnessErrorCode } from './fairness.error';
import { SeedEpochsService } from '../hands/seed-epochs.service';

/** A cursor the listing wrote: a start time and an epoch's UUID (anything else, tampered, is a 400 INVALID_CURSOR, never a query). */
const isPosition = (value: unknown): value is SeedEpochPosition =>
  Array.isArray(value) &&
  value.length === 2 &&
  typeof value[0] === 'string' &&
  !Number.isNaN(Date.parse(value[0])) &&
  typeof value[1] === 'string' &&
  /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(value[1]);

/**
 * What the API offers of fair dealing (docs/fairness.md): a table's seed epochs with the seeds
 * revealed so far (only to those who may read the table's histories: staff, and a player the
 * epoch dealt in), a director's early reveal, and a seated player's client seed.
 */
@Injectable()
export class FairnessService {
  constructor(
    private readonly uow: UnitOfWork,
    private readonly tables: TableRepository,
    private readonly seats: TableSeatRepository,
    private readonly hands: HandRepository,
    private readonly epochs: SeedEpochRepository,
    private readonly seedEpochs: SeedEpochsService,
    private readonly effects: TableEffectsService,
    private readonly audit: AuditService,
  ) {}

  async list(viewer: Principal, tableId: string, query: PageQueryDto): Promise<{ items: SeedEpochView[]; nextCursor: string | null }> {
    const table = await this.tables.findById(tableId);
    if (!table) throw HandError.tableNotFound(tableId);
    if (table.seedReveal.kind === 'hours' && (await this.mayHaveExpired(table))) await this.endIdleEpoch(tableId);
    const page = await this.epochs.list(tableId, pageLimit(query), decodeCursor(query.cursor, isPosition));
    const items = await Promise.all(page.items.map(async (e) => this.view(e, await this.maySeeSeed(viewer, e))));
    return { items, nextCursor: page.next === null ? null : encodeCursor(page.next) };
  }

  /**
   * A table idle since its epoch's hours ran out would keep the seed hidden until its next deal;
   * asking for the epochs ends it (under the table's lock, never under a hand dealt from it).
   */
  private async endIdleEpoch(tableId: string): Promise<void> {
    await this.uow.run(async () => {
      const table = await this.tables.lockById(tableId);
      if (!table || (await this.fairHandRunning(table.lastHandId))) return;
      await this.seedEpochs.endIfExpired(table);
    });
  }

  /** Read without a lock first, so that a listing takes the table's lock only when there may be an epoch to end. */
  private async mayHaveExpired(table: PokerTable): Promise<boolean> {
    const open = await this.epochs.current(table.id);
    return open !== null && open.hands > 0 && this.seedEpochs.expired(table, open, new Date());
  }

  private async fairHandRunning(lastHandId: string | null): Promise<{ serial: string } | null> {
    const last = lastHandId ? await this.hands.findById(lastHandId) : null;
    return last?.status === 'running' && last.fairness !== null ? last : null;
  }

  /** A director ends the table's epoch now, between hands: its seed becomes readable, the next hand starts a new one. */
  async reveal(actor: Actor, tableId: string): Promise<SeedEpochView> {
    return this.uow.run(async () => {
      const table = await this.tables.lockById(tableId);
      if (!table) throw HandError.tableNotFound(tableId);
      const running = await this.fairHandRunning(table.lastHandId);
      if (running) {
        throw new FairnessError(
          FairnessErrorCode.SEED_IN_USE,
          `hand #${running.serial} was dealt from this seed and is in progress: revealing it now would show that hand's cards; ask again once it has ended`,
        );
      }
      // An epoch that has dealt no hand has nothing to show: it stays, and deals the next hand.
      const open = await this.epochs.current(tableId);
      if (!open || open.hands === 0)
        throw new FairnessError(FairnessErrorCode.NO_OPEN_SEED_EPOCH, `table ${tableId} has dealt no hand from its current seed: there is nothing to reveal`);
      const ended = (await this.seedEpochs.endNow(tableId, 'director')) as SeedEpoch;
      // The next epoch opens at once: its commitment is public before the next hand.
      await this.seedEpochs.openNext(table);
      await this.audit.record(actor, 'table.seed-reveal', { type: 'table', id: tableId }, { epochId: ended.id, hands: ended.hands });
      return this.view(ended, true);
    });
  }

  /** A seated player's client seed, from the next hand dealt to them. */
  async setClientSeed(actor: Principal, tableId: string, dto: ClientSeedDto): Promise<TableView> {
    const playerId = actingPlayer(actor, dto.playerId);
    const change = await this.uow.run(async () => {
      const table = await this.tables.lockById(tableId);
      if (!table) throw HandError.tableNotFound(tableId);
      const seat = (await this.seats.listForTable(tableId)).find((s) => s.playerId === playerId);
      if (!seat) throw new TableError(TableErrorCode.NOT_SEATED, `player ${playerId} has no seat at this table`);
      await this.seats.update(tableId, seat.seat, { clientSeed: dto.seed });
      // A player's own choice is theirs; staff changing it for them is on the record.
      if (actor.role !== 'player')
        await this.audit.record(actor, 'table.client-seed', { type: 'table', id: tableId }, { playerId, seat: seat.seat, seed: dto.seed });
      const hand = table.lastHandId ? await this.hands.findById(table.lastHandId) : null;
      const seats = await this.seats.listForTable(tableId);
      return { tableId, handId: hand?.id ?? null, events: [], facts: tableFacts(table, seats, hand), clock: null, startHand: null };
    });
    await this.effects.apply(change);
    return buildTableView(change.facts, actor);
  }

  private async maySeeSeed(viewer: Principal, epoch: SeedEpoch): Promise<boolean> {
    if (epoch.endedAt === null) return false;
    if (viewer.role !== 'player') return true;
    return viewer.playerId !== null && (await this.epochs.playerWasDealt(epoch.id, viewer.playerId));
  }

  private view(epoch: SeedEpoch, seedVisible: boolean): SeedEpochView {
    return {
      id: epoch.id,
      tableId: epoch.tableId,
      commitment: epoch.commitment,
      startedAt: epoch.startedAt.toISOString(),
      endedAt: epoch.endedAt?.toISOString() ?? null,
      endReason: epoch.endReason,
      hands: epoch.hands,
      // Never before the epoch ended, whoever asks: the seed deals every hand of it.
      seed: seedVisible && epoch.endedAt !== null ? toHex(epoch.seed) : null,
    };
  }
}
