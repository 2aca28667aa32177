/**
 * The button and the blinds of a Hold'em cash table through HTTP (docs/rules/flop-games.md): the
 * first hand's positions, the dead button rule when a player sits out, the missed blinds that
 * player owes and posts on return (the big blind live, the small blind dead; not between the
 * small blind and the button), and a new player who waits for the big blind. Every hand is
 * checked in the hand's own state and events and in the table view.
 */
import request from 'supertest';
import type { HandEvent } from '@app/razz-engine';
import { HandLifecycleService } from '@app/room/hands/hand-lifecycle.service';
import { ApiTestApp, createKey, startApiTestApp } from '../support/api-test-app';
import { checkOrCall, playHand } from '../support/hand-driver';
import { LEDGER_OK, ledgerInvariants, sql } from '../support/ledger-invariants';
import { fundedPlayer, setSitting, sitDown, TestPlayer, viewTable, waitForHand } from '../support/tables';

const STAKES = { smallBlind: 5, bigBlind: 10, smallBet: 10, bigBet: 20 };

describe("a Hold'em cash table's button and blinds", () => {
  let api: ApiTestApp;
  let director: string;
  let players: TestPlayer[];

  beforeAll(async () => {
    api = await startApiTestApp();
    director = (await createKey(api, 'director')).key;
    players = [];
    for (let i = 0; i < 5; i++) players.push(await fundedPlayer(api.http, api.adminKey, 10_000));
  }, 120_000);
  afterAll(async () => {
    expect(await ledgerInvariants(api.db.databaseUrl)).toMatchObject(LEDGER_OK);
    await api.close();
  });

  it('moves the button by the dead button rule, charges missed blinds and lets a new player wait for the big blind', async () => {
    const created = await request(api.http)
      .post('/tables')
      .set('x-api-key', director)
      .send({ name: 'LHE', kind: 'cash', preset: 'holdem', stakes: STAKES, maxSeats: 6, unit: 'USD', minBuyIn: 500, maxBuyIn: 5_000, handPauseMs: 600_000 })
      .expect(201);
    const tableId = created.body.id as string;
    const [a, b, c, d, e] = players as [TestPlayer, TestPlayer, TestPlayer, TestPlayer, TestPlayer];
    const bySeat = new Map([
      [1, a],
      [2, b],
      [3, c],
      [4, d],
      [5, e],
    ]);
    for (const [seat, p] of [...bySeat].slice(0, 4)) await sitDown(api.http, p, tableId, seat, 2_000);
    const lifecycle = api.app.get(HandLifecycleService);

    /** Deals hand n, plays it to showdown, and returns who was dealt in and what was posted. */
    async function hand(n: number): Promise<{ button: number; blinds: unknown; dealt: number[]; posts: string[] }> {
      await lifecycle.startHand(tableId, n);
      const view = await waitForHand(api.http, director, tableId, n);
      const dealt = view.seats.filter((s) => s.inHand).map((s) => s.seat);
      const summary = { button: view.hand?.view.dealerSeat as number, blinds: view.hand?.view.blinds, dealt };
      await playHand(api.http, director, tableId, bySeat, n, checkOrCall);
      const [row] = await sql<{ events: HandEvent[] }>(
        api.db.databaseUrl,
        `SELECT coalesce(json_agg(e.payload ORDER BY e.seq), '[]') AS events FROM hand_events e JOIN hands h ON h.id = e.hand_id WHERE h.table_id = $1 AND h.number = $2`,
        [tableId, n],
      );
      const posts = (row?.events ?? []).flatMap((ev) => (ev.type === 'blind' ? [`${ev.seat} ${ev.blind} ${ev.amount}`] : []));
      return { ...summary, posts };
    }
    const debtOf = async (seat: number) => (await viewTable(api.http, director, tableId)).seats.find((s) => s.seat === seat)?.blindDebt;

    // The first hand: the button on the highest seat, the blinds on the two lowest; nobody owes a thing.
    expect(await hand(1)).toEqual({ button: 4, blinds: { small: 1, big: 2 }, dealt: [1, 2, 3, 4], posts: ['1 small 5', '2 big 10'] });

    // Seat 3 sits out: the big blind passes it and moves on to seat 4; seat 3 owes both blinds.
    await setSitting(api.http, c, tableId, 'sit-out');
    expect(await hand(2)).toEqual({ button: 1, blinds: { small: 2, big: 4 }, dealt: [1, 2, 4], posts: ['2 small 5', '4 big 10'] });
    expect(await debtOf(3)).toBe('both');

    // Back, posting at once: not between the small blind (4) and the button (2) — seat 3 is — so it waits a hand …
    const back = await request(api.http).post(`/tables/${tableId}/sit-in`).set('x-api-key', c.key).send({ waitForBigBlind: false }).expect(200);
    expect(back.body.seats.find((s: { seat: number }) => s.seat === 3)).toMatchObject({ blindDebt: 'both', waitForBigBlind: false });
    expect(await hand(3)).toEqual({ button: 2, blinds: { small: 4, big: 1 }, dealt: [1, 2, 4], posts: ['4 small 5', '1 big 10'] });
    // … and then posts both: the big blind live, the small blind dead (15 in all).
    expect(await hand(4)).toEqual({ button: 4, blinds: { small: 1, big: 2 }, dealt: [1, 2, 3, 4], posts: ['1 small 5', '2 big 10', '3 small-and-big 15'] });
    expect(await debtOf(3)).toBe('none');

    // A new player (seat 5) waits for the big blind: dealt in only when it reaches them.
    const seated = await sitDown(api.http, e, tableId, 5, 2_000);
    expect(seated.seats.find((s) => s.seat === 5)).toMatchObject({ blindDebt: 'big', waitForBigBlind: true });
    expect((await hand(5)).dealt).toEqual([1, 2, 3, 4]);
    expect((await hand(6)).dealt).toEqual([1, 2, 3, 4]);
    expect(await hand(7)).toEqual({ button: 3, blinds: { small: 4, big: 5 }, dealt: [1, 2, 3, 4, 5], posts: ['4 small 5', '5 big 10'] });
    expect(await debtOf(5)).toBe('none');
  }, 300_000);
});
