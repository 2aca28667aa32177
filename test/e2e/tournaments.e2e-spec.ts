/**
 * Tournaments through HTTP: a director runs one from creation to a confirmed deal, a player
 * registers themselves, and bad requests answer a clear 4xx that changes nothing.
 */
import request from 'supertest';
import { ApiTestApp, createKey, createPlayer, deposit, startApiTestApp } from '../support/api-test-app';
import { LEDGER_OK, ledgerInvariants, sql } from '../support/ledger-invariants';

describe('tournaments over HTTP', () => {
  let api: ApiTestApp;
  let director: string;
  const as = (key: string, test: request.Test) => test.set('x-api-key', key);
  const txCount = async () => (await sql<{ n: string }>(api.db.databaseUrl, 'SELECT count(*)::text AS n FROM ledger_transactions'))[0]?.n;

  beforeAll(async () => {
    api = await startApiTestApp();
    director = (await createKey(api, 'director')).key;
  });
  afterAll(async () => {
    expect(await ledgerInvariants(api.db.databaseUrl)).toMatchObject(LEDGER_OK);
    await api.close();
  });

  it('create → register (player key) → start → clock → deal → results', async () => {
    const created = await as(director, request(api.http).post('/tournaments'))
      .send({
        name: 'Sunday Razz',
        structurePreset: 'turbo',
        currency: 'USD',
        buyIn: 10_000,
        fee: 1_000,
        startingStack: 5_000,
        maxPlayers: 9,
        guarantee: 50_000,
        handPauseMs: 600_000,
      })
      .expect(201);
    const id = created.body.id as string;
    expect(created.body).toMatchObject({ status: 'scheduled', buyIn: 10_000, chipUnit: `chips:${id}`, payoutTable: null });
    await as(director, request(api.http).post(`/tournaments/${id}/open-registration`)).expect(200);
    const players = [await createPlayer(api), await createPlayer(api), await createPlayer(api)];
    for (const p of players) await deposit(api, p, 20_000);
    const own = (await createKey(api, 'player', players[0])).key;
    await as(own, request(api.http).post(`/tournaments/${id}/players/${players[0]}/register`)).expect(201);
    await as(own, request(api.http).post(`/tournaments/${id}/players/${players[1]}/register`)).expect(403);
    for (const p of players.slice(1)) await as(director, request(api.http).post(`/tournaments/${id}/players/${p}/register`)).expect(201);
    const started = await as(director, request(api.http).post(`/tournaments/${id}/start`)).expect(200);
    expect(started.body).toMatchObject({ status: 'running', entries: 3, payouts: { prizePool: 50_000, overlay: 20_000, amounts: [50_000] } });
    const clock = await as(own, request(api.http).get(`/tournaments/${id}/clock`)).expect(200);
    expect(clock.body).toMatchObject({
      started: true,
      paused: false,
      current: { level: 1, name: 'Level I', stakes: { ante: 10, bringIn: 25, smallBet: 100, bigBet: 200 } },
      next: { level: 2 },
      playersLeft: 3,
      averageStack: 5_000,
      prizePool: 50_000,
    });
    expect(clock.body.remainingMs).toBeGreaterThan(9 * 60_000);
    const deal = await as(director, request(api.http).post(`/tournaments/${id}/deals`))
      .send({ method: 'icm' })
      .expect(201);
    expect(deal.body.players.map((p: { amount: number }) => p.amount).reduce((a: number, b: number) => a + b, 0)).toBe(50_000);
    await as(director, request(api.http).post(`/tournaments/${id}/deals/${deal.body.id}/confirm`)).expect(200);
    const results = await as(own, request(api.http).get(`/tournaments/${id}/results`)).expect(200);
    expect(results.body.status).toBe('finished');
    expect(results.body.places).toHaveLength(3);
    const audit = await request(api.http).get(`/audit-log?entityId=${id}`).set('x-api-key', api.adminKey).expect(200);
    expect(audit.body.items.map((r: { action: string }) => r.action)).toEqual(
      expect.arrayContaining([
        'tournament.create',
        'tournament.open-registration',
        'tournament.register',
        'tournament.start',
        'tournament.deal-propose',
        'tournament.deal-confirm',
      ]),
    );
  });

  it('refusals: a clear status and code, nothing written', async () => {
    const before = await txCount();
    const bad = await as(director, request(api.http).post('/tournaments'))
      .send({ name: 'x', structurePreset: 'standard', currency: 'USD', buyIn: 100, fee: 0, startingStack: 100, maxPlayers: 9, lateRegistrationLevels: 99 })
      .expect(422);
    expect(bad.body.error.code).toBe('TOURNAMENT_SETTINGS_INVALID');
    const structure = await as(director, request(api.http).post('/tournament-structures'))
      .send({
        name: 'flat',
        items: [
          { kind: 'level', minutes: 10, stakes: { ante: 0, bringIn: 5, smallBet: 20, bigBet: 40 } },
          { kind: 'level', minutes: 10, stakes: { ante: 0, bringIn: 5, smallBet: 20, bigBet: 40 } },
        ],
      })
      .expect(422);
    expect(structure.body.error.code).toBe('STRUCTURE_INVALID');
    const level = (bigBet: number, game?: string) => ({
      kind: 'level',
      minutes: 10,
      stakes: { ante: 0, bringIn: 5, smallBet: bigBet / 2, bigBet },
      ...(game ? { game } : {}),
    });
    const badugi = await as(director, request(api.http).post('/tournament-structures'))
      .send({ name: 'mixed draw', items: [level(40, 'razz'), level(80, 'badugi')] })
      .expect(422);
    expect(badugi.body.error).toMatchObject({
      code: 'STRUCTURE_INVALID',
      message: expect.stringMatching(/Level II\): game must be one of razz, .* got "badugi" \(LEVEL_GAME\)/),
    });
    const holdem = await as(director, request(api.http).post('/tournament-structures'))
      .send({ name: 'mixed flop', items: [level(40, 'razz'), level(80, 'holdem')] })
      .expect(422);
    expect(holdem.body.error).toMatchObject({
      code: 'STRUCTURE_INVALID',
      message: "item 2 (Level II, holdem): Texas Hold'em takes stakes smallBlind, bigBlind, smallBet, bigBet (missing: smallBlind, bigBlind)",
    });
    const breakGame = await as(director, request(api.http).post('/tournament-structures'))
      .send({ name: 'break game', items: [level(40), { kind: 'break', minutes: 5, game: 'stud' }, level(80)] })
      .expect(422);
    expect(breakGame.body.error).toMatchObject({ code: 'STRUCTURE_INVALID', message: expect.stringMatching(/a break deals no game/) });
    const unknown = await as(director, request(api.http).post('/tournaments'))
      .send({ name: 'x', structurePreset: 'standard', currency: 'USD', buyIn: 1, fee: 0, startingStack: 1, maxPlayers: 9, colour: 'red' })
      .expect(400);
    expect(unknown.body.error.code).toBe('VALIDATION_FAILED');
    const t = await as(director, request(api.http).post('/tournaments'))
      .send({ name: 'poor', structurePreset: 'standard', currency: 'USD', buyIn: 10_000, fee: 0, startingStack: 100, maxPlayers: 9 })
      .expect(201);
    await as(director, request(api.http).post(`/tournaments/${t.body.id}/open-registration`)).expect(200);
    const broke = await createPlayer(api);
    const refused = await as(director, request(api.http).post(`/tournaments/${t.body.id}/players/${broke}/register`)).expect(409);
    expect(refused.body.error.code).toBe('INSUFFICIENT_FUNDS');
    const early = await as(director, request(api.http).post(`/tournaments/${t.body.id}/start`)).expect(409);
    expect(early.body.error.code).toBe('NOT_ENOUGH_PLAYERS');
    await as(director, request(api.http).get('/tournaments/00000000-0000-4000-8000-000000000000')).expect(404);
    expect(await txCount()).toBe(before);
  });
});
