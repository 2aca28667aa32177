/**
 * The CSV reports a card room opens in a spreadsheet, and the paging parameters of the lists:
 * a name a spreadsheet would run as a formula arrives as text (amounts stay numbers, negative
 * ones too); a refused CSV request answers JSON errors as JSON; `limit` is a plain decimal
 * integer everywhere; the CSV routes, which do not page, refuse `limit` and `cursor`.
 */
import request from 'supertest';
import { ApiTestApp, createKey, startApiTestApp } from '../support/api-test-app';
import { cashOut, createCashGame, openCashTable, openSession } from '../support/cash';
import { fundedPlayer, TestPlayer } from '../support/tables';

const FORMULA = '=HYPERLINK("http://x","y")';

/** CSV text → rows of fields (RFC 4180: quoted fields may hold commas, doubled quotes, line breaks). */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const c = text[i] as string;
    if (quoted && c === '"' && text[i + 1] === '"') {
      field += '"';
      i++;
    } else if (c === '"') {
      quoted = !quoted;
    } else if (!quoted && c === ',') {
      row.push(field);
      field = '';
    } else if (!quoted && c === '\r' && text[i + 1] === '\n') {
      row.push(field);
      rows.push(row);
      row = [];
      field = '';
      i++;
    } else {
      field += c;
    }
  }
  return rows;
}

describe('cash report CSVs and list paging', () => {
  let api: ApiTestApp;
  let floor: string;
  let cashier: string;
  let loser: TestPlayer;
  let tableId: string;

  beforeAll(async () => {
    api = await startApiTestApp();
    floor = (await createKey(api, 'director')).key;
    cashier = (await createKey(api, 'cashier')).key;
    // A live table named like a formula; the floor records two sessions: one player loses 600 to the other.
    const game = await createCashGame(api.http, floor, { dealing: 'live', minBuyIn: 1000, maxBuyIn: 10_000 });
    tableId = await openCashTable(api.http, floor, game.id, FORMULA);
    loser = await fundedPlayer(api.http, api.adminKey, 5_000);
    const winner = await fundedPlayer(api.http, api.adminKey, 5_000);
    const sessions: string[] = [];
    for (const [seat, p] of [loser, winner].entries()) {
      sessions.push((await openSession(api.http, floor, { tableId, seat: seat + 1, buyIn: 1000, playerId: p.playerId }).expect(201)).body.id as string);
    }
    await cashOut(api.http, floor, sessions[0] as string, { amount: 400 }).expect(200);
    await cashOut(api.http, floor, sessions[1] as string, { amount: 1600 }).expect(200);
  }, 120_000);
  afterAll(() => api.close());

  it('writes a formula-like name as text (a leading quote) and a negative net as a number', async () => {
    const tables = await request(api.http).get('/cash-reports/tables.csv').set('x-api-key', cashier).expect(200);
    expect(tables.headers['content-type']).toBe('text/csv; charset=utf-8');
    const [header, ...rows] = parseCsv(tables.text);
    const row = rows.find((r) => r[header?.indexOf('tableId') ?? -1] === tableId);
    expect(row?.[header?.indexOf('tableName') ?? -1]).toBe(`'${FORMULA}`);
    for (const r of rows) for (const cell of r) expect(cell).not.toMatch(/^[=+@\t\r]/);

    const players = await request(api.http).get('/cash-reports/players.csv').set('x-api-key', cashier).query({ playerId: loser.playerId }).expect(200);
    const [playerHeader, playerRow] = parseCsv(players.text);
    expect(playerRow?.[playerHeader?.indexOf('net') ?? -1]).toBe('-600');
    expect(playerRow?.[playerHeader?.indexOf('buyIns') ?? -1]).toBe('1000');
  });

  it('answers a refused CSV request with a JSON error, as JSON', async () => {
    for (const [query, status, code] of [
      [{ from: 'yesterday' }, 400, 'VALIDATION_FAILED'],
      [{ from: '2026-11-30T00:00:00Z', to: '2026-11-29T00:00:00Z' }, 422, 'INVALID_REPORT_RANGE'],
    ] as const) {
      for (const name of ['players', 'tables', 'days']) {
        const res = await request(api.http).get(`/cash-reports/${name}.csv`).set('x-api-key', cashier).query(query);
        expect({ name, status: res.status, type: res.headers['content-type'], code: res.body?.error?.code }).toEqual({
          name,
          status,
          type: 'application/json; charset=utf-8',
          code,
        });
      }
    }
  });

  it('refuses limit and cursor on the CSV routes, which do not page', async () => {
    for (const query of [
      { cursor: 'anything' },
      { cursor: Buffer.from(JSON.stringify('00000000-0000-0000-0000-000000000000')).toString('base64url') },
      { limit: '10' },
    ]) {
      const res = await request(api.http).get('/cash-reports/players.csv').set('x-api-key', cashier).query(query);
      expect({ status: res.status, type: res.headers['content-type'], code: res.body?.error?.code }).toEqual({
        status: 400,
        type: 'application/json; charset=utf-8',
        code: 'VALIDATION_FAILED',
      });
    }
  });

  it('reads limit only as a plain decimal integer, on every list', async () => {
    const lists = ['/cash-reports/players', '/players', '/api-keys', '/tables', '/hands', '/hands/export', '/cash-sessions'];
    for (const path of lists) {
      for (const limit of ['0x10', '1e1', '+5', ' 5', '5.0', '0b11', '']) {
        const res = await request(api.http).get(path).set('x-api-key', api.adminKey).query({ limit });
        expect({ path, limit, status: res.status, code: res.body?.error?.code }).toEqual({ path, limit, status: 400, code: 'VALIDATION_FAILED' });
      }
      const plain = await request(api.http).get(path).set('x-api-key', api.adminKey).query({ limit: '16' });
      expect({ path, status: plain.status }).toEqual({ path, status: 200 });
    }
    const one = await request(api.http).get('/players').set('x-api-key', api.adminKey).query({ limit: '1' }).expect(200);
    expect(one.body.items).toHaveLength(1);
  });
});
