/**
 * A bot player is seated only through the bots route, where the room's rule on money tables is
 * applied (docs/tables.md "Practice tables and bots"): once a bot exists, every other way to a
 * table refuses it with 409 PLAYER_IS_BOT and changes nothing — the seat route of a money table,
 * a tournament entry, a cash game's waitlist — and it gets no API key to act for itself.
 */
import request from 'supertest';
import { ApiTestApp, createKey, deposit, startApiTestApp } from '../support/api-test-app';
import { createCashGame } from '../support/cash';
import { LEDGER_OK, ledgerInvariants, sql } from '../support/ledger-invariants';
import { createCashTable } from '../support/tables';

/** Rows a refused request must leave as they were. */
const counts = async (url: string) =>
  (
    await sql(
      url,
      `SELECT (SELECT count(*) FROM ledger_transactions)::int AS transactions, (SELECT count(*) FROM table_seats)::int AS seats,
              (SELECT count(*) FROM tournament_entries)::int AS entries, (SELECT count(*) FROM cash_waitlist_entries)::int AS waiting,
              (SELECT count(*) FROM api_keys)::int AS keys`,
    )
  )[0];

describe('a bot reaches a table only through the bots route', () => {
  let api: ApiTestApp;
  let director: string;
  let botId: string;

  beforeAll(async () => {
    api = await startApiTestApp();
    director = (await createKey(api, 'director')).key;
    // A bot seated at a practice table, then gone, with money on its bankroll as a cashier could put there.
    const practice = (await createCashTable(api.http, director, { unit: 'PLAY' })).id;
    const seated = await request(api.http)
      .post(`/tables/${practice}/bots`)
      .set('x-api-key', director)
      .send({ seat: 2, strategy: 'calling-station', chips: 1_000 })
      .expect(201);
    botId = (seated.body.seats as { playerId: string; bot: boolean }[]).find((s) => s.bot)?.playerId as string;
    await request(api.http).post(`/tables/${practice}/leave`).set('x-api-key', director).send({ playerId: botId }).expect(200);
    await deposit(api, botId, 50_000, 'USD');
  });
  afterAll(async () => {
    expect(await ledgerInvariants(api.db.databaseUrl)).toMatchObject(LEDGER_OK);
    await api.close();
  });

  const refusedAsBot = async (send: () => request.Test) => {
    const before = await counts(api.db.databaseUrl);
    const res = await send().expect(409);
    expect(res.body.error.code).toBe('PLAYER_IS_BOT');
    expect(res.body.error.message).toMatch(/is a bot/);
    expect(await counts(api.db.databaseUrl)).toEqual(before);
  };

  it('the seat route of a table that plays for money', async () => {
    const usd = (await createCashTable(api.http, director)).id;
    await refusedAsBot(() => request(api.http).post(`/tables/${usd}/seats`).set('x-api-key', director).send({ playerId: botId, seat: 2, buyIn: 1_000 }));
  });

  it('a tournament entry', async () => {
    const body = { name: 'Bots Razz', structurePreset: 'turbo', currency: 'USD', buyIn: 1_000, fee: 100, startingStack: 5_000, maxPlayers: 9 };
    const id = (await request(api.http).post('/tournaments').set('x-api-key', director).send(body).expect(201)).body.id as string;
    await request(api.http).post(`/tournaments/${id}/open-registration`).set('x-api-key', director).expect(200);
    await refusedAsBot(() => request(api.http).post(`/tournaments/${id}/players/${botId}/register`).set('x-api-key', director));
  });

  it("a cash game's waitlist", async () => {
    const game = await createCashGame(api.http, director);
    await refusedAsBot(() => request(api.http).post(`/cash-games/${game.id}/waitlist`).set('x-api-key', director).send({ playerId: botId }));
  });

  it('an API key of its own', async () => {
    await refusedAsBot(() => request(api.http).post('/api-keys').set('x-api-key', api.adminKey).send({ name: 'bot key', role: 'player', playerId: botId }));
  });
});
