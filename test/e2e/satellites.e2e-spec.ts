/**
 * A live satellite over HTTP (docs/tournaments.md "Satellites"): created against its target, a
 * refused target and a refused deal that change nothing, the floor's busts down to the seat
 * bubble — the satellite stops with as many players as seats, those players are registered in the
 * target (paid from the satellite's pool), the next place gets the remainder, every chip (the
 * float's too) is back in the bank and the ledger balances.
 */
import request from 'supertest';
import { testRedisUrl, uniqueQueuePrefix } from '../setup/test-redis';
import { ApiTestApp, createKey, startApiTestApp } from '../support/api-test-app';
import { LEDGER_OK, ledgerInvariants, sql } from '../support/ledger-invariants';
import { createLiveEvent, fundedPlayers } from '../support/live-tournament';

interface Entry {
  id: string;
  playerId: string;
  status: string;
  place: number | null;
  placeTo: number | null;
  prize: number | null;
  wonEntryId: string | null;
}

describe('a live satellite run by the floor over HTTP', () => {
  let api: ApiTestApp;
  let director: string;
  let floor: string;

  const get = (key: string, path: string) => request(api.http).get(path).set('x-api-key', key);
  const post = (key: string, path: string, body: object = {}) => request(api.http).post(path).set('x-api-key', key).send(body);

  beforeAll(async () => {
    api = await startApiTestApp({ config: { redisUrl: testRedisUrl(), jobs: { inProcess: true, prefix: uniqueQueuePrefix('satellite-live') } } });
    director = (await createKey(api, 'director')).key;
    floor = (await post(api.adminKey, '/api-keys', { name: 'floor', role: 'floor' }).expect(201)).body.key as string;
  });
  afterAll(async () => {
    await api.close();
  });

  const balance = async (where: string, params: unknown[]) =>
    Number(
      (await sql<{ balance: string }>(api.db.databaseUrl, `SELECT coalesce(sum(balance), 0)::text AS balance FROM ledger_accounts WHERE ${where}`, params))[0]
        ?.balance,
    );

  it('stops at 2 left with 2 seats, registers those 2 in the target, pays 3rd the remainder', async () => {
    // The target: 100 + 9 USD, so a seat is worth 109 USD.
    const target = await createLiveEvent(api, director, { name: 'Main Event', buyIn: 10_000, fee: 900 });
    const before = Number((await sql<{ n: string }>(api.db.databaseUrl, 'SELECT count(*)::text AS n FROM tournaments'))[0]?.n);
    const refused = await post(director, '/tournaments', {
      name: 'Bad satellite',
      structurePreset: 'standard',
      currency: 'USD',
      buyIn: 4_000,
      fee: 400,
      startingStack: 5_000,
      maxPlayers: 8,
      satelliteTargetId: '00000000-0000-4000-8000-000000000000',
    }).expect(422);
    expect(refused.body.error.code).toBe('SATELLITE_TARGET_INVALID');
    expect(Number((await sql<{ n: string }>(api.db.databaseUrl, 'SELECT count(*)::text AS n FROM tournaments'))[0]?.n)).toBe(before);

    // Seven entries of 40 USD (280 USD): 2 seats (218 USD) and 62 USD to 3rd.
    const id = await createLiveEvent(api, director, {
      name: 'Live satellite',
      buyIn: 4_000,
      fee: 400,
      startingStack: 5_000,
      lateRegistrationLevels: 0,
      maxReentries: 0,
      maxPlayers: 8,
      satelliteTargetId: target,
    });
    const players = await fundedPlayers(api, 7, 4_400);
    for (const p of players) await post(director, `/tournaments/${id}/players/${p}/register`).expect(201);
    const started = (await post(director, `/tournaments/${id}/start`).expect(200)).body;
    expect(started).toMatchObject({ satelliteTargetId: target, satelliteSeats: 2, payouts: { prizePool: 28_000, amounts: [10_900, 10_900, 6_200] } });
    expect((await post(director, `/tournaments/${id}/deals`, { method: 'icm' }).expect(409)).body.error.code).toBe('DEAL_NOT_ALLOWED_SATELLITE');

    const tableId = ((await get(floor, `/tournaments/${id}/tables`).expect(200)).body.items[0] as { tableId: string }).tableId;
    const out = players.slice(0, 5);
    for (const p of out) await post(floor, `/tournaments/${id}/floor/busts`, { tableId, players: [{ playerId: p }] }).expect(201);

    expect((await get(director, `/tournaments/${id}`).expect(200)).body.status).toBe('finished');
    const entries = (await get(director, `/tournaments/${id}/entries`).expect(200)).body.items as Entry[];
    const winners = players.slice(5);
    const inTarget = (await get(director, `/tournaments/${target}/entries`).expect(200)).body.items as Entry[];
    expect(inTarget.map((e) => e.playerId).sort()).toEqual([...winners].sort());
    for (const w of winners)
      expect(entries.find((e) => e.playerId === w)).toMatchObject({
        status: 'finished',
        place: 1,
        placeTo: 2,
        prize: 10_900,
        wonEntryId: inTarget.find((e) => e.playerId === w)?.id,
      });
    expect(entries.find((e) => e.playerId === out[4])).toMatchObject({ place: 3, prize: 6_200, wonEntryId: null });
    expect((await get(director, `/tournaments/${target}`).expect(200)).body).toMatchObject({ entries: 2, collected: 20_000 });

    // Bankrolls: the winners paid 44 USD and nothing for their seats; 3rd got 62 USD.
    for (const w of winners) expect(await balance(`kind = 'player-bankroll' AND player_id = $1`, [w])).toBe(0);
    expect(await balance(`kind = 'player-bankroll' AND player_id = $1`, [out[4]])).toBe(6_200);
    expect(await balance(`kind = 'tournament-prize-pool' AND reference = $1`, [`tournament:${id}`])).toBe(0);
    // Every chip back: the chip bank and the live float at zero, no chip account holding any.
    const holding = await sql<{ n: string }>(api.db.databaseUrl, 'SELECT count(*)::text AS n FROM ledger_accounts WHERE unit = $1 AND balance <> 0', [
      `chips:${id}`,
    ]);
    expect(holding[0]?.n).toBe('0');
    expect(await ledgerInvariants(api.db.databaseUrl)).toMatchObject(LEDGER_OK);
  }, 120_000);
});
