import { Injectable } from '@nestjs/common';
import { JobScheduler } from '@app/jobs';
import {
  CashGame,
  CashGameRepository,
  CashWaitlistRepository,
  RankedWaitlistEntry,
  TableRepository,
  TableSeatRepository,
  UniqueViolationError,
  UnitOfWork,
  WaitlistEntry,
  WaitlistPosition,
} from '@app/persistence';
import { HandError } from '../hands/hand.error';
import { SYSTEM_ACTOR, type Actor } from '../audit/actor';
import { AuditService } from '../audit/audit.service';
import type { Principal } from '../auth/principal';
import { decodeCursor, encodeCursor } from '../common/pagination/cursor';
import { pageLimit, type PageQueryDto } from '../common/pagination/page-query.dto';
import { PlayersService } from '../players/players.service';
import { actingPlayer } from '../tables/seating.service';
import { TableError, TableErrorCode } from '../tables/table.error';
import { CashError, CashErrorCode } from './cash.error';
import { CashRoomNotifier } from './board/cash-room-notifier.service';
import { waitlistEntryView } from './cash-views';
import type { PlayerWaitlistEntriesView, WaitlistEntryView, WaitlistPage } from './dto/cash.views';
import type { CallWaitlistDto, JoinWaitlistDto } from './dto/waitlist.dto';

/** With no session history yet, a seat is assumed to open about once an hour per seat. */
const DEFAULT_SESSION_MS = 60 * 60_000;

const isPosition = (v: unknown): v is WaitlistPosition =>
  Array.isArray(v) &&
  v.length === 3 &&
  (v[0] === 0 || v[0] === 1) &&
  typeof v[1] === 'string' &&
  !Number.isNaN(Date.parse(v[1])) &&
  typeof v[2] === 'string' &&
  /^[0-9a-f-]{36}$/.test(v[2]);

export const holdExpiryJobId = (entryId: string, call: number) => `${entryId}-${call}`;

/**
 * Waitlists per game: join (in person or remotely), the list with positions and a rough wait, a
 * call that holds an open seat for `holdSeconds` (job `cash.waitlist-hold-expiry`), removal.
 * Every change locks the game's row first, so floor actions on one list queue up; every one is
 * audited (a missed call by the system).
 */
@Injectable()
export class WaitlistService {
  constructor(
    private readonly uow: UnitOfWork,
    private readonly games: CashGameRepository,
    private readonly entries: CashWaitlistRepository,
    private readonly tables: TableRepository,
    private readonly seats: TableSeatRepository,
    private readonly players: PlayersService,
    private readonly audit: AuditService,
    private readonly jobs: JobScheduler,
    private readonly room: CashRoomNotifier,
  ) {}

  async join(actor: Principal, gameId: string, dto: JoinWaitlistDto): Promise<WaitlistEntryView> {
    const playerId = actingPlayer(actor, dto.playerId);
    const via = dto.via ?? (actor.role === 'player' ? 'remote' : 'in-person');
    const entry = await this.uow.run(async () => {
      await this.openGame(gameId);
      await this.players.lockActivePerson(playerId, 'it cannot join a waitlist');
      const joined = await this.entries.join({ cashGameId: gameId, playerId, via, at: new Date() }).catch((error: unknown) => {
        if (error instanceof UniqueViolationError)
          throw new CashError(CashErrorCode.ALREADY_ON_WAITLIST, `player ${playerId} is already on this game's waitlist`);
        throw error;
      });
      await this.audit.record(actor, 'cash.waitlist-join', { type: 'cash-game', id: gameId }, { playerId, via });
      this.room.changed('waitlist-join', gameId);
      return joined;
    });
    return this.viewOf(entry);
  }

  /** The game's list: called players first, then the waiting ones in order, each with a rough wait. */
  async list(gameId: string, query: PageQueryDto): Promise<WaitlistPage> {
    const game = await this.games.findById(gameId);
    if (!game) throw CashError.gameNotFound(gameId);
    const page = await this.entries.list(gameId, pageLimit(query), decodeCursor(query.cursor, isPosition));
    const perPosition = await this.minutesPerPosition(game);
    return {
      items: page.items.map((e) => waitlistEntryView(e, e.position === null ? null : Math.ceil(e.position * perPosition))),
      nextCursor: page.next === null ? null : encodeCursor(page.next),
    };
  }

  /** How many players are on the game's list (waiting or called). */
  activeCount(gameId: string): Promise<number> {
    return this.entries.countActive(gameId);
  }

  /** The lists a player is on (waiting or called): each game's name, their place or the table called to, a rough wait. */
  async forPlayer(playerId: string): Promise<PlayerWaitlistEntriesView> {
    await this.players.get(playerId);
    const entries = await this.entries.listActiveForPlayer(playerId);
    const items = await Promise.all(
      entries.map(async (entry) => {
        const [view, game, table] = await Promise.all([
          this.viewOf(entry),
          this.games.findById(entry.cashGameId),
          entry.calledTableId ? this.tables.findById(entry.calledTableId) : null,
        ]);
        return {
          id: entry.id,
          gameId: entry.cashGameId,
          gameName: game?.name ?? '',
          status: entry.status,
          position: view.position,
          estimatedWaitMinutes: view.estimatedWaitMinutes,
          joinedAt: view.joinedAt,
          calledTableId: entry.calledTableId,
          calledTableName: table?.name ?? null,
          holdUntil: view.holdUntil,
        };
      }),
    );
    return { items };
  }

  /** Holds an open seat at `tableId` for the player named, or the first one waiting. */
  async call(actor: Actor, gameId: string, dto: CallWaitlistDto): Promise<WaitlistEntryView> {
    const called = await this.uow.run(async () => {
      const game = await this.openGame(gameId);
      const entry = await this.entryToCall(gameId, dto.playerId);
      await this.checkOpenSeat(game, dto.tableId);
      const at = new Date();
      const updated = await this.entries.call(entry.id, { tableId: dto.tableId, at, holdUntil: new Date(at.getTime() + game.holdSeconds * 1000) });
      await this.audit.record(
        actor,
        'cash.waitlist-call',
        { type: 'cash-game', id: gameId },
        { playerId: entry.playerId, tableId: dto.tableId, call: updated.calls },
      );
      this.room.changed('waitlist-call', gameId);
      return { entry: updated, holdMs: game.holdSeconds * 1000 };
    });
    await this.jobs.enqueue(
      'cash.waitlist-hold-expiry',
      { entryId: called.entry.id, call: called.entry.calls },
      { jobId: holdExpiryJobId(called.entry.id, called.entry.calls), delayMs: called.holdMs },
    );
    return this.viewOf(called.entry);
  }

  /** A player leaves the list (player key), or the floor takes them off. */
  async remove(actor: Principal, gameId: string, playerId: string): Promise<void> {
    await this.uow.run(async () => {
      await this.lockGame(gameId);
      const entry = await this.entries.findActive(gameId, playerId);
      if (!entry) throw new CashError(CashErrorCode.NOT_ON_WAITLIST, `player ${playerId} is not on this game's waitlist`);
      await this.entries.end(entry.id, 'removed', actor.role === 'player' ? 'left' : 'removed by floor', new Date());
      await this.audit.record(actor, 'cash.waitlist-remove', { type: 'cash-game', id: gameId }, { playerId });
      this.room.changed('waitlist-remove', gameId);
    });
  }

  /** The hold of call `call` ran out (job): back to the end of the list, or off it. Nothing if the player came or was called again. */
  async expireHold(entryId: string, call: number): Promise<void> {
    await this.uow.run(async () => {
      const first = await this.entries.findById(entryId);
      if (!first) return;
      const game = await this.lockGame(first.cashGameId);
      const entry = await this.entries.findById(entryId);
      if (entry?.status !== 'called' || entry.calls !== call) return;
      await this.missedCall(game, entry);
      await this.audit.record(
        SYSTEM_ACTOR,
        'cash.waitlist-no-answer',
        { type: 'cash-game', id: game.id },
        { playerId: entry.playerId, call, outcome: game.noAnswer },
      );
      this.room.changed('waitlist-hold-expired', game.id);
    });
  }

  /**
   * The floor says a called player did not come: treated now as the hold's expiry would be (the
   * game's `noAnswer`: to the end of the list or off it), the held seat released. The answer is the
   * entry as it is now (`waiting` with its new position, or `removed`).
   */
  async noShow(actor: Actor, gameId: string, playerId: string): Promise<WaitlistEntryView> {
    const entryId = await this.uow.run(async () => {
      const game = await this.lockGame(gameId);
      const entry = await this.entries.findActive(gameId, playerId);
      if (!entry) throw new CashError(CashErrorCode.NOT_ON_WAITLIST, `player ${playerId} is not on this game's waitlist`);
      if (entry.status !== 'called')
        throw new CashError(CashErrorCode.NOT_CALLED, `player ${playerId} is waiting, not called: there is no held seat to release`);
      await this.missedCall(game, entry);
      await this.audit.record(
        actor,
        'cash.waitlist-no-show',
        { type: 'cash-game', id: gameId },
        { playerId, call: entry.calls, tableId: entry.calledTableId, outcome: game.noAnswer },
      );
      this.room.changed('waitlist-no-show', gameId);
      return entry.id;
    });
    const entry = await this.entries.findById(entryId);
    if (!entry) throw new CashError(CashErrorCode.NOT_ON_WAITLIST, `player ${playerId} is not on this game's waitlist`);
    return this.viewOf(entry);
  }

  /** A called player who did not come: back to the end of the list or off it (the game's `noAnswer`); the held seat is free again. */
  private async missedCall(game: CashGame, entry: WaitlistEntry): Promise<void> {
    const at = new Date();
    if (game.noAnswer === 'end') await this.entries.requeue(entry.id, at);
    else await this.entries.end(entry.id, 'removed', 'no answer', at);
  }

  /** Inside a session's unit of work (game locked): a player sitting down at the game leaves its list. */
  async seated(gameId: string, playerId: string): Promise<void> {
    const entry = await this.entries.findActive(gameId, playerId);
    if (entry) await this.entries.end(entry.id, 'seated', 'seated', new Date());
  }

  /** Inside the caller's unit of work: the game closes, its list with it. */
  async closeList(gameId: string): Promise<void> {
    for (const entry of await this.entries.listActive(gameId)) await this.entries.end(entry.id, 'removed', 'game closed', new Date());
  }

  private async lockGame(gameId: string): Promise<CashGame> {
    const game = await this.games.lockById(gameId);
    if (!game) throw CashError.gameNotFound(gameId);
    return game;
  }

  private async openGame(gameId: string): Promise<CashGame> {
    const game = await this.lockGame(gameId);
    if (game.status !== 'open') throw new CashError(CashErrorCode.CASH_GAME_CLOSED, `cash game ${gameId} is closed`);
    return game;
  }

  /** The table is the game's, open, and has a seat nobody sits in or is held for. */
  private async checkOpenSeat(game: CashGame, tableId: string): Promise<void> {
    const table = await this.tables.findById(tableId);
    if (!table) throw HandError.tableNotFound(tableId);
    if (table.cashGameId !== game.id) throw new CashError(CashErrorCode.TABLE_NOT_IN_CASH_GAME, `table ${tableId} is not a table of cash game ${game.id}`);
    if (table.status !== 'open') throw new TableError(TableErrorCode.TABLE_CLOSED, `table ${tableId} is ${table.status}`);
    const seated = (await this.seats.listForTable(tableId)).length;
    const held = await this.entries.heldSeats(tableId);
    if (seated + held >= table.maxSeats) throw new CashError(CashErrorCode.NO_OPEN_SEAT, `table ${tableId} has no open seat (${seated} seated, ${held} held)`);
  }

  private async entryToCall(gameId: string, playerId: string | undefined): Promise<WaitlistEntry> {
    if (playerId === undefined) {
      const next = await this.entries.nextWaiting(gameId);
      if (!next) throw new CashError(CashErrorCode.WAITLIST_EMPTY, 'nobody is waiting for this game');
      return next;
    }
    const entry = await this.entries.findActive(gameId, playerId);
    if (!entry) throw new CashError(CashErrorCode.NOT_ON_WAITLIST, `player ${playerId} is not on this game's waitlist`);
    if (entry.status === 'called')
      throw new CashError(CashErrorCode.ALREADY_CALLED, `player ${playerId} is already called (seat held until ${entry.holdUntil?.toISOString()})`);
    return entry;
  }

  /** Position × average session ÷ seats: how long each place in the queue waits, roughly (minutes). */
  private async minutesPerPosition(game: CashGame): Promise<number> {
    const seats = (await this.games.openTables(game.id)).reduce((sum, t) => sum + t.maxSeats, 0);
    const sessionMs = (await this.games.averageSessionMs(game.id)) ?? DEFAULT_SESSION_MS;
    return sessionMs / 60_000 / Math.max(1, seats);
  }

  private async viewOf(entry: WaitlistEntry): Promise<WaitlistEntryView> {
    const position = entry.status === 'waiting' ? await this.entries.positionOf(entry) : null;
    const game = await this.games.findById(entry.cashGameId);
    const wait = position === null || !game ? null : Math.ceil(position * (await this.minutesPerPosition(game)));
    const ranked: RankedWaitlistEntry = { ...entry, position };
    return waitlistEntryView(ranked, wait);
  }
}
