/**
 * Every floor input of a live tournament that cannot be right is refused with a clear 4xx and
 * changes nothing (issue "Live tournaments": a player not in the event, already out, a table not
 * in it, a move not pending, places that no longer exist). Each refusal is checked for its status,
 * its code, a message that names the thing or says why, and an unchanged room: the floor overview
 * (players left, chips in play, uncounted chips, pending moves), the floor's inputs, the tables
 * with their seats and stacks, the entries with their statuses, places and prizes, and the move
 * instructions. The ledger balances at the end. Jobs run on BullMQ with the test Redis.
 *
 * The events: the main one (20 players on 8-seat tables, late registration 2 levels, one
 * re-entry); a small one (5 players at one table, no late registration, 3 places paid) where a
 * later bust is paid before an earlier one is undone; an engine-dealt event and a live one not
 * started.
 */
import { randomUUID } from 'node:crypto';
import request from 'supertest';
import { testRedisUrl, uniqueQueuePrefix } from '../setup/test-redis';
import { ApiTestApp, createKey, createPlayer, startApiTestApp } from '../support/api-test-app';
import { eventually, notYet } from '../support/eventually';
import { LEDGER_OK, ledgerInvariants } from '../support/ledger-invariants';
import { createLiveEvent, fundedPlayers as fundedTestPlayers } from '../support/live-tournament';

const SEATS = 8;

interface Seat {
  seat: number;
  playerId: string;
  stack: number;
}
interface Table {
  tableId: string;
  number: number;
  maxSeats: number;
  seats: Seat[];
}
interface Move {
  id: string;
  seq: number;
  playerId: string;
  status: string;
}
interface Floor {
  status: string;
  playersLeft: number;
  chipsInPlay: number;
  uncountedChips: number;
  balancingRuns: number;
  balancingPending: boolean;
  pendingMoves: number;
}
interface Entry {
  id: string;
  playerId: string;
  screenName: string;
  status: string;
  place: number | null;
  placeTo: number | null;
  prize: number | null;
}
interface FloorInputView {
  id: string;
  seq: number;
  kind: string;
  undoneAt: string | null;
}

describe('live tournament: every floor input that cannot be right is refused and changes nothing', () => {
  let api: ApiTestApp;
  let director: string;
  let floor: string;
  let cashier: string;
  let playerKey: string;

  /** The main event: 20 players, late registration 2 levels, maxReentries 1. */
  let main: string;
  let mainPlayers: string[];
  /** A small event: 5 players at one table, no late registration, 3 places paid. */
  let small: string;
  let smallPlayers: string[];
  /** Dealt by the engine (registration open). */
  let engine: string;
  /** Live, registration open, not started. */
  let notStarted: string;
  /** Players of the main event busted (and not back) by the tests, in order. */
  const busted: string[] = [];

  const get = (key: string, path: string) => request(api.http).get(path).set('x-api-key', key);
  const post = (key: string, path: string, body: object = {}) => request(api.http).post(path).set('x-api-key', key).send(body);

  const overview = async (id: string): Promise<Floor> => (await get(floor, `/tournaments/${id}/floor`).expect(200)).body as Floor;
  const tables = async (id: string): Promise<Table[]> => (await get(floor, `/tournaments/${id}/tables`).expect(200)).body.items as Table[];
  const entries = async (id: string): Promise<Entry[]> => (await get(director, `/tournaments/${id}/entries`).expect(200)).body.items as Entry[];
  const inputs = async (id: string): Promise<FloorInputView[]> =>
    (await get(floor, `/tournaments/${id}/floor/inputs`).expect(200)).body.items as FloorInputView[];
  const moves = async (id: string, status = 'pending'): Promise<Move[]> =>
    (await get(floor, `/tournaments/${id}/moves?status=${status}`).expect(200)).body.items as Move[];

  /** Everything a refusal must leave alone. */
  async function snapshot(id: string) {
    const f = await overview(id);
    const room = await tables(id);
    return {
      floor: { status: f.status, playersLeft: f.playersLeft, chipsInPlay: f.chipsInPlay, uncountedChips: f.uncountedChips, pendingMoves: f.pendingMoves },
      inputs: (await inputs(id)).map((i) => ({ id: i.id, seq: i.seq, kind: i.kind, undoneAt: i.undoneAt })),
      tables: room
        .map((t) => ({
          tableId: t.tableId,
          number: t.number,
          seats: [...t.seats].sort((a, b) => a.seat - b.seat).map((s) => ({ seat: s.seat, playerId: s.playerId, stack: s.stack })),
        }))
        .sort((a, b) => a.number - b.number),
      entries: (await entries(id)).map((e) => ({ id: e.id, playerId: e.playerId, status: e.status, place: e.place, placeTo: e.placeTo, prize: e.prize })),
      moves: (await moves(id, 'all')).map((m) => ({ id: m.id, status: m.status })),
    };
  }
  type Snapshot = Awaited<ReturnType<typeof snapshot>>;

  /** The room at rest: no balancing work waiting and two looks in a row alike (nothing still settling from the last input). */
  async function steady(id: string): Promise<Snapshot> {
    return eventually(
      async () => {
        const a = await snapshot(id);
        const pending = (await overview(id)).balancingPending;
        const b = await snapshot(id);
        return !pending && JSON.stringify(a) === JSON.stringify(b) ? b : notYet({ pending, a, b });
      },
      undefined,
      `tournament ${id} at rest`,
    );
  }

  /**
   * Sends a request that must be refused: the status, the code, a message that says each of
   * `mentions`, and the room exactly as it was before.
   */
  async function refused(
    id: string,
    send: () => request.Test,
    status: number,
    code: string,
    mentions: readonly (string | RegExp)[] = [],
  ): Promise<request.Response> {
    const before = await steady(id);
    const res = await send();
    expect({ status: res.status, code: res.body?.error?.code }).toEqual({ status, code });
    const message = res.body.error.message as string;
    expect(message).toEqual(expect.any(String));
    for (const m of mentions) expect(message).toEqual(typeof m === 'string' ? expect.stringContaining(m) : expect.stringMatching(m));
    expect(await snapshot(id)).toEqual(before);
    return res;
  }

  /** After an accepted input: the balancing run it asked for has committed. */
  async function settle(id: string, runsBefore: number): Promise<Floor> {
    return eventually(
      async () => {
        const f = await overview(id);
        return f.balancingRuns > runsBefore || f.status === 'finished' ? f : notYet(f);
      },
      undefined,
      'the balancing run after the floor input',
    );
  }

  /** An accepted floor input (or re-entry), then its balancing run. */
  async function accepted(id: string, send: () => request.Test, status: number): Promise<request.Response> {
    const runs = (await overview(id)).balancingRuns;
    const res = await send();
    expect({ status: res.status, body: res.status === status ? null : res.body }).toEqual({ status, body: null });
    await settle(id, runs);
    return res;
  }

  async function seatOf(id: string, playerId: string): Promise<{ table: Table; seat: Seat }> {
    for (const table of await tables(id)) {
      const seat = table.seats.find((s) => s.playerId === playerId);
      if (seat) return { table, seat };
    }
    throw new Error(`player ${playerId} has no seat in tournament ${id}`);
  }

  /** The lowest free seat of the lowest-numbered table with room. */
  async function freeSeat(id: string): Promise<{ tableId: string; seat: number }> {
    for (const t of [...(await tables(id))].sort((x, y) => x.number - y.number)) {
      for (let seat = 1; seat <= t.maxSeats; seat++) if (!t.seats.some((s) => s.seat === seat)) return { tableId: t.tableId, seat };
    }
    throw new Error(`tournament ${id}: no free seat`);
  }

  const bust = (id: string, tableId: string, players: { playerId: string; startingStack?: number }[]) => () =>
    post(floor, `/tournaments/${id}/floor/busts`, { tableId, players });

  const liveEvent = (overrides: object = {}) => createLiveEvent(api, director, { seatsPerTable: SEATS, name: 'Live Stud', ...overrides });
  const fundedPlayers = (n: number) => fundedTestPlayers(api, n);

  async function started(id: string, players: readonly string[]): Promise<void> {
    for (const p of players) await post(director, `/tournaments/${id}/players/${p}/register`).expect(201);
    expect((await post(director, `/tournaments/${id}/start`).expect(200)).body).toMatchObject({ status: 'running', dealing: 'live' });
    await steady(id);
  }

  beforeAll(async () => {
    api = await startApiTestApp({ config: { redisUrl: testRedisUrl(), jobs: { inProcess: true, prefix: uniqueQueuePrefix('live-refusals') } } });
    director = (await createKey(api, 'director')).key;
    floor = (await post(api.adminKey, '/api-keys', { name: 'floor', role: 'floor' }).expect(201)).body.key as string;
    cashier = (await createKey(api, 'cashier')).key;

    mainPlayers = await fundedPlayers(20);
    playerKey = (await createKey(api, 'player', mainPlayers[0])).key;
    main = await liveEvent();
    await started(main, mainPlayers);
    expect((await tables(main)).map((t) => t.seats.length).sort()).toEqual([6, 7, 7]);

    smallPlayers = await fundedPlayers(5);
    small = await liveEvent({
      name: 'Live Stud small',
      lateRegistrationLevels: 0,
      maxReentries: 0,
      payoutTable: { name: 'top three', bands: [{ minEntries: 3, maxEntries: null, percentages: [50, 30, 20] }] },
    });
    await started(small, smallPlayers);
    expect((await tables(small)).map((t) => t.seats.length)).toEqual([5]);

    engine = await liveEvent({ name: 'Engine Stud', dealing: 'engine', lateRegistrationLevels: 0, maxReentries: 0 });
    for (const p of await fundedPlayers(2)) await post(director, `/tournaments/${engine}/players/${p}/register`).expect(201);
    notStarted = await liveEvent({ name: 'Live Stud later' });
    for (const p of await fundedPlayers(2)) await post(director, `/tournaments/${notStarted}/players/${p}/register`).expect(201);
  });

  afterAll(async () => {
    if (api) {
      expect(await ledgerInvariants(api.db.databaseUrl)).toMatchObject(LEDGER_OK);
      await api.close();
    }
  });

  /** One of each floor input, aimed at `id` (its ids random: the event itself is what is refused). */
  const everyInput = (id: string): [string, () => request.Test][] => [
    ['bust', () => post(floor, `/tournaments/${id}/floor/busts`, { tableId: randomUUID(), players: [{ playerId: randomUUID() }] })],
    ['chip count', () => post(floor, `/tournaments/${id}/floor/chip-counts`, { counts: [{ playerId: randomUUID(), chips: 5_000 }] })],
    ['colour-up', () => post(floor, `/tournaments/${id}/floor/colour-up`, { removedChip: 25, stacks: [{ playerId: randomUUID(), chips: 5_000 }] })],
    ['hand done', () => post(floor, `/tournaments/${id}/floor/hand-done`, { tableId: randomUUID() })],
    ['undo', () => post(floor, `/tournaments/${id}/floor/inputs/${randomUUID()}/undo`)],
  ];

  describe('an event the floor does not report at', () => {
    it('an engine-dealt tournament: every floor input 409 NOT_A_LIVE_TOURNAMENT', async () => {
      for (const [what, send] of everyInput(engine)) {
        const res = await refused(engine, send, 409, 'NOT_A_LIVE_TOURNAMENT', [engine, 'dealt by the engine']);
        expect({ what, code: res.body.error.code }).toEqual({ what, code: 'NOT_A_LIVE_TOURNAMENT' });
      }
    });

    it('a live tournament not started: every floor input 409 TOURNAMENT_STATUS_CONFLICT', async () => {
      for (const [what, send] of everyInput(notStarted)) {
        const res = await refused(notStarted, send, 409, 'TOURNAMENT_STATUS_CONFLICT', [notStarted, 'registering', 'in play']);
        expect({ what, code: res.body.error.code }).toEqual({ what, code: 'TOURNAMENT_STATUS_CONFLICT' });
      }
    });
  });

  describe('busts', () => {
    it('a player not in the event: 404 PLAYER_NOT_IN_TOURNAMENT (a stranger, and a player of another event)', async () => {
      const [table] = await tables(main);
      const stranger = await createPlayer(api);
      await refused(main, bust(main, table!.tableId, [{ playerId: stranger }]), 404, 'PLAYER_NOT_IN_TOURNAMENT', [stranger]);
      const elsewhere = smallPlayers[0] as string;
      await refused(main, bust(main, table!.tableId, [{ playerId: elsewhere }]), 404, 'PLAYER_NOT_IN_TOURNAMENT', [elsewhere]);
      // One of two unknown: the other, who is at the table, stays in.
      const inPlayer = table!.seats[0]!.playerId;
      await refused(
        main,
        bust(main, table!.tableId, [
          { playerId: inPlayer, startingStack: 4_000 },
          { playerId: stranger, startingStack: 3_000 },
        ]),
        404,
        'PLAYER_NOT_IN_TOURNAMENT',
        [stranger],
      );
    });

    it('a table not of this event: 404 TABLE_NOT_IN_TOURNAMENT (a random id, and another event’s table)', async () => {
      const someone = (await tables(main))[0]!.seats[0]!.playerId;
      const random = randomUUID();
      await refused(main, bust(main, random, [{ playerId: someone }]), 404, 'TABLE_NOT_IN_TOURNAMENT', [random]);
      const [otherTable] = await tables(small);
      await refused(main, bust(main, otherTable!.tableId, [{ playerId: someone }]), 404, 'TABLE_NOT_IN_TOURNAMENT', [otherTable!.tableId]);
      // …and the small event itself heard nothing.
      await refused(small, bust(main, otherTable!.tableId, [{ playerId: someone }]), 404, 'TABLE_NOT_IN_TOURNAMENT');
    });

    it('a player at another table than the hand’s: 422 BUSTS_AT_DIFFERENT_TABLES, naming the table they sit at', async () => {
      const [a, b] = await tables(main);
      const away = b!.seats[0]!;
      await refused(main, bust(main, a!.tableId, [{ playerId: away.playerId }]), 422, 'BUSTS_AT_DIFFERENT_TABLES', [away.playerId, `table ${b!.number}`]);
      // Two in one body, one of them at the table and one not: neither is out.
      await refused(
        main,
        bust(main, a!.tableId, [
          { playerId: a!.seats[0]!.playerId, startingStack: 5_000 },
          { playerId: away.playerId, startingStack: 6_000 },
        ]),
        422,
        'BUSTS_AT_DIFFERENT_TABLES',
        [away.playerId, `table ${b!.number}`],
      );
    });

    it('several players out in one hand without their starting stacks: 422 STARTING_STACK_REQUIRED', async () => {
      const [a] = await tables(main);
      const [p, q] = a!.seats;
      await refused(main, bust(main, a!.tableId, [{ playerId: p!.playerId }, { playerId: q!.playerId }]), 422, 'STARTING_STACK_REQUIRED', ['startingStack']);
      await refused(
        main,
        bust(main, a!.tableId, [{ playerId: p!.playerId, startingStack: 3_000 }, { playerId: q!.playerId }]),
        422,
        'STARTING_STACK_REQUIRED',
        ['startingStack'],
      );
    });

    it('everyone left out in one hand: 409 NO_PLAYER_LEFT', async () => {
      const [table] = await tables(small);
      const everyone = table!.seats.map((s, i) => ({ playerId: s.playerId, startingStack: 1_000 * (i + 1) }));
      expect(everyone).toHaveLength(5);
      await refused(small, bust(small, table!.tableId, everyone), 409, 'NO_PLAYER_LEFT', ['only 5 players are left']);
    });

    it('bodies that cannot be read as a bust: 400 VALIDATION_FAILED', async () => {
      const [a] = await tables(main);
      const p = a!.seats[0]!.playerId;
      const q = a!.seats[1]!.playerId;
      const cases: [object, string][] = [
        // The same player twice in one hand.
        [{ tableId: a!.tableId, players: [{ playerId: p }, { playerId: p }] }, 'each player once'],
        [
          {
            tableId: a!.tableId,
            players: [
              { playerId: p, startingStack: 2_000 },
              { playerId: p, startingStack: 3_000 },
            ],
          },
          'each player once',
        ],
        // Starting stacks that are not a positive whole number of chips.
        [{ tableId: a!.tableId, players: [{ playerId: p, startingStack: -1 }] }, 'startingStack must be an integer from 1'],
        [{ tableId: a!.tableId, players: [{ playerId: p, startingStack: 0 }] }, 'startingStack must be an integer from 1'],
        [
          {
            tableId: a!.tableId,
            players: [
              { playerId: p, startingStack: 1_500.5 },
              { playerId: q, startingStack: 2_000 },
            ],
          },
          'startingStack must be an integer from 1',
        ],
        [
          {
            tableId: a!.tableId,
            players: [
              { playerId: p, startingStack: '2000' },
              { playerId: q, startingStack: 2_000 },
            ],
          },
          'startingStack must be an integer from 1',
        ],
        [
          {
            tableId: a!.tableId,
            players: [
              { playerId: p, startingStack: null },
              { playerId: q, startingStack: -2_000 },
            ],
          },
          'startingStack must be an integer from 1',
        ],
        // null is not "left out" (docs/api.md "Null").
        [{ tableId: a!.tableId, players: [{ playerId: p, startingStack: null }] }, 'startingStack'],
        // No players, no table, ids that are not ids.
        [{ tableId: a!.tableId, players: [] }, 'players must name at least one player'],
        [{ tableId: a!.tableId }, 'players must be an array'],
        [{ players: [{ playerId: p }] }, 'tableId must be a UUID'],
        [{ tableId: a!.tableId, players: [{ playerId: 'someone' }] }, 'playerId must be a UUID'],
      ];
      for (const [body, says] of cases) await refused(main, () => post(floor, `/tournaments/${main}/floor/busts`, body), 400, 'VALIDATION_FAILED', [says]);
    });

    it('a player already out: 409 PLAYER_ALREADY_OUT (alone, or with a player still in)', async () => {
      const [a] = await tables(main);
      const out = a!.seats[0]!.playerId;
      await accepted(main, bust(main, a!.tableId, [{ playerId: out }]), 201);
      expect((await entries(main)).find((e) => e.playerId === out)?.status).toBe('busted');
      const now = (await tables(main)).find((t) => t.tableId === a!.tableId) ?? (await tables(main))[0];
      await refused(main, bust(main, now!.tableId, [{ playerId: out }]), 409, 'PLAYER_ALREADY_OUT', [out, 'out']);
      await refused(
        main,
        bust(main, now!.tableId, [
          { playerId: now!.seats[0]!.playerId, startingStack: 8_000 },
          { playerId: out, startingStack: 2_000 },
        ]),
        409,
        'PLAYER_ALREADY_OUT',
        [out],
      );
      busted.push(out);
    });
  });

  describe('roles', () => {
    it('a cashier key and a player key posting a bust: 403 ROLE_FORBIDDEN', async () => {
      const [a] = await tables(main);
      const body = { tableId: a!.tableId, players: [{ playerId: a!.seats[0]!.playerId }] };
      for (const key of [cashier, playerKey]) {
        await refused(main, () => post(key, `/tournaments/${main}/floor/busts`, body), 403, 'ROLE_FORBIDDEN');
        // Nor any other floor input.
        await refused(
          main,
          () => post(key, `/tournaments/${main}/floor/chip-counts`, { counts: [{ playerId: a!.seats[0]!.playerId, chips: 1 }] }),
          403,
          'ROLE_FORBIDDEN',
        );
        await refused(main, () => post(key, `/tournaments/${main}/floor/inputs/${randomUUID()}/undo`), 403, 'ROLE_FORBIDDEN');
        await refused(main, () => post(key, `/tournaments/${main}/moves/${randomUUID()}/done`), 403, 'ROLE_FORBIDDEN');
      }
    });
  });

  describe('undo', () => {
    it('an unknown input: 404 FLOOR_INPUT_NOT_FOUND', async () => {
      const unknown = randomUUID();
      await refused(main, () => post(floor, `/tournaments/${main}/floor/inputs/${unknown}/undo`), 404, 'FLOOR_INPUT_NOT_FOUND', [unknown]);
    });

    it('an input undone already: 409 FLOOR_INPUT_ALREADY_UNDONE', async () => {
      const [a] = await tables(main);
      const who = a!.seats[a!.seats.length - 1]!.playerId;
      const input = (await accepted(main, bust(main, a!.tableId, [{ playerId: who }]), 201)).body as FloorInputView;
      // Undone to a seat named free now (balancing may have filled their own: that case has its own test below).
      const free = await freeSeat(main);
      await accepted(main, () => post(floor, `/tournaments/${main}/floor/inputs/${input.id}/undo`, { seats: [{ playerId: who, ...free }] }), 200);
      expect((await entries(main)).find((e) => e.playerId === who)?.status).toBe('playing');
      for (const body of [{}, { seats: [{ playerId: who, ...(await freeSeat(main)) }] }])
        await refused(main, () => post(floor, `/tournaments/${main}/floor/inputs/${input.id}/undo`, body), 409, 'FLOOR_INPUT_ALREADY_UNDONE', [
          `floor input ${input.seq}`,
          'undone',
        ]);
    });

    it('a bust whose own seat was taken since is NOT refused: its undo seats the player by the late-entry rule (200, not 409 SEAT_TAKEN)', async () => {
      // The refusal is for a seat the floor names; a seat gone under the player is the server's to replace (docs: FloorUndoService).
      const [a, b] = [...(await tables(main))].sort((x, y) => y.seats.length - x.seats.length);
      const who = a!.seats[0]!;
      const input = (await accepted(main, bust(main, a!.tableId, [{ playerId: who.playerId }]), 201)).body as FloorInputView;
      for (const m of await moves(main)) await post(floor, `/tournaments/${main}/moves/${m.id}/done`).expect(200);
      // A player from another table is moved into the seat (if balancing has not filled it already).
      const table = (await tables(main)).find((t) => t.tableId === a!.tableId);
      if (!table?.seats.some((s) => s.seat === who.seat)) {
        const mover = (await tables(main)).find((t) => t.tableId === b!.tableId)!.seats[0]!.playerId;
        const moved = await post(director, `/tournaments/${main}/players/${mover}/move`, { tableId: a!.tableId, seat: who.seat });
        expect({ status: moved.status, body: moved.status === 200 ? null : moved.body }).toEqual({ status: 200, body: null });
        await steady(main);
        for (const m of await moves(main)) await post(floor, `/tournaments/${main}/moves/${m.id}/done`).expect(200);
      }
      expect((await tables(main)).find((t) => t.tableId === a!.tableId)?.seats.some((s) => s.seat === who.seat)).toBe(true);
      await steady(main);
      const runs = (await overview(main)).balancingRuns;
      const undone = await post(floor, `/tournaments/${main}/floor/inputs/${input.id}/undo`);
      expect({ status: undone.status, error: undone.body?.error ?? null }).toEqual({ status: 200, error: null });
      await settle(main, runs);
      expect((await entries(main)).find((e) => e.playerId === who.playerId && e.status === 'playing')).toBeDefined();
      expect((await seatOf(main, who.playerId)).seat.stack).toBe(who.stack);
    });

    it('a bust whose player has re-entered since: 409 BUST_UNDO_REENTERED', async () => {
      const [, b] = await tables(main);
      const who = b!.seats[0]!.playerId;
      const input = (await accepted(main, bust(main, b!.tableId, [{ playerId: who }]), 201)).body as FloorInputView;
      // Late registration: the player buys in again and is seated at once.
      await accepted(main, () => post(director, `/tournaments/${main}/players/${who}/register`), 201);
      expect((await entries(main)).filter((e) => e.playerId === who).map((e) => e.status)).toEqual(['busted', 'playing']);
      await refused(main, () => post(floor, `/tournaments/${main}/floor/inputs/${input.id}/undo`), 409, 'BUST_UNDO_REENTERED', [who, 're-entered']);
    });

    it('a bust undone to a seat that is taken: 409 SEAT_TAKEN; to a table not of the event: 404; to a seat the table lacks: 422', async () => {
      const out = busted[0] as string;
      const input = (await inputs(main)).find((i) => i.kind === 'bust' && i.undoneAt === null && JSON.stringify(i).includes(out));
      expect(input).toBeDefined();
      const undo = (seats: object[]) => () => post(floor, `/tournaments/${main}/floor/inputs/${input!.id}/undo`, { seats });
      const [t] = await tables(main);
      const taken = t!.seats[0]!;
      await refused(main, undo([{ playerId: out, tableId: t!.tableId, seat: taken.seat }]), 409, 'SEAT_TAKEN', [
        `seat ${taken.seat} at table ${t!.number} is taken`,
      ]);
      const nowhere = randomUUID();
      await refused(main, undo([{ playerId: out, tableId: nowhere, seat: 1 }]), 404, 'TABLE_NOT_IN_TOURNAMENT', [nowhere]);
      const [otherTable] = await tables(small);
      await refused(main, undo([{ playerId: out, tableId: otherTable!.tableId, seat: 8 }]), 404, 'TABLE_NOT_IN_TOURNAMENT', [otherTable!.tableId]);
      await refused(main, undo([{ playerId: out, tableId: t!.tableId, seat: SEATS + 1 }]), 422, 'SEAT_OUT_OF_RANGE', [`table ${t!.number}`, `1–${SEATS}`]);
      // A seat that is not a seat at all: the body is refused before anything is looked at.
      await refused(main, undo([{ playerId: out, tableId: t!.tableId, seat: 0 }]), 400, 'VALIDATION_FAILED', ['seat must be an integer from 1']);
    });
  });

  describe('move instructions', () => {
    it('confirming an unknown move: 404 MOVE_NOT_FOUND; confirming a move twice: 409 MOVE_NOT_PENDING', async () => {
      const unknown = randomUUID();
      await refused(main, () => post(floor, `/tournaments/${main}/moves/${unknown}/done`), 404, 'MOVE_NOT_FOUND', [unknown]);

      // Players out at the shortest table until balancing sends someone there.
      for (let i = 0; i < 5 && (await moves(main)).length === 0; i++) {
        const shortest = [...(await tables(main))].sort((x, y) => x.seats.length - y.seats.length)[0] as Table;
        const out = shortest.seats.slice(0, 2);
        await accepted(
          main,
          bust(
            main,
            shortest.tableId,
            out.map((s, k) => ({ playerId: s.playerId, startingStack: 2_000 + k * 1_000 })),
          ),
          201,
        );
        busted.push(...out.map((s) => s.playerId));
      }
      const [move] = await moves(main);
      expect(move).toBeDefined();
      expect((await post(floor, `/tournaments/${main}/moves/${move!.id}/done`).expect(200)).body.status).toBe('done');
      await refused(main, () => post(floor, `/tournaments/${main}/moves/${move!.id}/done`), 409, 'MOVE_NOT_PENDING', [`move instruction ${move!.seq}`, 'done']);
      // Another event's move is not this event's.
      await refused(small, () => post(floor, `/tournaments/${small}/moves/${move!.id}/done`), 404, 'MOVE_NOT_FOUND', [move!.id]);
      // The rest are carried out, so later snapshots start from a room with nothing pending.
      for (const m of await moves(main)) await post(floor, `/tournaments/${main}/moves/${m.id}/done`).expect(200);
    });
  });

  describe('chip counts', () => {
    it('a count that is not a positive number of chips: 400 VALIDATION_FAILED', async () => {
      const p = (await tables(main))[0]!.seats[0]!.playerId;
      for (const chips of [0, -100, 1.5, '100', null])
        await refused(main, () => post(floor, `/tournaments/${main}/floor/chip-counts`, { counts: [{ playerId: p, chips }] }), 400, 'VALIDATION_FAILED', [
          'chips must be an integer from 1',
        ]);
      await refused(main, () => post(floor, `/tournaments/${main}/floor/chip-counts`, { counts: [] }), 400, 'VALIDATION_FAILED', [
        'counts must name at least one player',
      ]);
      await refused(
        main,
        () =>
          post(floor, `/tournaments/${main}/floor/chip-counts`, {
            counts: [
              { playerId: p, chips: 100 },
              { playerId: p, chips: 200 },
            ],
          }),
        400,
        'VALIDATION_FAILED',
        ['counts must name each player once'],
      );
    });

    it('a player out, or not in the event: 409 PLAYER_ALREADY_OUT / 404 PLAYER_NOT_IN_TOURNAMENT, and the other counts in the body are not applied', async () => {
      const seated = (await tables(main))[0]!.seats[0]!;
      const out = busted[0] as string;
      const stranger = randomUUID();
      const counts = (other: string) => () =>
        post(floor, `/tournaments/${main}/floor/chip-counts`, {
          counts: [
            { playerId: seated.playerId, chips: seated.stack + 1_234 },
            { playerId: other, chips: 5_000 },
          ],
        });
      await refused(main, counts(out), 409, 'PLAYER_ALREADY_OUT', [out]);
      await refused(main, counts(stranger), 404, 'PLAYER_NOT_IN_TOURNAMENT', [stranger]);
    });

    it('undoing a count whose stack has changed since (a later count of the player): 409 FLOOR_INPUT_SUPERSEDED', async () => {
      const seated = (await tables(main))[1]!.seats[0]!;
      const count = (chips: number) => () => post(floor, `/tournaments/${main}/floor/chip-counts`, { counts: [{ playerId: seated.playerId, chips }] });
      const first = (await accepted(main, count(seated.stack - 1_000), 201)).body as FloorInputView;
      await accepted(main, count(seated.stack - 2_000), 201);
      expect((await seatOf(main, seated.playerId)).seat.stack).toBe(seated.stack - 2_000);
      await refused(main, () => post(floor, `/tournaments/${main}/floor/inputs/${first.id}/undo`), 409, 'FLOOR_INPUT_SUPERSEDED', [
        seated.playerId,
        `input ${first.seq}`,
      ]);
    });
  });

  describe('hand-for-hand and the chip race', () => {
    it('a hand done outside hand-for-hand: 409 NOT_HAND_FOR_HAND', async () => {
      const [t] = await tables(main);
      await refused(main, () => post(floor, `/tournaments/${main}/floor/hand-done`, { tableId: t!.tableId }), 409, 'NOT_HAND_FOR_HAND', [
        'not playing hand-for-hand',
      ]);
    });

    it('a chip race while not on a break: 409 NOT_ON_BREAK', async () => {
      const stacks = (await tables(main)).flatMap((t) => t.seats.map((s) => ({ playerId: s.playerId, chips: Math.max(100, Math.round(s.stack / 100) * 100) })));
      await refused(main, () => post(floor, `/tournaments/${main}/floor/colour-up`, { removedChip: 25, stacks }), 409, 'NOT_ON_BREAK', ['running', 'break']);
    });

    it('a chip race at a break that leaves a player out: 422 COLOUR_UP_INCOMPLETE, naming them', async () => {
      await post(director, `/tournaments/${main}/clock/break`).expect(200);
      await eventually(async () => {
        const f = await overview(main);
        return f.status === 'on-break' ? f : notYet(f.status);
      });
      const seated = (await tables(main)).flatMap((t) => t.seats);
      const [missing, ...rest] = seated;
      const stacks = rest.map((s) => ({ playerId: s.playerId, chips: Math.max(100, Math.round(s.stack / 100) * 100) }));
      await refused(main, () => post(floor, `/tournaments/${main}/floor/colour-up`, { removedChip: 25, stacks }), 422, 'COLOUR_UP_INCOMPLETE', [
        '1 missing',
        missing!.playerId,
      ]);
      // Naming a player out as well does not make up for the one missing.
      await refused(
        main,
        () => post(floor, `/tournaments/${main}/floor/colour-up`, { removedChip: 25, stacks: [...stacks, { playerId: busted[0] as string, chips: 100 }] }),
        422,
        'COLOUR_UP_INCOMPLETE',
        [missing!.playerId],
      );
      // Still no hand-for-hand at a break.
      const someTable = seated.length > 0 ? (await tables(main))[0]!.tableId : randomUUID();
      await refused(main, () => post(floor, `/tournaments/${main}/floor/hand-done`, { tableId: someTable }), 409, 'NOT_HAND_FOR_HAND');
    });
  });

  describe('places that no longer exist', () => {
    it('undoing a bust after a later bust was paid a prize: 409 BUST_UNDO_PRIZES_PAID', async () => {
      // 5 entries, 3 places paid, the pool final from the start (no late registration): 5th and 4th
      // are out of the money, 3rd is paid at once. Two players are left, so the event is still in play.
      const inputsBy: FloorInputView[] = [];
      for (let i = 0; i < 3; i++) {
        const [table] = await tables(small);
        const who = table!.seats[0]!.playerId;
        inputsBy.push((await accepted(small, bust(small, table!.tableId, [{ playerId: who }]), 201)).body as FloorInputView);
      }
      const all = await entries(small);
      const out = all.filter((e) => e.status === 'busted').sort((a, b) => (b.place ?? 0) - (a.place ?? 0));
      expect(out.map((e) => ({ place: e.place, paid: (e.prize ?? 0) > 0 }))).toEqual([
        { place: 5, paid: false },
        { place: 4, paid: false },
        { place: 3, paid: true },
      ]);
      const third = out[2] as Entry;
      expect((await overview(small)).status).toBe('running');

      // The 5th place's bust: undoing it would move the paid 3rd place down to 4th.
      await refused(small, () => post(floor, `/tournaments/${small}/floor/inputs/${inputsBy[0]!.id}/undo`), 409, 'BUST_UNDO_PRIZES_PAID', [
        third.screenName,
        'place 3',
      ]);
      await refused(small, () => post(floor, `/tournaments/${small}/floor/inputs/${inputsBy[1]!.id}/undo`), 409, 'BUST_UNDO_PRIZES_PAID', [third.screenName]);
      // Another event's input is not the main event's to undo.
      await refused(main, () => post(floor, `/tournaments/${main}/floor/inputs/${inputsBy[0]!.id}/undo`), 404, 'FLOOR_INPUT_NOT_FOUND', [inputsBy[0]!.id]);
      // The paid bust itself.
      await refused(small, () => post(floor, `/tournaments/${small}/floor/inputs/${inputsBy[2]!.id}/undo`), 409, 'BUST_UNDO_PRIZES_PAID', [
        third.screenName,
        'place 3',
      ]);

      // The two left cannot both be out in one hand either.
      const [table] = await tables(small);
      expect(table!.seats).toHaveLength(2);
      await refused(
        small,
        bust(
          small,
          table!.tableId,
          table!.seats.map((s, i) => ({ playerId: s.playerId, startingStack: 1_000 + i })),
        ),
        409,
        'NO_PLAYER_LEFT',
        ['only 2 players are left'],
      );
    });
  });
});
