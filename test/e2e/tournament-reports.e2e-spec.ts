/**
 * A tournament director's lists and exports over HTTP: the seating list (by table and by name,
 * JSON and CSV, a pending move shown), the player lookup (found, not found, a bad `q`), the
 * results export (the room's CSV with a shared place range; the results site's columns) and the
 * statistics, which add up. A small engine freezeout with one re-entry, played to the end with
 * synthetic busting hands as the other tournament tests do. Full names only for staff keys.
 */
import { randomUUID } from 'node:crypto';
import request from 'supertest';
import { ClockService } from '@app/room/tournaments/clock.service';
import { EntriesService } from '@app/room/tournaments/entries.service';
import { TournamentsService } from '@app/room/tournaments/tournaments.service';
import { ApiTestApp, createKey, deposit, startApiTestApp } from '../support/api-test-app';
import { LEDGER_OK, ledgerInvariants, sql } from '../support/ledger-invariants';
import { bustHand, DIRECTOR, tournamentDto } from '../support/tournaments';

interface Person {
  screenName: string;
  fullName: string;
  country?: string;
}

const PEOPLE: Record<string, Person> = {
  eric: { screenName: 'Éric Seat', fullName: 'Éric Fontaine', country: 'FR' },
  stu: { screenName: 'Stuey', fullName: 'Stuart Ungar', country: 'US' },
  doyle: { screenName: 'Texas Dolly', fullName: 'Doyle Brunson' },
  chip: { screenName: 'Chipper', fullName: 'Chip Reese', country: 'US' },
  annette: { screenName: 'Annette', fullName: 'Annette Obrestad', country: 'NO' },
  barry: { screenName: 'Barry G', fullName: 'Barry Greenstein', country: 'US' },
};

interface SeatingRow {
  table: number;
  seat: number;
  playerId: string;
  screenName: string;
  fullName: string | null;
  country: string | null;
  stack: number;
  moving: { toTable: number; toSeat: number; reason: string } | null;
}

const money = (minor: number) => (minor / 100).toFixed(2);

describe('a tournament’s lists and exports over HTTP', () => {
  let api: ApiTestApp;
  let director: string;
  let floor: string;
  let player: string;
  const ids: Record<string, string> = {};
  const get = (key: string, path: string) => request(api.http).get(path).set('x-api-key', key);

  beforeAll(async () => {
    api = await startApiTestApp();
    director = (await createKey(api, 'director')).key;
    floor = (await request(api.http).post('/api-keys').set('x-api-key', api.adminKey).send({ name: 'floor desk', role: 'floor' }).expect(201)).body.key;
    for (const [who, person] of Object.entries(PEOPLE)) {
      ids[who] = (await request(api.http).post('/players').set('x-api-key', director).send(person).expect(201)).body.id;
      await deposit(api, ids[who] as string, 30_000);
    }
    player = (await createKey(api, 'player', ids.stu)).key;
  });
  afterAll(async () => {
    expect(await ledgerInvariants(api.db.databaseUrl)).toMatchObject(LEDGER_OK);
    await api.close();
  });

  it('lists seats, finds players, exports the results and counts the event, start to finish', async () => {
    const tournaments = api.app.get(TournamentsService);
    const entries = api.app.get(EntriesService);
    // One level of late registration (and one re-entry), so a bust can re-enter; hand-for-hand off: synthetic hands deal no rounds.
    const t = await tournaments.create(DIRECTOR, tournamentDto({ guarantee: 100_000, lateRegistrationLevels: 1, maxReentries: 1, handForHandAt: 0 }));
    await tournaments.openRegistration(DIRECTOR, t.id);
    for (const who of Object.keys(PEOPLE)) await entries.register(DIRECTOR, t.id, ids[who] as string);
    await tournaments.start(DIRECTOR, t.id);
    const path = `/tournaments/${t.id}`;

    // The seating list by table: one table of six, full stacks; full names for staff only.
    const byTable = (await get(floor, `${path}/seating`).expect(200)).body as { order: string; fullNames: boolean; players: number; items: SeatingRow[] };
    expect(byTable).toMatchObject({ tournamentId: t.id, order: 'table', fullNames: true, players: 6 });
    expect(byTable.items.map((r) => r.seat)).toEqual([...byTable.items.map((r) => r.seat)].sort((a, b) => a - b));
    expect(new Set(byTable.items.map((r) => r.table))).toEqual(new Set([1]));
    expect(byTable.items.every((r) => r.stack === 1_000)).toBe(true);
    expect(byTable.items.find((r) => r.playerId === ids.eric)).toMatchObject({
      screenName: 'Éric Seat',
      fullName: 'Éric Fontaine',
      country: 'FR',
      moving: null,
    });
    expect(byTable.items.find((r) => r.playerId === ids.doyle)).toMatchObject({ fullName: 'Doyle Brunson', country: null });
    const asPlayer = (await get(player, `${path}/seating?order=table`).expect(200)).body as { fullNames: boolean; items: SeatingRow[] };
    expect(asPlayer.fullNames).toBe(false);
    expect(asPlayer.items.map((r) => r.fullName)).toEqual([null, null, null, null, null, null]);

    // A pending move written for the floor shows; a done one does not.
    const tableId = (byTable.items[0] as unknown as { tableId: string }).tableId;
    const move = `INSERT INTO tournament_move_instructions (id, tournament_id, seq, reason, player_id, from_table_id, from_table, from_seat, to_table_id, to_table, to_seat, status)
                  VALUES (gen_random_uuid(), $1, $2, 'balance', $3, $4, 1, 1, $4, 2, $5, $6)`;
    await sql(api.db.databaseUrl, move, [t.id, 1, ids.chip, tableId, 4, 'done']);
    await sql(api.db.databaseUrl, move, [t.id, 2, ids.stu, tableId, 3, 'pending']);

    // By name (ignoring case and accents): Annette, Barry G, Chipper, Éric Seat, Stuey, Texas Dolly.
    const byName = (await get(director, `${path}/seating?order=name`).expect(200)).body as { items: SeatingRow[] };
    expect(byName.items.map((r) => r.screenName)).toEqual(['Annette', 'Barry G', 'Chipper', 'Éric Seat', 'Stuey', 'Texas Dolly']);
    expect(byName.items.find((r) => r.playerId === ids.stu)?.moving).toEqual({ toTable: 2, toSeat: 3, reason: 'balance' });
    expect(byName.items.find((r) => r.playerId === ids.chip)?.moving).toBeNull();

    // The same lists as CSV, in the same orders.
    const csv = await get(director, `${path}/seating?order=name&format=csv`).expect(200);
    expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8');
    const lines = csv.text.split('\r\n');
    expect(lines[0]).toBe('table,seat,screenName,fullName,country,stack,moveToTable,moveToSeat,playerId');
    expect(lines.slice(1, -1).map((l) => l.split(',')[2])).toEqual(byName.items.map((r) => r.screenName));
    const stuLine = byName.items.find((r) => r.playerId === ids.stu) as SeatingRow;
    expect(lines).toContain(`1,${stuLine.seat},Stuey,Stuart Ungar,US,1000,2,3,${ids.stu}`);
    const tableCsv = (await get(player, `${path}/seating?format=csv`).expect(200)).text.split('\r\n');
    expect(tableCsv.slice(1, -1).map((l) => l.split(',')[8])).toEqual(byTable.items.map((r) => r.playerId));
    expect(tableCsv).toContain(`1,${stuLine.seat},Stuey,,US,1000,2,3,${ids.stu}`);
    expect((await get(director, `${path}/seating?order=seat`).expect(400)).body.error.code).toBe('VALIDATION_FAILED');
    expect((await get(director, `${path}/seating?format=xml`).expect(400)).headers['content-type']).toMatch(/application\/json/);

    // Annette busts during late registration and re-enters.
    await bustHand(api.app, t.id, [ids.annette as string], ids.barry as string);
    await entries.register(DIRECTOR, t.id, ids.annette as string);

    // The lookup: by screen name or, for staff, full name; ignoring case and accents.
    const lookup = (key: string, q: string) => get(key, `${path}/players/lookup?q=${encodeURIComponent(q)}`);
    const eric = (await lookup(floor, 'ERIC').expect(200)).body;
    expect(eric.items).toEqual([
      expect.objectContaining({ playerId: ids.eric, screenName: 'Éric Seat', matched: 'screenName', status: 'playing', table: 1, stack: 1_000, place: null }),
    ]);
    expect(eric.items[0].seat).toBe(byTable.items.find((r) => r.playerId === ids.eric)?.seat);
    expect((await lookup(director, 'ungar').expect(200)).body.items).toEqual([
      expect.objectContaining({ playerId: ids.stu, fullName: 'Stuart Ungar', matched: 'fullName', moving: { toTable: 2, toSeat: 3, reason: 'balance' } }),
    ]);
    expect((await lookup(player, 'ungar').expect(200)).body).toMatchObject({ items: [], more: false });
    expect((await lookup(director, '  annette ').expect(200)).body).toMatchObject({
      q: 'annette',
      items: [{ playerId: ids.annette, status: 'playing', entryNo: 2, entries: 2, table: 1, place: null }],
    });
    expect((await lookup(director, 'nobody here').expect(200)).body).toEqual({ tournamentId: t.id, q: 'nobody here', items: [], more: false });
    for (const bad of [
      `${path}/players/lookup`,
      `${path}/players/lookup?q=`,
      `${path}/players/lookup?q=%20%20`,
      `${path}/players/lookup?q=${'x'.repeat(65)}`,
    ]) {
      const refused = await get(director, bad).expect(400);
      expect(refused.body.error).toMatchObject({ code: 'VALIDATION_FAILED', message: expect.stringMatching(/q /) });
    }

    // Statistics during late registration: the pool is not final yet.
    const mid = (await get(player, `${path}/statistics`).expect(200)).body;
    expect(mid).toMatchObject({
      status: 'running',
      currency: 'USD',
      entries: 7,
      reEntries: 1,
      uniquePlayers: 6,
      rebuys: 0,
      addOns: 0,
      prizePool: { collected: 70_000, guarantee: 100_000, overlay: 30_000, total: 100_000, final: false },
      playersLeft: 6,
      chipsInPlay: 7_000,
      averageStack: 1_166,
      finishedAt: null,
      currentLevel: 1,
      levelsPlayed: 1,
    });

    // Level II closes registration: places for the first bust, the pool final. Then played down to one.
    await api.app.get(ClockService).setLevel(DIRECTOR, t.id, 2);
    await bustHand(api.app, t.id, [ids.doyle as string, ids.chip as string], ids.barry as string);
    for (const who of ['eric', 'stu', 'annette']) await bustHand(api.app, t.id, [ids[who] as string], ids.barry as string);
    const done = (await get(director, path).expect(200)).body as { status: string; payouts: { amounts: number[]; prizePool: number; overlay: number } };
    expect(done.status).toBe('finished');
    const prize = (place: number) => money(done.payouts.amounts[place - 1] ?? 0);

    // The room's CSV: every final place, the shared 5–6, money in dollars and cents, the player's entries.
    const results = await get(director, `${path}/results/export?format=csv`).expect(200);
    expect(results.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(results.headers['content-disposition']).toBe(`attachment; filename="results-csv-${t.id}.csv"`);
    expect(results.text.split('\r\n')).toEqual([
      'place,screenName,fullName,country,prize,currency,entries',
      `1,Barry G,Barry Greenstein,US,${prize(1)},USD,1`,
      `2,Annette,Annette Obrestad,NO,${prize(2)},USD,2`,
      `3,Stuey,Stuart Ungar,US,${prize(3)},USD,1`,
      `4,Éric Seat,Éric Fontaine,FR,${prize(4)},USD,1`,
      `5–6,Chipper,Chip Reese,US,0.00,USD,1`,
      `5–6,Texas Dolly,Doyle Brunson,,0.00,USD,1`,
      `7,Annette,Annette Obrestad,NO,0.00,USD,2`,
      '',
    ]);
    expect((await get(player, `${path}/results/export`).expect(200)).text.split('\r\n')[1]).toBe(`1,Barry G,,US,${prize(1)},USD,1`);

    // The results site's columns: the paid places only, full names, money.
    const paid = done.payouts.amounts.filter((a) => a > 0).length;
    expect(paid).toBeGreaterThanOrEqual(2);
    const hendon = (await get(floor, `${path}/results/export?format=hendon`).expect(200)).text.split('\r\n');
    const names = ['Barry Greenstein', 'Annette Obrestad', 'Stuart Ungar', 'Éric Fontaine'];
    const countries = ['US', 'NO', 'US', 'FR'];
    expect(hendon).toEqual([
      'Place,Name,Country,Prize,Currency',
      ...names.slice(0, paid).map((name, i) => `${i + 1},${name},${countries[i]},${prize(i + 1)},USD`),
      '',
    ]);
    expect((await get(director, `${path}/results/export?format=xml`).expect(400)).body.error.code).toBe('VALIDATION_FAILED');

    // After the end: the lookup gives places, the seating list is empty, the statistics add up.
    expect((await lookup(director, 'dolly').expect(200)).body.items).toEqual([
      expect.objectContaining({ playerId: ids.doyle, status: 'busted', table: null, seat: null, stack: null, place: 5, placeTo: 6, prize: 0 }),
    ]);
    expect((await lookup(director, 'annette').expect(200)).body.items[0]).toMatchObject({
      status: 'busted',
      entryNo: 2,
      place: 2,
      prize: done.payouts.amounts[1],
    });
    expect((await get(director, `${path}/seating`).expect(200)).body).toMatchObject({ players: 0, items: [] });
    const end = (await get(floor, `${path}/statistics`).expect(200)).body;
    expect(end).toMatchObject({
      status: 'finished',
      entries: 7,
      reEntries: 1,
      uniquePlayers: 6,
      playersLeft: 0,
      chipsInPlay: 0,
      averageStack: 0,
      currentLevel: 2,
      levelsPlayed: 2,
    });
    expect(end.prizePool).toEqual({ collected: 70_000, guarantee: 100_000, overlay: done.payouts.overlay, total: done.payouts.prizePool, final: true });
    expect(end.prizePool.collected + end.prizePool.overlay).toBe(end.prizePool.total);
    expect(end.uniquePlayers).toBeLessThanOrEqual(end.entries);
    expect(end.durationMs).toBe(Date.parse(end.finishedAt) - Date.parse(end.startedAt));
  }, 120_000);

  it('refuses an unknown tournament (404) and a malformed id (400) on every route', async () => {
    const unknown = randomUUID();
    for (const route of ['seating', 'seating?format=csv', 'players/lookup?q=stu', 'results/export', 'results/export?format=hendon', 'statistics']) {
      const missing = await get(director, `/tournaments/${unknown}/${route}`).expect(404);
      expect(missing.headers['content-type']).toMatch(/application\/json/);
      expect(missing.body.error.code).toBe('TOURNAMENT_NOT_FOUND');
      expect((await get(director, `/tournaments/not-a-uuid/${route}`).expect(400)).body.error.code).toBe('VALIDATION_FAILED');
    }
    await request(api.http).get(`/tournaments/${unknown}/statistics`).expect(401);
  });
});
