import { randomUUID } from 'node:crypto';
import { PRESETS, startHand } from '@app/razz-engine';
import { PersistenceFixture, startPersistence } from '../../../../test/support/persistence-module';
import { eventually, notYet, WAIT_MS } from '../../../../test/support/eventually';
import { sql } from '../../../../test/support/ledger-invariants';
import { UniqueViolationError } from '../common/unique-violation.error';
import { LedgerAccountRepository } from '../ledger/ledger-account.repository';
import { PlayerRepository } from '../players/player.repository';
import { UnitOfWork } from '../unit-of-work';
import { HandRepository, StaleHandSnapshotError } from './hand.repository';
import type { NewTable } from './table';
import { TableSeatRepository } from './table-seat.repository';
import { TableRepository } from './table.repository';

const STAKES = { ante: 1, bringIn: 2, smallBet: 5, bigBet: 10 };

function newTable(overrides: Partial<NewTable> = {}): NewTable {
  return {
    name: `T ${randomUUID().slice(0, 6)}`,
    kind: 'cash',
    preset: 'razz',
    rules: PRESETS.razz,
    stakes: STAKES,
    schedule: null,
    maxSeats: 8,
    unit: 'USD',
    minBuyIn: 100n,
    maxBuyIn: 1000n,
    actionTimeoutMs: 30_000,
    handPauseMs: 3_000,
    maxTimeouts: 2,
    dealSittingOut: false,
    tournamentId: null,
    createdByKeyId: null,
    dealing: 'engine',
    cashGameId: null,
    ...overrides,
  };
}

function dealt() {
  const r = startHand({
    rules: PRESETS.razz,
    stakes: STAKES,
    seats: [
      { seat: 1, stack: 100 },
      { seat: 2, stack: 100 },
    ],
    deck: '2c 3d 4h 5s Kh 7c',
  });
  if (!r.ok) throw new Error(r.error.message);
  return r;
}

describe('table, seat and hand repositories', () => {
  let fx: PersistenceFixture;
  let uow: UnitOfWork;
  let tables: TableRepository;
  let seats: TableSeatRepository;
  let hands: HandRepository;
  let playerId: string;
  let accountId: string;

  beforeAll(async () => {
    fx = await startPersistence();
    uow = fx.moduleRef.get(UnitOfWork);
    tables = fx.moduleRef.get(TableRepository);
    seats = fx.moduleRef.get(TableSeatRepository);
    hands = fx.moduleRef.get(HandRepository);
    playerId = (await fx.moduleRef.get(PlayerRepository).create({ screenName: 'Seated' })).id;
    accountId = (await fx.moduleRef.get(LedgerAccountRepository).ensure({ kind: 'seat-stack', unit: 'USD', playerId, reference: 'table:x' })).id;
  });
  afterAll(() => fx.close());

  it('creates a table and reads it back the same through the lock query and Prisma', async () => {
    const created = await tables.create(newTable());
    expect(created).toMatchObject({
      status: 'open',
      handsStarted: 0,
      seatingVersion: 0,
      lastHandId: null,
      rules: PRESETS.razz,
      stakes: STAKES,
      minBuyIn: 100n,
    });
    const locked = await uow.run(() => tables.lockById(created.id));
    expect(locked).toEqual(created);
    await expect(tables.findById(created.id)).resolves.toEqual(created);
    await expect(uow.run(() => tables.lockById(randomUUID()))).resolves.toBeNull();
  });

  it("keeps a rotation table's schedule and its place in the rotation, read back the same both ways", async () => {
    const studStakes = { ante: 2, bringIn: 3, smallBet: 10, bigBet: 20 };
    const schedule = {
      mix: 'Triple Stud',
      rotation: { kind: 'every-n-hands' as const, hands: 4 },
      games: [
        { preset: 'razz', game: 'razz', rules: PRESETS.razz, stakes: STAKES },
        { preset: 'stud', game: 'stud', rules: PRESETS.stud, stakes: studStakes },
      ],
    };
    const created = await tables.create(newTable({ schedule }));
    expect(created).toMatchObject({ schedule, rotationTurn: null });
    const moved = await tables.update(created.id, { handsStarted: 5, rotationTurn: { index: 1, handsDealt: 1, length: 4 } });
    expect(moved).toMatchObject({ handsStarted: 5, rotationTurn: { index: 1, handsDealt: 1, length: 4 } });
    await expect(uow.run(() => tables.lockById(created.id))).resolves.toEqual(moved);
    await expect(tables.findById(created.id)).resolves.toEqual(moved);
    // Changes without the place leave it alone.
    expect(await tables.update(created.id, { handsStarted: 6 })).toMatchObject({ rotationTurn: { index: 1, handsDealt: 1, length: 4 } });
  });

  it('holds the row lock until the unit of work ends: a second locker waits', async () => {
    const table = await tables.create(newTable());
    const order: string[] = [];
    let release!: () => void;
    const held = new Promise<void>((r) => (release = r));
    const first = uow.run(async () => {
      await tables.lockById(table.id);
      order.push('first locked');
      await held;
      await tables.update(table.id, { handsStarted: 1 });
      order.push('first done');
    });
    await eventually(() => order.length > 0 || notYet(order), WAIT_MS, 'the first unit of work to take the lock');
    const second = uow.run(async () => {
      const seen = await tables.lockById(table.id);
      order.push(`second locked, saw ${seen?.handsStarted}`);
    });
    // Not a pause that hopes the second has reached the lock by then: Postgres shows it waiting.
    const lockWaits = () =>
      sql<{ n: number }>(fx.db.databaseUrl, `SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = current_database() AND wait_event_type = 'Lock'`);
    await eventually(
      async () => ((await lockWaits())[0]?.n === 1 ? true : notYet({ order, lockWaits: await lockWaits() })),
      WAIT_MS,
      'the second unit of work to wait for the row lock',
    );
    expect(order).toEqual(['first locked']);
    release();
    await Promise.all([first, second]);
    expect(order).toEqual(['first locked', 'first done', 'second locked, saw 1']);
  });

  it('lists newest first, with a keyset position that neither skips nor repeats', async () => {
    const kind = 'tournament' as const;
    const made = [];
    for (let i = 0; i < 5; i++) made.push(await tables.create(newTable({ kind, tournamentId: 'abc', unit: 'chips:abc', minBuyIn: null, maxBuyIn: null })));
    const first = await tables.list({ kind, limit: 3 });
    const second = await tables.list({ kind, limit: 3, before: first.next ?? undefined });
    expect([...first.items, ...second.items].map((t) => t.id)).toEqual(made.reverse().map((t) => t.id));
    expect(second.next).toBeNull();
  });

  it('seats a player with the screen name and stack balance joined in, and refuses a taken seat or a second seat', async () => {
    const table = await tables.create(newTable());
    await seats.insert({ tableId: table.id, seat: 3, playerId, seatingId: randomUUID(), stackAccountId: accountId, sittingOut: false });
    expect(await seats.listForTable(table.id)).toEqual([
      expect.objectContaining({
        seat: 3,
        playerId,
        screenName: 'Seated',
        stackAccountId: accountId,
        stack: 0n,
        sittingOut: false,
        leaving: false,
        consecutiveTimeouts: 0,
      }),
    ]);
    const other = (await fx.moduleRef.get(PlayerRepository).create({ screenName: 'Other' })).id;
    await expect(
      seats.insert({ tableId: table.id, seat: 3, playerId: other, seatingId: randomUUID(), stackAccountId: accountId, sittingOut: false }),
    ).rejects.toEqual(new UniqueViolationError('table-seat', 'seat'));
    await expect(seats.insert({ tableId: table.id, seat: 4, playerId, seatingId: randomUUID(), stackAccountId: accountId, sittingOut: false })).rejects.toEqual(
      new UniqueViolationError('table-seat', 'playerId'),
    );
    await seats.update(table.id, 3, { sittingOut: true, consecutiveTimeouts: 2 });
    expect((await seats.listForTable(table.id))[0]).toMatchObject({ sittingOut: true, consecutiveTimeouts: 2 });
    await seats.remove(table.id, 3);
    expect(await seats.listForTable(table.id)).toEqual([]);
  });

  it('records a step in one statement (events, snapshot over the expected version, action key), refuses a stale one whole, and freezes a finished hand', async () => {
    const table = await tables.create(newTable());
    await seats.insert({ tableId: table.id, seat: 1, playerId, seatingId: randomUUID(), stackAccountId: accountId, sittingOut: false });
    const r = dealt();
    const hand = await hands.create({ tableId: table.id, number: 1, version: r.state.version, state: r.state, seats: [], deadlineAt: null });
    const logged = r.events.map((event) => ({ version: r.state.version, event }));
    const key = { tableId: table.id, key: 'k-1', handId: hand.id, seat: 1, fingerprint: 'fp', version: 2 };
    const deadlineAt = new Date(Date.now() + 5_000);
    await uow.run(() =>
      hands.recordStep({
        tableId: table.id,
        handId: hand.id,
        expectedVersion: 1,
        fromSeq: 0,
        events: logged,
        snapshot: { version: 2, state: r.state, eventCount: logged.length, deadlineAt },
        actionKey: key,
      }),
    );

    const turn = await uow.run(() => hands.loadTurn(table.id, hand.id, 'k-1'));
    expect(turn.hand).toMatchObject({ id: hand.id, version: 2, eventCount: logged.length, status: 'running', state: r.state, deadlineAt });
    expect(turn.seats).toEqual([
      expect.objectContaining({ seat: 1, playerId, screenName: 'Seated', stack: 0n, stackAccountId: accountId, seatedAt: expect.any(Date) }),
    ]);
    expect(turn.actionKey).toEqual(key);
    expect(await uow.run(() => hands.loadTurn(table.id, null, 'other'))).toMatchObject({ hand: null, actionKey: null, seats: [expect.anything()] });
    // The payloads are stored as the engine wrote them: same text, same key order.
    const stored = await sql<{ text: string }>(fx.db.databaseUrl, `SELECT payload::text AS text FROM hand_events WHERE hand_id = $1 ORDER BY seq`, [hand.id]);
    expect(stored.map((row) => row.text)).toEqual(r.events.map((e) => JSON.stringify(e)));

    // Stale: nothing of the statement stays (its events included), and the unit of work fails.
    const stale = uow.run(() =>
      hands.recordStep({
        tableId: table.id,
        handId: hand.id,
        expectedVersion: 1,
        fromSeq: logged.length,
        events: logged,
        snapshot: { version: 3, state: r.state, eventCount: 99, deadlineAt: null },
        actionKey: null,
      }),
    );
    await expect(stale).rejects.toBeInstanceOf(StaleHandSnapshotError);
    expect(await hands.listEvents(hand.id)).toHaveLength(logged.length);
    // The same positions twice: the primary key refuses the second writer.
    await expect(
      uow.run(() =>
        hands.recordStep({
          tableId: table.id,
          handId: hand.id,
          expectedVersion: 2,
          fromSeq: 0,
          events: logged,
          snapshot: { version: 3, state: r.state, eventCount: 1, deadlineAt: null },
          actionKey: null,
        }),
      ),
    ).rejects.toThrow();
    // The same action key twice: refused too.
    await expect(
      uow.run(() =>
        hands.recordStep({
          tableId: table.id,
          handId: hand.id,
          expectedVersion: 2,
          fromSeq: logged.length,
          events: [],
          snapshot: { version: 3, state: r.state, eventCount: logged.length, deadlineAt: null },
          actionKey: key,
        }),
      ),
    ).rejects.toThrow();

    const result = { endedBy: 'fold' as const, pots: [], rake: 0, showdown: [], stacks: [] };
    const endedAt = new Date();
    await uow.run(() =>
      hands.recordStep({
        tableId: table.id,
        handId: hand.id,
        expectedVersion: 2,
        fromSeq: logged.length,
        events: [],
        snapshot: { version: 3, state: r.state, eventCount: logged.length, deadlineAt: null, finished: { result, history: { h: 1 }, endedAt } },
        actionKey: null,
      }),
    );
    await expect(hands.findById(hand.id)).resolves.toMatchObject({ status: 'finished', version: 3, result, endedAt });
    await expect(hands.findHistory(hand.id)).resolves.toEqual({ h: 1 });
    await expect(sql(fx.db.databaseUrl, `UPDATE hands SET version = 100 WHERE id = $1`, [hand.id])).rejects.toThrow(/is finished and cannot change/);
    await expect(sql(fx.db.databaseUrl, `UPDATE hand_events SET version = 100 WHERE hand_id = $1`, [hand.id])).rejects.toThrow(
      /hand_events is append-only: UPDATE/,
    );
    await expect(sql(fx.db.databaseUrl, `DELETE FROM hand_events WHERE hand_id = $1`, [hand.id])).rejects.toThrow(/append-only: DELETE/);
    await expect(sql(fx.db.databaseUrl, `DELETE FROM hands WHERE id = $1`, [hand.id])).rejects.toThrow(/never deleted/);
  });

  it("reads a turn with its log when asked: the hand's events in order and the link to the table's last stored history, as read apart", async () => {
    const table = await tables.create(newTable());
    const r = dealt();
    const logged = r.events.map((event) => ({ version: r.state.version, event }));
    const play = async (number: number, finished?: { history: unknown }) => {
      const hand = await hands.create({ tableId: table.id, number, version: r.state.version, state: r.state, seats: [], deadlineAt: null });
      const result = { endedBy: 'fold' as const, pots: [], rake: 0, showdown: [], stacks: [] };
      await uow.run(() =>
        hands.recordStep({
          tableId: table.id,
          handId: hand.id,
          expectedVersion: r.state.version,
          fromSeq: 0,
          events: logged,
          snapshot: {
            version: r.state.version + 1,
            state: r.state,
            eventCount: logged.length,
            deadlineAt: null,
            ...(finished ? { finished: { result, history: finished.history, endedAt: new Date() } } : {}),
          },
          actionKey: null,
        }),
      );
      return hand;
    };
    const first = await play(1);
    const firstTurn = await uow.run(() => hands.loadTurn(table.id, first.id, null, { withLog: true }));
    expect(firstTurn.log).toEqual({ events: await hands.listEvents(first.id), previousHistoryHash: null });
    expect(firstTurn.log?.events.map((e) => e.event)).toEqual(r.events);

    await play(2, { history: { chain: { hash: 'link-of-hand-2' } } });
    const third = await play(3);
    const turn = await uow.run(() => hands.loadTurn(table.id, third.id, null, { withLog: true }));
    expect(turn.log).toEqual({ events: await hands.listEvents(third.id), previousHistoryHash: 'link-of-hand-2' });
    expect(await hands.previousHistoryHash(table.id, 3)).toBe('link-of-hand-2');
    // Not asked for, not read; no hand, no log.
    expect((await uow.run(() => hands.loadTurn(table.id, third.id, null))).log).toBeUndefined();
    expect((await uow.run(() => hands.loadTurn(table.id, null, null, { withLog: true }))).log).toBeUndefined();
  });

  it('writes optimistically only while neither the hand nor the table row moved, and every seat change moves the table row', async () => {
    const table = await tables.create(newTable());
    const r = dealt();
    const hand = await hands.create({ tableId: table.id, number: 1, version: 1, state: r.state, seats: [], deadlineAt: null });
    await tables.update(table.id, { lastHandId: hand.id });
    const peek = await hands.peekTurn(table.id, null);
    expect(peek.table).toMatchObject({ id: table.id, seatingVersion: 0, lastHandId: hand.id });
    expect(peek.hand).toMatchObject({ id: hand.id, version: 1, state: r.state, startedAt: expect.any(Date) });
    expect(peek.tableStamp).toEqual(expect.any(String));
    const stampNow = async () => (await hands.peekTurn(table.id, null)).tableStamp as string;
    const step = (version: number, fromSeq: number, key: string | null = null) => ({
      tableId: table.id,
      handId: hand.id,
      expectedVersion: version,
      fromSeq,
      events: [{ version: version + 1, event: r.events[0]! }],
      snapshot: { version: version + 1, state: r.state, eventCount: fromSeq + 1, deadlineAt: null },
      actionKey: key === null ? null : { tableId: table.id, key, handId: hand.id, seat: 2, fingerprint: 'f', version: version + 1 },
    });

    // A seat change (any insert, update or delete) moves the seating version, by trigger, and so the table row's stamp.
    await seats.insert({ tableId: table.id, seat: 2, playerId, seatingId: randomUUID(), stackAccountId: accountId, sittingOut: false });
    await seats.update(table.id, 2, { leaving: true });
    expect((await tables.findById(table.id))?.seatingVersion).toBe(2);
    // Touching a seat (a stack changed in the ledger) moves them as well, and changes nothing on the seat.
    const touchedBefore = await stampNow();
    await seats.touch(table.id, 2);
    expect((await tables.findById(table.id))?.seatingVersion).toBe(3);
    expect(await stampNow()).not.toBe(touchedBefore);
    expect((await seats.listForTable(table.id)).find((s) => s.seat === 2)).toMatchObject({ leaving: true, consecutiveTimeouts: 0 });
    await expect(seats.touch(table.id, 9)).rejects.toThrow(/has no seat 9/);
    const afterSeats = await stampNow();
    expect(afterSeats).not.toBe(peek.tableStamp);
    // Computed before those seat changes: refused, nothing written.
    await expect(hands.recordStepIfCurrent(step(1, 0), peek.tableStamp as string)).resolves.toBe(false);
    expect(await hands.listEvents(hand.id)).toEqual([]);
    // A change to any of the table's own columns moves the stamp too: a step computed before it is refused.
    await sql(fx.db.databaseUrl, `UPDATE tables SET action_timeout_ms = 45000 WHERE id = $1`, [table.id]);
    const afterSettings = await stampNow();
    expect(afterSettings).not.toBe(afterSeats);
    await expect(hands.recordStepIfCurrent(step(1, 0), afterSeats)).resolves.toBe(false);
    expect(await hands.listEvents(hand.id)).toEqual([]);
    // Locking the row (as the locked path and this write do) leaves the stamp as it is.
    await sql(fx.db.databaseUrl, `BEGIN; SELECT 1 FROM tables WHERE id = '${table.id}' FOR UPDATE; COMMIT`);
    expect(await stampNow()).toBe(afterSettings);
    // Computed from the current state: written, with its key, and the stamp stays (the write changes the hand, not the table).
    await expect(hands.recordStepIfCurrent(step(1, 0, 'k-1'), afterSettings)).resolves.toBe(true);
    expect(await stampNow()).toBe(afterSettings);
    // The same again (the hand moved on to version 2): refused.
    await expect(hands.recordStepIfCurrent(step(1, 0), afterSettings)).resolves.toBe(false);
    // A step at the current version whose Idempotency-Key is taken: refused as a whole (a retry), not an error.
    await expect(hands.recordStepIfCurrent(step(2, 1, 'k-1'), afterSettings)).resolves.toBe(false);
    expect(await hands.listEvents(hand.id)).toHaveLength(1);
    await expect(hands.findById(hand.id)).resolves.toMatchObject({ version: 2 });
    await seats.remove(table.id, 2);
    expect((await hands.peekTurn(table.id, null)).table?.seatingVersion).toBe(4);
  });
});

describe('the hand-written table rules', () => {
  let fx: PersistenceFixture;
  beforeAll(async () => (fx = await startPersistence()));
  afterAll(() => fx.close());

  it('are all present after migrating', async () => {
    const owned = `('tables', 'table_seats', 'hands', 'hand_events', 'hand_action_keys')`;
    const triggers = await sql<{ name: string }>(
      fx.db.databaseUrl,
      `SELECT tgname AS name FROM pg_trigger WHERE NOT tgisinternal AND tgrelid::regclass::text IN ${owned} ORDER BY tgname`,
    );
    expect(triggers.map((t) => t.name)).toEqual([
      'hand_events_append_only',
      'hand_events_no_truncate',
      'hands_finished_is_final',
      'table_seats_bump_seating_version',
    ]);
    const checks = await sql<{ name: string }>(
      fx.db.databaseUrl,
      `SELECT conname AS name FROM pg_constraint WHERE contype = 'c' AND conrelid::regclass::text IN ${owned} ORDER BY conname`,
    );
    expect(checks.map((c) => c.name)).toEqual([
      'hands_seed_epoch_fairness',
      'hands_tournament_level_positive',
      'hands_version_positive',
      'table_seats_client_seed',
      'table_seats_seat_no_range',
      'tables_buy_in_range',
      'tables_max_seats_range',
      'tables_rotation_place',
      'tables_seed_reveal_hours',
      'tables_timing_positive',
      'tables_unit_format',
    ]);
  });

  const insertTable = (columns: Record<string, string>) => {
    const base: Record<string, string> = {
      id: 'gen_random_uuid()',
      name: `'t'`,
      kind: `'cash'`,
      preset: `'razz'`,
      rules: `'{}'`,
      stakes: `'{}'`,
      max_seats: '8',
      unit: `'USD'`,
      action_timeout_ms: '1000',
      hand_pause_ms: '0',
      max_timeouts: '2',
      deal_sitting_out: 'false',
      min_buy_in: '10',
      max_buy_in: '100',
    };
    const all = { ...base, ...columns };
    return sql(fx.db.databaseUrl, `INSERT INTO tables (${Object.keys(all).join(', ')}) VALUES (${Object.values(all).join(', ')})`);
  };

  it('accepts a valid row', async () => {
    await expect(insertTable({})).resolves.toEqual([]);
    await expect(insertTable({ schedule: `'{}'`, rotation_index: '2', rotation_hands: '4', rotation_length: '4' })).resolves.toEqual([]);
  });

  it.each([
    ['eleven seats', { max_seats: '11' }, /tables_max_seats_range/],
    ['one seat', { max_seats: '1' }, /tables_max_seats_range/],
    ['a zero time limit', { action_timeout_ms: '0' }, /tables_timing_positive/],
    ['a lower-case unit', { unit: `'usd'` }, /tables_unit_format/],
    ['min buy-in above max', { min_buy_in: '200' }, /tables_buy_in_range/],
    ['a rotation place without a schedule', { rotation_index: '0', rotation_hands: '0', rotation_length: '4' }, /tables_rotation_place/],
    ['half a rotation place', { schedule: `'{}'`, rotation_index: '0', rotation_hands: '0' }, /tables_rotation_place/],
    ['more hands than the turn lasts', { schedule: `'{}'`, rotation_index: '0', rotation_hands: '5', rotation_length: '4' }, /tables_rotation_place/],
    ['a turn of no hands', { schedule: `'{}'`, rotation_index: '0', rotation_hands: '0', rotation_length: '0' }, /tables_rotation_place/],
    ['seeds revealed every 0 hours', { seed_reveal_hours: '0' }, /tables_seed_reveal_hours/],
  ])('refuses %s', async (_label, columns, message) => {
    await expect(insertTable(columns)).rejects.toThrow(message);
  });
});
