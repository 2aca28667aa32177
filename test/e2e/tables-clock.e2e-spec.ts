/**
 * The action clock, with the inline driver and with BullMQ on Redis: a decision that runs out
 * of time is checked when free, a forced bring-in is posted, otherwise the hand is folded; after
 * `maxTimeouts` timeouts in a row the player is sat out; a stale timeout job changes nothing.
 */
import request from 'supertest';
import { HandEvent } from '@app/razz-engine';
import { HandLifecycleService } from '@app/room/hands/hand-lifecycle.service';
import { scriptDeck } from '../../libs/razz-engine/test/helpers/scripted-hand';
import { testRedisUrl, uniqueQueuePrefix } from '../setup/test-redis';
import { ApiTestApp, createKey, startApiTestApp } from '../support/api-test-app';
import { eventually, WAIT_MS } from '../support/eventually';
import { LEDGER_OK, ledgerInvariants, sql } from '../support/ledger-invariants';
import { act, createCashTable, fundedPlayer, queueDecks, sitDown, TestPlayer, viewTable, waitForHand } from '../support/tables';

/** Bob (seat 2) shows a king: he brings in every hand dealt from this deck. */
const BOB_BRINGS_IN = scriptDeck({ stacks: { 1: 1000, 2: 1000 }, dealerSeat: 2, cards: { 1: '?? ?? 2d', 2: '?? ?? Kd' }, streets: [] }).join(' ');
const BOB_BRINGS_IN_DEALT_FROM_1 = scriptDeck({ stacks: { 1: 1000, 2: 1000 }, dealerSeat: 1, cards: { 1: '?? ?? 2d', 2: '?? ?? Kd' }, streets: [] }).join(' ');

const drivers: [string, () => Record<string, unknown>][] = [
  ['inline', () => ({})],
  ['bullmq', () => ({ redisUrl: testRedisUrl(), jobs: { inProcess: true, prefix: uniqueQueuePrefix('clock') } })],
];

describe.each(drivers)('the action clock (%s driver)', (_driver, jobsConfig) => {
  let api: ApiTestApp;
  let director: string;
  let ann: TestPlayer;
  let bob: TestPlayer;

  beforeAll(async () => {
    api = await startApiTestApp({ config: { testDeckInjection: true, ...jobsConfig() } });
    director = (await createKey(api, 'director')).key;
    [ann, bob] = [await fundedPlayer(api.http, api.adminKey, 5_000), await fundedPlayer(api.http, api.adminKey, 5_000)];
  });
  afterAll(async () => {
    expect(await ledgerInvariants(api.db.databaseUrl)).toMatchObject(LEDGER_OK);
    await api.close();
  });

  const handEvents = async (tableId: string, number: number): Promise<HandEvent[]> =>
    (
      await sql<{ payload: HandEvent }>(
        api.db.databaseUrl,
        `SELECT e.payload FROM hand_events e JOIN hands h ON h.id = e.hand_id WHERE h.table_id = $1 AND h.number = $2 ORDER BY e.seq`,
        [tableId, number],
      )
    ).map((r) => r.payload);
  const actionsOf = (events: HandEvent[]) => events.flatMap((e) => (e.type === 'action' ? [`${e.seat} ${e.action}`] : []));

  it('acts for players who let the clock run out, sits them out after two in a row, and a stale job does nothing', async () => {
    // A second on the clock: short enough that twelve timeouts take seconds, long enough that Bob's
    // own bring-in on hand 3 (read the view, then act) beats it on a machine several times slower.
    const tableId = (await createCashTable(api.http, director, { handPauseMs: 0, actionTimeoutMs: 1_000, maxTimeouts: 2 })).id;
    // Hand 1 deals from seat 1 (dealer 2), hand 2 from seat 2 (dealer 1): Bob's king is his door card in both.
    await queueDecks(api.http, director, tableId, [BOB_BRINGS_IN, BOB_BRINGS_IN_DEALT_FROM_1]);
    await sitDown(api.http, ann, tableId, 1, 1000);
    await sitDown(api.http, bob, tableId, 2, 1000);

    // Nobody acts: Bob's forced bring-in is posted for him, Ann (facing it) is folded. Twice.
    const seated = await eventually(
      async () => {
        const view = await viewTable(api.http, director, tableId);
        return view.seats.every((s) => s.sittingOut) && view.hand?.status === 'finished' ? view : undefined;
      },
      60_000,
      'both players sat out',
    );
    expect(seated.handsStarted).toBe(2);
    expect(actionsOf(await handEvents(tableId, 1))).toEqual(['2 bring-in', '1 fold']);
    expect(actionsOf(await handEvents(tableId, 2))).toEqual(['2 bring-in', '1 fold']);
    const seats = await sql(api.db.databaseUrl, `SELECT seat_no, sitting_out, consecutive_timeouts FROM table_seats WHERE table_id = $1 ORDER BY seat_no`, [
      tableId,
    ]);
    expect(seats).toEqual([
      { seat_no: 1, sitting_out: true, consecutive_timeouts: 2 },
      { seat_no: 2, sitting_out: true, consecutive_timeouts: 2 },
    ]);

    // A stale timeout (hand 2 has moved past version 1) changes nothing.
    const hand2 = seated.hand as NonNullable<typeof seated.hand>;
    const before = await sql(api.db.databaseUrl, `SELECT version, event_count, status FROM hands WHERE id = $1`, [hand2.id]);
    await expect(api.app.get(HandLifecycleService).timeOut(tableId, hand2.id, 1)).resolves.toBe(false);
    expect(await sql(api.db.databaseUrl, `SELECT version, event_count, status FROM hands WHERE id = $1`, [hand2.id])).toEqual(before);

    // Both back in: hand 3. They play 3rd street themselves (which clears Ann's run of timeouts,
    // and Bob's), then let the clock run: free decisions are checked, twice each, then they are
    // sat out again and act automatically (check) at once, to the showdown.
    await queueDecks(api.http, director, tableId, [BOB_BRINGS_IN]);
    await request(api.http).post(`/tables/${tableId}/sit-in`).set('x-api-key', ann.key).send({}).expect(200);
    await request(api.http).post(`/tables/${tableId}/sit-in`).set('x-api-key', bob.key).send({}).expect(200);
    const hand3 = await waitForHand(api.http, director, tableId, 3);
    expect((await act(api.http, bob.key, tableId, { kind: 'bring-in', version: hand3.hand?.version })).status).toBe(200);
    expect((await act(api.http, ann.key, tableId, { kind: 'call' })).status).toBe(200);
    const finished = await eventually(
      async () => {
        const view = await viewTable(api.http, director, tableId);
        return view.hand?.number === 3 && view.hand.status === 'finished' ? view : undefined;
      },
      60_000,
      'hand 3 to end',
    );
    expect(finished.hand?.view.result?.stacks).toHaveLength(2);
    const later = actionsOf(await handEvents(tableId, 3)).slice(2);
    expect(later).toHaveLength(8);
    expect(later.every((a) => a.endsWith(' check'))).toBe(true);
    expect((await handEvents(tableId, 3)).some((e) => e.type === 'show')).toBe(true);
    // Both were sat out by their second timeout in a row (5th street) and acted automatically after.
    // Read from the table's seats until they say so, and on failure show what they hold.
    const sat = await eventually(
      async () => {
        const rows = await sql<{ seat_no: number; sitting_out: boolean; consecutive_timeouts: number }>(
          api.db.databaseUrl,
          `SELECT seat_no, sitting_out, consecutive_timeouts FROM table_seats WHERE table_id = $1 ORDER BY seat_no`,
          [tableId],
        );
        return rows.every((r) => r.sitting_out) ? rows : undefined;
      },
      WAIT_MS,
      `both players sat out after hand 3 (the view said ${JSON.stringify(finished.seats.map((s) => ({ seat: s.seat, sittingOut: s.sittingOut })))}; hand 3: ${JSON.stringify(actionsOf(await handEvents(tableId, 3)))})`,
    ).catch((err: Error) => err.message);
    expect(sat).toEqual([
      { seat_no: 1, sitting_out: true, consecutive_timeouts: 2 },
      { seat_no: 2, sitting_out: true, consecutive_timeouts: 2 },
    ]);
    // About 15 s on a quiet machine, most of it the clock's twelve timeouts.
  }, 120_000);
});
