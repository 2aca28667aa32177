/**
 * Requests a table must refuse with a clear 4xx, and refuse without changing anything: the
 * hand (version, log), the seats and the ledger are compared before and after every refusal.
 */
import { randomUUID } from 'node:crypto';
import request from 'supertest';
import { scriptDeck } from '../../libs/razz-engine/test/helpers/scripted-hand';
import { ApiTestApp, createKey, startApiTestApp } from '../support/api-test-app';
import { LEDGER_OK, ledgerInvariants, sql } from '../support/ledger-invariants';
import { act, createCashTable, fundedPlayer, queueDecks, sitDown, TestPlayer, viewTable, waitForHand } from '../support/tables';

/** Everything a refused request must leave alone. */
async function tableState(databaseUrl: string, tableId: string): Promise<unknown> {
  const [row] = await sql(
    databaseUrl,
    `SELECT (SELECT count(*) FROM ledger_transactions)::int AS transactions,
            (SELECT count(*) FROM audit_log)::int AS audit,
            (SELECT json_agg(json_build_object('n', number, 'v', version, 'e', event_count, 's', status) ORDER BY number) FROM hands WHERE table_id = $1) AS hands,
            (SELECT count(*) FROM hand_events e JOIN hands h ON h.id = e.hand_id WHERE h.table_id = $1)::int AS events,
            (SELECT json_agg(json_build_object('seat', seat_no, 'player', player_id, 'out', sitting_out, 'leaving', leaving) ORDER BY seat_no) FROM table_seats WHERE table_id = $1) AS seats,
            (SELECT row_to_json(t) FROM (SELECT status, hands_started, seating_version FROM tables WHERE id = $1) t) AS table_row`,
    [tableId],
  );
  return row;
}

describe('tables refuse bad input and change nothing', () => {
  let api: ApiTestApp;
  let director: string;
  let ann: TestPlayer;
  let bob: TestPlayer;
  let cat: TestPlayer;
  let poor: TestPlayer;
  let tableId: string;

  beforeAll(async () => {
    api = await startApiTestApp({ config: { testDeckInjection: true } });
    director = (await createKey(api, 'director')).key;
    [ann, bob, cat] = [
      await fundedPlayer(api.http, api.adminKey, 10_000),
      await fundedPlayer(api.http, api.adminKey, 10_000),
      await fundedPlayer(api.http, api.adminKey, 10_000),
    ];
    poor = await fundedPlayer(api.http, api.adminKey, 300);
    // Ann (seat 1, 2d door) and Bob (seat 2, Kd door: he brings in). Hand 1 waits for Bob's bring-in.
    tableId = (await createCashTable(api.http, director, { handPauseMs: 0, maxSeats: 6 })).id;
    await queueDecks(api.http, director, tableId, [
      scriptDeck({ stacks: { 1: 1000, 2: 1000 }, dealerSeat: 2, cards: { 1: '?? ?? 2d', 2: '?? ?? Kd' }, streets: [] }).join(' '),
    ]);
    await sitDown(api.http, ann, tableId, 1, 1000);
    await sitDown(api.http, bob, tableId, 2, 1000);
    await waitForHand(api.http, director, tableId, 1);
  });
  afterAll(async () => {
    expect(await ledgerInvariants(api.db.databaseUrl)).toMatchObject(LEDGER_OK);
    await api.close();
  });

  const refused = async (send: () => request.Test, status: number, code: string) => {
    const before = await tableState(api.db.databaseUrl, tableId);
    const res = await send();
    expect({ status: res.status, code: res.body.error?.code }).toEqual({ status, code });
    expect(res.body.error.message).toEqual(expect.any(String));
    expect(await tableState(api.db.databaseUrl, tableId)).toEqual(before);
  };

  describe('actions', () => {
    it('out of turn: 409 NOT_YOUR_TURN', () => refused(() => act(api.http, ann.key, tableId, { kind: 'call' }), 409, 'NOT_YOUR_TURN'));
    it('an action the moment does not allow: 409 ILLEGAL_ACTION (only bring-in or complete open 3rd street)', () =>
      refused(() => act(api.http, bob.key, tableId, { kind: 'check' }), 409, 'ILLEGAL_ACTION'));
    it('a wrong amount: 422 AMOUNT_OUT_OF_RANGE', () =>
      refused(() => act(api.http, bob.key, tableId, { kind: 'complete', amount: 35 }), 422, 'AMOUNT_OUT_OF_RANGE'));
    it('a stale version: 409 STALE_VERSION', async () => {
      const version = (await viewTable(api.http, director, tableId)).hand?.version ?? 0;
      await refused(() => act(api.http, bob.key, tableId, { kind: 'bring-in', version: version + 1 }), 409, 'STALE_VERSION');
    });
    it('a player who is not in the hand: 409 NOT_IN_HAND', () => refused(() => act(api.http, cat.key, tableId, { kind: 'call' }), 409, 'NOT_IN_HAND'));
    it("another player's seat: 403 PLAYER_SCOPE_FORBIDDEN", () =>
      refused(() => act(api.http, ann.key, tableId, { kind: 'bring-in', seat: 2 }), 403, 'PLAYER_SCOPE_FORBIDDEN'));
    it('staff without a seat: 422 SEAT_REQUIRED', () => refused(() => act(api.http, director, tableId, { kind: 'bring-in' }), 422, 'SEAT_REQUIRED'));
    it('staff naming a seat not in the hand: 422 UNKNOWN_SEAT', () =>
      refused(() => act(api.http, director, tableId, { kind: 'bring-in', seat: 5 }), 422, 'UNKNOWN_SEAT'));
    it('an unknown action or a malformed amount: 400 VALIDATION_FAILED', async () => {
      await refused(() => act(api.http, bob.key, tableId, { kind: 'shove' }), 400, 'VALIDATION_FAILED');
      await refused(() => act(api.http, bob.key, tableId, { kind: 'complete', amount: -5 }), 400, 'VALIDATION_FAILED');
      await refused(() => act(api.http, bob.key, tableId, { kind: 'complete', extra: 1 }), 400, 'VALIDATION_FAILED');
    });
    it('an unknown table: 404 TABLE_NOT_FOUND; a malformed id: 400', async () => {
      await refused(() => act(api.http, bob.key, randomUUID(), { kind: 'bring-in' }), 404, 'TABLE_NOT_FOUND');
      await refused(() => act(api.http, bob.key, 'not-a-uuid', { kind: 'bring-in' }), 400, 'VALIDATION_FAILED');
    });
  });

  describe('seating', () => {
    it('a taken seat: 409 SEAT_TAKEN; a second seat: 409 ALREADY_SEATED', async () => {
      await refused(() => request(api.http).post(`/tables/${tableId}/seats`).set('x-api-key', cat.key).send({ seat: 1, buyIn: 500 }), 409, 'SEAT_TAKEN');
      await refused(() => request(api.http).post(`/tables/${tableId}/seats`).set('x-api-key', ann.key).send({ seat: 3, buyIn: 500 }), 409, 'ALREADY_SEATED');
    });
    it('a buy-in over the bankroll: 409 INSUFFICIENT_FUNDS; outside the range: 422 BUY_IN_OUT_OF_RANGE', async () => {
      await refused(
        () => request(api.http).post(`/tables/${tableId}/seats`).set('x-api-key', poor.key).send({ seat: 3, buyIn: 400 }),
        409,
        'INSUFFICIENT_FUNDS',
      );
      await refused(
        () => request(api.http).post(`/tables/${tableId}/seats`).set('x-api-key', cat.key).send({ seat: 3, buyIn: 100 }),
        422,
        'BUY_IN_OUT_OF_RANGE',
      );
      await refused(
        () => request(api.http).post(`/tables/${tableId}/seats`).set('x-api-key', cat.key).send({ seat: 3, buyIn: 5001 }),
        422,
        'BUY_IN_OUT_OF_RANGE',
      );
    });
    it('a seat beyond the table: 422 SEAT_OUT_OF_RANGE', () =>
      refused(() => request(api.http).post(`/tables/${tableId}/seats`).set('x-api-key', cat.key).send({ seat: 7, buyIn: 500 }), 422, 'SEAT_OUT_OF_RANGE'));
    it('staff without a player: 422 PLAYER_ID_REQUIRED; a player naming another: 403', async () => {
      await refused(
        () => request(api.http).post(`/tables/${tableId}/seats`).set('x-api-key', director).send({ seat: 3, buyIn: 500 }),
        422,
        'PLAYER_ID_REQUIRED',
      );
      await refused(
        () => request(api.http).post(`/tables/${tableId}/seats`).set('x-api-key', cat.key).send({ seat: 3, buyIn: 500, playerId: ann.playerId }),
        403,
        'PLAYER_SCOPE_FORBIDDEN',
      );
    });
    it('leaving or sitting out without a seat: 409 NOT_SEATED', async () => {
      await refused(() => request(api.http).post(`/tables/${tableId}/leave`).set('x-api-key', cat.key).send({}), 409, 'NOT_SEATED');
      await refused(() => request(api.http).post(`/tables/${tableId}/sit-out`).set('x-api-key', cat.key).send({}), 409, 'NOT_SEATED');
    });
  });

  describe('creating tables', () => {
    const create = (body: Record<string, unknown>) =>
      request(api.http)
        .post('/tables')
        .set('x-api-key', director)
        .send({
          name: 'Bad',
          kind: 'cash',
          preset: 'razz',
          stakes: { ante: 1, bringIn: 2, smallBet: 5, bigBet: 10 },
          unit: 'USD',
          minBuyIn: 100,
          maxBuyIn: 1000,
          ...body,
        });
    it.each([
      ['stakes the engine refuses (bring-in above the small bet)', { stakes: { ante: 1, bringIn: 6, smallBet: 5, bigBet: 10 } }, 422, 'INVALID_TABLE_SETTINGS'],
      ['an unknown rule option', { rules: { jokers: true } }, 422, 'INVALID_TABLE_SETTINGS'],
      ['a bad rule value', { rules: { bettingStructure: 'spread-limit' } }, 422, 'INVALID_TABLE_SETTINGS'],
      ['time rake', { rules: { rake: { kind: 'time' } } }, 422, 'INVALID_TABLE_SETTINGS'],
      ['min buy-in above max', { minBuyIn: 2000 }, 422, 'INVALID_TABLE_SETTINGS'],
      ['a cash table in chips', { unit: 'XYZ' }, 422, 'UNKNOWN_UNIT'],
      ['eleven seats', { maxSeats: 11 }, 400, 'VALIDATION_FAILED'],
      ['ten seats of Razz (the stud games seat nine at most)', { maxSeats: 10 }, 422, 'INVALID_TABLE_SETTINGS'],
      ['an unknown preset', { preset: 'badugi' }, 400, 'VALIDATION_FAILED'],
      ["Hold'em with a bring-in", { preset: 'holdem' }, 422, 'INVALID_TABLE_SETTINGS'],
      ["Hold'em blinds on a Razz table", { stakes: { smallBlind: 1, bigBlind: 2, smallBet: 2, bigBet: 4 } }, 422, 'INVALID_TABLE_SETTINGS'],
      [
        'a fixed-limit big blind that is not one small bet',
        { preset: 'holdem', stakes: { smallBlind: 1, bigBlind: 2, smallBet: 4, bigBet: 8 } },
        422,
        'INVALID_TABLE_SETTINGS',
      ],
      [
        'a mixed rotation of nine seats',
        {
          preset: undefined,
          stakes: undefined,
          maxSeats: 9,
          schedule: {
            games: [
              { preset: 'holdem', stakes: { smallBlind: 1, bigBlind: 2, smallBet: 2, bigBet: 4 } },
              { preset: 'razz', stakes: { ante: 1, bringIn: 1, smallBet: 2, bigBet: 4 } },
            ],
            rotation: { kind: 'per-orbit' },
          },
        },
        422,
        'INVALID_TABLE_SETTINGS',
      ],
      [
        'a tournament table without its tournament',
        { kind: 'tournament', unit: undefined, minBuyIn: undefined, maxBuyIn: undefined },
        422,
        'INVALID_TABLE_SETTINGS',
      ],
    ])('refuses %s', async (_label, body, status, code) => {
      const before = await sql(api.db.databaseUrl, 'SELECT count(*)::int AS n FROM tables');
      const res = await create(body);
      expect({ status: res.status, code: res.body.error?.code }).toEqual({ status, code });
      expect(res.body.error.message).not.toMatch(/undefined|NaN|\[object/);
      expect(await sql(api.db.databaseUrl, 'SELECT count(*)::int AS n FROM tables')).toEqual(before);
    });
  });

  describe('tables that cannot take it', () => {
    it('an unknown table: 404 on view, seats and close', async () => {
      const id = randomUUID();
      expect((await request(api.http).get(`/tables/${id}`).set('x-api-key', ann.key)).body.error.code).toBe('TABLE_NOT_FOUND');
      expect((await request(api.http).post(`/tables/${id}/seats`).set('x-api-key', ann.key).send({ seat: 1, buyIn: 500 })).status).toBe(404);
      expect((await request(api.http).post(`/tables/${id}/close`).set('x-api-key', director)).status).toBe(404);
    });
    it('a closed table: 409 TABLE_CLOSED for seats, NO_HAND_IN_PROGRESS for actions, TABLE_ALREADY_CLOSED for close', async () => {
      const closedId = (await createCashTable(api.http, director)).id;
      await request(api.http).post(`/tables/${closedId}/close`).set('x-api-key', director).expect(200);
      const seat = await request(api.http).post(`/tables/${closedId}/seats`).set('x-api-key', cat.key).send({ seat: 1, buyIn: 500 });
      expect({ status: seat.status, code: seat.body.error.code }).toEqual({ status: 409, code: 'TABLE_CLOSED' });
      const action = await act(api.http, cat.key, closedId, { kind: 'call' });
      expect({ status: action.status, code: action.body.error.code }).toEqual({ status: 409, code: 'NO_HAND_IN_PROGRESS' });
      expect((await request(api.http).post(`/tables/${closedId}/close`).set('x-api-key', director)).body.error.code).toBe('TABLE_ALREADY_CLOSED');
    });
    it('a tournament table: seats come from the tournament (409 TABLE_IS_TOURNAMENT)', async () => {
      const res = await request(api.http)
        .post('/tables')
        .set('x-api-key', director)
        .send({ name: 'Final', kind: 'tournament', tournamentId: 'spring-main', preset: 'razz', stakes: { ante: 10, bringIn: 20, smallBet: 50, bigBet: 100 } })
        .expect(201);
      expect(res.body).toMatchObject({ unit: 'chips:spring-main', dealSittingOut: true, rules: { capWhenHeadsUp: 'kept', rake: { kind: 'none' } } });
      const seat = await request(api.http).post(`/tables/${res.body.id}/seats`).set('x-api-key', cat.key).send({ seat: 1, buyIn: 500 });
      expect({ status: seat.status, code: seat.body.error.code }).toEqual({ status: 409, code: 'TABLE_IS_TOURNAMENT' });
    });
  });
});

describe('the deck seam without TEST_DECK_INJECTION', () => {
  it('does not exist: 404 for everyone', async () => {
    const api = await startApiTestApp();
    try {
      const tableId = (await createCashTable(api.http, api.adminKey)).id;
      const res = await request(api.http)
        .post(`/tables/${tableId}/test-decks`)
        .set('x-api-key', api.adminKey)
        .send({ decks: ['As 2d'] });
      expect({ status: res.status, code: res.body.error.code }).toEqual({ status: 404, code: 'NOT_FOUND' });
      const doc = await request(api.http).get('/docs-json').expect(200);
      expect(Object.keys(doc.body.paths).filter((p) => p.includes('test-decks'))).toEqual([]);
    } finally {
      await api.close();
    }
  });
});
