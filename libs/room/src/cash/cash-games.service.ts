import { Injectable } from '@nestjs/common';
import { CashGame, CashGamePosition, CashGameRepository, TableRepository, UnitOfWork } from '@app/persistence';
import type { Actor } from '../audit/actor';
import { AuditService } from '../audit/audit.service';
import { decodeCursor, encodeCursor } from '../common/pagination/cursor';
import { pageLimit } from '../common/pagination/page-query.dto';
import { TableInfo, tableInfo } from '../hands/table-facts';
import { cashGameSettings, tableOfGame } from './cash-game-settings';
import { CashError, CashErrorCode } from './cash.error';
import { CashRoomNotifier } from './board/cash-room-notifier.service';
import { cashGameView, cashTableSummaryView } from './cash-views';
import type { CashGamePage, CashGameView } from './dto/cash.views';
import type { CreateCashGameDto, ListCashGamesQuery } from './dto/create-cash-game.dto';
import { TimeCollectionService } from './time-collection.service';
import { WaitlistService } from './waitlist.service';
import { SeedEpochsService } from '../hands/seed-epochs.service';

const isPosition = (v: unknown): v is CashGamePosition =>
  Array.isArray(v) && v.length === 2 && typeof v[0] === 'string' && !Number.isNaN(Date.parse(v[0])) && typeof v[1] === 'string' && /^[0-9a-f-]{36}$/.test(v[1]);

/** Games on offer: created, listed, closed by the floor; each opens tables of its own settings. */
@Injectable()
export class CashGamesService {
  constructor(
    private readonly uow: UnitOfWork,
    private readonly games: CashGameRepository,
    private readonly tables: TableRepository,
    private readonly waitlist: WaitlistService,
    private readonly time: TimeCollectionService,
    private readonly audit: AuditService,
    private readonly seedEpochs: SeedEpochsService,
    private readonly room: CashRoomNotifier,
  ) {}

  create(actor: Actor, dto: CreateCashGameDto): Promise<CashGameView> {
    const settings = cashGameSettings(dto, actor.keyId);
    return this.uow.run(async () => {
      const game = await this.games.create(settings);
      await this.audit.record(
        actor,
        'cash.game-create',
        { type: 'cash-game', id: game.id },
        { name: game.name, dealing: game.dealing, preset: game.preset, unit: game.unit },
      );
      this.room.changed('game-created', game.id);
      return cashGameView(game);
    });
  }

  async list(query: ListCashGamesQuery): Promise<CashGamePage> {
    const page = await this.games.list({ status: query.status, limit: pageLimit(query), before: decodeCursor(query.cursor, isPosition) });
    return { items: page.items.map((g) => cashGameView(g)), nextCursor: page.next === null ? null : encodeCursor(page.next) };
  }

  async get(gameId: string): Promise<CashGameView> {
    const game = await this.find(gameId);
    const [tables, waiting] = await Promise.all([this.games.openTables(gameId), this.waitlist.activeCount(gameId)]);
    return { ...cashGameView(game, tables.map(cashTableSummaryView)), waitlistLength: waiting };
  }

  /** A new table of the game (the floor opens it); a time-collected game's period clock starts with it. */
  async openTable(actor: Actor, gameId: string, name: string): Promise<TableInfo> {
    const { game, table } = await this.uow.run(async () => {
      const locked = await this.games.lockById(gameId);
      if (!locked) throw CashError.gameNotFound(gameId);
      if (locked.status !== 'open') throw new CashError(CashErrorCode.CASH_GAME_CLOSED, `cash game ${gameId} is closed: it opens no tables`);
      const created = await this.tables.create(tableOfGame(locked, name, actor.keyId));
      // Its first seed epoch: the commitment is public before the first hand (docs/fairness.md).
      await this.seedEpochs.openNext(created);
      await this.audit.record(
        actor,
        'table.create',
        { type: 'table', id: created.id },
        { name, kind: 'cash', preset: created.preset, unit: created.unit, cashGameId: gameId },
      );
      this.room.changed('table-opened', gameId);
      return { game: locked, table: created };
    });
    if (game.timePeriodMinutes) await this.time.armFirstPeriod(table, game.timePeriodMinutes);
    return tableInfo(table);
  }

  /** No more tables or waiting: only once every table of the game is closed; the waitlist is cleared. */
  async close(actor: Actor, gameId: string): Promise<CashGameView> {
    return this.uow.run(async () => {
      const game = await this.games.lockById(gameId);
      if (!game) throw CashError.gameNotFound(gameId);
      if (game.status !== 'open') throw new CashError(CashErrorCode.CASH_GAME_CLOSED, `cash game ${gameId} is already closed`);
      const open = await this.games.openTables(gameId);
      if (open.length > 0)
        throw new CashError(CashErrorCode.CASH_GAME_HAS_OPEN_TABLES, `close the game's ${open.length} table(s) first (POST /tables/{id}/close)`);
      await this.waitlist.closeList(gameId);
      const closed = await this.games.close(gameId);
      await this.audit.record(actor, 'cash.game-close', { type: 'cash-game', id: gameId });
      this.room.changed('game-closed', gameId);
      return cashGameView(closed);
    });
  }

  private async find(gameId: string): Promise<CashGame> {
    const game = await this.games.findById(gameId);
    if (!game) throw CashError.gameNotFound(gameId);
    return game;
  }
}
