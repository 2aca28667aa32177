/**
 * A live progressive-knockout event over HTTP, run by the floor to a winner (docs/tournaments.md
 * "Bounties and progressive knockouts"): busts name their eliminators — one shared by two after a
 * split pot — refusals that change nothing, an undo that takes a shared knockout's bounties back
 * exactly, the bounty leaderboard, and the money: prizes equal to the prize part of the buy-ins,
 * bounty cash equal to the bounty part, each bankroll exact, the bounty pool empty, the ledger balanced.
 */
import request from 'supertest';
import { testRedisUrl, uniqueQueuePrefix } from '../setup/test-redis';
import { ApiTestApp, createKey, startApiTestApp } from '../support/api-test-app';
import { LEDGER_OK, ledgerInvariants, sql } from '../support/ledger-invariants';
import { createLiveEvent, fundedPlayers } from '../support/live-tournament';

const BUY_IN = 2_500;
const BOUNTY = 2_500;
const FEE = 500;
const FUNDS = 100_000;

interface Entry {
  id: string;
  playerId: string;
  status: string;
  place: number | null;
  prize: number | null;
  bounty: number;
  bountyWon: number;
}

describe('a live PKO run by the floor over HTTP', () => {
  let api: ApiTestApp;
  let director: string;
  let floor: string;

  const get = (key: string, path: string) => request(api.http).get(path).set('x-api-key', key);
  const post = (key: string, path: string, body: object = {}) => request(api.http).post(path).set('x-api-key', key).send(body);

  beforeAll(async () => {
    api = await startApiTestApp({ config: { redisUrl: testRedisUrl(), jobs: { inProcess: true, prefix: uniqueQueuePrefix('pko-live') } } });
    director = (await createKey(api, 'director')).key;
    floor = (await post(api.adminKey, '/api-keys', { name: 'floor', role: 'floor' }).expect(201)).body.key as string;
  });
  afterAll(async () => {
    await api.close();
  });

  const bankroll = async (playerId: string) =>
    Number(
      (
        await sql<{ balance: string }>(api.db.databaseUrl, `SELECT balance::text FROM ledger_accounts WHERE kind = 'player-bankroll' AND player_id = $1`, [
          playerId,
        ])
      )[0]?.balance ?? 0,
    );

  it('pays every bounty once to the players the floor names, takes an undone one back, and ends with the pools empty', async () => {
    const id = await createLiveEvent(api, director, {
      name: 'Live PKO',
      buyIn: BUY_IN,
      fee: FEE,
      bounty: { kind: 'progressive', amount: BOUNTY },
      lateRegistrationLevels: 0,
      maxReentries: 0,
      maxPlayers: 9,
    });
    const [a, b, c, d, e] = (await fundedPlayers(api, 5, FUNDS)) as [string, string, string, string, string];
    for (const p of [a, b, c, d, e]) {
      const entry = (await post(director, `/tournaments/${id}/players/${p}/register`).expect(201)).body;
      expect(entry).toMatchObject({ bounty: BOUNTY, bountyWon: 0 });
    }
    expect((await get(director, `/tournaments/${id}`).expect(200)).body).toMatchObject({ bountyKind: 'progressive', bounty: BOUNTY, collected: 5 * BUY_IN });
    await post(director, `/tournaments/${id}/start`).expect(200);
    const tableId = ((await get(floor, `/tournaments/${id}/tables`).expect(200)).body.items[0] as { tableId: string }).tableId;
    const bust = (playerId: string, eliminatedBy?: object[]) =>
      post(floor, `/tournaments/${id}/floor/busts`, { tableId, players: [{ playerId, ...(eliminatedBy ? { eliminatedBy } : {}) }] });
    const entries = async () => (await get(director, `/tournaments/${id}/entries`).expect(200)).body.items as Entry[];
    const of = async (playerId: string) => (await entries()).find((x) => x.playerId === playerId) as Entry;
    const leaderboard = async () => (await get(floor, `/tournaments/${id}/bounties`).expect(200)).body;

    // Refusals change nothing.
    expect((await bust(e).expect(422)).body.error.code).toBe('BOUNTY_ELIMINATOR_REQUIRED');
    expect((await bust(e, [{ playerId: e }]).expect(422)).body.error.code).toBe('BOUNTY_ELIMINATOR_INVALID');
    const [outsider] = await fundedPlayers(api, 1, FUNDS);
    expect((await bust(e, [{ playerId: outsider as string }]).expect(422)).body.error.code).toBe('BOUNTY_ELIMINATOR_INVALID');
    expect((await entries()).map((x) => [x.status, x.bounty])).toEqual(Array.from({ length: 5 }, () => ['playing', BOUNTY]));
    expect((await leaderboard()).pool).toBe(5 * BOUNTY);

    // E out to A: half of 25.00 in cash, half onto A's head.
    await bust(e, [{ playerId: a }]).expect(201);
    expect(await of(a)).toMatchObject({ bounty: 3_750, bountyWon: 1_250 });
    expect(await bankroll(a)).toBe(FUNDS - BUY_IN - BOUNTY - FEE + 1_250);

    // D out in a pot B and C split: a quarter of D's bounty to each in cash, a quarter onto each head.
    const shared = (await bust(d, [{ playerId: b }, { playerId: c }]).expect(201)).body;
    expect(shared.applied.bounties).toEqual([
      expect.objectContaining({ toEntryId: (await of(b)).id, paid: '625', added: '625', share: '1/2' }),
      expect.objectContaining({ toEntryId: (await of(c)).id, paid: '625', added: '625', share: '1/2' }),
    ]);
    expect([await of(b), await of(c)].map((x) => [x.bounty, x.bountyWon])).toEqual([
      [3_125, 625],
      [3_125, 625],
    ]);
    // A mistake: undone, every cent and the bounties back where they were.
    await post(floor, `/tournaments/${id}/floor/inputs/${shared.id}/undo`, {}).expect(200);
    expect([await of(b), await of(c), await of(d)].map((x) => [x.status, x.bounty, x.bountyWon])).toEqual([
      ['playing', 2_500, 0],
      ['playing', 2_500, 0],
      ['playing', 2_500, 0],
    ]);
    expect([await bankroll(b), await bankroll(c)]).toEqual([FUNDS - BUY_IN - BOUNTY - FEE, FUNDS - BUY_IN - BOUNTY - FEE]);
    expect((await leaderboard()).awards).toHaveLength(1);

    // D was B's alone; then A busts C and B (B's bounty grown to 37.50: 18.75 cash, 18.75 onto A's).
    await bust(d, [{ playerId: b }]).expect(201);
    await bust(c, [{ playerId: a }]).expect(201);
    const last = (await bust(b, [{ playerId: a, share: 1 }]).expect(201)).body;
    expect(last.applied.bounties).toEqual([expect.objectContaining({ paid: '1875', added: '1875', share: '1/1' })]);
    expect((await get(director, `/tournaments/${id}`).expect(200)).body.status).toBe('finished');

    // A won E, C and B, and keeps their own bounty (25.00 + 12.50 + 12.50 + 18.75 = 68.75) at the end.
    const board = await leaderboard();
    expect(board).toMatchObject({ bountyKind: 'progressive', bounty: BOUNTY, pool: 0 });
    expect(
      board.standings.map((s: { playerId: string; knockouts: number; bountyWon: number; bounty: number }) => [s.playerId, s.knockouts, s.bountyWon, s.bounty]),
    ).toEqual([
      [a, 3, 1_250 + 1_250 + 1_875 + 6_875, 0],
      [b, 1, 1_250, 0],
      [c, 0, 0, 0],
      [d, 0, 0, 0],
      [e, 0, 0, 0],
    ]);
    expect(board.awards.map((x: { fromEntryId: string; toEntryId: string; paid: number; added: number }) => [x.paid, x.added])).toEqual([
      [1_250, 1_250],
      [1_250, 1_250],
      [1_250, 1_250],
      [1_875, 1_875],
      [6_875, 0],
    ]);

    // The money: prizes = the prize part, bounty cash = the bounty part, every bankroll exact.
    const all = await entries();
    expect(all.reduce((s, x) => s + (x.prize ?? 0), 0)).toBe(5 * BUY_IN);
    expect(all.reduce((s, x) => s + x.bountyWon, 0)).toBe(5 * BOUNTY);
    for (const x of all) expect(await bankroll(x.playerId)).toBe(FUNDS - BUY_IN - BOUNTY - FEE + (x.prize ?? 0) + x.bountyWon);
    const pools = await sql<{ reference: string; balance: string }>(
      api.db.databaseUrl,
      `SELECT reference, balance::text FROM ledger_accounts WHERE kind = 'tournament-prize-pool' AND reference LIKE $1`,
      [`tournament:${id}%`],
    );
    expect(pools.map((p) => p.balance)).toEqual(['0', '0']);
    expect(await ledgerInvariants(api.db.databaseUrl)).toMatchObject(LEDGER_OK);
  });
});
