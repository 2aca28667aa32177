/**
 * A live satellite over HTTP (docs/tournaments.md "Satellites"): created against its target, a
 * refused target that changes nothing, the floor's busts down to the seat bubble — the satellite
 * stops with as many players as seats, those players are registered in the target (paid from the
 * satellite's pool), the next place gets the remainder, every chip (the float's too) is back in
 * the bank and the ledger balances. And a deal before the bubble: the two biggest stacks take the
 * seats whole, the third gets the cash remainder.
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

  it('a deal at 3 left for 2 seats: the two biggest stacks take the seats, the third gets the remainder', async () => {
    const target = await createLiveEvent(api, director, { name: 'Main Event (deal)', buyIn: 10_000, fee: 900 });
    // Six entries of 40 USD (240 USD): 2 seats (218 USD) and 22 USD to 3rd.
    const id = await createLiveEvent(api, director, {
      name: 'Live satellite (deal)',
      buyIn: 4_000,
      fee: 400,
      startingStack: 5_000,
      lateRegistrationLevels: 0,
      maxReentries: 0,
      maxPlayers: 6,
      satelliteTargetId: target,
    });
    const players = await fundedPlayers(api, 6, 4_400);
    for (const p of players) await post(director, `/tournaments/${id}/players/${p}/register`).expect(201);
    expect((await post(director, `/tournaments/${id}/start`).expect(200)).body).toMatchObject({
      satelliteSeats: 2,
      payouts: { amounts: [10_900, 10_900, 2_200] },
    });
    const tableId = ((await get(floor, `/tournaments/${id}/tables`).expect(200)).body.items[0] as { tableId: string }).tableId;
    for (const p of players.slice(0, 3)) await post(floor, `/tournaments/${id}/floor/busts`, { tableId, players: [{ playerId: p }] }).expect(201);
    // Counted: 14,000, 8,000 and 7,000 — 1,000 of the 30,000 chips still uncounted (in the float): back to the bank with the rest.
    const [a, b, c] = players.slice(3) as [string, string, string];
    const counts = [
      { playerId: a, chips: 7_000 },
      { playerId: b, chips: 14_000 },
      { playerId: c, chips: 8_000 },
    ];
    await post(floor, `/tournaments/${id}/floor/chip-counts`, { counts }).expect(201);

    const deal = (await post(director, `/tournaments/${id}/deals`, { method: 'icm' }).expect(201)).body as {
      id: string;
      players: { playerId: string; seat: boolean; amount: number }[];
    };
    expect(deal.players.map((p) => [p.playerId, p.seat, p.amount]).sort()).toEqual(
      [
        [a, false, 2_200],
        [b, true, 10_900],
        [c, true, 10_900],
      ].sort(),
    );
    await post(director, `/tournaments/${id}/deals/${deal.id}/confirm`).expect(200);

    expect((await get(director, `/tournaments/${id}`).expect(200)).body.status).toBe('finished');
    const inTarget = (await get(director, `/tournaments/${target}/entries`).expect(200)).body.items as Entry[];
    expect(inTarget.map((e) => e.playerId).sort()).toEqual([b, c].sort());
    expect((await get(director, `/tournaments/${target}`).expect(200)).body).toMatchObject({ entries: 2, collected: 20_000 });
    const entries = (await get(director, `/tournaments/${id}/entries`).expect(200)).body.items as Entry[];
    for (const w of [b, c])
      expect(entries.find((e) => e.playerId === w)).toMatchObject({
        status: 'finished',
        place: 1,
        placeTo: 2,
        prize: 10_900,
        wonEntryId: inTarget.find((e) => e.playerId === w)?.id,
      });
    expect(entries.find((e) => e.playerId === a)).toMatchObject({ status: 'finished', place: 3, placeTo: 3, prize: 2_200, wonEntryId: null });
    // Bankrolls: the seats cost nothing; 3rd got the 22 USD remainder; the satellite's pool and chips at zero.
    for (const w of [b, c]) expect(await balance(`kind = 'player-bankroll' AND player_id = $1`, [w])).toBe(0);
    expect(await balance(`kind = 'player-bankroll' AND player_id = $1`, [a])).toBe(2_200);
    expect(await balance(`kind = 'tournament-prize-pool' AND reference = $1`, [`tournament:${id}`])).toBe(0);
    const holding = await sql<{ n: string }>(api.db.databaseUrl, 'SELECT count(*)::text AS n FROM ledger_accounts WHERE unit = $1 AND balance <> 0', [
      `chips:${id}`,
    ]);
    expect(holding[0]?.n).toBe('0');
    expect(await ledgerInvariants(api.db.databaseUrl)).toMatchObject(LEDGER_OK);
  }, 120_000);
});
