/**
 * A live multi-day event over HTTP (docs/tournaments.md "Multi-day events and flights"): two Day 1
 * flights of 8 run by the floor's busts and chip counts — 1A stopping at 50 % of its field, 1B at
 * the end of level 1 — each bagged by the director after the final count; the `if-busted` rule
 * across flights; the event's flights and a flight's report; Day 2 of the 11 survivors with their
 * bags exactly, played by floor busts to a winner: places 1…11 once, prizes = both flights' money.
 */
import request from 'supertest';
import { testRedisUrl, uniqueQueuePrefix } from '../setup/test-redis';
import { ApiTestApp, createKey, startApiTestApp } from '../support/api-test-app';
import { eventually, notYet } from '../support/eventually';
import { LEDGER_OK, ledgerInvariants } from '../support/ledger-invariants';
import { fundedPlayers } from '../support/live-tournament';
import { placeProblemsOf } from '../support/places';

interface Seat {
  seat: number;
  playerId: string;
  stack: number;
}
interface Table {
  tableId: string;
  seats: Seat[];
}
interface Entry {
  id: string;
  playerId: string;
  status: string;
  place: number | null;
  placeTo: number | null;
  prize: number | null;
  baggedChips: number | null;
  fromFlightEntryId: string | null;
}

describe('a live multi-day event with two Day 1 flights over HTTP', () => {
  let api: ApiTestApp;
  let director: string;
  let floor: string;
  const get = (key: string, path: string) => request(api.http).get(path).set('x-api-key', key);
  const post = (key: string, path: string, body: object = {}) => request(api.http).post(path).set('x-api-key', key).send(body);
  const code = (res: request.Response) => (res.body as { error: { code: string } }).error.code;

  beforeAll(async () => {
    api = await startApiTestApp({ config: { redisUrl: testRedisUrl(), jobs: { inProcess: true, prefix: uniqueQueuePrefix('flights') } } });
    director = (await createKey(api, 'director')).key;
    floor = (await post(api.adminKey, '/api-keys', { name: 'floor', role: 'floor' }).expect(201)).body.key as string;
  });
  afterAll(async () => {
    expect(await ledgerInvariants(api.db.databaseUrl)).toMatchObject(LEDGER_OK);
    await api.close();
  });

  const tables = async (id: string): Promise<Table[]> => (await get(floor, `/tournaments/${id}/tables`).expect(200)).body.items as Table[];
  const entries = async (id: string): Promise<Entry[]> => (await get(director, `/tournaments/${id}/entries`).expect(200)).body.items as Entry[];
  const balancingRuns = async (id: string): Promise<number> => (await get(floor, `/tournaments/${id}/floor`).expect(200)).body.balancingRuns as number;
  /** A floor bust, then its balancing run (the last bust of an event has none). */
  async function bust(id: string, tableId: string, players: { playerId: string; startingStack?: number }[]): Promise<void> {
    const before = await balancingRuns(id);
    await post(floor, `/tournaments/${id}/floor/busts`, { tableId, players }).expect(201);
    await eventually(
      async () => {
        const f = (await get(floor, `/tournaments/${id}/floor`).expect(200)).body as { balancingRuns: number; status: string };
        return f.balancingRuns > before || f.status === 'finished' ? f : notYet(f);
      },
      undefined,
      'the balancing run after a bust',
    );
  }

  it('flights stop and bag, the rule across flights holds, Day 2 plays the bags to one winner', async () => {
    const event = (
      await post(director, '/tournaments', {
        name: 'Razz Millions',
        structurePreset: 'standard',
        currency: 'USD',
        buyIn: 10_000,
        fee: 1_000,
        startingStack: 10_000,
        maxPlayers: 100,
        seatsPerTable: 8,
        dealing: 'live',
        handForHandAt: 0,
        format: 'multi-day',
        flightReentry: 'if-busted',
      }).expect(201)
    ).body as { id: string; format: string; flightReentry: string; flight: unknown };
    expect(event).toMatchObject({ format: 'multi-day', flightReentry: 'if-busted', flight: null });
    const id = event.id;
    expect(code(await post(director, `/tournaments/${id}/flights`, { flightName: '1A' }).expect(422))).toBe('TOURNAMENT_SETTINGS_INVALID');
    expect(code(await post(director, `/tournaments/${id}/flights`, { flightName: '1 A', flightStopPercent: 50 }).expect(400))).toBe('VALIDATION_FAILED');
    const a = (await post(director, `/tournaments/${id}/flights`, { flightName: '1A', flightStopPercent: 50 }).expect(201)).body as { id: string };
    const b = (await post(director, `/tournaments/${id}/flights`, { flightName: '1B', flightStopLevel: 1 }).expect(201)).body as { id: string };
    expect((await get(director, `/tournaments/${a.id}`).expect(200)).body).toMatchObject({
      name: 'Razz Millions — Day 1A',
      dealing: 'live',
      buyIn: 10_000,
      flight: { eventId: id, name: '1A', stopPercent: 50, stopLevel: null },
    });
    const players = await fundedPlayers(api, 16);
    expect(code(await post(director, `/tournaments/${id}/players/${players[0]}/register`).expect(409))).toBe('ENTRY_THROUGH_FLIGHTS');

    // 1A: 8 entries, 4 out in one hand — ⌈8 × 50 %⌉ = 4 left: the stop is due; the director bags after the count.
    await post(director, `/tournaments/${a.id}/open-registration`).expect(200);
    for (const p of players.slice(0, 8)) await post(director, `/tournaments/${a.id}/players/${p}/register`).expect(201);
    await post(director, `/tournaments/${a.id}/start`).expect(200);
    expect(code(await post(director, `/tournaments/${a.id}/bag`).expect(409))).toBe('FLIGHT_STOP_NOT_DUE');
    const [tableA] = await tables(a.id);
    const outA = (tableA as Table).seats.slice(0, 4);
    const inA = (tableA as Table).seats.slice(4);
    await bust(
      a.id,
      (tableA as Table).tableId,
      outA.map((s, i) => ({ playerId: s.playerId, startingStack: 10_000 + i })),
    );
    expect(code(await post(director, `/tournaments/${a.id}/bag`).expect(409))).toBe('FLIGHT_COUNT_INCOMPLETE');
    const bagsA = [35_000, 25_000, 12_000, 8_000];
    await post(floor, `/tournaments/${a.id}/floor/chip-counts`, { counts: inA.map((s, i) => ({ playerId: s.playerId, chips: bagsA[i] })) }).expect(201);
    expect((await post(director, `/tournaments/${a.id}/bag`).expect(200)).body.status).toBe('finished');
    const entriesA = await entries(a.id);
    expect(
      entriesA
        .filter((e) => e.status === 'advanced')
        .map((e) => e.baggedChips)
        .sort((x, y) => (y ?? 0) - (x ?? 0)),
    ).toEqual(bagsA);

    // if-busted: a player with a bag is refused by 1B, a busted one enters it.
    await post(director, `/tournaments/${b.id}/open-registration`).expect(200);
    expect(code(await post(director, `/tournaments/${b.id}/players/${inA[0]?.playerId}/register`).expect(409))).toBe('FLIGHT_ALREADY_ADVANCED');
    const entrantsB = [outA[0]?.playerId as string, ...players.slice(8, 15)];
    for (const p of entrantsB) await post(director, `/tournaments/${b.id}/players/${p}/register`).expect(201);
    await post(director, `/tournaments/${b.id}/start`).expect(200);
    const [tableB] = await tables(b.id);
    const seatsB = (tableB as Table).seats;
    await bust(b.id, (tableB as Table).tableId, [{ playerId: (seatsB[0] as Seat).playerId }]);
    expect(code(await post(director, `/tournaments/${b.id}/bag`).expect(409))).toBe('FLIGHT_STOP_NOT_DUE');
    // The end of level 1: 1B's stop.
    await post(director, `/tournaments/${b.id}/clock/level`, { level: 2 }).expect(200);
    const bagsB = [20_000, 15_000, 12_000, 10_000, 9_000, 8_000, 6_000];
    await post(floor, `/tournaments/${b.id}/floor/chip-counts`, { counts: seatsB.slice(1).map((s, i) => ({ playerId: s.playerId, chips: bagsB[i] })) }).expect(
      201,
    );
    expect((await post(director, `/tournaments/${b.id}/bag`).expect(200)).body.status).toBe('finished');

    // The event: its flights, one pool, each flight's report.
    const flights = (await get(floor, `/tournaments/${id}/flights`).expect(200)).body as {
      items: { flight: { flight: { name: string }; status: string; entries: number }; playersLeft: number; survivors: number }[];
    };
    expect(flights.items.map((f) => [f.flight.flight.name, f.flight.status, f.flight.entries, f.playersLeft, f.survivors])).toEqual([
      ['1A', 'finished', 8, 0, 4],
      ['1B', 'finished', 8, 0, 7],
    ]);
    expect((await get(director, `/tournaments/${id}`).expect(200)).body).toMatchObject({ entries: 16, collected: 160_000 });
    const report = (await get(floor, `/tournaments/${a.id}/flight-report`).expect(200)).body as {
      eventId: string;
      bagged: { entry: Entry; carriedToDay2: boolean }[];
      busted: Entry[];
    };
    expect(report.eventId).toBe(id);
    expect(report.bagged.map((x) => x.entry.baggedChips)).toEqual(bagsA);
    expect(report.busted.map((x) => x.playerId).sort()).toEqual(outA.map((s) => s.playerId).sort());
    expect(code(await get(floor, `/tournaments/${id}/flight-report`).expect(409))).toBe('NOT_A_MULTI_DAY_EVENT');

    // Day 2: the 11 bags, each exactly, a fresh draw, from level 2.
    expect((await post(director, `/tournaments/${id}/start`).expect(200)).body.status).toBe('running');
    const day2 = await entries(id);
    expect(day2).toHaveLength(11);
    const bagOf = new Map([...entriesA, ...(await entries(b.id))].filter((e) => e.status === 'advanced').map((e) => [e.id, e]));
    const stacks = new Map((await tables(id)).flatMap((t) => t.seats.map((s) => [s.playerId, s.stack] as const)));
    expect(day2.map((e) => stacks.get(e.playerId))).toEqual(day2.map((e) => bagOf.get(e.fromFlightEntryId as string)?.baggedChips));
    expect([...stacks.values()].reduce((x, y) => x + y, 0)).toBe(160_000);
    expect((await get(director, `/tournaments/${id}/clock`).expect(200)).body.current.level).toBe(2);

    // Day 2 to the end: one player out at a time, at the table with the most players.
    for (let left = 11; left > 1; left--) {
      const room = (await tables(id)).filter((t) => t.seats.length > 0).sort((x, y) => y.seats.length - x.seats.length);
      const table = room[0] as Table;
      const out = table.seats.length > 1 ? table.seats[0] : undefined;
      if (!out) throw new Error('no table with two players');
      await bust(id, table.tableId, [{ playerId: out.playerId }]);
    }
    const results = (await get(director, `/tournaments/${id}/results`).expect(200)).body as { status: string; payouts: { prizePool: number }; places: Entry[] };
    expect(results.status).toBe('finished');
    expect(results.places).toHaveLength(11);
    expect(placeProblemsOf(results.places, 11)).toEqual([]);
    expect(results.payouts.prizePool).toBe(160_000);
    expect(results.places.reduce((sum, e) => sum + (e.prize ?? 0), 0)).toBe(160_000);
  }, 120_000);
});
