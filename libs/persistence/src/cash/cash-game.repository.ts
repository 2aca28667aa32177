import { Injectable } from '@nestjs/common';
import type { RuleSet, Stakes } from '@app/razz-engine';
import { Page, toPage } from '../common/page';
import { Prisma, type CashGame as CashGameRow } from '../generated/prisma/client';
import type { TableSchedule } from '../tables/table';
import { UnitOfWork } from '../unit-of-work';
import { CashGame, CashGamePosition, NewCashGame } from './cash';

function toDomain(row: CashGameRow): CashGame {
  return {
    ...row,
    rules: row.rules as unknown as RuleSet,
    stakes: row.stakes as unknown as Stakes,
    schedule: row.schedule === null ? null : (row.schedule as unknown as TableSchedule),
  };
}

/** Cash game types. Waitlist changes lock the game's row first, so floor actions on one list queue up. */
@Injectable()
export class CashGameRepository {
  constructor(private readonly db: UnitOfWork) {}

  async create(game: NewCashGame): Promise<CashGame> {
    const data: Prisma.CashGameUncheckedCreateInput = {
      ...game,
      rules: game.rules as unknown as Prisma.InputJsonValue,
      stakes: game.stakes as unknown as Prisma.InputJsonValue,
      schedule: game.schedule === null ? Prisma.DbNull : (game.schedule as unknown as Prisma.InputJsonValue),
    };
    return toDomain(await this.db.client.cashGame.create({ data }));
  }

  async findById(id: string): Promise<CashGame | null> {
    const row = await this.db.client.cashGame.findUnique({ where: { id } });
    return row ? toDomain(row) : null;
  }

  /** `SELECT … FOR UPDATE` until the unit of work ends. */
  async lockById(id: string): Promise<CashGame | null> {
    const locked = await this.db.client.$queryRaw<{ id: string }[]>`SELECT id::text FROM cash_games WHERE id = ${id}::uuid FOR UPDATE`;
    return locked.length === 0 ? null : this.findById(id);
  }

  async close(id: string): Promise<CashGame> {
    return toDomain(await this.db.client.cashGame.update({ where: { id }, data: { status: 'closed', closedAt: new Date() } }));
  }

  /** Newest first. */
  async list(query: { status?: 'open' | 'closed'; limit: number; before?: CashGamePosition }): Promise<Page<CashGame, CashGamePosition>> {
    const where: Prisma.CashGameWhereInput = query.status ? { status: query.status } : {};
    if (query.before) {
      const at = new Date(query.before[0]);
      where.OR = [{ createdAt: { lt: at } }, { createdAt: at, id: { lt: query.before[1] } }];
    }
    const rows = await this.db.client.cashGame.findMany({ where, orderBy: [{ createdAt: 'desc' }, { id: 'desc' }], take: query.limit + 1 });
    return toPage(rows.map(toDomain), query.limit, (g): CashGamePosition => [g.createdAt.toISOString(), g.id]);
  }

  /**
   * The game's tables that are not closed, oldest first: their names, the seat numbers taken and
   * how many seats are held for called players (a hold is a count, not a seat number).
   */
  async openTables(
    cashGameId: string,
  ): Promise<{ tableId: string; name: string; status: 'open' | 'closing'; maxSeats: number; seated: number; takenSeats: number[]; held: number }[]> {
    const rows = await this.db.client.$queryRaw<
      { table_id: string; name: string; status: 'open' | 'closing'; max_seats: number; taken: number[]; held: number }[]
    >`
      SELECT t.id::text AS table_id, t.name, t.status::text AS status, t.max_seats,
             ARRAY(SELECT s.seat_no FROM table_seats s WHERE s.table_id = t.id ORDER BY s.seat_no) AS taken,
             (SELECT count(*)::int FROM cash_waitlist_entries w WHERE w.called_table_id = t.id AND w.status = 'called') AS held
      FROM tables t WHERE t.cash_game_id = ${cashGameId}::uuid AND t.status <> 'closed' ORDER BY t.created_at, t.id`;
    return rows.map((r) => ({
      tableId: r.table_id,
      name: r.name,
      status: r.status,
      maxSeats: r.max_seats,
      seated: r.taken.length,
      takenSeats: r.taken,
      held: r.held,
    }));
  }

  /** The games open now, oldest first (the waitlist board shows them in that order). */
  async listOpen(): Promise<CashGame[]> {
    const rows = await this.db.client.cashGame.findMany({ where: { status: 'open' }, orderBy: [{ createdAt: 'asc' }, { id: 'asc' }] });
    return rows.map(toDomain);
  }

  /** The tables not closed of these games, oldest first, with their names, players seated and seats held for called players. */
  async boardTables(cashGameIds: string[]): Promise<{ cashGameId: string; tableId: string; name: string; maxSeats: number; seated: number; held: number }[]> {
    if (cashGameIds.length === 0) return [];
    const rows = await this.db.client.$queryRaw<{ game_id: string; table_id: string; name: string; max_seats: number; seated: number; held: number }[]>`
      SELECT t.cash_game_id::text AS game_id, t.id::text AS table_id, t.name, t.max_seats,
             (SELECT count(*)::int FROM table_seats s WHERE s.table_id = t.id) AS seated,
             (SELECT count(*)::int FROM cash_waitlist_entries w WHERE w.called_table_id = t.id AND w.status = 'called') AS held
      FROM tables t WHERE t.cash_game_id = ANY(${cashGameIds}::uuid[]) AND t.status <> 'closed' ORDER BY t.created_at, t.id`;
    return rows.map((r) => ({ cashGameId: r.game_id, tableId: r.table_id, name: r.name, maxSeats: r.max_seats, seated: r.seated, held: r.held }));
  }

  /** Open tables of games that collect time, with what their period clock needs (re-armed after a restart). */
  async openTimeCollectedTables(): Promise<{ tableId: string; createdAt: Date; periodMinutes: number }[]> {
    const rows = await this.db.client.$queryRaw<{ table_id: string; created_at: Date; period: number }[]>`
      SELECT t.id::text AS table_id, t.created_at, g.time_period_minutes AS period
      FROM tables t JOIN cash_games g ON g.id = t.cash_game_id
      WHERE t.status = 'open' AND g.time_period_minutes IS NOT NULL ORDER BY t.created_at`;
    return rows.map((r) => ({ tableId: r.table_id, createdAt: r.created_at, periodMinutes: r.period }));
  }

  /** Average length of the game's last 100 closed sessions (ms), or null when none closed yet. */
  async averageSessionMs(cashGameId: string): Promise<number | null> {
    const [row] = await this.db.client.$queryRaw<{ avg_ms: number | null }[]>`
      SELECT avg(extract(epoch FROM (ended_at - started_at)) * 1000)::float8 AS avg_ms FROM (
        SELECT started_at, ended_at FROM cash_sessions
        WHERE cash_game_id = ${cashGameId}::uuid AND status = 'closed' ORDER BY ended_at DESC LIMIT 100) recent`;
    return row?.avg_ms ?? null;
  }
}
