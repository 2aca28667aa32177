/**
 * The room's figures on `GET /metrics` (docs/operations.md "Metrics"): three hands of a rotation
 * table (razz, stud, stud8) played over HTTP, two refused actions, a retried idempotent action,
 * a player following the table on a WebSocket; and a hand the clock plays alone. The counters
 * moved by exactly what the test did, by game and by refusal code; the table and seat gauges
 * equal what the database holds, in a second process too; the socket gauge follows the socket.
 */
import { randomUUID } from 'node:crypto';
import request from 'supertest';
import { createTestDatabase, TestDatabase } from '../setup/test-database';
import { ApiTestApp, createKey, startApiTestApp } from '../support/api-test-app';
import { eventually, notYet, WAIT_MS } from '../support/eventually';
import { checkOrCall, playHand } from '../support/hand-driver';
import { sql } from '../support/ledger-invariants';
import { openLive } from '../support/live-socket';
import { metricValue, scrapeMetrics } from '../support/metrics-text';
import { act, createCashTable, fundedPlayer, sitDown, tableSummary, TestPlayer, viewTable, waitForHand } from '../support/tables';

const GAMES = [
  { preset: 'razz', stakes: { ante: 5, bringIn: 10, smallBet: 20, bigBet: 40 } },
  { preset: 'stud', stakes: { ante: 10, bringIn: 15, smallBet: 40, bigBet: 80 } },
  { preset: 'stud8', stakes: { ante: 10, bringIn: 20, smallBet: 50, bigBet: 100 } },
] as const;

/** A counter's value, 0 when the family has no sample under these labels yet. */
const value = (text: string, name: string, labels: Record<string, string>) => metricValue(text, name, { process: 'api', ...labels }) ?? 0;

describe('the room on GET /metrics', () => {
  let db: TestDatabase;
  let api: ApiTestApp;
  let url: string;

  beforeAll(async () => {
    db = await createTestDatabase();
    api = await startApiTestApp({ db });
    await api.app.listen(0, '127.0.0.1');
    url = (await api.app.getUrl()).replace('[::1]', '127.0.0.1');
  });
  afterAll(async () => {
    await api.close();
    await db.drop();
  });

  it('counts actions applied by game and refused by code, hands dealt and finished, seated players, tables and sockets', async () => {
    const director = (await createKey(api, 'director')).key;
    const players = await Promise.all([1, 2, 3].map(() => fundedPlayer(api.http, api.adminKey, 10_000)));
    const bySeat = new Map<number, TestPlayer>(players.map((p, i) => [i + 1, p]));
    const before = await scrapeMetrics(api.http);

    // A new game every hand: hand 1 razz, 2 stud, 3 stud8, 4 razz again.
    const table = await request(api.http)
      .post('/tables')
      .set('x-api-key', director)
      .send({
        name: 'Metrics mix',
        kind: 'cash',
        unit: 'USD',
        minBuyIn: 1_000,
        maxBuyIn: 5_000,
        handPauseMs: 0,
        // Nobody times out during the test: every action counted is one the test sent.
        actionTimeoutMs: 3_600_000,
        schedule: { games: GAMES.map((g) => ({ preset: g.preset, stakes: g.stakes })), rotation: { kind: 'every-n-hands', hands: 1 } },
      })
      .expect(201);
    const tableId = table.body.id as string;

    const live = await openLive(url, players[0]?.key);
    live.send({ type: 'subscribe', tableId });
    await live.waitFor((m) => m.type === 'subscribed');

    for (const [seat, player] of bySeat) await sitDown(api.http, player, tableId, seat, 2_000);
    const sent = { razz: 0, stud: 0, stud8: 0 };

    // Hand 1: two refusals, then one action sent twice under one Idempotency-Key (applied once).
    const first = await waitForHand(api.http, director, tableId, 1);
    const hand = first.hand as NonNullable<typeof first.hand>;
    const toAct = hand.view.toAct as number;
    // Dealt in but not to act (the deal may have started before the third player sat down).
    const waiting = bySeat.get(hand.view.seats.map((s) => s.seat).find((s) => s !== toAct) as number) as TestPlayer;
    const outOfTurn = await act(api.http, waiting.key, tableId, { kind: 'fold', version: hand.version }).expect(409);
    expect(outOfTurn.body.error.code).toBe('NOT_YOUR_TURN');
    const actor = bySeat.get(toAct) as TestPlayer;
    const stale = await act(api.http, actor.key, tableId, { kind: 'bring-in', version: hand.version + 1 }).expect(409);
    expect(stale.body.error.code).toBe('STALE_VERSION');
    const key = randomUUID();
    await act(api.http, actor.key, tableId, { kind: 'bring-in', version: hand.version }, key).expect(200);
    const replay = await act(api.http, actor.key, tableId, { kind: 'bring-in', version: hand.version }, key).expect(200);
    expect(replay.headers['idempotent-replayed']).toBe('true');
    sent.razz += 1;

    for (const [number, game] of [
      [1, 'razz'],
      [2, 'stud'],
      [3, 'stud8'],
    ] as const) {
      await waitForHand(api.http, director, tableId, number);
      const played = await playHand(api.http, director, tableId, bySeat, number, checkOrCall);
      sent[game] += played.actions.length;
    }
    // Hand 4 is dealt and waits for its bring-in: nothing more moves while the figures are read.
    const fourth = await waitForHand(api.http, director, tableId, 4);
    expect(fourth.hand?.view.game).toBe('razz');
    await live.waitFor((m) => m.type === 'update' && m.table?.hand?.number === 4);

    const after = await scrapeMetrics(api.http);
    const moved = (name: string, labels: Record<string, string>) => value(after, name, labels) - value(before, name, labels);
    for (const game of ['razz', 'stud', 'stud8'] as const) {
      expect({ game, applied: moved('razz_table_actions_applied_total', { game }) }).toEqual({ game, applied: sent[game] });
      expect({ game, finished: moved('razz_hands_finished_total', { game }) }).toEqual({ game, finished: 1 });
    }
    expect(moved('razz_hands_dealt_total', { game: 'razz' })).toBe(2);
    expect(moved('razz_hands_dealt_total', { game: 'stud' })).toBe(1);
    expect(moved('razz_hands_dealt_total', { game: 'stud8' })).toBe(1);
    expect(moved('razz_table_actions_refused_total', { code: 'NOT_YOUR_TURN' })).toBe(1);
    expect(moved('razz_table_actions_refused_total', { code: 'STALE_VERSION' })).toBe(1);

    // The counters say what the database wrote: every action event, by the game of its hand.
    const written = await sql<{ game: string; actions: number }>(
      db.databaseUrl,
      `SELECT h.state->'variant'->>'id' AS game, count(*)::int AS actions FROM hand_events e JOIN hands h ON h.id = e.hand_id
        WHERE h.table_id = $1 AND e.type = 'action' GROUP BY 1 ORDER BY 1`,
      [tableId],
    );
    expect(written).toEqual((['razz', 'stud', 'stud8'] as const).map((game) => ({ game, actions: moved('razz_table_actions_applied_total', { game }) })));

    // The gauges are the database's figures: read at the scrape, the same from any process.
    const [census] = await sql<{ tables: number; seated: number }>(
      db.databaseUrl,
      `SELECT (SELECT count(*)::int FROM tables WHERE status IN ('open', 'closing')) AS tables, (SELECT count(DISTINCT player_id)::int FROM table_seats) AS seated`,
    );
    expect(census).toEqual({ tables: 1, seated: 3 });
    // Read at most once per 5 s: the scrape after the hands may still show an earlier census.
    await eventually(
      async () => {
        const text = await scrapeMetrics(api.http);
        const seen = { tables: value(text, 'razz_tables_active', {}), seated: value(text, 'razz_players_seated', {}) };
        return (seen.tables === 1 && seen.seated === 3) || notYet(seen);
      },
      WAIT_MS,
      'the census of one table and three players',
    );
    const second = await startApiTestApp({ db });
    try {
      const elsewhere = await scrapeMetrics(second.http);
      expect(value(elsewhere, 'razz_tables_active', {})).toBe(1);
      expect(value(elsewhere, 'razz_players_seated', {})).toBe(3);
      expect(value(elsewhere, 'razz_table_actions_applied_total', { game: 'razz' })).toBe(0);
    } finally {
      await second.close();
    }

    // The socket: open now, told of every change (ready, subscribed, updates), heard once.
    expect(value(after, 'razz_ws_connections', {})).toBe(1);
    expect(moved('razz_ws_messages_sent_total', { type: 'ready' })).toBe(1);
    expect(moved('razz_ws_messages_sent_total', { type: 'subscribed' })).toBe(1);
    expect(moved('razz_ws_messages_sent_total', { type: 'update' })).toBe(live.messages.filter((m) => m.type === 'update').length);
    expect(moved('razz_ws_messages_sent_total', { type: 'update' })).toBeGreaterThan(0);
    expect(moved('razz_ws_messages_received_total', {})).toBe(1);
    await live.close();
    await eventually(
      async () => {
        const open = value(await scrapeMetrics(api.http), 'razz_ws_connections', {});
        return open === 0 ? open : notYet({ razz_ws_connections: open });
      },
      undefined,
      'razz_ws_connections to go back to 0',
    );
  });

  it('counts the actions a table takes by itself: a seat that timed out, and what it does sitting out', async () => {
    const director = (await createKey(api, 'director')).key;
    const players = await Promise.all([1, 2].map(() => fundedPlayer(api.http, api.adminKey, 10_000)));
    const before = await scrapeMetrics(api.http);
    // One timeout sits a player out, and a table whose players all sit out deals no more: one hand, played by the clock alone.
    const tableId = (await createCashTable(api.http, director, { handPauseMs: 0, actionTimeoutMs: 100, maxTimeouts: 1 })).id;
    for (const [i, player] of players.entries()) await sitDown(api.http, player, tableId, i + 1, 1_000);
    await eventually(
      async () => {
        const view = await viewTable(api.http, director, tableId);
        return view.hand?.status === 'finished' && view.seats.every((s) => s.sittingOut) ? view : notYet(tableSummary(view));
      },
      undefined,
      'the hand to end on time-outs with both players sat out',
    );

    // Nobody sent an action: every one written is the table's own (the timed-out bring-in, then the sat-out seats' checks and folds).
    const [written] = await sql<{ actions: number }>(
      db.databaseUrl,
      `SELECT count(*)::int AS actions FROM hand_events e JOIN hands h ON h.id = e.hand_id WHERE h.table_id = $1 AND e.type = 'action'`,
      [tableId],
    );
    expect(written?.actions).toBeGreaterThanOrEqual(2);
    const after = await scrapeMetrics(api.http);
    const moved = (name: string, labels: Record<string, string>) => value(after, name, labels) - value(before, name, labels);
    expect(moved('razz_table_actions_applied_total', { game: 'razz' })).toBe(written?.actions);
    expect(moved('razz_hands_dealt_total', { game: 'razz' })).toBe(1);
    expect(moved('razz_hands_finished_total', { game: 'razz' })).toBe(1);
  });
});
