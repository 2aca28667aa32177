/**
 * A day at a card room, through HTTP with each player's own key and the floor's: three games (an
 * engine game with percentage rake, an engine game and a live game collecting time), two
 * waitlists, thirty players. Sessions are opened, topped up, moved and cashed out (one during a
 * hand), time is collected (once while a hand runs), live results are recorded by the floor —
 * and then the reports must add up exactly to what the ledger holds.
 */
import request from 'supertest';
import { HandLifecycleService } from '@app/room/hands/hand-lifecycle.service';
import { ApiTestApp, createKey, startApiTestApp } from '../support/api-test-app';
import {
  cashOut,
  collectTimeNow,
  createCashGame,
  expireHoldNow,
  getSession,
  moveSession,
  openCashTable,
  openSession,
  periodStart,
  topUp,
} from '../support/cash';
import { checkOrCall, playHand } from '../support/hand-driver';
import { LEDGER_OK, ledgerInvariants, sql } from '../support/ledger-invariants';
import { fundedPlayer, TestPlayer, viewTable } from '../support/tables';
import { ledgerTotals, readAllPages, sumBy } from '../support/cash-ledger';

const PERIOD_MINUTES = 30;

describe('a day at a card room', () => {
  let api: ApiTestApp;
  let floor: string;
  let cashier: string;
  let players: TestPlayer[];

  beforeAll(async () => {
    api = await startApiTestApp();
    floor = (await createKey(api, 'director')).key;
    cashier = (await createKey(api, 'cashier')).key;
    players = [];
    for (let i = 0; i < 30; i++) players.push(await fundedPlayer(api.http, api.adminKey, 100_000));
  }, 120_000);
  afterAll(async () => {
    expect(await ledgerInvariants(api.db.databaseUrl)).toMatchObject(LEDGER_OK);
    await api.close();
  });

  const p = (i: number) => players[i] as TestPlayer;
  const sessionOf = new Map<number, string>();

  /** Player `i` sits down: with their own key at an engine table, recorded by the floor at a live one. */
  async function sit(i: number, tableId: string, seat: number, buyIn: number, live = false, source: 'bankroll' | 'cash' = 'bankroll'): Promise<string> {
    const res = live
      ? await openSession(api.http, floor, { tableId, seat, buyIn, playerId: p(i).playerId, source })
      : await openSession(api.http, p(i).key, { tableId, seat, buyIn });
    if (res.status !== 201) throw new Error(`player ${i} sitting down: ${res.status} ${JSON.stringify(res.body)}`);
    sessionOf.set(i, res.body.id as string);
    return res.body.id as string;
  }

  async function deal(tableId: string, hand: number, bySeat: Record<number, number>): Promise<void> {
    await expect(api.app.get(HandLifecycleService).startHand(tableId, hand)).resolves.toBe(true);
    await playHand(api.http, floor, tableId, new Map(Object.entries(bySeat).map(([seat, i]) => [Number(seat), p(i)])), hand, checkOrCall);
  }

  const floatOf = async (tableId: string) =>
    Number(
      (
        await sql<{ b: string }>(
          api.db.databaseUrl,
          `SELECT coalesce(sum(balance), 0)::text AS b FROM ledger_accounts WHERE kind = 'table-float' AND reference = $1`,
          [`table:${tableId}`],
        )
      )[0]?.b,
    );

  /** The floor cashes everyone out of a live table: chips moved between players by play, the last one takes the rest. */
  async function emptyLiveTable(tableId: string, shifts: number[]): Promise<void> {
    const seats = (await viewTable(api.http, floor, tableId)).seats;
    let left = seats.reduce((sum, s) => sum + s.stack, 0) + (await floatOf(tableId));
    for (const [n, seat] of seats.entries()) {
      const last = n === seats.length - 1;
      const counted = last ? left : seat.stack + (shifts[n] ?? 0);
      left -= counted;
      const i = players.findIndex((x) => x.playerId === seat.playerId);
      await cashOut(api.http, floor, sessionOf.get(i) as string, { amount: counted }).expect(200);
    }
  }

  it('plays the day; every report adds up exactly to the ledger', async () => {
    const raked = await createCashGame(api.http, floor, {
      name: 'Razz 10/20, "5%" rake, cap 50',
      maxSeats: 6,
      rules: { rake: { kind: 'percentage', percent: 5, cap: 50, fromStreet: 1 } },
    });
    const timed = await createCashGame(api.http, floor, {
      name: 'Razz 10/20 time',
      maxSeats: 6,
      timeCollection: { amount: 50, periodMinutes: PERIOD_MINUTES },
    });
    const live = await createCashGame(api.http, floor, {
      name: 'Live Razz',
      dealing: 'live',
      maxSeats: 8,
      minBuyIn: 1000,
      maxBuyIn: 10_000,
      timeCollection: { amount: 100, periodMinutes: PERIOD_MINUTES },
      noAnswer: 'remove',
    });
    const [t1a, t1b] = [await openCashTable(api.http, floor, raked.id, 'Razz 1, "window", A'), await openCashTable(api.http, floor, raked.id, 'Razz 2')];
    const t2 = await openCashTable(api.http, floor, timed.id, 'Time 1');
    const [t3a, t3b] = [await openCashTable(api.http, floor, live.id, 'Live 1'), await openCashTable(api.http, floor, live.id, 'Live 2')];

    // Morning: the engine tables fill through player keys, the live tables through the floor (some in cash).
    for (let i = 0; i < 6; i++) await sit(i, t1a, i + 1, 2000);
    for (let i = 6; i < 10; i++) await sit(i, t1b, i - 5, 1500);
    for (let i = 10; i < 15; i++) await sit(i, t2, i - 9, 3000);
    for (let i = 15; i < 23; i++) await sit(i, t3a, i - 14, 4000, true, i % 2 === 0 ? 'cash' : 'bankroll');
    for (let i = 23; i < 28; i++) await sit(i, t3b, i - 22, 2500, true);

    // Two waitlists. Player 28 joins both remotely, 29 in person through the floor.
    const join = (gameId: string, key: string, body: object) => request(api.http).post(`/cash-games/${gameId}/waitlist`).set('x-api-key', key).send(body);
    await join(raked.id, p(28).key, {}).expect(201);
    const onList29 = await join(raked.id, floor, { playerId: p(29).playerId }).expect(201);
    expect(onList29.body).toMatchObject({ via: 'in-person', status: 'waiting', position: 2 });
    await join(live.id, p(28).key, {}).expect(201);
    const call = (gameId: string, body: object) => request(api.http).post(`/cash-games/${gameId}/waitlist/call`).set('x-api-key', floor).send(body);
    expect((await call(raked.id, { tableId: t1a })).body.error.code).toBe('NO_OPEN_SEAT');
    const called28 = await call(raked.id, { tableId: t1b }).expect(200);
    expect(called28.body).toMatchObject({ playerId: p(28).playerId, status: 'called', calledTableId: t1b });
    await sit(28, t1b, 5, 2000);
    const called29 = await call(raked.id, { tableId: t1b }).expect(200);
    await expireHoldNow(api.app, api.db.databaseUrl, called29.body.id, 1);
    const list = await request(api.http).get(`/cash-games/${raked.id}/waitlist`).set('x-api-key', p(29).key).expect(200);
    expect(list.body.items).toEqual([expect.objectContaining({ playerId: p(29).playerId, status: 'waiting', position: 1, calls: 1 })]);
    const liveCall = await call(live.id, { tableId: t3b }).expect(200);
    await expireHoldNow(api.app, api.db.databaseUrl, liveCall.body.id, 1);
    expect((await request(api.http).get(`/cash-games/${live.id}/waitlist`).set('x-api-key', floor).expect(200)).body.items).toEqual([]);
    await request(api.http)
      .post(`/cash-games/${raked.id}/waitlist/${p(29).playerId}/remove`)
      .set('x-api-key', p(29).key)
      .expect(204);

    // Hands at the engine tables; the time table's first period comes due while its hand runs.
    await deal(t1a, 1, { 1: 0, 2: 1, 3: 2, 4: 3, 5: 4, 6: 5 });
    await deal(t1b, 1, { 1: 6, 2: 7, 3: 8, 4: 9, 5: 28 });
    await expect(api.app.get(HandLifecycleService).startHand(t2, 1)).resolves.toBe(true);
    await collectTimeNow(api.app, api.db.databaseUrl, t2, await periodStart(api.db.databaseUrl, t2, PERIOD_MINUTES, 1), 5);
    const waiting = await sql<{ status: string }>(api.db.databaseUrl, `SELECT status::text FROM cash_time_charges WHERE table_id = $1`, [t2]);
    expect(waiting.map((r) => r.status)).toEqual(['pending', 'pending', 'pending', 'pending', 'pending']);
    await playHand(api.http, floor, t2, new Map([10, 11, 12, 13, 14].map((i) => [i - 9, p(i)])), 1, checkOrCall);
    const collected = await sql<{ status: string; collected: string }>(
      api.db.databaseUrl,
      `SELECT status::text, collected::text FROM cash_time_charges WHERE table_id = $1`,
      [t2],
    );
    expect(collected).toEqual(Array(5).fill({ status: 'collected', collected: '50' }));
    for (const t of [t3a, t3b])
      await collectTimeNow(api.app, api.db.databaseUrl, t, await periodStart(api.db.databaseUrl, t, PERIOD_MINUTES, 1), t === t3a ? 8 : 5);

    // Afternoon: top-ups (a player's own, the floor's in cash at a live table), table changes.
    await topUp(api.http, p(0).key, sessionOf.get(0) as string, { amount: 1000 }).expect(201);
    await topUp(api.http, floor, sessionOf.get(16) as string, { amount: 2000, source: 'cash' }).expect(201);
    // Player 1's client seed is theirs: it goes with them to the new table.
    await request(api.http).post(`/tables/${t1a}/client-seed`).set('x-api-key', p(1).key).send({ seed: 'one moves' }).expect(200);
    await moveSession(api.http, floor, sessionOf.get(1) as string, { tableId: t1b, seat: 6 }).expect(200);
    expect((await viewTable(api.http, floor, t1b)).seats.find((s) => s.playerId === p(1).playerId)).toMatchObject({ seat: 6, clientSeed: 'one moves' });
    const t3aStack15 = (await viewTable(api.http, floor, t3a)).seats.find((s) => s.playerId === p(15).playerId)?.stack as number;
    await moveSession(api.http, floor, sessionOf.get(15) as string, { tableId: t3b, seat: 6, amount: t3aStack15 - 700 }).expect(200);

    // A second hand at the raked tables; player 2 asks to leave during it and goes when it ends.
    await expect(api.app.get(HandLifecycleService).startHand(t1a, 2)).resolves.toBe(true);
    const leaving = await cashOut(api.http, p(2).key, sessionOf.get(2) as string).expect(200);
    expect(leaving.body).toMatchObject({ status: 'open', leaving: true });
    await playHand(
      api.http,
      floor,
      t1a,
      new Map([
        [1, p(0)],
        [3, p(2)],
        [4, p(3)],
        [5, p(4)],
        [6, p(5)],
      ]),
      2,
      checkOrCall,
    );
    expect(await getSession(api.http, p(2).key, sessionOf.get(2) as string)).toMatchObject({ status: 'closed', leaving: false });
    await deal(t1b, 2, { 1: 6, 2: 7, 3: 8, 4: 9, 5: 28, 6: 1 });

    // Evening: everyone cashes out; the live tables' amounts come from the floor's count.
    for (const i of [0, 1, 3, 4, 5, 6, 7, 8, 9, 28, 10, 11, 12, 13, 14]) await cashOut(api.http, p(i).key, sessionOf.get(i) as string).expect(200);
    await emptyLiveTable(t3a, [500, -500, 1200, -1200, 0, 300, -300]);
    await emptyLiveTable(t3b, [-800, 800, 0, 250, -400]);
    for (const t of [t1a, t1b, t2, t3a, t3b]) await request(api.http).post(`/tables/${t}/close`).set('x-api-key', floor).expect(200);

    // Nothing is left on a seat or in a float, every session is closed.
    const leftOver = await sql<{ kind: string; b: string }>(
      api.db.databaseUrl,
      `SELECT kind::text, sum(balance)::text AS b FROM ledger_accounts WHERE kind IN ('seat-stack', 'table-float') AND balance <> 0 GROUP BY kind`,
    );
    expect(leftOver).toEqual([]);
    expect(await sql(api.db.databaseUrl, `SELECT id FROM cash_sessions WHERE status = 'open'`)).toEqual([]);

    // The reports, read page by page (7 rows a page), against the ledger itself.
    const ledger = await ledgerTotals(api.db.databaseUrl);
    const byPlayer = await readAllPages(api.http, cashier, '/cash-reports/players', 7);
    const byTable = await readAllPages(api.http, cashier, '/cash-reports/tables', 2);
    const byDay = await readAllPages(api.http, cashier, '/cash-reports/days', 7);
    expect(byPlayer).toHaveLength(29);
    for (const row of byPlayer) {
      const own = ledger.players.get(row.playerId as string) ?? { buyIns: 0, cashOuts: 0, timeCharged: 0 };
      expect({ player: row.playerId, buyIns: row.buyIns, cashOuts: row.cashOuts, net: row.net, timeCharged: row.timeCharged }).toEqual({
        player: row.playerId,
        ...own,
        net: own.cashOuts - own.buyIns,
      });
    }
    expect(byTable.map((r) => [r.tableId, r.rake, r.timeCollected, r.hands]).sort()).toEqual(
      [...ledger.tables.entries()].map(([id, t]) => [id, t.rake, t.timeCollected, t.hands]).sort(),
    );
    expect(sumBy(byPlayer, 'net') + sumBy(byTable, 'totalRake')).toBe(0);
    expect(sumBy(byTable, 'rake')).toBeGreaterThan(0);
    expect(sumBy(byTable, 'timeCollected')).toBe(5 * 50 + 13 * 100);
    for (const key of ['playedMs', 'hands', 'rake', 'timeCollected']) expect({ key, days: sumBy(byDay, key) }).toEqual({ key, days: sumBy(byTable, key) });
    expect(sumBy(byPlayer, 'playedMs')).toBe(sumBy(byTable, 'playedMs'));
    expect(sumBy(byDay, 'sessions')).toBe(sumBy(byPlayer, 'sessions'));
    expect(sumBy(byPlayer, 'sessions')).toBe(29);

    // A player's hours are their sessions' seatings; they read their own sessions, not others'.
    const own = await request(api.http)
      .get(`/players/${p(15).playerId}/cash-sessions`)
      .set('x-api-key', p(15).key)
      .expect(200);
    const session15 = await getSession(api.http, p(15).key, own.body.items[0].id);
    expect(session15.seatings.map((s) => s.tableId)).toEqual([t3a, t3b]);
    expect(session15.events.map((e) => e.kind)).toEqual(['buy-in', 'result', 'move', 'result', 'cash-out']);
    expect(byPlayer.find((r) => r.playerId === p(15).playerId)?.playedMs).toBe(session15.playedMs);
    await request(api.http).get(`/cash-sessions/${session15.id}`).set('x-api-key', p(16).key).expect(403);

    // The CSV export is the same report.
    const csv = await request(api.http).get('/cash-reports/tables.csv').set('x-api-key', cashier).expect(200);
    expect(csv.headers['content-type']).toMatch(/^text\/csv/);
    const lines = (csv.text as string).split('\r\n');
    expect(lines[0]).toBe('tableId,tableName,cashGameId,dealing,hands,hours,playedMs,rake,timeCollected,totalRake');
    expect(lines).toHaveLength(byTable.length + 2);
    expect(lines).toContain(
      `${t1a},"Razz 1, ""window"", A",${raked.id},engine,${byTable.find((r) => r.tableId === t1a)?.hands},${Number(byTable.find((r) => r.tableId === t1a)?.hours).toFixed(2)},${byTable.find((r) => r.tableId === t1a)?.playedMs},${byTable.find((r) => r.tableId === t1a)?.rake},0,${byTable.find((r) => r.tableId === t1a)?.rake}`,
    );
  }, 400_000);
});
