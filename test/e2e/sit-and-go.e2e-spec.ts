/**
 * Sit & gos through HTTP: created with `format: 'sit-and-go'`, listed with `?format=`, started by
 * the registration that fills them (a player's own key is enough), the next copy of a
 * re-registering one open at once; a late registrant and bad combinations refused with codes.
 */
import request from 'supertest';
import { ApiTestApp, createKey, createPlayer, deposit, startApiTestApp } from '../support/api-test-app';
import { LEDGER_OK, ledgerInvariants, sql } from '../support/ledger-invariants';

describe('sit & go tournaments over HTTP', () => {
  let api: ApiTestApp;
  let director: string;
  const as = (key: string, test: request.Test) => test.set('x-api-key', key);
  const count = async (table: string) => (await sql<{ n: string }>(api.db.databaseUrl, `SELECT count(*)::text AS n FROM ${table}`))[0]?.n;
  const body = (overrides: Record<string, unknown> = {}) => ({
    name: 'Razz HU SNG',
    structurePreset: 'turbo',
    currency: 'USD',
    buyIn: 10_000,
    fee: 500,
    startingStack: 3_000,
    maxPlayers: 2,
    handPauseMs: 600_000,
    format: 'sit-and-go',
    ...overrides,
  });

  beforeAll(async () => {
    api = await startApiTestApp();
    director = (await createKey(api, 'director')).key;
  });
  afterAll(async () => {
    expect(await ledgerInvariants(api.db.databaseUrl)).toMatchObject(LEDGER_OK);
    await api.close();
  });

  it('a heads-up sit & go starts at its second registration; the next of the series is listed as filling', async () => {
    const created = await as(director, request(api.http).post('/tournaments'))
      .send(body({ reRegister: true }))
      .expect(201);
    const id = created.body.id as string;
    expect(created.body).toMatchObject({
      format: 'sit-and-go',
      reRegister: true,
      shootOut: false,
      seriesId: null,
      seriesNumber: 1,
      seatsPerTable: 2,
      status: 'scheduled',
    });
    await as(director, request(api.http).post(`/tournaments/${id}/open-registration`)).expect(200);
    const filling = await as(director, request(api.http).get('/tournaments?format=sit-and-go&status=registering')).expect(200);
    expect(filling.body.items.map((t: { id: string }) => t.id)).toEqual([id]);

    const players = [await createPlayer(api), await createPlayer(api), await createPlayer(api)];
    for (const p of players) await deposit(api, p, 20_000);
    const own = (await createKey(api, 'player', players[0])).key;
    const first = await as(own, request(api.http).post(`/tournaments/${id}/players/${players[0]}/register`)).expect(201);
    expect(first.body.status).toBe('registered');
    const second = await as(director, request(api.http).post(`/tournaments/${id}/players/${players[1]}/register`)).expect(201);
    expect(second.body.status).toBe('playing');
    const running = await as(director, request(api.http).get(`/tournaments/${id}`)).expect(200);
    expect(running.body).toMatchObject({ status: 'running', entries: 2, payouts: { prizePool: 20_000, percentages: [100], amounts: [20_000] } });

    const next = await as(director, request(api.http).get('/tournaments?format=sit-and-go&status=registering')).expect(200);
    expect(next.body.items).toEqual([
      expect.objectContaining({
        name: 'Razz HU SNG #2',
        seriesId: id,
        seriesNumber: 2,
        reRegister: true,
        buyIn: 10_000,
        fee: 500,
        maxPlayers: 2,
        status: 'registering',
      }),
    ]);

    const txBefore = await count('ledger_transactions');
    const late = await as(director, request(api.http).post(`/tournaments/${id}/players/${players[2]}/register`)).expect(409);
    expect(late.body.error.code).toBe('TOURNAMENT_FULL');
    expect(await count('ledger_transactions')).toBe(txBefore);
    // The late player takes the open copy instead.
    await as(director, request(api.http).post(`/tournaments/${next.body.items[0].id}/players/${players[2]}/register`)).expect(201);
    const scheduled = await as(director, request(api.http).get('/tournaments?format=scheduled')).expect(200);
    expect(scheduled.body.items).toEqual([]);
  });

  it('refusals: bad combinations and values answer a code and create nothing (a valid shoot-out is created)', async () => {
    const before = await count('tournaments');
    for (const [extra, message] of [
      [{ lateRegistrationLevels: 2 }, /no late registration/],
      [{ maxReentries: 1 }, /no re-entries/],
      [{ scheduledStartAt: '2027-01-01T18:00:00Z' }, /scheduledStartAt/],
      [{ maxPlayers: 6, seatsPerTable: 8 }, /seatsPerTable 8/],
      [{ format: 'scheduled', reRegister: true }, /sit & gos only/],
      [{ format: 'scheduled', shootOut: true }, /sit & gos only/],
      [{ maxPlayers: 6, shootOut: true }, /2 or more tables/],
      [{ maxPlayers: 6, seatsPerTable: 3, shootOut: true, handForHandAt: 4 }, /no hand-for-hand/],
    ] as const) {
      const refused = await as(director, request(api.http).post('/tournaments')).send(body(extra)).expect(422);
      expect(refused.body.error).toMatchObject({ code: 'TOURNAMENT_SETTINGS_INVALID', message: expect.stringMatching(message) });
    }
    const badFormat = await as(director, request(api.http).post('/tournaments'))
      .send(body({ format: 'turbo' }))
      .expect(400);
    expect(badFormat.body.error.code).toBe('VALIDATION_FAILED');
    const badFlag = await as(director, request(api.http).post('/tournaments'))
      .send(body({ reRegister: 'yes' }))
      .expect(400);
    expect(badFlag.body.error.code).toBe('VALIDATION_FAILED');
    const shootOut = await as(director, request(api.http).post('/tournaments'))
      .send(body({ name: 'Razz Shoot-out', maxPlayers: 6, seatsPerTable: 3, shootOut: true }))
      .expect(201);
    expect(shootOut.body).toMatchObject({ format: 'sit-and-go', shootOut: true, handForHandAt: 0, seatsPerTable: 3 });
    await as(director, request(api.http).post(`/tournaments/${shootOut.body.id}/cancel`)).expect(200);
    const badFilter = await as(director, request(api.http).get('/tournaments?format=sng')).expect(400);
    expect(badFilter.body.error.code).toBe('VALIDATION_FAILED');
    expect(await count('tournaments')).toBe(String(Number(before) + 1));
  });
});
