/**
 * Top-ups and table changes asked for while the player is in a hand (docs/api.md, pending requests): they
 * are answered `202` with the pending request, applied in the order received once the hand ends
 * (stack, session events and ledger), can be read and cancelled, and fail — moving nothing — when
 * they can no longer be applied. Jobs run in-process (the inline driver); hands are dealt by hand.
 */
import { randomUUID } from 'node:crypto';
import request from 'supertest';
import { HandLifecycleService } from '@app/room/hands/hand-lifecycle.service';
import { ApiTestApp, createKey, startApiTestApp } from '../support/api-test-app';
import { cashOut, createCashGame, getSession, moveSession, openCashTable, openSession, topUp } from '../support/cash';
import { eventually } from '../support/eventually';
import { playHand, Policy } from '../support/hand-driver';
import { LEDGER_OK, ledgerInvariants, sql } from '../support/ledger-invariants';
import { fundedPlayer, TestPlayer, viewTable } from '../support/tables';

/** The bring-in is posted, everyone else folds: the hand ends in a few actions, nobody busts. */
const bringInThenFold: Policy = (view) => {
  const legal = new Set(view.hand?.view.legalActions.map((a) => a.kind));
  for (const kind of ['bring-in', 'fold', 'check'] as const) if (legal.has(kind)) return { kind };
  return { kind: 'call' };
};

interface PendingBody {
  id: string;
  kind: string;
  status: string;
  sessionId: string | null;
  tableId: string;
  handId: string | null;
  params: Record<string, unknown>;
  requestedAt: string;
  resolvedAt: string | null;
  failure: { code: string; message: string } | null;
}

describe('requests that wait for the hand to end (cash games)', () => {
  let api: ApiTestApp;
  let floor: string;
  let players: TestPlayer[];
  let tableA: string;
  let tableB: string;
  const sessionOf = new Map<number, string>();
  let handsDealt = 0;

  const p = (i: number) => players[i] as TestPlayer;
  const bankroll = async (i: number) =>
    Number(
      (
        await sql<{ b: string }>(api.db.databaseUrl, `SELECT balance::text AS b FROM ledger_accounts WHERE kind = 'player-bankroll' AND player_id = $1`, [
          p(i).playerId,
        ])
      )[0]?.b,
    );
  const stackAt = async (tableId: string, i: number) => (await viewTable(api.http, floor, tableId)).seats.find((s) => s.playerId === p(i).playerId)?.stack;
  const readRequest = async (key: string, id: string) =>
    (await request(api.http).get(`/pending-requests/${id}`).set('x-api-key', key).expect(200)).body as PendingBody;
  const settled = (key: string, id: string) =>
    eventually(
      async () => {
        const r = await readRequest(key, id);
        return r.status === 'pending' ? undefined : r;
      },
      15_000,
      `request ${id} to leave pending`,
    );
  const topUpEvents = async (i: number) =>
    (await getSession(api.http, floor, sessionOf.get(i) as string)).events.filter((e) => e.kind === 'top-up').map((e) => e.amount);

  /** Deals the next hand at table A (seats 1–3 = players 0–2) and leaves it running. */
  async function dealAtA(): Promise<number> {
    handsDealt += 1;
    await expect(api.app.get(HandLifecycleService).startHand(tableA, handsDealt)).resolves.toBe(true);
    return handsDealt;
  }
  const finishAtA = (hand: number) =>
    playHand(
      api.http,
      floor,
      tableA,
      new Map([
        [1, p(0)],
        [2, p(1)],
        [3, p(2)],
      ]),
      hand,
      bringInThenFold,
    );

  beforeAll(async () => {
    api = await startApiTestApp();
    floor = (await createKey(api, 'director')).key;
    players = [];
    for (let i = 0; i < 4; i++) players.push(await fundedPlayer(api.http, api.adminKey, 20_000));
    const game = await createCashGame(api.http, floor, { maxSeats: 6 });
    [tableA, tableB] = [await openCashTable(api.http, floor, game.id, 'A'), await openCashTable(api.http, floor, game.id, 'B')];
    for (let i = 0; i < 3; i++) {
      const res = await openSession(api.http, p(i).key, { tableId: tableA, seat: i + 1, buyIn: 2000 }).expect(201);
      sessionOf.set(i, res.body.id as string);
    }
  }, 60_000);
  afterAll(async () => {
    expect(await ledgerInvariants(api.db.databaseUrl)).toMatchObject(LEDGER_OK);
    await api.close();
  });

  it('a top-up between hands is added at once (201), as before', async () => {
    const res = await topUp(api.http, p(0).key, sessionOf.get(0) as string, { amount: 100 }).expect(201);
    expect(res.body).toMatchObject({ id: sessionOf.get(0), status: 'open' });
    expect(await stackAt(tableA, 0)).toBe(2100);
  });

  it('two top-ups during the hand: 202 with the pending request each, applied in order when the hand ends (stack and ledger); a retry with the same key is the same request', async () => {
    const hand = await dealAtA();
    const before = await bankroll(0);
    const [k1, k2] = [randomUUID(), randomUUID()];
    const first = await topUp(api.http, p(0).key, sessionOf.get(0) as string, { amount: 500 }, k1).expect(202);
    expect(first.body.pending).toMatchObject({
      kind: 'top-up',
      status: 'pending',
      sessionId: sessionOf.get(0),
      tableId: tableA,
      params: { amount: 500, source: 'bankroll' },
      resolvedAt: null,
      failure: null,
    });
    expect(first.headers.location).toBe(`/pending-requests/${first.body.pending.id}`);
    const second = await topUp(api.http, p(0).key, sessionOf.get(0) as string, { amount: 300 }, k2).expect(202);
    const retried = await topUp(api.http, p(0).key, sessionOf.get(0) as string, { amount: 500 }, k1).expect(202);
    expect(retried.headers['idempotent-replayed']).toBe('true');
    expect(retried.body.pending.id).toBe(first.body.pending.id);
    const reused = await topUp(api.http, p(0).key, sessionOf.get(0) as string, { amount: 400 }, k1).expect(409);
    expect(reused.body.error.code).toBe('IDEMPOTENCY_KEY_REUSED');

    // Nothing moved while the hand runs; the session lists both, in the order asked.
    expect(await bankroll(0)).toBe(before);
    expect(await readRequest(p(0).key, first.body.pending.id)).toMatchObject({ status: 'pending' });
    const queue = await request(api.http)
      .get(`/cash-sessions/${sessionOf.get(0)}/pending-requests?status=pending`)
      .set('x-api-key', p(0).key)
      .expect(200);
    expect(queue.body.items.map((r: PendingBody) => r.id)).toEqual([second.body.pending.id, first.body.pending.id]);

    const { view } = await finishAtA(hand);
    const afterHand = view.hand?.view.result?.stacks.find((s) => s.seat === 1)?.stack as number;
    expect(await settled(p(0).key, second.body.pending.id)).toMatchObject({ status: 'applied', failure: null });
    expect(await readRequest(p(0).key, first.body.pending.id)).toMatchObject({ status: 'applied' });
    expect(await stackAt(tableA, 0)).toBe(afterHand + 800);
    expect(await bankroll(0)).toBe(before - 800);
    expect(await topUpEvents(0)).toEqual([100, 500, 300]);

    // A retry after it was applied is still the same request (now applied): nothing moves twice.
    const late = await topUp(api.http, p(0).key, sessionOf.get(0) as string, { amount: 500 }, k1).expect(202);
    expect(late.body.pending).toMatchObject({ id: first.body.pending.id, status: 'applied' });
    expect(await bankroll(0)).toBe(before - 800);
    expect(await ledgerInvariants(api.db.databaseUrl)).toMatchObject(LEDGER_OK);
  }, 60_000);

  it('a pending top-up can be cancelled (then nothing is added); an applied or cancelled one cannot (409 REQUEST_NOT_PENDING); a player sees only its own', async () => {
    const hand = await dealAtA();
    const before = await bankroll(1);
    const queued = await topUp(api.http, p(1).key, sessionOf.get(1) as string, { amount: 700 }).expect(202);
    const id = queued.body.pending.id as string;
    expect((await request(api.http).get(`/pending-requests/${id}`).set('x-api-key', p(0).key).expect(403)).body.error.code).toBe('PLAYER_SCOPE_FORBIDDEN');
    expect((await request(api.http).post(`/pending-requests/${id}/cancel`).set('x-api-key', p(0).key).expect(403)).body.error.code).toBe(
      'PLAYER_SCOPE_FORBIDDEN',
    );
    const cancelled = await request(api.http).post(`/pending-requests/${id}/cancel`).set('x-api-key', p(1).key).expect(200);
    expect(cancelled.body).toMatchObject({ id, status: 'cancelled', resolvedAt: expect.any(String) });
    expect((await request(api.http).post(`/pending-requests/${id}/cancel`).set('x-api-key', floor).expect(409)).body.error.code).toBe('REQUEST_NOT_PENDING');

    await finishAtA(hand);
    // The next deal applies whatever still waits at the table before dealing: once it is dealt, nothing was.
    await finishAtA(await dealAtA());
    expect(await topUpEvents(1)).toEqual([]);
    expect(await bankroll(1)).toBe(before);
    const applied = (
      await request(api.http)
        .get(`/cash-sessions/${sessionOf.get(0)}/pending-requests?status=applied`)
        .set('x-api-key', floor)
        .expect(200)
    ).body.items[0] as PendingBody;
    expect((await request(api.http).post(`/pending-requests/${applied.id}/cancel`).set('x-api-key', floor).expect(409)).body.error.code).toBe(
      'REQUEST_NOT_PENDING',
    );
  }, 60_000);

  it('a request that can no longer be applied when the hand ends fails with the refusal, and nothing moves: funds gone, player left', async () => {
    const hand = await dealAtA();
    const cashier = (await createKey(api, 'cashier')).key;
    // Player 2 asks for 1000 more, then spends the bankroll meanwhile; player 1 asks for more, then leaves.
    const broke = await topUp(api.http, p(2).key, sessionOf.get(2) as string, { amount: 1000 }).expect(202);
    const all = await bankroll(2);
    await request(api.http)
      .post('/cashier/withdrawals')
      .set('x-api-key', cashier)
      .set('Idempotency-Key', randomUUID())
      .send({ playerId: p(2).playerId, unit: 'USD', amount: all - 500 })
      .expect(201);
    const leaver = await topUp(api.http, p(1).key, sessionOf.get(1) as string, { amount: 200 }).expect(202);
    await cashOut(api.http, p(1).key, sessionOf.get(1) as string).expect(200);
    const stack2 = await stackAt(tableA, 2);

    const { view } = await finishAtA(hand);
    expect(await settled(p(2).key, broke.body.pending.id)).toMatchObject({
      status: 'failed',
      failure: { code: 'INSUFFICIENT_FUNDS', message: expect.any(String) },
    });
    expect(await settled(p(1).key, leaver.body.pending.id)).toMatchObject({ status: 'failed', failure: { code: 'SESSION_CLOSED' } });
    expect(await bankroll(2)).toBe(500);
    expect(await stackAt(tableA, 2)).toBe(view.hand?.view.result?.stacks.find((s) => s.seat === 3)?.stack ?? stack2);
    expect(await topUpEvents(2)).toEqual([]);
    expect(await getSession(api.http, floor, sessionOf.get(1) as string)).toMatchObject({ status: 'closed' });
    expect(await ledgerInvariants(api.db.databaseUrl)).toMatchObject(LEDGER_OK);
  }, 60_000);

  it('a table change during the hand: 202, and the player moves with the chips when the hand ends (after the top-up asked for before it)', async () => {
    // Player 3 joins table A so that two remain there after the move.
    sessionOf.set(3, (await openSession(api.http, p(3).key, { tableId: tableA, seat: 2, buyIn: 1500 }).expect(201)).body.id as string);
    handsDealt += 1;
    await expect(api.app.get(HandLifecycleService).startHand(tableA, handsDealt)).resolves.toBe(true);
    const topped = await topUp(api.http, p(0).key, sessionOf.get(0) as string, { amount: 200 }).expect(202);
    const moving = await moveSession(api.http, floor, sessionOf.get(0) as string, { tableId: tableB, seat: 4 }).expect(202);
    expect(moving.body.pending).toMatchObject({ kind: 'table-move', status: 'pending', params: { tableId: tableB, seat: 4 } });
    expect(
      (
        await request(api.http)
          .get(moving.headers.location as string)
          .set('x-api-key', p(0).key)
          .expect(403)
      ).body.error.code,
    ).toBe('PLAYER_SCOPE_FORBIDDEN');

    const { view } = await playHand(
      api.http,
      floor,
      tableA,
      new Map([
        [1, p(0)],
        [2, p(3)],
        [3, p(2)],
      ]),
      handsDealt,
      bringInThenFold,
    );
    const afterHand = view.hand?.view.result?.stacks.find((s) => s.seat === 1)?.stack as number;
    expect(await settled(floor, moving.body.pending.id)).toMatchObject({ status: 'applied' });
    expect(await readRequest(floor, topped.body.pending.id)).toMatchObject({ status: 'applied' });
    const session = await getSession(api.http, floor, sessionOf.get(0) as string);
    expect(session).toMatchObject({ status: 'open', tableId: tableB });
    expect(session.events.slice(-2).map((e) => [e.kind, e.amount])).toEqual([
      ['top-up', 200],
      ['move', afterHand + 200],
    ]);
    expect(await stackAt(tableB, 0)).toBe(afterHand + 200);
    expect(await stackAt(tableA, 0)).toBeUndefined();
    expect(await ledgerInvariants(api.db.databaseUrl)).toMatchObject(LEDGER_OK);
  }, 60_000);
});
