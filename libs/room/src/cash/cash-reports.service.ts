import { Injectable } from '@nestjs/common';
import { CashReportFilter, CashReportRepository, DayReportRow, PlayerReportRow, TableReportRow } from '@app/persistence';
import { toJsonAmount } from '../common/amounts/json-amount';
import { decodeCursor, encodeCursor } from '../common/pagination/cursor';
import { MAX_PAGE_SIZE, pageLimit } from '../common/pagination/page-query.dto';
import { CsvValue, toCsv } from './csv';
import type { CashFilterQuery, CashReportCsvQuery } from './dto/report-query.dto';
import type { DayReportView, PlayerReportView, TableReportView } from './dto/report.views';
import { reportRange } from './report-range';

const HOUR_MS = 3_600_000;
const hours = (ms: bigint) => Math.round((Number(ms) / HOUR_MS) * 100) / 100;
const isUuid = (v: unknown): v is string => typeof v === 'string' && /^[0-9a-f-]{36}$/.test(v);
const isDay = (v: unknown): v is string => typeof v === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(v);

/** A CSV export takes every row of the filter, page after page, up to this many. */
const CSV_MAX_ROWS = 100_000;

interface Report<Row, View> {
  rows: (f: CashReportFilter, limit: number, after?: string) => Promise<Row[]>;
  key: (row: Row) => string;
  isKey: (v: unknown) => v is string;
  view: (row: Row) => View;
  header: readonly string[];
  csv: (view: View) => CsvValue[];
}

const PLAYERS: Omit<Report<PlayerReportRow, PlayerReportView>, 'rows'> = {
  key: (r) => r.playerId,
  isKey: isUuid,
  view: (r) => ({
    playerId: r.playerId,
    screenName: r.screenName,
    sessions: r.sessions,
    playedMs: toJsonAmount(r.playedMs),
    hours: hours(r.playedMs),
    buyIns: toJsonAmount(r.buyIns),
    cashOuts: toJsonAmount(r.cashOuts),
    net: toJsonAmount(r.cashOuts - r.buyIns),
    timeCharged: toJsonAmount(r.timeCharged),
  }),
  header: ['playerId', 'screenName', 'sessions', 'hours', 'playedMs', 'buyIns', 'cashOuts', 'net', 'timeCharged'],
  csv: (v) => [v.playerId, v.screenName, v.sessions, v.hours.toFixed(2), v.playedMs, v.buyIns, v.cashOuts, v.net, v.timeCharged],
};

const TABLES: Omit<Report<TableReportRow, TableReportView>, 'rows'> = {
  key: (r) => r.tableId,
  isKey: isUuid,
  view: (r) => ({
    tableId: r.tableId,
    tableName: r.tableName,
    cashGameId: r.cashGameId,
    dealing: r.dealing,
    hands: r.hands,
    playedMs: toJsonAmount(r.playedMs),
    hours: hours(r.playedMs),
    rake: toJsonAmount(r.rake),
    timeCollected: toJsonAmount(r.timeCollected),
    totalRake: toJsonAmount(r.rake + r.timeCollected),
  }),
  header: ['tableId', 'tableName', 'cashGameId', 'dealing', 'hands', 'hours', 'playedMs', 'rake', 'timeCollected', 'totalRake'],
  csv: (v) => [v.tableId, v.tableName, v.cashGameId, v.dealing, v.hands, v.hours.toFixed(2), v.playedMs, v.rake, v.timeCollected, v.totalRake],
};

const DAYS: Omit<Report<DayReportRow, DayReportView>, 'rows'> = {
  key: (r) => r.day,
  isKey: isDay,
  view: (r) => ({
    day: r.day,
    sessions: r.sessions,
    hands: r.hands,
    playedMs: toJsonAmount(r.playedMs),
    hours: hours(r.playedMs),
    rake: toJsonAmount(r.rake),
    timeCollected: toJsonAmount(r.timeCollected),
    totalRake: toJsonAmount(r.rake + r.timeCollected),
  }),
  header: ['day', 'sessions', 'hands', 'hours', 'playedMs', 'rake', 'timeCollected', 'totalRake'],
  csv: (v) => [v.day, v.sessions, v.hands, v.hours.toFixed(2), v.playedMs, v.rake, v.timeCollected, v.totalRake],
};

export type ReportName = 'players' | 'tables' | 'days';

/**
 * Reports per player, per table and per UTC day, filtered by time range, player, table and game,
 * paged by key (player id, table id, day) — or all of it as CSV. The aggregates are SQL in
 * `CashReportRepository`; this turns them into views and text.
 */
@Injectable()
export class CashReportsService {
  constructor(private readonly reports: CashReportRepository) {}

  page(name: ReportName, query: CashFilterQuery): Promise<{ items: object[]; nextCursor: string | null }> {
    switch (name) {
      case 'players':
        return this.pageOf({ ...PLAYERS, rows: (f, limit, after) => this.reports.playerRows(f, limit, after) }, query);
      case 'tables':
        return this.pageOf({ ...TABLES, rows: (f, limit, after) => this.reports.tableRows(f, limit, after) }, query);
      case 'days':
        return this.pageOf({ ...DAYS, rows: (f, limit, after) => this.reports.dayRows(f, limit, after) }, query);
    }
  }

  /** The whole filtered report as RFC 4180 CSV (text cells safe from spreadsheet formulas: `csv.ts`). */
  csv(name: ReportName, query: CashReportCsvQuery): Promise<string> {
    switch (name) {
      case 'players':
        return this.csvOf({ ...PLAYERS, rows: (f, limit, after) => this.reports.playerRows(f, limit, after) }, query);
      case 'tables':
        return this.csvOf({ ...TABLES, rows: (f, limit, after) => this.reports.tableRows(f, limit, after) }, query);
      case 'days':
        return this.csvOf({ ...DAYS, rows: (f, limit, after) => this.reports.dayRows(f, limit, after) }, query);
    }
  }

  private async pageOf<Row, View>(report: Report<Row, View>, query: CashFilterQuery): Promise<{ items: View[]; nextCursor: string | null }> {
    const limit = pageLimit(query);
    const rows = await report.rows(this.filter(query), limit, decodeCursor(query.cursor, report.isKey));
    const items = rows.slice(0, limit);
    const last = items[items.length - 1];
    return { items: items.map(report.view), nextCursor: rows.length > limit && last !== undefined ? encodeCursor(report.key(last)) : null };
  }

  private async csvOf<Row, View>(report: Report<Row, View>, query: CashReportCsvQuery): Promise<string> {
    const filter = this.filter(query);
    const lines: CsvValue[][] = [];
    let after: string | undefined;
    for (;;) {
      const rows = await report.rows(filter, MAX_PAGE_SIZE, after);
      lines.push(...rows.slice(0, MAX_PAGE_SIZE).map((r) => report.csv(report.view(r))));
      const last = rows[MAX_PAGE_SIZE - 1];
      if (rows.length <= MAX_PAGE_SIZE || !last || lines.length >= CSV_MAX_ROWS) break;
      after = report.key(last);
    }
    return toCsv(report.header, lines);
  }

  private filter(query: CashReportCsvQuery): CashReportFilter {
    const range = reportRange(query);
    return { ...range, asOf: new Date(), playerId: query.playerId, tableId: query.tableId, cashGameId: query.gameId };
  }
}
