/**
 * Bots at practice tables (docs/tables.md "Practice tables and bots"): a director seats two tips
 * bots beside a player at a Razz table in play chips; the player plays through the API and the
 * bots act on their own (their seats never time out) until the table closes; every chip is
 * accounted for; the table view and the hand list mark the bots. A player key may not seat a bot,
 * a table that plays for money refuses one and nothing changes, unless BOTS_AT_MONEY_TABLES.
 */
import request from 'supertest';
import { ApiTestApp, createKey, createPlayer, deposit, startApiTestApp } from '../support/api-test-app';
import { eventually, notYet } from '../support/eventually';
import { checkOrCall } from '../support/hand-driver';
import { LEDGER_OK, ledgerInvariants, sql } from '../support/ledger-invariants';
import { act, createCashTable, sitDown, tableSummary, TestPlayer, viewTable } from '../support/tables';

const seatBot = (api: ApiTestApp, key: string, tableId: string, body: object) =>
  request(api.http).post(`/tables/${tableId}/bots`).set('x-api-key', key).send(body);

/** Rows of the tables a refused request must leave as they were. */
const counts = async (url: string) =>
  (
    await sql(
      url,
      `SELECT (SELECT count(*) FROM players)::int AS players, (SELECT count(*) FROM ledger_transactions)::int AS transactions,
              (SELECT count(*) FROM table_seats)::int AS seats`,
    )
  )[0];

describe('bots at practice tables', () => {
  let api: ApiTestApp;
  let director: string;
  let ann: TestPlayer;

  beforeAll(async () => {
    api = await startApiTestApp();
    director = (await createKey(api, 'director')).key;
    const playerId = await createPlayer(api);
    await deposit(api, playerId, 5_000, 'PLAY');
    ann = { playerId, screenName: '', key: (await createKey(api, 'player', playerId)).key };
  });
  afterAll(async () => {
    expect(await ledgerInvariants(api.db.databaseUrl)).toMatchObject(LEDGER_OK);
    await api.close();
  });

  it('two tips bots play beside a player on their own; chips are conserved; views and histories mark the bots', async () => {
    const tableId = (await createCashTable(api.http, director, { unit: 'PLAY', handPauseMs: 20 })).id;
    await sitDown(api.http, ann, tableId, 1, 1_000);
    for (const seat of [2, 3]) await seatBot(api, director, tableId, { seat, strategy: 'tips', chips: 1_000 }).expect(201);

    // Ann checks or calls whenever it is her turn; the bots' turns are theirs alone.
    const played = new Set<number>();
    await eventually(
      async () => {
        const view = await viewTable(api.http, ann.key, tableId);
        const hand = view.hand;
        if (hand?.status === 'running' && hand.view.toAct === 1) {
          played.add(hand.number);
          await act(api.http, ann.key, tableId, { ...checkOrCall(view, 1), version: hand.version });
        }
        return view.handsStarted > 3 && played.size >= 2 ? view : notYet({ ...tableSummary(view), played: [...played] });
      },
      120_000,
      'three hands played with the bots',
    );

    const staffView = await viewTable(api.http, director, tableId);
    expect(staffView.seats.map((s) => [s.seat, (s as { bot?: boolean }).bot])).toEqual([
      [1, false],
      [2, true],
      [3, true],
    ]);
    // The bots decided their own turns: none of their seats ever ran out of time, and they acted.
    const botSeats = await sql(
      api.db.databaseUrl,
      `SELECT seat_no, consecutive_timeouts, sitting_out FROM table_seats WHERE table_id = $1 AND seat_no > 1 ORDER BY seat_no`,
      [tableId],
    );
    expect(botSeats).toEqual([
      { seat_no: 2, consecutive_timeouts: 0, sitting_out: false },
      { seat_no: 3, consecutive_timeouts: 0, sitting_out: false },
    ]);
    const botActions = await sql<{ n: number }>(
      api.db.databaseUrl,
      `SELECT count(*)::int AS n FROM hand_events e JOIN hands h ON h.id = e.hand_id
       WHERE h.table_id = $1 AND e.payload->>'type' = 'action' AND (e.payload->>'seat')::int > 1`,
      [tableId],
    );
    expect(botActions[0]?.n).toBeGreaterThan(0);

    // The table closes: everyone cashed out (now, or when the hand in progress ends).
    await request(api.http).post(`/tables/${tableId}/close`).set('x-api-key', director).expect(200);
    await eventually(async () => ((await viewTable(api.http, director, tableId)).status === 'closed' ? true : undefined), 60_000, 'the table to close');

    // Chips conserved: the cage's 5,000 for Ann and 2,000 for the bots are all in bankrolls again.
    const play = await sql<{ kind: string; total: string }>(
      api.db.databaseUrl,
      `SELECT kind::text AS kind, sum(balance)::text AS total FROM ledger_accounts WHERE unit = 'PLAY' GROUP BY kind ORDER BY kind`,
    );
    expect(play).toEqual([
      { kind: 'cage', total: '-7000' },
      { kind: 'player-bankroll', total: '7000' },
      { kind: 'seat-stack', total: '0' },
    ]);

    // The hand list marks the bots of every hand; the bot players say what plays them.
    const hands = await request(api.http).get('/hands').query({ tableId }).set('x-api-key', director).expect(200);
    expect(hands.body.items.length).toBeGreaterThan(2);
    for (const item of hands.body.items as { players: { seat: number; bot: boolean }[] }[]) for (const p of item.players) expect(p.bot).toBe(p.seat !== 1);
    // So does every history, the player's own copy included (its seats; the text has the names).
    const first = (hands.body.items as { id: string }[])[0]?.id;
    for (const key of [director, ann.key]) {
      const history = await request(api.http).get(`/hands/${first}`).set('x-api-key', key).expect(200);
      expect((history.body.seats as { seat: number; bot?: boolean }[]).map((s) => [s.seat, s.bot ?? false])).toEqual([
        [1, false],
        [2, true],
        [3, true],
      ]);
    }
    const bot = staffView.seats.find((s) => s.seat === 2);
    const player = await request(api.http).get(`/players/${bot?.playerId}`).set('x-api-key', api.adminKey).expect(200);
    expect(player.body).toMatchObject({ screenName: bot?.screenName, botStrategy: 'tips' });
    expect(bot?.screenName).toMatch(/^Bot tips [0-9a-f]{6}$/);
  }, 240_000);

  it('a player key may not seat a bot (403)', async () => {
    const tableId = (await createCashTable(api.http, director, { unit: 'PLAY' })).id;
    const res = await seatBot(api, ann.key, tableId, { seat: 2, strategy: 'tips', chips: 1_000 }).expect(403);
    expect(res.body.error.code).toBe('ROLE_FORBIDDEN');
  });

  it('a table that plays for money refuses a bot and nothing changes', async () => {
    const tableId = (await createCashTable(api.http, director)).id;
    const before = await counts(api.db.databaseUrl);
    const res = await seatBot(api, director, tableId, { seat: 2, strategy: 'random', chips: 1_000 }).expect(409);
    expect(res.body.error.code).toBe('BOTS_NOT_ALLOWED');
    expect(await counts(api.db.databaseUrl)).toEqual(before);
    expect((await viewTable(api.http, director, tableId)).seats).toEqual([]);
  });
});

describe('bots at money tables with BOTS_AT_MONEY_TABLES', () => {
  let api: ApiTestApp;

  beforeAll(async () => {
    api = await startApiTestApp({ config: { bots: { atMoneyTables: true } } });
  });
  afterAll(async () => {
    expect(await ledgerInvariants(api.db.databaseUrl)).toMatchObject(LEDGER_OK);
    await api.close();
  });

  it('seats a bot at a USD table, bought in from the cage, and it leaves by the leave route with its chips', async () => {
    const tableId = (await createCashTable(api.http, api.adminKey)).id;
    const view = await seatBot(api, api.adminKey, tableId, { seat: 4, strategy: 'calling-station', chips: 1_500 }).expect(201);
    const seat = (view.body.seats as { seat: number; playerId: string; bot: boolean; stack: number }[])[0];
    expect(seat).toMatchObject({ seat: 4, bot: true, stack: 1_500 });
    await request(api.http).post(`/tables/${tableId}/leave`).set('x-api-key', api.adminKey).send({ playerId: seat?.playerId }).expect(200);
    const usd = await sql<{ kind: string; total: string }>(
      api.db.databaseUrl,
      `SELECT kind::text AS kind, sum(balance)::text AS total FROM ledger_accounts WHERE unit = 'USD' GROUP BY kind ORDER BY kind`,
    );
    expect(usd).toEqual([
      { kind: 'cage', total: '-1500' },
      { kind: 'player-bankroll', total: '1500' },
      { kind: 'seat-stack', total: '0' },
    ]);
  });
});
