import { Injectable } from '@nestjs/common';
import { Prisma } from '../generated/prisma/client';
import { UnitOfWork } from '../unit-of-work';

/**
 * What every report is filtered by. Times are half-open ranges [from, to); `asOf` closes the
 * seatings still running, so one request sees one moment. All times are whole milliseconds, so
 * the play time a report adds up per player, per table and per day is the same sum, exactly.
 */
export interface CashReportFilter {
  from: Date;
  to: Date;
  asOf: Date;
  playerId?: string;
  tableId?: string;
  cashGameId?: string;
}

export interface PlayerReportRow {
  playerId: string;
  screenName: string;
  /** Sessions started in the range. */
  sessions: number;
  playedMs: bigint;
  /** Buy-ins, top-ups and rebuys: what went onto the seats. */
  buyIns: bigint;
  cashOuts: bigint;
  /** Time collected from the player's seats. */
  timeCharged: bigint;
}

export interface TableReportRow {
  tableId: string;
  tableName: string;
  cashGameId: string;
  dealing: 'engine' | 'live';
  hands: number;
  playedMs: bigint;
  /** Percentage rake from hand settlements. */
  rake: bigint;
  timeCollected: bigint;
}

export interface DayReportRow {
  /** A UTC day, `YYYY-MM-DD`. */
  day: string;
  sessions: number;
  hands: number;
  playedMs: bigint;
  rake: bigint;
  timeCollected: bigint;
}

const uuidOrNull = (value: string | undefined) => Prisma.sql`${value ?? null}::uuid`;

/**
 * The cash reports as SQL aggregates. Money comes from the ledger itself (house-rake entries,
 * the session events' amounts, each of which is one ledger transaction), play time from the
 * session seatings clipped to the range, hands from the hands table.
 */
@Injectable()
export class CashReportRepository {
  constructor(private readonly db: UnitOfWork) {}

  /** Seatings in scope, each with the part of it inside the range (ms). */
  private seatings(f: CashReportFilter): Prisma.Sql {
    return Prisma.sql`
      SELECT cs.player_id, ss.table_id, ss.started_at, coalesce(ss.ended_at, ${f.asOf}::timestamptz) AS ended_at
      FROM cash_session_seatings ss JOIN cash_sessions cs ON cs.id = ss.session_id
      WHERE (${uuidOrNull(f.cashGameId)} IS NULL OR cs.cash_game_id = ${uuidOrNull(f.cashGameId)})
        AND (${uuidOrNull(f.playerId)} IS NULL OR cs.player_id = ${uuidOrNull(f.playerId)})
        AND (${uuidOrNull(f.tableId)} IS NULL OR ss.table_id = ${uuidOrNull(f.tableId)})
        AND ss.started_at < ${f.to}::timestamptz AND coalesce(ss.ended_at, ${f.asOf}::timestamptz) > ${f.from}::timestamptz`;
  }

  /** Tables of cash games in scope. */
  private tables(f: CashReportFilter): Prisma.Sql {
    return Prisma.sql`
      SELECT t.id, t.name, t.cash_game_id, t.dealing FROM tables t
      WHERE t.cash_game_id IS NOT NULL
        AND (${uuidOrNull(f.cashGameId)} IS NULL OR t.cash_game_id = ${uuidOrNull(f.cashGameId)})
        AND (${uuidOrNull(f.tableId)} IS NULL OR t.id = ${uuidOrNull(f.tableId)})`;
  }

  /** House-rake entries of the tables in scope (`scoped_tables`), in the range: `rake` (hand settlements) or `time`. */
  private rakeEntries(f: CashReportFilter): Prisma.Sql {
    const inRange = Prisma.sql`tx.created_at >= ${f.from}::timestamptz AND tx.created_at < ${f.to}::timestamptz`;
    return Prisma.sql`
      SELECT tb.id AS table_id, tx.created_at, e.amount, 'time' AS what
      FROM scoped_tables tb
      JOIN ledger_transactions tx ON tx.reference = 'table:' || tb.id::text AND tx.kind = 'time-collection'
      JOIN ledger_entries e ON e.transaction_id = tx.id JOIN ledger_accounts a ON a.id = e.account_id AND a.kind = 'house-rake'
      WHERE ${inRange}
      UNION ALL
      SELECT tb.id AS table_id, tx.created_at, e.amount, 'rake' AS what
      FROM scoped_tables tb JOIN hands h ON h.table_id = tb.id
      JOIN ledger_transactions tx ON tx.reference = 'hand:' || h.id::text AND tx.kind = 'hand-settlement'
      JOIN ledger_entries e ON e.transaction_id = tx.id JOIN ledger_accounts a ON a.id = e.account_id AND a.kind = 'house-rake'
      WHERE ${inRange}`;
  }

  /** One row per player with activity in the range, by player id. */
  async playerRows(f: CashReportFilter, limit: number, afterPlayerId?: string): Promise<PlayerReportRow[]> {
    const after = uuidOrNull(afterPlayerId);
    const rows = await this.db.client.$queryRaw<
      { player_id: string; screen_name: string; sessions: number; played_ms: bigint; buy_ins: bigint; cash_outs: bigint; time_charged: bigint }[]
    >`
      WITH scoped AS (
        SELECT cs.id, cs.player_id, cs.started_at FROM cash_sessions cs
        WHERE (${uuidOrNull(f.cashGameId)} IS NULL OR cs.cash_game_id = ${uuidOrNull(f.cashGameId)})
          AND (${uuidOrNull(f.playerId)} IS NULL OR cs.player_id = ${uuidOrNull(f.playerId)})
          AND (${after} IS NULL OR cs.player_id > ${after})
          AND (${uuidOrNull(f.tableId)} IS NULL OR EXISTS (SELECT 1 FROM cash_session_seatings x WHERE x.session_id = cs.id AND x.table_id = ${uuidOrNull(f.tableId)}))
      ), seg AS (
        SELECT player_id, sum(round(extract(epoch FROM (LEAST(ended_at, ${f.to}::timestamptz) - GREATEST(started_at, ${f.from}::timestamptz))) * 1000))::bigint AS ms
        FROM (${this.seatings(f)}) s WHERE player_id IN (SELECT player_id FROM scoped) GROUP BY player_id
      ), money AS (
        SELECT sc.player_id,
               coalesce(sum(e.amount) FILTER (WHERE e.kind IN ('buy-in', 'top-up', 'rebuy')), 0)::bigint AS buy_ins,
               coalesce(sum(e.amount) FILTER (WHERE e.kind = 'cash-out'), 0)::bigint AS cash_outs
        FROM cash_session_events e JOIN scoped sc ON sc.id = e.session_id
        WHERE (${uuidOrNull(f.tableId)} IS NULL OR e.table_id = ${uuidOrNull(f.tableId)})
          AND e.created_at >= ${f.from}::timestamptz AND e.created_at < ${f.to}::timestamptz
        GROUP BY sc.player_id
      ), charged AS (
        SELECT sc.player_id, sum(tc.collected)::bigint AS time_charged
        FROM cash_time_charges tc JOIN ledger_transactions tx ON tx.id = tc.ledger_transaction_id
        JOIN cash_session_seatings ss ON ss.seating_id = tc.seating_id JOIN scoped sc ON sc.id = ss.session_id
        WHERE (${uuidOrNull(f.tableId)} IS NULL OR tc.table_id = ${uuidOrNull(f.tableId)})
          AND tx.created_at >= ${f.from}::timestamptz AND tx.created_at < ${f.to}::timestamptz
        GROUP BY sc.player_id
      ), started AS (
        SELECT player_id, count(*)::int AS sessions FROM scoped WHERE started_at >= ${f.from}::timestamptz AND started_at < ${f.to}::timestamptz GROUP BY player_id
      ), who AS (SELECT player_id FROM seg UNION SELECT player_id FROM money UNION SELECT player_id FROM charged UNION SELECT player_id FROM started)
      SELECT who.player_id::text AS player_id, p.screen_name, coalesce(started.sessions, 0) AS sessions, coalesce(seg.ms, 0)::bigint AS played_ms,
             coalesce(money.buy_ins, 0)::bigint AS buy_ins, coalesce(money.cash_outs, 0)::bigint AS cash_outs, coalesce(charged.time_charged, 0)::bigint AS time_charged
      FROM who JOIN players p ON p.id = who.player_id
      LEFT JOIN seg ON seg.player_id = who.player_id LEFT JOIN money ON money.player_id = who.player_id
      LEFT JOIN charged ON charged.player_id = who.player_id LEFT JOIN started ON started.player_id = who.player_id
      ORDER BY who.player_id LIMIT ${limit + 1}`;
    return rows.map((r) => ({
      playerId: r.player_id,
      screenName: r.screen_name,
      sessions: r.sessions,
      playedMs: r.played_ms,
      buyIns: r.buy_ins,
      cashOuts: r.cash_outs,
      timeCharged: r.time_charged,
    }));
  }

  /** One row per cash-game table in scope, by table id. */
  async tableRows(f: CashReportFilter, limit: number, afterTableId?: string): Promise<TableReportRow[]> {
    const after = uuidOrNull(afterTableId);
    const rows = await this.db.client.$queryRaw<
      {
        table_id: string;
        name: string;
        cash_game_id: string;
        dealing: 'engine' | 'live';
        hands: number;
        played_ms: bigint;
        rake: bigint;
        time_collected: bigint;
      }[]
    >`
      WITH scoped_tables AS (SELECT * FROM (${this.tables(f)}) t WHERE ${after} IS NULL OR t.id > ${after}),
      seg AS (
        SELECT table_id, sum(round(extract(epoch FROM (LEAST(ended_at, ${f.to}::timestamptz) - GREATEST(started_at, ${f.from}::timestamptz))) * 1000))::bigint AS ms
        FROM (${this.seatings({ ...f, playerId: undefined })}) s GROUP BY table_id
      ), hand_counts AS (
        SELECT h.table_id, count(*)::int AS hands FROM hands h JOIN scoped_tables tb ON tb.id = h.table_id
        WHERE h.started_at >= ${f.from}::timestamptz AND h.started_at < ${f.to}::timestamptz GROUP BY h.table_id
      ), raked AS (
        SELECT table_id, coalesce(sum(amount) FILTER (WHERE what = 'rake'), 0)::bigint AS rake, coalesce(sum(amount) FILTER (WHERE what = 'time'), 0)::bigint AS time_collected
        FROM (${this.rakeEntries(f)}) r GROUP BY table_id
      )
      SELECT tb.id::text AS table_id, tb.name, tb.cash_game_id::text AS cash_game_id, tb.dealing::text AS dealing, coalesce(hc.hands, 0) AS hands,
             coalesce(seg.ms, 0)::bigint AS played_ms, coalesce(raked.rake, 0)::bigint AS rake, coalesce(raked.time_collected, 0)::bigint AS time_collected
      FROM scoped_tables tb LEFT JOIN seg ON seg.table_id = tb.id LEFT JOIN hand_counts hc ON hc.table_id = tb.id LEFT JOIN raked ON raked.table_id = tb.id
      WHERE seg.ms IS NOT NULL OR hc.hands IS NOT NULL OR raked.table_id IS NOT NULL
      ORDER BY tb.id LIMIT ${limit + 1}`;
    return rows.map((r) => ({
      tableId: r.table_id,
      tableName: r.name,
      cashGameId: r.cash_game_id,
      dealing: r.dealing,
      hands: r.hands,
      playedMs: r.played_ms,
      rake: r.rake,
      timeCollected: r.time_collected,
    }));
  }

  /** One row per UTC day with activity in the range, in day order. */
  async dayRows(f: CashReportFilter, limit: number, afterDay?: string): Promise<DayReportRow[]> {
    const after = afterDay === undefined ? new Date(0) : new Date(`${afterDay}T00:00:00.000Z`);
    const rows = await this.db.client.$queryRaw<{ day: string; sessions: number; hands: number; played_ms: bigint; rake: bigint; time_collected: bigint }[]>`
      WITH scoped_tables AS (${this.tables(f)}),
      seg AS (
        SELECT d AS day, sum(round(extract(epoch FROM (LEAST(s.ended_at, d + interval '1 day', ${f.to}::timestamptz) - GREATEST(s.started_at, d, ${f.from}::timestamptz))) * 1000))::bigint AS ms
        FROM (${this.seatings({ ...f, playerId: undefined })}) s
        CROSS JOIN LATERAL generate_series(date_trunc('day', s.started_at, 'UTC'), date_trunc('day', s.ended_at, 'UTC'), interval '1 day') d
        WHERE LEAST(s.ended_at, d + interval '1 day', ${f.to}::timestamptz) > GREATEST(s.started_at, d, ${f.from}::timestamptz)
        GROUP BY d
      ), hand_counts AS (
        SELECT date_trunc('day', h.started_at, 'UTC') AS day, count(*)::int AS hands FROM hands h JOIN scoped_tables tb ON tb.id = h.table_id
        WHERE h.started_at >= ${f.from}::timestamptz AND h.started_at < ${f.to}::timestamptz GROUP BY 1
      ), raked AS (
        SELECT date_trunc('day', created_at, 'UTC') AS day, coalesce(sum(amount) FILTER (WHERE what = 'rake'), 0)::bigint AS rake,
               coalesce(sum(amount) FILTER (WHERE what = 'time'), 0)::bigint AS time_collected
        FROM (${this.rakeEntries(f)}) r GROUP BY 1
      ), started AS (
        SELECT date_trunc('day', cs.started_at, 'UTC') AS day, count(*)::int AS sessions FROM cash_sessions cs
        WHERE (${uuidOrNull(f.cashGameId)} IS NULL OR cs.cash_game_id = ${uuidOrNull(f.cashGameId)})
          AND (${uuidOrNull(f.tableId)} IS NULL OR EXISTS (SELECT 1 FROM cash_session_seatings x WHERE x.session_id = cs.id AND x.table_id = ${uuidOrNull(f.tableId)}))
          AND cs.started_at >= ${f.from}::timestamptz AND cs.started_at < ${f.to}::timestamptz GROUP BY 1
      ), days AS (SELECT day FROM seg UNION SELECT day FROM hand_counts UNION SELECT day FROM raked UNION SELECT day FROM started)
      SELECT to_char(days.day AT TIME ZONE 'UTC', 'YYYY-MM-DD') AS day, coalesce(started.sessions, 0) AS sessions, coalesce(hc.hands, 0) AS hands,
             coalesce(seg.ms, 0)::bigint AS played_ms, coalesce(raked.rake, 0)::bigint AS rake, coalesce(raked.time_collected, 0)::bigint AS time_collected
      FROM days LEFT JOIN seg ON seg.day = days.day LEFT JOIN hand_counts hc ON hc.day = days.day
      LEFT JOIN raked ON raked.day = days.day LEFT JOIN started ON started.day = days.day
      WHERE days.day > ${after}::timestamptz OR ${afterDay ?? null}::text IS NULL
      ORDER BY days.day LIMIT ${limit + 1}`;
    return rows.map((r) => ({ day: r.day, sessions: r.sessions, hands: r.hands, playedMs: r.played_ms, rake: r.rake, timeCollected: r.time_collected }));
  }
}
