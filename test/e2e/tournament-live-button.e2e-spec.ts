/**
 * At a live event with flop games the floor reports where a table's dealer button is
 * (`POST /tournaments/{id}/tables/{tableId}/button`), and balancing then moves the player due the
 * big blind next (the TDA's position rule) instead of the stud rule (docs/tournaments.md "Live
 * tournaments"). The report is refused, changing nothing, at an engine-dealt event, for a seat the
 * table does not have and for a table of another event. Jobs run on BullMQ with the test Redis.
 */
import request from 'supertest';
import { testRedisUrl, uniqueQueuePrefix } from '../setup/test-redis';
import { ApiTestApp, createKey, startApiTestApp } from '../support/api-test-app';
import { eventually, notYet } from '../support/eventually';
import { LEDGER_OK, ledgerInvariants } from '../support/ledger-invariants';
import { createLiveEvent, fundedPlayers } from '../support/live-tournament';

interface Table {
  tableId: string;
  number: number;
  maxSeats: number;
  seats: { seat: number; playerId: string }[];
}
interface Move {
  playerId: string;
  reason: string;
  from: { tableId: string; seat: number };
  to: { tableId: string; seat: number };
}

describe('live tournament: the button the floor reports decides who balancing moves at flop levels', () => {
  let api: ApiTestApp;
  let director: string;
  let floor: string;

  const get = (path: string) => request(api.http).get(path).set('x-api-key', floor);
  const post = (key: string, path: string, body: object = {}) => request(api.http).post(path).set('x-api-key', key).send(body);
  const tables = async (id: string): Promise<Table[]> =>
    ((await get(`/tournaments/${id}/tables`).expect(200)).body.items as Table[]).sort((a, b) => a.number - b.number);

  /** A started event of `n` players at 4-seat tables. */
  async function started(n: number, overrides: object): Promise<string> {
    const id = await createLiveEvent(api, director, { seatsPerTable: 4, lateRegistrationLevels: 0, maxReentries: 0, ...overrides });
    for (const p of await fundedPlayers(api, n)) await post(director, `/tournaments/${id}/players/${p}/register`).expect(201);
    await post(director, `/tournaments/${id}/start`).expect(200);
    return id;
  }

  beforeAll(async () => {
    api = await startApiTestApp({ config: { redisUrl: testRedisUrl(), jobs: { inProcess: true, prefix: uniqueQueuePrefix('live-button') } } });
    director = (await createKey(api, 'director')).key;
    floor = (await createKey(api, 'floor')).key;
  });
  afterAll(async () => {
    expect(await ledgerInvariants(api.db.databaseUrl)).toMatchObject(LEDGER_OK);
    await api.close();
  });

  it.each([1, 2, 3, 4])('H.O.R.S.E. (Hold’em first), the button in seat %i: the player after the big blind moves', async (button) => {
    const id = await started(7, { name: `Live HORSE ${button}`, structurePreset: 'horse' });
    const both = await tables(id);
    const full = both.find((t) => t.seats.length === 4);
    const short = both.find((t) => t.seats.length === 3);
    expect(full?.seats.map((s) => s.seat).sort()).toEqual([1, 2, 3, 4]);

    // Seats 1–4 all taken: the blinds are the next two seats, and the big blind goes next to the seat after them.
    const reported = await post(floor, `/tournaments/${id}/tables/${full?.tableId}/button`, { seat: button }).expect(200);
    expect(reported.body.items).toHaveLength(2);
    const dueBigBlind = ((button + 2) % 4) + 1;
    const mover = full?.seats.find((s) => s.seat === dueBigBlind)?.playerId;

    // One out at the short table leaves 4 and 2: one player moves from the full table.
    await post(floor, `/tournaments/${id}/floor/busts`, { tableId: short?.tableId, players: [{ playerId: short?.seats[0]?.playerId }] }).expect(201);
    const moves = await eventually(async () => {
      const pending = (await get(`/tournaments/${id}/moves?status=pending`).expect(200)).body.items as Move[];
      return pending.length > 0 ? pending : notYet(pending);
    });
    expect(moves).toHaveLength(1);
    expect(moves[0]).toMatchObject({
      reason: 'balance',
      playerId: mover,
      from: { tableId: full?.tableId, seat: dueBigBlind },
      to: { tableId: short?.tableId },
    });
  });

  it('refuses a report that cannot be right, and changes nothing', async () => {
    const live = await started(5, { name: 'Live HORSE refusals', structurePreset: 'horse' });
    const engine = await started(2, { name: 'Engine HORSE', structurePreset: 'horse', dealing: 'engine' });
    const [table] = await tables(live);
    const [engineTable] = await tables(engine);
    const before = await tables(live);

    const refusals: [string, object, number, string | RegExp][] = [
      [`/tournaments/${engine}/tables/${engineTable?.tableId}/button`, { seat: 1 }, 409, 'NOT_A_LIVE_TOURNAMENT'],
      [`/tournaments/${live}/tables/${table?.tableId}/button`, { seat: 5 }, 422, 'SEAT_OUT_OF_RANGE'],
      [`/tournaments/${live}/tables/${table?.tableId}/button`, { seat: 0 }, 400, 'VALIDATION_FAILED'],
      [`/tournaments/${live}/tables/${table?.tableId}/button`, {}, 400, 'VALIDATION_FAILED'],
      [`/tournaments/${live}/tables/${engineTable?.tableId}/button`, { seat: 1 }, 404, /NOT_FOUND|NOT_IN_TOURNAMENT/],
    ];
    for (const [path, body, status, code] of refusals) {
      const res = await post(floor, path, body).expect(status);
      expect(res.body.error.code).toMatch(code);
      expect(res.body.error.message).toEqual(expect.any(String));
    }
    expect(await tables(live)).toEqual(before);
    const cashier = await createKey(api, 'cashier');
    await post(cashier.key, `/tournaments/${live}/tables/${table?.tableId}/button`, { seat: 1 }).expect(403);
  });
});
