import { Inject, Injectable } from '@nestjs/common';
import { APP_CONFIG, AppConfig } from '@app/config';
import { CashGameRepository, CashWaitlistRepository, WaitlistEntry } from '@app/persistence';
import { initials } from './initials';
import type { BoardEntryView, BoardGameView, BoardTableView, WaitlistBoardView } from './dto/waitlist-board.views';

/**
 * The room's waitlist board, as a TV shows it: every open cash game with its stakes, its open
 * tables and seats, and its list in order. Players appear by display name only (their screen name,
 * or its initials when the room says so): the board is public to whoever holds its link.
 */
@Injectable()
export class WaitlistBoardService {
  constructor(
    private readonly games: CashGameRepository,
    private readonly entries: CashWaitlistRepository,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async board(): Promise<WaitlistBoardView> {
    const games = await this.games.listOpen();
    const ids = games.map((g) => g.id);
    const [tables, entries] = await Promise.all([this.games.boardTables(ids), this.entries.listActiveOf(ids)]);
    const names = this.config.waitlistBoard.names;
    const tableNames = new Map(tables.map((t) => [t.tableId, t.name]));
    const nameOf = (e: WaitlistEntry) => (names === 'initials' ? initials(e.screenName) : e.screenName);
    return {
      names,
      games: games.map((game): BoardGameView => {
        const own: BoardTableView[] = tables
          .filter((t) => t.cashGameId === game.id)
          .map((t) => ({
            id: t.tableId,
            name: t.name,
            seats: t.maxSeats,
            seated: t.seated,
            held: t.held,
            openSeats: Math.max(0, t.maxSeats - t.seated - t.held),
          }));
        let waiting = 0;
        const waitlist = entries
          .filter((e) => e.cashGameId === game.id)
          .map((e): BoardEntryView => {
            if (e.status === 'called')
              return {
                name: nameOf(e),
                status: 'called',
                position: null,
                tableId: e.calledTableId,
                tableName: e.calledTableId === null ? null : (tableNames.get(e.calledTableId) ?? null),
                holdUntil: e.holdUntil?.toISOString() ?? null,
              };
            waiting += 1;
            return { name: nameOf(e), status: 'waiting', position: waiting, tableId: null, tableName: null, holdUntil: null };
          });
        return {
          id: game.id,
          name: game.name,
          dealing: game.dealing,
          preset: game.preset,
          mix: game.schedule?.mix ?? null,
          stakes: game.stakes,
          unit: game.unit,
          tables: own,
          seatsOpen: own.reduce((sum, t) => sum + t.openSeats, 0),
          waitlist,
        };
      }),
    };
  }
}
