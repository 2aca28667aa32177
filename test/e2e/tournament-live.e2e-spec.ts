/**
 * A live Razz event over HTTP from registration to a winner with only the floor's inputs (issue
 * "Live tournaments"): 60 players and re-entries on 8-seat tables, busts in random order and
 * several in one hand, an undo of a mistaken bust (at once, and after a later bust, which moves
 * that bust's place), chip counts and a chip race at a break, hand-for-hand at the bubble with every
 * table reporting its hand done, the final-table redraw, then to one player left. After every
 * input the balancing run it caused is waited for and its move instructions are checked (the
 * tables within one player, as few tables as the players need) and confirmed by the floor. At the
 * end: places 1…N once each (shared where the rule says), prizes equal to the pool, no chip left in
 * play, the ledger balanced, and a WebSocket follower heard every bust, move and table break in
 * order and nothing of another tournament. Jobs run on BullMQ with the test Redis.
 */
import request from 'supertest';
import { testRedisUrl, uniqueQueuePrefix } from '../setup/test-redis';
import { ApiTestApp, createKey, startApiTestApp } from '../support/api-test-app';
import { eventually, notYet } from '../support/eventually';
import { LEDGER_OK, ledgerInvariants } from '../support/ledger-invariants';
import { createLiveEvent, fundedPlayers as fundedTestPlayers } from '../support/live-tournament';
import { LiveSocket, openLive } from '../support/live-socket';
import { placeProblemsOf } from '../support/places';

const SEATS = 8;
const PLAYERS = 60;

interface Seat {
  seat: number;
  playerId: string;
  stack: number;
}
interface Table {
  tableId: string;
  number: number;
  seats: Seat[];
}
interface Move {
  id: string;
  reason: string;
  playerId: string;
  from: { tableId: string; table: number; seat: number };
  to: { tableId: string; table: number; seat: number };
  status: string;
  text: string;
}
interface Floor {
  status: string;
  playersLeft: number;
  chipsInPlay: number;
  uncountedChips: number;
  balancingRuns: number;
  pendingMoves: number;
  handForHand: { on: boolean; round: number; open: boolean; tablesDone: number[] };
  tables: { tableId: string; number: number; players: number }[];
}
interface Entry {
  id: string;
  playerId: string;
  entryNo: number;
  status: string;
  place: number | null;
  placeTo: number | null;
  prize: number | null;
}

/** A small deterministic generator, so a failing run can be replayed from its seed. */
function rngFrom(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

describe('a live Razz event run by the floor over HTTP', () => {
  let api: ApiTestApp;
  let director: string;
  let floor: string;
  let url: string;
  const seed = Number(process.env.LIVE_EVENT_SEED ?? Date.now() % 1_000_000);
  const random = rngFrom(seed);
  const pick = <T>(xs: readonly T[]): T => xs[Math.floor(random() * xs.length)] as T;

  const get = (key: string, path: string) => request(api.http).get(path).set('x-api-key', key);
  const post = (key: string, path: string, body: object = {}) => request(api.http).post(path).set('x-api-key', key).send(body);

  beforeAll(async () => {
    api = await startApiTestApp({ config: { redisUrl: testRedisUrl(), jobs: { inProcess: true, prefix: uniqueQueuePrefix('live-event') } } });
    director = (await createKey(api, 'director')).key;
    floor = (await post(api.adminKey, '/api-keys', { name: 'floor', role: 'floor' }).expect(201)).body.key as string;
    await api.app.listen(0, '127.0.0.1');
    url = (await api.app.getUrl()).replace('[::1]', '127.0.0.1');
  });
  afterAll(async () => {
    expect(await ledgerInvariants(api.db.databaseUrl)).toMatchObject(LEDGER_OK);
    await api.close();
  });

  const liveEvent = (overrides: object = {}) => createLiveEvent(api, director, { seatsPerTable: SEATS, ...overrides });
  const fundedPlayers = (n: number) => fundedTestPlayers(api, n);

  it('runs from registration to a winner with only floor inputs', async () => {
    const id = await liveEvent();
    const other = await liveEvent({ name: 'Another event', dealing: 'engine', lateRegistrationLevels: 0, maxReentries: 0 });
    const follower: LiveSocket = await openLive(url, director);
    follower.send({ type: 'subscribe-tournament', tournamentId: id });
    await follower.waitFor((m) => m.type === 'tournament');

    const players = await fundedPlayers(PLAYERS);
    for (const p of players) await post(director, `/tournaments/${id}/players/${p}/register`).expect(201);
    const started = (await post(director, `/tournaments/${id}/start`).expect(200)).body;
    expect(started).toMatchObject({ status: 'running', dealing: 'live' });

    const tables = async (): Promise<Table[]> => (await get(floor, `/tournaments/${id}/tables`).expect(200)).body.items as Table[];
    const overview = async (): Promise<Floor> => (await get(floor, `/tournaments/${id}/floor`).expect(200)).body as Floor;
    const entries = async (): Promise<Entry[]> => (await get(director, `/tournaments/${id}/entries`).expect(200)).body.items as Entry[];
    expect((await tables()).map((t) => t.seats.length).sort()).toEqual([7, 7, 7, 7, 8, 8, 8, 8]);

    const stats = { busts: 0, inputs: 0, moves: 0, breaks: new Set<number>(), finalTable: 0, handForHandRounds: 0, reentries: 0, shared: 0 };

    /** After an input: its balancing run has committed; its instructions keep the room balanced; the floor carries them out. */
    async function settle(runsBefore: number): Promise<Floor> {
      const after = await eventually(
        async () => {
          const f = await overview();
          // The last bust ends the event: no run follows it.
          return f.balancingRuns > runsBefore || f.status === 'finished' ? f : notYet(f);
        },
        undefined,
        'the balancing run after the floor input',
      );
      if (after.status === 'finished') return after;
      const room = await tables();
      const counts = room.map((t) => t.seats.length);
      expect(Math.max(...counts) - Math.min(...counts)).toBeLessThanOrEqual(1);
      expect(room).toHaveLength(Math.ceil(after.playersLeft / SEATS));
      const pending = (await get(floor, `/tournaments/${id}/moves`).expect(200)).body.items as Move[];
      for (const m of pending) {
        // The instruction agrees with the seats: the player is already where it sends them.
        const to = room.find((t) => t.tableId === m.to.tableId);
        expect(to?.seats.find((s) => s.seat === m.to.seat)?.playerId).toBe(m.playerId);
        expect(m.text).toContain(`to table ${m.to.table} seat ${m.to.seat}`);
        if (m.reason === 'final-table') stats.finalTable++;
        stats.moves++;
      }
      for (const m of [...pending].sort(() => random() - 0.5)) {
        expect((await post(floor, `/tournaments/${id}/moves/${m.id}/done`).expect(200)).body.status).toBe('done');
      }
      return after;
    }

    /** `count` players out in one hand at a random table (never the last player of the event). */
    async function bustSome(count: number, opts: { equalStacks?: boolean } = {}): Promise<{ inputId: string; busted: Seat[]; table: Table }> {
      const f = await overview();
      const room = (await tables()).filter((t) => t.seats.length > 1);
      const table = pick(room);
      const n = Math.min(count, table.seats.length - 1, f.playersLeft - 1);
      const busted = [...table.seats].sort(() => random() - 0.5).slice(0, n);
      const stacks = busted.map(() => (opts.equalStacks ? 5_000 : 1_000 + Math.floor(random() * 20) * 500));
      const body = { tableId: table.tableId, players: busted.map((s, i) => ({ playerId: s.playerId, ...(n > 1 ? { startingStack: stacks[i] } : {}) })) };
      const res = await post(floor, `/tournaments/${id}/floor/busts`, body).expect(201);
      stats.busts += n;
      stats.inputs++;
      await settle(f.balancingRuns);
      return { inputId: res.body.id as string, busted, table };
    }

    // Late registration: busts, several in one hand, and re-entries (seated by the desk at once).
    const reentered = new Set<string>();
    for (let i = 0; i < 16; i++) {
      const { busted } = await bustSome(random() < 0.25 ? 2 : 1);
      for (const s of busted) {
        // One re-entry each (maxReentries 1).
        if (random() < 0.6 && !reentered.has(s.playerId)) {
          reentered.add(s.playerId);
          const runs = (await overview()).balancingRuns;
          await post(director, `/tournaments/${id}/players/${s.playerId}/register`).expect(201);
          stats.reentries++;
          await settle(runs);
        }
      }
    }

    // A mistaken bust, undone at once: the player is back in the same seat with the same chips.
    {
      const before = await tables();
      const { inputId, busted, table } = await bustSome(1);
      const runs = (await overview()).balancingRuns;
      const undone = await post(floor, `/tournaments/${id}/floor/inputs/${inputId}/undo`);
      expect(undone.body.error).toBeUndefined();
      expect(undone.status).toBe(200);
      expect(undone.body.undoneAt).not.toBeNull();
      await settle(runs);
      const back = (await tables()).flatMap((t) => t.seats.map((s) => ({ ...s, tableId: t.tableId }))).find((s) => s.playerId === busted[0]?.playerId);
      const was = before.find((t) => t.tableId === table.tableId)?.seats.find((s) => s.playerId === busted[0]?.playerId);
      expect(back?.stack).toBe(was?.stack);
      expect((await entries()).find((e) => e.playerId === busted[0]?.playerId && e.status === 'playing')).toBeDefined();
      expect((await post(floor, `/tournaments/${id}/floor/inputs/${inputId}/undo`).expect(409)).body.error.code).toBe('FLOOR_INPUT_ALREADY_UNDONE');
    }

    // Late registration ends with level 2: the field is final and busts take places.
    await post(director, `/tournaments/${id}/clock/level`, { level: 3 }).expect(200);
    const entered = (await entries()).length;
    expect(entered).toBe(PLAYERS + stats.reentries);

    // An undo after a later bust: the later player's place moves down by one.
    {
      const first = await bustSome(1);
      const second = await bustSome(1);
      // The player's last entry: one who re-entered during late registration has an earlier entry busted too.
      const placeOf = async (playerId: string) =>
        (await entries()).filter((e) => e.playerId === playerId && e.status === 'busted').sort((a, b) => b.entryNo - a.entryNo)[0]?.place;
      const secondPlace = await placeOf(second.busted[0]?.playerId as string);
      expect(secondPlace).toEqual(expect.any(Number));
      const runs = (await overview()).balancingRuns;
      // Back in their own seat, or — when balancing has filled it or broken the table since — one drawn by the late-entry rule.
      const undone = await post(floor, `/tournaments/${id}/floor/inputs/${first.inputId}/undo`);
      expect(undone.body.error).toBeUndefined();
      await settle(runs);
      expect(await placeOf(second.busted[0]?.playerId as string)).toBe((secondPlace as number) + 1);
    }

    // Down to about 40, then the break: chip counts, and a chip race that takes the 25s out of play.
    while ((await overview()).playersLeft > 40) await bustSome(random() < 0.2 ? 2 : 1, { equalStacks: random() < 0.3 });
    await post(director, `/tournaments/${id}/clock/break`).expect(200);
    expect((await overview()).status).toBe('on-break');
    {
      const f = await overview();
      const seated = (await tables()).flatMap((t) => t.seats);
      // Counts that share the chips in play out at random (what the players hold between them).
      const weights = seated.map(() => 1 + random());
      const total = weights.reduce((a, b) => a + b, 0);
      const counts = seated.map((s, i) => ({ playerId: s.playerId, chips: Math.max(25, Math.round(((weights[i] as number) / total) * f.chipsInPlay)) }));
      const runs = f.balancingRuns;
      await post(floor, `/tournaments/${id}/floor/chip-counts`, { counts }).expect(201);
      await settle(runs);
      const room = await tables();
      for (const c of counts) expect(room.flatMap((t) => t.seats).find((s) => s.playerId === c.playerId)?.stack).toBe(c.chips);
      // The race: every stack to a multiple of 100.
      const raced = counts.map((c) => ({ playerId: c.playerId, chips: Math.max(100, Math.round(c.chips / 100) * 100) }));
      const runs2 = (await overview()).balancingRuns;
      await post(floor, `/tournaments/${id}/floor/colour-up`, { removedChip: 25, stacks: raced }).expect(201);
      const afterRace = await settle(runs2);
      expect(afterRace.uncountedChips).toBe(0);
      expect(afterRace.chipsInPlay).toBe(raced.reduce((a, r) => a + r.chips, 0));
    }
    await post(director, `/tournaments/${id}/clock/level`, { level: 5 }).expect(200);
    expect((await overview()).status).toBe('running');

    // To the bubble: hand-for-hand, each table reporting its hand done; the busts of a round share.
    while (!(await overview()).handForHand.on) await bustSome(1);
    while ((await overview()).handForHand.on) {
      const f = await eventually(async () => {
        const o = await overview();
        return !o.handForHand.on || o.handForHand.open ? o : notYet(o.handForHand);
      });
      if (!f.handForHand.on) break;
      const round = f.handForHand.round;
      stats.handForHandRounds++;
      const room = await tables();
      const bustTable = random() < 0.6 ? pick(room.filter((t) => t.seats.length > 1)) : null;
      if (bustTable) {
        const s = pick(bustTable.seats);
        await post(floor, `/tournaments/${id}/floor/busts`, { tableId: bustTable.tableId, players: [{ playerId: s.playerId }] }).expect(201);
        stats.busts++;
        stats.inputs++;
      }
      for (const t of room) {
        const runs = (await overview()).balancingRuns;
        await post(floor, `/tournaments/${id}/floor/hand-done`, { tableId: t.tableId }).expect(201);
        if (t === room[room.length - 1]) await settle(runs);
      }
      // The table that reported cannot report twice; the round moves on once all have.
      await eventually(async () => {
        const o = await overview();
        return !o.handForHand.on || o.handForHand.round > round ? o : notYet(o.handForHand);
      });
    }

    // To the final table (everyone redrawn: instructions with reason final-table) and the winner.
    while ((await overview()).status !== 'finished') await bustSome(random() < 0.15 ? 2 : 1);
    expect(stats.finalTable).toBeGreaterThan(0);

    // Places 1…N once each (shared where the rule says), prizes equal to the pool, no chips in play.
    const all = await entries();
    expect(all).toHaveLength(entered);
    expect(placeProblemsOf(all, entered)).toEqual([]);
    const t = (await get(director, `/tournaments/${id}`).expect(200)).body as { payouts: { prizePool: number }; status: string };
    expect(t.status).toBe('finished');
    expect(all.reduce((sum, e) => sum + (e.prize ?? 0), 0)).toBe(t.payouts.prizePool);
    const end = await overview();
    expect(end).toMatchObject({ chipsInPlay: 0, uncountedChips: 0, pendingMoves: 0 });

    // The follower heard it all, in order; nothing of the other event.
    await post(director, `/tournaments/${other}/cancel`).expect(200);
    await follower.waitFor((m) => m.type === 'tournament-update' && (m as unknown as { event: { type: string } }).event.type === 'finished');
    const updates = follower.messages.filter((m) => m.type === 'tournament-update') as unknown as {
      tournamentId: string;
      event: { type: string; instruction?: Move; tables?: number[] };
    }[];
    expect(updates.every((u) => u.tournamentId === id)).toBe(true);
    const kinds = updates.map((u) => u.event.type);
    expect(kinds.filter((k) => k === 'bust').length).toBe(stats.inputs);
    const entryEvents = updates.filter((u) => u.event.type === 'entry').map((u) => (u.event as unknown as { action: string }).action);
    expect(entryEvents.filter((a) => a === 'registered')).toHaveLength(PLAYERS);
    expect(entryEvents.filter((a) => a === 're-entered')).toHaveLength(stats.reentries);
    expect(kinds).toContain('table-broken');
    expect(kinds).toContain('final-table');
    expect(kinds).toContain('hand-for-hand');
    expect(kinds).toContain('clock');
    expect(kinds[kinds.length - 1]).toBe('finished');
    const given = updates.filter((u) => u.event.type === 'move').map((u) => u.event.instruction?.id);
    const done = updates.filter((u) => u.event.type === 'move-done').map((u) => u.event.instruction?.id);
    expect(new Set(done)).toEqual(new Set(given));
    for (const moveId of done) expect(kinds.indexOf('move-done', given.indexOf(moveId))).toBeGreaterThan(-1);
    for (const [i, u] of updates.entries()) {
      if (u.event.type !== 'move-done') continue;
      const givenAt = updates.findIndex((v) => v.event.type === 'move' && v.event.instruction?.id === u.event.instruction?.id);
      expect(givenAt).toBeGreaterThan(-1);
      expect(givenAt).toBeLessThan(i);
    }
    await follower.close();
    console.log(
      `live event (seed ${seed}): ${entered} entries (${stats.reentries} re-entries), ${stats.busts} busts in ${stats.inputs} inputs, ` +
        `${stats.moves} move instructions, ${stats.handForHandRounds} hand-for-hand rounds`,
    );
    // ~65 inputs each waited for through BullMQ: ~40 s on a quiet machine, several times that on a
    // busy CI runner; the limit only stops a hung run.
  }, 600_000);
});
