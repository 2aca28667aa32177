/**
 * Seats over a table's life: leaving during a hand (folded at one's turn, cashed out when it
 * ends) and between hands (cashed out at once), sitting out (not dealt), a retried action with an
 * Idempotency-Key (applied once), rake into the house account, and a tournament table seated
 * with chips from an account (how the tournament issue will seat its players).
 */
import { randomUUID } from 'node:crypto';
import request from 'supertest';
import { HandEvent } from '@app/razz-engine';
import { HandLifecycleService } from '@app/room/hands/hand-lifecycle.service';
import { LedgerService } from '@app/room/ledger/ledger.service';
import { SeatingService } from '@app/room/tables/seating.service';
import { scriptDeck } from '../../libs/razz-engine/test/helpers/scripted-hand';
import { ApiTestApp, createKey, startApiTestApp } from '../support/api-test-app';
import { eventually, WAIT_MS } from '../support/eventually';
import { checkOrCall, playHand } from '../support/hand-driver';
import { LEDGER_OK, ledgerInvariants, sql } from '../support/ledger-invariants';
import { act, createCashTable, fundedPlayer, queueDecks, sitDown, TEST_STAKES, TestPlayer, viewTable, waitForHand } from '../support/tables';

const BANKROLL = 5_000;

describe('seats over a table’s life', () => {
  let api: ApiTestApp;
  let director: string;
  let ann: TestPlayer;
  let bob: TestPlayer;
  let cat: TestPlayer;
  let dan: TestPlayer;

  beforeAll(async () => {
    api = await startApiTestApp({ config: { testDeckInjection: true } });
    director = (await createKey(api, 'director')).key;
    [ann, bob, cat, dan] = (await Promise.all([1, 2, 3, 4].map(() => fundedPlayer(api.http, api.adminKey, BANKROLL)))) as [
      TestPlayer,
      TestPlayer,
      TestPlayer,
      TestPlayer,
    ];
  });
  afterEach(async () => expect(await ledgerInvariants(api.db.databaseUrl)).toMatchObject(LEDGER_OK));
  afterAll(() => api.close());

  const bankroll = async (playerId: string, unit = 'USD') =>
    Number(
      (
        await sql<{ b: string }>(
          api.db.databaseUrl,
          `SELECT balance::text AS b FROM ledger_accounts WHERE kind = 'player-bankroll' AND player_id = $1 AND unit = $2`,
          [playerId, unit],
        )
      )[0]?.b ?? 0,
    );
  const events = async (handId: string) =>
    (await sql<{ payload: HandEvent }>(api.db.databaseUrl, `SELECT payload FROM hand_events WHERE hand_id = $1 ORDER BY seq`, [handId])).map((r) => r.payload);

  it('a player leaving during a hand is folded at their turn and cashed out when it ends; one not dealt in leaves at once', async () => {
    const tableId = (await createCashTable(api.http, director, { handPauseMs: 60_000 })).id;
    // Cat (seat 3) brings in; the deal starts at seat 1, so Ann is next after Cat.
    await queueDecks(api.http, director, tableId, [
      scriptDeck({ stacks: { 1: 1, 2: 1, 3: 1 }, dealerSeat: 3, cards: { 3: '?? ?? Kd' }, streets: [] }).join(' '),
    ]);
    await sitDown(api.http, ann, tableId, 1, 1000);
    await sitDown(api.http, bob, tableId, 2, 1000);
    await sitDown(api.http, cat, tableId, 3, 1000);
    // The pause between hands is a minute: deal hand 1 now, as its job will (which then finds it dealt).
    await expect(api.app.get(HandLifecycleService).startHand(tableId, 1)).resolves.toBe(true);
    const hand = (await waitForHand(api.http, director, tableId, 1)).hand as NonNullable<Awaited<ReturnType<typeof viewTable>>['hand']>;
    expect(hand.view.toAct).toBe(3);

    const leaving = await request(api.http).post(`/tables/${tableId}/leave`).set('x-api-key', ann.key).send({}).expect(200);
    expect(leaving.body.seats.find((s: { seat: number }) => s.seat === 1)).toMatchObject({ leaving: true, inHand: true });
    // Dan sits down mid-hand (not dealt in) and leaves again: his buy-in comes straight back.
    await sitDown(api.http, dan, tableId, 4, 500);
    expect(await bankroll(dan.playerId)).toBe(BANKROLL - 500);
    await request(api.http).post(`/tables/${tableId}/leave`).set('x-api-key', dan.key).send({}).expect(200);
    expect(await bankroll(dan.playerId)).toBe(BANKROLL);

    // Cat brings in; Ann, next, is folded for her at once.
    const after = await act(api.http, cat.key, tableId, { kind: 'bring-in' }).expect(200);
    expect(after.body.hand.view.seats.find((s: { seat: number }) => s.seat === 1)).toMatchObject({ folded: true });
    expect(after.body.hand.view.toAct).toBe(2);
    await playHand(
      api.http,
      director,
      tableId,
      new Map([
        [2, bob],
        [3, cat],
      ]),
      1,
      checkOrCall,
    );
    const view = await viewTable(api.http, director, tableId);
    expect(view.seats.map((s) => s.seat)).toEqual([2, 3]);
    expect(await bankroll(ann.playerId)).toBe(BANKROLL - TEST_STAKES.ante);
    const actions = (await events(hand.id)).flatMap((e) => (e.type === 'action' ? [`${e.seat} ${e.action}`] : []));
    expect(actions.slice(0, 3)).toEqual(['3 bring-in', '1 fold', '2 call']);
    for (const p of [bob, cat]) await request(api.http).post(`/tables/${tableId}/leave`).set('x-api-key', p.key).send({}).expect(200);
  });

  it('a sitting-out player is not dealt in; sitting back in deals them again', async () => {
    const tableId = (await createCashTable(api.http, director, { handPauseMs: 0 })).id;
    await sitDown(api.http, ann, tableId, 1, 1000);
    await request(api.http).post(`/tables/${tableId}/sit-out`).set('x-api-key', ann.key).send({}).expect(200);
    await sitDown(api.http, bob, tableId, 2, 1000);
    await sitDown(api.http, cat, tableId, 5, 1000);
    const first = await waitForHand(api.http, director, tableId, 1);
    expect(first.seats.filter((s) => s.inHand).map((s) => s.seat)).toEqual([2, 5]);
    await request(api.http).post(`/tables/${tableId}/sit-in`).set('x-api-key', ann.key).send({}).expect(200);
    await playHand(
      api.http,
      director,
      tableId,
      new Map([
        [2, bob],
        [5, cat],
      ]),
      1,
      checkOrCall,
    );
    const second = await waitForHand(api.http, director, tableId, 2);
    expect(second.seats.filter((s) => s.inHand).map((s) => s.seat)).toEqual([1, 2, 5]);
    await request(api.http).post(`/tables/${tableId}/close`).set('x-api-key', director).expect(200);
    await playHand(
      api.http,
      director,
      tableId,
      new Map([
        [1, ann],
        [2, bob],
        [5, cat],
      ]),
      2,
      checkOrCall,
    );
    await eventually(async () => (await viewTable(api.http, director, tableId)).status === 'closed', WAIT_MS, 'closed');
  });

  it('an action retried with its Idempotency-Key applies once; the key with another action is refused', async () => {
    const tableId = (await createCashTable(api.http, director, { handPauseMs: 0 })).id;
    await queueDecks(api.http, director, tableId, [scriptDeck({ stacks: { 1: 1, 2: 1 }, dealerSeat: 2, cards: { 2: '?? ?? Kd' }, streets: [] }).join(' ')]);
    await sitDown(api.http, ann, tableId, 1, 1000);
    await sitDown(api.http, bob, tableId, 2, 1000);
    const start = await waitForHand(api.http, director, tableId, 1);
    const key = randomUUID();
    const first = await act(api.http, bob.key, tableId, { kind: 'bring-in', version: start.hand?.version }, key).expect(200);
    const again = await act(api.http, bob.key, tableId, { kind: 'bring-in', version: start.hand?.version }, key).expect(200);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.body.hand.version).toBe(first.body.hand.version);
    const [{ n }] = (await sql<{ n: number }>(
      api.db.databaseUrl,
      `SELECT count(*)::int AS n FROM hand_events e JOIN hands h ON h.id = e.hand_id WHERE h.table_id = $1 AND e.payload->>'type' = 'action'`,
      [tableId],
    )) as [{ n: number }];
    expect(n).toBe(1);
    const reused = await act(api.http, bob.key, tableId, { kind: 'complete', version: start.hand?.version }, key);
    expect({ status: reused.status, code: reused.body.error.code }).toEqual({ status: 409, code: 'IDEMPOTENCY_KEY_REUSED' });
    await request(api.http).post(`/tables/${tableId}/close`).set('x-api-key', director).expect(200);
    await playHand(
      api.http,
      director,
      tableId,
      new Map([
        [1, ann],
        [2, bob],
      ]),
      1,
      checkOrCall,
    );
  });

  it('takes the rake the table’s rule asks for into the house rake account, in the hand’s settlement', async () => {
    const rake = { kind: 'percentage', percent: 10, cap: 30, fromStreet: 0 };
    const tableId = (await createCashTable(api.http, director, { handPauseMs: 0, rules: { rake } })).id;
    const house = async () =>
      Number(
        (
          await sql<{ b: string }>(
            api.db.databaseUrl,
            `SELECT coalesce(sum(balance), 0)::text AS b FROM ledger_accounts WHERE kind = 'house-rake' AND unit = 'USD'`,
          )
        )[0]?.b,
      );
    const houseBefore = await house();
    const bankrollsBefore = (await bankroll(ann.playerId)) + (await bankroll(bob.playerId));
    await sitDown(api.http, ann, tableId, 1, 1000);
    await sitDown(api.http, bob, tableId, 2, 1000);
    await waitForHand(api.http, director, tableId, 1);
    await request(api.http).post(`/tables/${tableId}/close`).set('x-api-key', director).expect(200);
    const { view } = await playHand(
      api.http,
      director,
      tableId,
      new Map([
        [1, ann],
        [2, bob],
      ]),
      1,
      checkOrCall,
    );
    const taken = view.hand?.view.result?.rake ?? 0;
    expect(taken).toBeGreaterThan(0);
    expect(taken).toBeLessThanOrEqual(30);
    expect((await house()) - houseBefore).toBe(taken);
    const [settlement] = await sql<{ kind: string; n: number }>(
      api.db.databaseUrl,
      `SELECT t.kind, count(e.id)::int AS n FROM ledger_transactions t JOIN ledger_entries e ON e.transaction_id = t.id WHERE t.reference = $1 GROUP BY t.kind`,
      [`hand:${view.hand?.id}`],
    );
    expect(settlement).toEqual({ kind: 'hand-settlement', n: 3 });
    await eventually(async () => (await viewTable(api.http, director, tableId)).status === 'closed', WAIT_MS, 'closed');
    expect((await bankroll(ann.playerId)) + (await bankroll(bob.playerId)) + taken).toBe(bankrollsBefore);
  });

  it('a tournament table seats players with chips from an account, and deals absent players in', async () => {
    const res = await request(api.http)
      .post('/tables')
      .set('x-api-key', director)
      .send({
        name: 'Event 1 table 1',
        kind: 'tournament',
        tournamentId: 'event-1',
        preset: 'razz',
        stakes: { ante: 10, bringIn: 20, smallBet: 50, bigBet: 100 },
        handPauseMs: 0,
        actionTimeoutMs: 60_000,
      })
      .expect(201);
    const tableId = res.body.id as string;
    const bank = await api.app.get(LedgerService).ensureAccount({ kind: 'cage', unit: 'chips:event-1' });
    const seating = api.app.get(SeatingService);
    const actor = { keyId: null, role: 'system' as const };
    await request(api.http).post(`/tables/${tableId}/sit-out`).set('x-api-key', director).send({ playerId: ann.playerId }).expect(409);
    await seating.seatWithChips(actor, tableId, { playerId: ann.playerId, seat: 1, chips: 5_000n, source: { from: 'account', accountId: bank.id } });
    await request(api.http).post(`/tables/${tableId}/sit-out`).set('x-api-key', director).send({ playerId: ann.playerId }).expect(200);
    await seating.seatWithChips(actor, tableId, { playerId: bob.playerId, seat: 2, chips: 5_000n, source: { from: 'account', accountId: bank.id } });
    const view = await waitForHand(api.http, director, tableId, 1);
    // Ann is absent but dealt in (TDA R30); her decisions are made for her at once.
    expect(view.seats.map((s) => [s.seat, s.inHand, s.sittingOut])).toEqual([
      [1, true, true],
      [2, true, false],
    ]);
    expect(view.hand?.view.toAct).toBe(2);
    const stacks = await sql<{ unit: string; balance: string }>(
      api.db.databaseUrl,
      `SELECT unit, balance::text FROM ledger_accounts WHERE kind = 'seat-stack' AND reference = $1`,
      [`table:${tableId}`],
    );
    expect(stacks).toEqual([
      { unit: 'chips:event-1', balance: '5000' },
      { unit: 'chips:event-1', balance: '5000' },
    ]);
  });
});
