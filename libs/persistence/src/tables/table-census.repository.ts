import { Injectable } from '@nestjs/common';
import { PrismaService } from '../prisma.service';

/** The room's head count: what the `razz_tables_active` and `razz_players_seated` gauges show. */
export interface TableCensus {
  /** Tables not closed: open ones, and closing ones still playing their last hand. */
  activeTables: number;
  /** Distinct players holding a seat at any table, sitting out included (a player at two tables counts once). */
  seatedPlayers: number;
}

/**
 * Counts read from the database when the metrics are scraped (RoomMetrics reads them at most once
 * per 5 s per process), never counted in memory: every API and worker process reports the same
 * figures, and they are right after a restart.
 */
@Injectable()
export class TableCensusRepository {
  constructor(private readonly prisma: PrismaService) {}

  /**
   * One statement, two counts. The tables by the statuses that are not closed, named (not
   * `<> 'closed'`): an equality list is what the `(status, created_at, id)` index can seek, and
   * closed tables, which only grow, are never walked. The seated players over the `player_id`
   * index (a row is a seat held, so it is as big as the room is full).
   */
  async count(): Promise<TableCensus> {
    const rows = await this.prisma.$queryRaw<{ active_tables: bigint; seated_players: bigint }[]>`
      SELECT (SELECT count(*) FROM tables WHERE status IN ('open', 'closing')) AS active_tables,
             (SELECT count(DISTINCT player_id) FROM table_seats) AS seated_players`;
    const row = rows[0];
    return { activeTables: Number(row?.active_tables ?? 0n), seatedPlayers: Number(row?.seated_players ?? 0n) };
  }
}
