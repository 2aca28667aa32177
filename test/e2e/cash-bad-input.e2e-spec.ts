/**
 * Requests the cash games must refuse with a clear 4xx — and refuse without changing anything:
 * the ledger, the audit log, sessions with their seatings and events, waitlists, seats, tables and
 * time charges are compared before and after every refusal.
 */
import { randomUUID } from 'node:crypto';
import request from 'supertest';
import { HandLifecycleService } from '@app/room/hands/hand-lifecycle.service';
import { ApiTestApp, createKey, startApiTestApp } from '../support/api-test-app';
import { cashOut, createCashGame, moveSession, openCashTable, openSession, topUp } from '../support/cash';
import { LEDGER_OK, ledgerInvariants, sql } from '../support/ledger-invariants';
import { fundedPlayer, TestPlayer } from '../support/tables';

/** Everything a refused request must leave alone. */
async function cashState(databaseUrl: string): Promise<unknown> {
  const [row] = await sql(
    databaseUrl,
    `SELECT (SELECT count(*) FROM ledger_transactions)::int AS transactions,
            (SELECT count(*) FROM audit_log)::int AS audit,
            (SELECT json_agg(json_build_object('id', id, 's', status, 't', table_id) ORDER BY id) FROM cash_sessions) AS sessions,
            (SELECT count(*) FROM cash_session_seatings)::int AS seatings,
            (SELECT count(*) FROM cash_session_events)::int AS events,
            (SELECT json_agg(json_build_object('id', id, 's', status, 'c', calls, 'q', queued_at) ORDER BY id) FROM cash_waitlist_entries) AS waitlist,
            (SELECT json_agg(json_build_object('t', table_id, 'seat', seat_no, 'p', player_id, 'l', leaving) ORDER BY table_id, seat_no) FROM table_seats) AS seats,
            (SELECT json_agg(json_build_object('id', id, 's', status, 'v', seating_version, 'h', hands_started) ORDER BY id) FROM tables) AS tables,
            (SELECT json_agg(json_build_object('id', id, 's', status) ORDER BY id) FROM cash_games) AS games,
            (SELECT count(*) FROM cash_time_charges)::int AS charges`,
  );
  return row;
}

describe('cash games refuse bad input and change nothing', () => {
  let api: ApiTestApp;
  let floor: string;
  let people: Record<'ann' | 'bob' | 'cat' | 'dan' | 'eve' | 'fay' | 'liv' | 'max' | 'poor', TestPlayer>;
  let game: string;
  let otherGame: string;
  let liveGame: string;
  let e1: string;
  let e2: string;
  let f1: string;
  let l1: string;
  const sessions: Record<string, string> = {};

  beforeAll(async () => {
    api = await startApiTestApp();
    floor = (await createKey(api, 'director')).key;
    const names = ['ann', 'bob', 'cat', 'dan', 'eve', 'fay', 'liv', 'max'] as const;
    people = Object.fromEntries(await Promise.all(names.map(async (n) => [n, await fundedPlayer(api.http, api.adminKey, 20_000)]))) as typeof people;
    people.poor = await fundedPlayer(api.http, api.adminKey, 600);
    game = (await createCashGame(api.http, floor, { maxSeats: 3 })).id;
    otherGame = (await createCashGame(api.http, floor)).id;
    liveGame = (await createCashGame(api.http, floor, { dealing: 'live', minBuyIn: 1000, maxBuyIn: 10_000 })).id;
    [e1, e2, f1, l1] = [
      await openCashTable(api.http, floor, game),
      await openCashTable(api.http, floor, game),
      await openCashTable(api.http, floor, otherGame),
      await openCashTable(api.http, floor, liveGame),
    ];
    for (const [name, table, seat] of [
      ['ann', e1, 1],
      ['bob', e1, 2],
      ['eve', e2, 1],
      ['fay', e2, 2],
    ] as const) {
      sessions[name] = (await openSession(api.http, people[name].key, { tableId: table, seat, buyIn: 1000 }).expect(201)).body.id;
    }
    for (const [name, seat] of [
      ['liv', 1],
      ['max', 2],
    ] as const) {
      sessions[name] = (await openSession(api.http, floor, { tableId: l1, seat, buyIn: 2000, playerId: people[name].playerId }).expect(201)).body.id;
    }
    // Cat waits for the game and is called to E2, whose last seat is now held for her; hand 1 runs at E1.
    await request(api.http).post(`/cash-games/${game}/waitlist`).set('x-api-key', people.cat.key).send({}).expect(201);
    await request(api.http).post(`/cash-games/${game}/waitlist/call`).set('x-api-key', floor).send({ tableId: e2 }).expect(200);
    await request(api.http).post(`/cash-games/${game}/waitlist`).set('x-api-key', people.dan.key).send({}).expect(201);
    await expect(api.app.get(HandLifecycleService).startHand(e1, 1)).resolves.toBe(true);
  }, 120_000);
  afterAll(async () => {
    expect(await ledgerInvariants(api.db.databaseUrl)).toMatchObject(LEDGER_OK);
    await api.close();
  });

  const refused = async (send: () => request.Test, status: number, code: string) => {
    const before = await cashState(api.db.databaseUrl);
    const res = await send();
    expect({ status: res.status, code: res.body.error?.code }).toEqual({ status, code });
    expect(res.body.error.message).toEqual(expect.any(String));
    expect(await cashState(api.db.databaseUrl)).toEqual(before);
    return res.body.error.message as string;
  };

  describe('sessions', () => {
    it('a second session at the same table: 409 SESSION_ALREADY_OPEN', () =>
      refused(() => openSession(api.http, people.ann.key, { tableId: e1, seat: 3, buyIn: 1000 }), 409, 'SESSION_ALREADY_OPEN'));
    it('a buy-in outside the limits: 422 BUY_IN_OUT_OF_RANGE, the limits written as money', async () => {
      expect(await refused(() => openSession(api.http, people.dan.key, { tableId: e1, seat: 3, buyIn: 499 }), 422, 'BUY_IN_OUT_OF_RANGE')).toBe(
        'the buy-in at this game is $5.00 to $50.00 (got $4.99)',
      );
      await refused(() => openSession(api.http, people.dan.key, { tableId: e1, seat: 3, buyIn: 5001 }), 422, 'BUY_IN_OUT_OF_RANGE');
    });
    it('a buy-in over the bankroll: 409 INSUFFICIENT_FUNDS', () =>
      refused(() => openSession(api.http, people.poor.key, { tableId: e1, seat: 3, buyIn: 700 }), 409, 'INSUFFICIENT_FUNDS'));
    it('the last open seat is held for a called player: 409 SEAT_HELD', () =>
      refused(() => openSession(api.http, people.dan.key, { tableId: e2, seat: 3, buyIn: 1000 }), 409, 'SEAT_HELD'));
    it('a seat taken, a seat beyond the table: 409 SEAT_TAKEN, 422 SEAT_OUT_OF_RANGE', async () => {
      await refused(() => openSession(api.http, people.dan.key, { tableId: f1, seat: 9, buyIn: 1000 }), 422, 'SEAT_OUT_OF_RANGE');
      await refused(() => openSession(api.http, floor, { tableId: e1, seat: 1, buyIn: 1000, playerId: people.dan.playerId }), 409, 'SEAT_TAKEN');
    });
    it('a player key at a live table or with cash: 403 FLOOR_ONLY', async () => {
      await refused(() => openSession(api.http, people.dan.key, { tableId: l1, seat: 3, buyIn: 2000 }), 403, 'FLOOR_ONLY');
      await refused(() => openSession(api.http, people.dan.key, { tableId: f1, seat: 1, buyIn: 1000, source: 'cash' }), 403, 'FLOOR_ONLY');
      await refused(() => cashOut(api.http, people.liv.key, sessions.liv as string, { amount: 2000 }), 403, 'FLOOR_ONLY');
    });
    it('the seat routes of the tables refuse a cash game’s table: 409 TABLE_OF_CASH_GAME, TABLE_IS_LIVE', async () => {
      await refused(
        () => request(api.http).post(`/tables/${f1}/seats`).set('x-api-key', people.dan.key).send({ seat: 1, buyIn: 1000 }),
        409,
        'TABLE_OF_CASH_GAME',
      );
      await refused(() => request(api.http).post(`/tables/${l1}/leave`).set('x-api-key', floor).send({ playerId: people.liv.playerId }), 409, 'TABLE_IS_LIVE');
      await refused(() => request(api.http).post(`/tables/${l1}/close`).set('x-api-key', floor), 409, 'TABLE_IS_LIVE');
    });
    it('another player’s session: 403 PLAYER_SCOPE_FORBIDDEN; an unknown one: 404 SESSION_NOT_FOUND', async () => {
      await refused(() => cashOut(api.http, people.bob.key, sessions.ann as string), 403, 'PLAYER_SCOPE_FORBIDDEN');
      await refused(() => cashOut(api.http, floor, randomUUID()), 404, 'SESSION_NOT_FOUND');
    });
  });

  describe('top-ups', () => {
    it('over the maximum buy-in: 422 TOP_UP_OUT_OF_RANGE', async () => {
      expect(await refused(() => topUp(api.http, people.eve.key, sessions.eve as string, { amount: 4001 }), 422, 'TOP_UP_OUT_OF_RANGE')).toBe(
        'the stack may reach at most $50.00: $10.00 + $40.01 is more',
      );
      expect(await refused(() => topUp(api.http, floor, sessions.liv as string, { amount: 10_001 }), 422, 'TOP_UP_OUT_OF_RANGE')).toBe(
        'a top-up at this game is at most $100.00',
      );
    });
    // Within the limits it waits for the hand to end (202, pending-requests-cash.e2e-spec.ts); over them it is refused at once.
    it('during the player’s hand, over the maximum: 422 TOP_UP_OUT_OF_RANGE now, not queued', () =>
      refused(() => topUp(api.http, people.ann.key, sessions.ann as string, { amount: 1_000_000 }), 422, 'TOP_UP_OUT_OF_RANGE'));
    it('without an Idempotency-Key: 400 IDEMPOTENCY_KEY_REQUIRED; the key again with another amount: 409 IDEMPOTENCY_KEY_REUSED', async () => {
      await refused(
        () => request(api.http).post(`/cash-sessions/${sessions.eve}/top-ups`).set('x-api-key', people.eve.key).send({ amount: 100 }),
        400,
        'IDEMPOTENCY_KEY_REQUIRED',
      );
      const key = randomUUID();
      await topUp(api.http, people.eve.key, sessions.eve as string, { amount: 100 }, key).expect(201);
      const again = await topUp(api.http, people.eve.key, sessions.eve as string, { amount: 100 }, key).expect(201);
      expect(again.headers['idempotent-replayed']).toBe('true');
      expect(again.body.events.filter((e: { kind: string }) => e.kind === 'top-up')).toHaveLength(1);
      await refused(() => topUp(api.http, people.eve.key, sessions.eve as string, { amount: 200 }, key), 409, 'IDEMPOTENCY_KEY_REUSED');
    });
  });

  describe('cash-outs and moves', () => {
    it('more than the stack: 409 CASH_OUT_EXCEEDS_STACK (engine: the seat; live: the chips on the table)', async () => {
      expect(await refused(() => cashOut(api.http, people.eve.key, sessions.eve as string, { amount: 1101 }), 409, 'CASH_OUT_EXCEEDS_STACK')).toBe(
        'the seat holds $11.00; an engine table pays out the whole stack',
      );
      expect(await refused(() => cashOut(api.http, floor, sessions.liv as string, { amount: 4001 }), 409, 'CASH_OUT_EXCEEDS_STACK')).toBe(
        '$40.01 is more than the $40.00 in chips on this table',
      );
    });
    it('an engine table pays the whole stack: 409 CASH_OUT_MISMATCH for less', () =>
      refused(() => cashOut(api.http, people.eve.key, sessions.eve as string, { amount: 500 }), 409, 'CASH_OUT_MISMATCH'));
    it('a live table without the floor’s count: 422 CASH_OUT_AMOUNT_REQUIRED', () =>
      refused(() => cashOut(api.http, floor, sessions.liv as string), 422, 'CASH_OUT_AMOUNT_REQUIRED'));
    it('the last player at a live table leaves with every chip on it: 409 CASH_OUT_MISMATCH', async () => {
      await cashOut(api.http, floor, sessions.max as string, { amount: 2500 }).expect(200);
      await refused(() => cashOut(api.http, floor, sessions.liv as string, { amount: 1400 }), 409, 'CASH_OUT_MISMATCH');
      const out = await cashOut(api.http, floor, sessions.liv as string, { amount: 1500 }).expect(200);
      expect(out.body).toMatchObject({ status: 'closed', liveResults: -500, cashOuts: 1500 });
    });
    it('a closed session: 409 SESSION_CLOSED', () => refused(() => cashOut(api.http, floor, sessions.liv as string, { amount: 1 }), 409, 'SESSION_CLOSED'));
    it('moving to another game during the hand (refused now, not queued), to the same table, to another game: 409 TABLE_NOT_IN_CASH_GAME, 422 SAME_TABLE', async () => {
      await refused(() => moveSession(api.http, floor, sessions.ann as string, { tableId: f1, seat: 1 }), 409, 'TABLE_NOT_IN_CASH_GAME');
      await refused(() => moveSession(api.http, floor, sessions.eve as string, { tableId: e2, seat: 3 }), 422, 'SAME_TABLE');
      await refused(() => moveSession(api.http, floor, sessions.eve as string, { tableId: f1, seat: 1 }), 409, 'TABLE_NOT_IN_CASH_GAME');
    });
  });

  describe('waitlists', () => {
    const call = (body: object, gameId = game) => request(api.http).post(`/cash-games/${gameId}/waitlist/call`).set('x-api-key', floor).send(body);
    it('calling a player who is not on the list: 404 NOT_ON_WAITLIST', () =>
      refused(() => call({ tableId: e2, playerId: people.eve.playerId }), 404, 'NOT_ON_WAITLIST'));
    it('calling to a full table, to another game’s table, an empty list, a player already called', async () => {
      await refused(() => call({ tableId: e2 }), 409, 'NO_OPEN_SEAT');
      await refused(() => call({ tableId: f1 }), 409, 'TABLE_NOT_IN_CASH_GAME');
      await refused(() => call({ tableId: f1 }, otherGame), 409, 'WAITLIST_EMPTY');
      await refused(() => call({ tableId: e1, playerId: people.cat.playerId }), 409, 'ALREADY_CALLED');
    });
    it('joining twice: 409 ALREADY_ON_WAITLIST; leaving a list one is not on: 404 NOT_ON_WAITLIST', async () => {
      await refused(() => request(api.http).post(`/cash-games/${game}/waitlist`).set('x-api-key', people.dan.key).send({}), 409, 'ALREADY_ON_WAITLIST');
      await refused(
        () => request(api.http).post(`/cash-games/${otherGame}/waitlist/${people.dan.playerId}/remove`).set('x-api-key', people.dan.key),
        404,
        'NOT_ON_WAITLIST',
      );
    });
    it('another player off the list: 403 PLAYER_SCOPE_FORBIDDEN', () =>
      refused(
        () => request(api.http).post(`/cash-games/${game}/waitlist/${people.dan.playerId}/remove`).set('x-api-key', people.cat.key),
        403,
        'PLAYER_SCOPE_FORBIDDEN',
      ));
  });

  describe('games and reports', () => {
    const create = (body: object) =>
      request(api.http)
        .post('/cash-games')
        .set('x-api-key', floor)
        .send({
          name: 'Bad',
          dealing: 'engine',
          preset: 'razz',
          stakes: { ante: 5, bringIn: 10, smallBet: 20, bigBet: 40 },
          unit: 'USD',
          minBuyIn: 500,
          maxBuyIn: 5000,
          ...body,
        });
    it('settings the tables could not deal or collect: 422 INVALID_CASH_GAME', async () => {
      await refused(() => create({ dealing: 'live', rules: { rake: { kind: 'percentage', percent: 5, cap: 50, fromStreet: 1 } } }), 422, 'INVALID_CASH_GAME');
      await refused(() => create({ rules: { rake: { kind: 'time' } } }), 422, 'INVALID_CASH_GAME');
      await refused(() => create({ minBuyIn: 600, maxBuyIn: 500 }), 422, 'INVALID_CASH_GAME');
      await refused(() => create({ stakes: { ante: 5, bringIn: 30, smallBet: 20, bigBet: 40 } }), 422, 'INVALID_CASH_GAME');
      await refused(() => create({ timeCollection: { amount: 0, periodMinutes: 30 } }), 400, 'VALIDATION_FAILED');
    });
    it("a mixed game's every game is held to the game's rake rules: 422 INVALID_CASH_GAME naming the game", async () => {
      const blinds = { smallBlind: 10, bigBlind: 20, smallBet: 20, bigBet: 40 };
      const pot = { kind: 'percentage', percent: 5, cap: 50, fromStreet: 1 };
      const mixed = (games: object[], extra: object = {}) =>
        create({ preset: undefined, stakes: undefined, schedule: { games, rotation: { kind: 'per-orbit' } }, ...extra });
      const horse = (rules?: object) => [
        { preset: 'holdem', stakes: blinds, ...(rules ? { rules } : {}) },
        { preset: 'razz', stakes: { ante: 5, bringIn: 10, smallBet: 20, bigBet: 40 } },
      ];
      const cases: [object[], object, RegExp][] = [
        [horse({ rake: pot }), { timeCollection: { amount: 100, periodMinutes: 30 } }, /schedule\.games\[0\] \(holdem\): a game collects time or takes a rake/],
        [horse({ rake: pot }), { dealing: 'live' }, /schedule\.games\[0\] \(holdem\): a live table’s pots are not seen/],
        [horse({ rake: { kind: 'time' } }), {}, /schedule\.games\[0\] \(holdem\): time collection needs timeCollection/],
        [horse(), { preset: 'razz' }, /leave out preset and stakes/],
      ];
      for (const [games, extra, message] of cases) {
        const res = await mixed(games, extra);
        expect({ status: res.status, code: res.body.error?.code }).toEqual({ status: 422, code: 'INVALID_CASH_GAME' });
        expect(res.body.error.message).toMatch(message);
      }
    });
    it('time rake on a table made by hand: 422 INVALID_TABLE_SETTINGS', () =>
      refused(
        () =>
          request(api.http)
            .post('/tables')
            .set('x-api-key', floor)
            .send({
              name: 'x',
              kind: 'cash',
              preset: 'razz',
              stakes: { ante: 5, bringIn: 10, smallBet: 20, bigBet: 40 },
              unit: 'USD',
              minBuyIn: 500,
              maxBuyIn: 5000,
              rules: { rake: { kind: 'time' } },
            }),
        422,
        'INVALID_TABLE_SETTINGS',
      ));
    it('closing a game with open tables: 409 CASH_GAME_HAS_OPEN_TABLES', () =>
      refused(() => request(api.http).post(`/cash-games/${game}/close`).set('x-api-key', floor), 409, 'CASH_GAME_HAS_OPEN_TABLES'));
    it('a report range that ends before it starts: 422 INVALID_REPORT_RANGE; a foreign cursor: 400 INVALID_CURSOR', async () => {
      await refused(
        () => request(api.http).get('/cash-reports/players?from=2026-11-30T00:00:00Z&to=2026-11-29T00:00:00Z').set('x-api-key', floor),
        422,
        'INVALID_REPORT_RANGE',
      );
      await refused(
        () =>
          request(api.http)
            .get(`/cash-reports/days?cursor=${Buffer.from('"x"').toString('base64url')}`)
            .set('x-api-key', floor),
        400,
        'INVALID_CURSOR',
      );
    });
  });
});
