/**
 * Money and reports as the floor's browser test checks them through the API (as admin): a
 * player's bankroll, the cage's balance, and a CSV report read back into rows.
 */
import request from 'supertest';
import type { ApiTestApp } from './api-test-app';

/** A player's bankroll in `unit` (0 when never held). */
export async function bankroll(api: ApiTestApp, playerId: string, unit = 'USD'): Promise<number> {
  const res = await request(api.http).get(`/players/${playerId}/balances`).set('x-api-key', api.adminKey).expect(200);
  const balances = res.body.balances as { unit: string; balance: number | string }[];
  return Number(balances.find((b) => b.unit === unit)?.balance ?? 0);
}

/** The cage account's balance in `unit` (cash handed over at a table is booked against it). */
export async function cageBalance(api: ApiTestApp, unit = 'USD'): Promise<number> {
  const res = await request(api.http).get('/ledger/accounts').query({ kind: 'cage', unit }).set('x-api-key', api.adminKey).expect(200);
  const accounts = res.body.items as { balance: number | string }[];
  if (accounts.length !== 1) throw new Error(`expected one ${unit} cage account, found ${accounts.length}`);
  return Number(accounts[0]?.balance);
}

/** RFC 4180 text (CRLF, quoted fields with doubled quotes) → one object per record, keyed by the header's names. */
export function parseCsv(text: string): Record<string, string>[] {
  const records: string[][] = [];
  let record: string[] = [];
  let field = '';
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const c = text[i] as string;
    if (quoted) {
      if (c === '"' && text[i + 1] === '"') {
        field += '"';
        i++;
      } else if (c === '"') quoted = false;
      else field += c;
    } else if (c === '"') quoted = true;
    else if (c === ',') {
      record.push(field);
      field = '';
    } else if (c === '\r' && text[i + 1] === '\n') {
      record.push(field);
      records.push(record);
      record = [];
      field = '';
      i++;
    } else field += c;
  }
  if (field !== '' || record.length > 0) records.push([...record, field]);
  const [header, ...rows] = records;
  return rows.map((row) => Object.fromEntries((header ?? []).map((name, i) => [name, row[i] ?? ''])));
}
