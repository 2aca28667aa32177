/**
 * What the cash reports must equal, read straight from the ledger (not through the code under
 * test), and a reader of every page of a report.
 */
import request from 'supertest';
import { sql } from './ledger-invariants';
import type { Target } from './tables';

export interface LedgerCashTotals {
  /** Per player: onto seats (buy-ins, top-ups), off seats (cash-outs), time taken from their seats. */
  players: Map<string, { buyIns: number; cashOuts: number; timeCharged: number }>;
  /** Per cash-game table: rake of its hands' settlements, time collected, hands dealt. */
  tables: Map<string, { rake: number; timeCollected: number; hands: number }>;
}

export async function ledgerTotals(databaseUrl: string): Promise<LedgerCashTotals> {
  const seatRows = await sql<{ player_id: string; kind: string; total: string }>(
    databaseUrl,
    `SELECT a.player_id::text, t.kind, sum(e.amount)::text AS total
     FROM ledger_entries e JOIN ledger_transactions t ON t.id = e.transaction_id JOIN ledger_accounts a ON a.id = e.account_id
     JOIN tables tb ON a.reference = 'table:' || tb.id::text
     WHERE a.kind = 'seat-stack' AND tb.cash_game_id IS NOT NULL AND t.kind IN ('buy-in', 'top-up', 'cash-out', 'time-collection')
     GROUP BY a.player_id, t.kind`,
  );
  const players = new Map<string, { buyIns: number; cashOuts: number; timeCharged: number }>();
  for (const row of seatRows) {
    const totals = players.get(row.player_id) ?? { buyIns: 0, cashOuts: 0, timeCharged: 0 };
    const amount = Number(row.total);
    if (row.kind === 'cash-out') totals.cashOuts -= amount;
    else if (row.kind === 'time-collection') totals.timeCharged -= amount;
    else totals.buyIns += amount;
    players.set(row.player_id, totals);
  }
  const tableRows = await sql<{ id: string; rake: string; time: string; hands: number }>(
    databaseUrl,
    `SELECT tb.id::text,
       (SELECT coalesce(sum(e.amount), 0) FROM hands h JOIN ledger_transactions t ON t.reference = 'hand:' || h.id::text
          JOIN ledger_entries e ON e.transaction_id = t.id JOIN ledger_accounts a ON a.id = e.account_id AND a.kind = 'house-rake'
        WHERE h.table_id = tb.id)::text AS rake,
       (SELECT coalesce(sum(e.amount), 0) FROM ledger_transactions t JOIN ledger_entries e ON e.transaction_id = t.id
          JOIN ledger_accounts a ON a.id = e.account_id AND a.kind = 'house-rake'
        WHERE t.kind = 'time-collection' AND t.reference = 'table:' || tb.id::text)::text AS time,
       (SELECT count(*)::int FROM hands h WHERE h.table_id = tb.id) AS hands
     FROM tables tb WHERE tb.cash_game_id IS NOT NULL`,
  );
  const tables = new Map(tableRows.map((r) => [r.id, { rake: Number(r.rake), timeCollected: Number(r.time), hands: r.hands }]));
  return { players, tables };
}

export type ReportRow = Record<string, string | number>;

/** Every row of a report, following nextCursor with `limit` rows a page. */
export async function readAllPages(target: Target, key: string, path: string, limit: number, query = ''): Promise<ReportRow[]> {
  const rows: ReportRow[] = [];
  let cursor: string | null = null;
  do {
    const url: string = `${path}?limit=${limit}${query}${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`;
    const res = await request(target).get(url).set('x-api-key', key).expect(200);
    rows.push(...(res.body.items as ReportRow[]));
    cursor = res.body.nextCursor as string | null;
  } while (cursor !== null);
  return rows;
}

export const sumBy = (rows: ReportRow[], key: string): number => rows.reduce((sum, row) => sum + Number(row[key] ?? 0), 0);
