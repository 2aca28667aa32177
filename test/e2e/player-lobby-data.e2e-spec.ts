/**
 * What the player's lobby and table read (docs/cash-games.md "The player's lobby", docs/tables.md):
 * a game's open tables with their names, the seat numbers nobody sits in and how many are held
 * for called players — never for whom; a player's own waitlist entries (another player's refused);
 * at a Razz table, the seat that owed the bring-in in the hand's view, read again after a reload,
 * and the result's shown hands described as their live `show` events were.
 */
import request from 'supertest';
import { scriptDeck } from '../../libs/razz-engine/test/helpers/scripted-hand';
import { ApiTestApp, createKey, createPlayer, deposit, startApiTestApp } from '../support/api-test-app';
import { createCashGame, openCashTable, openSession } from '../support/cash';
import { checkOrCall, playHand } from '../support/hand-driver';
import { sql } from '../support/ledger-invariants';
import { createCashTable, fundedPlayer, queueDecks, seatTogether, TestPlayer, viewTable, waitForHand } from '../support/tables';

interface TableSummary {
  tableId: string;
  name: string;
  maxSeats: number;
  seated: number;
  status: string;
  openSeats: number[];
  heldSeats: number;
}

describe("the player's lobby data", () => {
  let api: ApiTestApp;
  let floor: string;

  beforeAll(async () => {
    api = await startApiTestApp();
    floor = (await createKey(api, 'floor')).key;
  });
  afterAll(() => api.close());

  /** A player with a bankroll and their own key. */
  const player = async (name: string) => {
    const id = await createPlayer(api, `${name}-${Math.random().toString(36).slice(2, 8)}`);
    await deposit(api, id, 10_000);
    return { id, key: (await createKey(api, 'player', id)).key };
  };
  const gameAs = async (key: string, gameId: string) =>
    (await request(api.http).get(`/cash-games/${gameId}`).set('x-api-key', key).expect(200)).body as { tables: TableSummary[]; waitlistLength: number };

  it("names each open table and gives its open seat numbers and held count, not the called player's identity", async () => {
    const game = await createCashGame(api.http, api.adminKey, { maxSeats: 3 });
    const tableId = await openCashTable(api.http, floor, game.id, 'Table Rose');
    const [seated, called, other] = [await player('seated'), await player('called'), await player('other')];
    await openSession(api.http, seated.key, { tableId, seat: 2, buyIn: 1000, source: 'bankroll' }).expect(201);

    expect(await gameAs(other.key, game.id)).toMatchObject({
      tables: [{ tableId, name: 'Table Rose', status: 'open', maxSeats: 3, seated: 1, openSeats: [1, 3], heldSeats: 0 }],
      waitlistLength: 0,
    });

    await request(api.http).post(`/cash-games/${game.id}/waitlist`).set('x-api-key', floor).send({ playerId: called.id }).expect(201);
    await request(api.http).post(`/cash-games/${game.id}/waitlist`).set('x-api-key', floor).send({ playerId: other.id }).expect(201);
    await request(api.http).post(`/cash-games/${game.id}/waitlist/call`).set('x-api-key', floor).send({ tableId, playerId: called.id }).expect(200);

    const res = await request(api.http).get(`/cash-games/${game.id}`).set('x-api-key', other.key).expect(200);
    expect(res.body.tables).toEqual([{ tableId, name: 'Table Rose', status: 'open', maxSeats: 3, seated: 1, openSeats: [1, 3], heldSeats: 1 }]);
    expect(res.body.waitlistLength).toBe(2);
    const screenName = (await request(api.http).get(`/players/${called.id}`).set('x-api-key', floor).expect(200)).body.screenName as string;
    expect(JSON.stringify(res.body)).not.toContain(called.id);
    expect(JSON.stringify(res.body)).not.toContain(screenName);

    // Two open, one held: a player not called still finds one; once one is taken the last is the called player's.
    await openSession(api.http, other.key, { tableId, seat: 1, buyIn: 1000, source: 'bankroll' }).expect(201);
    expect((await gameAs(other.key, game.id)).tables[0]).toMatchObject({ seated: 2, openSeats: [3], heldSeats: 1 });
    const late = await player('late');
    const refused = await openSession(api.http, late.key, { tableId, seat: 3, buyIn: 1000, source: 'bankroll' }).expect(409);
    expect(refused.body.error.code).toBe('SEAT_HELD');
    await openSession(api.http, called.key, { tableId, seat: 3, buyIn: 1000, source: 'bankroll' }).expect(201);
    expect((await gameAs(late.key, game.id)).tables[0]).toMatchObject({ seated: 3, openSeats: [], heldSeats: 0 });
  });

  it("lists a player's own waitlist entries with the game's name, the place or the table called to; another player's is refused", async () => {
    const first = await createCashGame(api.http, api.adminKey, { name: 'Razz 5/10 first' });
    const second = await createCashGame(api.http, api.adminKey, { name: 'Razz 5/10 second' });
    const tableId = await openCashTable(api.http, floor, second.id, 'Table Iris');
    await openCashTable(api.http, floor, first.id);
    const [me, ahead, stranger] = [await player('me'), await player('ahead'), await player('stranger')];
    const join = (gameId: string, key: string) => request(api.http).post(`/cash-games/${gameId}/waitlist`).set('x-api-key', key).send({}).expect(201);
    await join(first.id, ahead.key);
    await join(first.id, me.key);
    await join(second.id, me.key);
    await join(second.id, stranger.key);
    await request(api.http).post(`/cash-games/${second.id}/waitlist/call`).set('x-api-key', floor).send({ tableId, playerId: me.id }).expect(200);

    const mine = await request(api.http).get(`/players/${me.id}/waitlist-entries`).set('x-api-key', me.key).expect(200);
    expect(mine.body.items).toEqual([
      {
        id: expect.any(String),
        gameId: first.id,
        gameName: 'Razz 5/10 first',
        status: 'waiting',
        position: 2,
        estimatedWaitMinutes: expect.any(Number),
        joinedAt: expect.any(String),
        calledTableId: null,
        calledTableName: null,
        holdUntil: null,
      },
      {
        id: expect.any(String),
        gameId: second.id,
        gameName: 'Razz 5/10 second',
        status: 'called',
        position: null,
        estimatedWaitMinutes: null,
        joinedAt: expect.any(String),
        calledTableId: tableId,
        calledTableName: 'Table Iris',
        holdUntil: expect.any(String),
      },
    ]);
    expect(Date.parse(mine.body.items[1].holdUntil as string)).toBeGreaterThan(Date.now());
    // Only the player's own: the stranger waiting on the second list is not in it.
    expect(JSON.stringify(mine.body)).not.toContain(stranger.id);

    const refused = await request(api.http).get(`/players/${me.id}/waitlist-entries`).set('x-api-key', stranger.key).expect(403);
    expect(refused.body.error.code).toBe('PLAYER_SCOPE_FORBIDDEN');
    const byFloor = await request(api.http).get(`/players/${me.id}/waitlist-entries`).set('x-api-key', floor).expect(200);
    expect(byFloor.body).toEqual(mine.body);

    // Off a list, the entry is gone; seated from a call, it is gone too.
    await request(api.http).post(`/cash-games/${first.id}/waitlist/${me.id}/remove`).set('x-api-key', me.key).expect(204);
    await openSession(api.http, me.key, { tableId, seat: 1, buyIn: 1000, source: 'bankroll' }).expect(201);
    expect((await request(api.http).get(`/players/${me.id}/waitlist-entries`).set('x-api-key', me.key).expect(200)).body).toEqual({ items: [] });
    const unknown = await request(api.http).get('/players/00000000-0000-4000-8000-000000000000/waitlist-entries').set('x-api-key', floor).expect(404);
    expect(unknown.body.error.code).toBe('PLAYER_NOT_FOUND');
  });
});

describe("the player's table data: a Razz hand from a scripted deck", () => {
  let api: ApiTestApp;
  let floor: string;
  let players: TestPlayer[];

  beforeAll(async () => {
    api = await startApiTestApp({ config: { testDeckInjection: true } });
    floor = (await createKey(api, 'floor')).key;
    players = [await fundedPlayer(api.http, api.adminKey, 10_000), await fundedPlayer(api.http, api.adminKey, 10_000)];
  });
  afterAll(() => api.close());

  it('names the bring-in seat in every view of the hand, from the deal to the result, and describes the shown hands in the result', async () => {
    const table = await createCashTable(api.http, api.adminKey, { handPauseMs: 3_000 });
    // Seat 2's door card Ks is the highest: seat 2 owes the bring-in.
    const deck = scriptDeck({ stacks: { 1: 2000, 2: 2000 }, dealerSeat: 2, cards: { 1: 'Ac 2c 3d 4d 5h 6h 7c', 2: 'Kc Kd Ks Qs Js Ts 9s' }, streets: [] });
    await queueDecks(api.http, api.adminKey, table.id, [deck.join(' ')]);
    const bySeat = new Map<number, TestPlayer>([
      [1, players[0] as TestPlayer],
      [2, players[1] as TestPlayer],
    ]);
    await seatTogether(api.http, table.id, bySeat, 2000);
    const dealt = await waitForHand(api.http, floor, table.id, 1);
    expect(dealt.hand?.view).toMatchObject({ street: 'third', toAct: 2, bringIn: 2 });
    expect((await viewTable(api.http, (players[0] as TestPlayer).key, table.id)).hand?.view).toMatchObject({ bringIn: 2 });

    const { view } = await playHand(api.http, api.adminKey, table.id, bySeat, 1, checkOrCall);
    expect(view.hand?.view.over).toBe(true);
    const after = await viewTable(api.http, (players[0] as TestPlayer).key, table.id);
    expect(after.hand?.view).toMatchObject({ street: 'seventh', bringIn: 2 });

    // The result's shown hands carry the words of their show events.
    const shows = await sql<{ seat: number; description: string }>(
      api.db.databaseUrl,
      `SELECT (payload->>'seat')::int AS seat, payload->>'description' AS description FROM hand_events WHERE hand_id = $1 AND payload->>'type' = 'show' ORDER BY seq`,
      [after.hand?.id],
    );
    expect(shows.length).toBeGreaterThan(0);
    const result = (after.hand?.view as unknown as { result: { endedBy: string; showdown: { seat: number; shown: boolean; description?: string }[] } }).result;
    expect(result.endedBy).toBe('showdown');
    expect(result.showdown.filter((e) => e.shown).map((e) => ({ seat: e.seat, description: e.description }))).toEqual(shows);
    // Razz words name the five low cards (`K-4-3-2-A`); a mucked hand gets none.
    for (const show of shows) expect(show.description).toMatch(/^[2-9TJQKA](-[2-9TJQKA]){4}$/);
    for (const entry of result.showdown.filter((e) => !e.shown)) expect(entry.description).toBeUndefined();
  });
});
