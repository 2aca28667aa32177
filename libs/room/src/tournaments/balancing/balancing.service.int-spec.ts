/**
 * Balancing, breaking, the final table and halts on a real Postgres, with the jobs on a real
 * Redis that no worker reads: each run is started by calling the job's service, so every step is
 * deterministic, and the jobs the triggers enqueue can be read back from the queue.
 */
import type { TestingModule } from '@nestjs/testing';
import { LedgerTransactionRepository, TournamentEntryRepository } from '@app/persistence';
import { seededRng } from '@app/razz-engine';
import { createTestDatabase, TestDatabase } from '../../../../../test/setup/test-database';
import { testRedisUrl, uniqueQueuePrefix } from '../../../../../test/setup/test-redis';
import { bustAt, chipsInPlay, counts, queuedBalanceJobs, room, runningTournament, tableNo } from '../../../../../test/support/balancing';
import { eventually, WAIT_MS } from '../../../../../test/support/eventually';
import { LEDGER_OK, ledgerInvariants, sql } from '../../../../../test/support/ledger-invariants';
import { dealOnly, playOneHand } from '../../../../../test/support/tournament-bots';
import { tournamentModule } from '../../../../../test/support/tournaments';
import { TableEventBus, TableUpdate } from '../../hands/table-event-bus';
import { BalancingService } from './balancing.service';

describe('balancing between hands (real Postgres, BullMQ on Redis)', () => {
  let db: TestDatabase;
  let api: TestingModule;
  const jobs = { redisUrl: testRedisUrl(), prefix: uniqueQueuePrefix('balancing') };
  const balance = (id: string) => api.get(BalancingService).balance(id);

  beforeAll(async () => {
    db = await createTestDatabase();
    api = await tournamentModule(db.databaseUrl, { ...jobs, processing: false });
  });
  afterAll(async () => {
    await api.close();
    await db.drop();
  });
  afterEach(async () => expect(await ledgerInvariants(db.databaseUrl)).toMatchObject(LEDGER_OK));

  it('after busts moves players from the fullest tables to the short one, with their stacks, through the ledger, and tells them', async () => {
    const id = await runningTournament(api, 24);
    expect(await counts(api, id)).toEqual({ 1: 8, 2: 8, 3: 8 });
    await bustAt(api, id, 1, 3);
    // The bust asked for a run named after the runs so far (none yet); table 1, 3 short, is halted at once.
    expect(await queuedBalanceJobs(jobs.redisUrl, jobs.prefix)).toContain(`${id}-0`);
    expect((await tableNo(api, id, 1)).halted).toBe(true);
    expect(await playOneHand(api, (await tableNo(api, id, 1)).tableId, seededRng('halted'))).toBeNull();

    // Every player has chosen a client seed; it is theirs, so it goes with them (docs/fairness.md).
    await sql(db.databaseUrl, `UPDATE table_seats SET client_seed = 'seed of ' || player_id WHERE table_id = ANY($1::uuid[])`, [
      (await room(api, id)).map((t) => t.tableId),
    ]);
    const before = new Map((await room(api, id)).flatMap((t) => t.seats.map((s) => [s.playerId, { table: t.number, stack: s.stack }] as const)));
    const heard: TableUpdate[] = [];
    const bus = api.get(TableEventBus);
    const stops = await Promise.all((await room(api, id)).map((t) => bus.subscribe(t.tableId, (u) => heard.push(u))));
    const report = await balance(id);
    expect(report).toMatchObject({ deferred: false, moves: 2, brokenTables: [], haltedTables: [], waiting: [] });
    expect(await counts(api, id)).toEqual({ 1: 7, 2: 7, 3: 7 });
    expect((await tableNo(api, id, 1)).halted).toBe(false);

    const after = await room(api, id);
    const moved = after.flatMap((t) => t.seats.filter((s) => before.get(s.playerId)?.table !== t.number).map((s) => ({ ...s, to: t })));
    expect(moved).toHaveLength(2);
    for (const m of moved) {
      expect(m.to.number).toBe(1);
      expect(m.stack).toBe(before.get(m.playerId)?.stack);
      expect(m.timesMoved).toBe(1);
      expect(m.clientSeed).toBe(`seed of ${m.playerId}`);
    }
    const moves = await api.get(LedgerTransactionRepository).findByIdempotencyKey(`tournament:${id}:move:1`);
    expect(moves).toMatchObject({ kind: 'table-move', unit: `chips:${id}` });
    expect(moves?.entries.map((e) => e.amount).sort()).toEqual([-1000n, 1000n]);
    expect(await api.get(LedgerTransactionRepository).findByIdempotencyKey(`tournament:${id}:move:2`)).not.toBeNull();
    expect(await chipsInPlay(api, id)).toEqual({ seated: 24_000n, bank: -24_000n });

    // Each moved player's clients hear where to, on the table they left.
    const notices = await eventually(
      () => {
        const found = heard.flatMap((u) => u.moved ?? []);
        return found.length === 2 && found;
      },
      WAIT_MS,
      'two moved notices',
    );
    expect(notices.map((n) => n.playerId).sort()).toEqual(moved.map((m) => m.playerId).sort());
    for (const n of notices)
      expect(n).toEqual({ playerId: n.playerId, fromTable: expect.any(String), toTable: (await tableNo(api, id, 1)).tableId, seat: expect.any(Number) });
    stops.forEach((stop) => stop());
  });

  it('in a H.O.R.S.E. event moves the player due the big blind next into the short table’s worst position (TDA R11)', async () => {
    const id = await runningTournament(api, 24, { structurePreset: 'horse' });
    expect(await counts(api, id)).toEqual({ 1: 8, 2: 8, 3: 8 });
    // Where each table's last Hold'em hand had its big blind: tables 2 and 3 at seat 4 (seat 5
    // is due next), table 1 at seat 6.
    const positions = (bigBlind: number) => JSON.stringify({ button: bigBlind - 2, smallBlind: bigBlind - 1, bigBlind });
    for (const [number, bigBlind] of [
      [1, 6],
      [2, 4],
      [3, 4],
    ] as const)
      await sql(db.databaseUrl, `UPDATE tables SET flop_positions = $2::jsonb WHERE id = $1`, [(await tableNo(api, id, number)).tableId, positions(bigBlind)]);
    await bustAt(api, id, 1, 3); // seats 1, 2 and 3 of table 1 are emptied
    const due: string[] = [];
    for (const n of [2, 3]) due.push((await tableNo(api, id, n)).seats.find((s) => s.seat === 5)?.playerId ?? 'nobody in seat 5');

    expect(await balance(id)).toMatchObject({ moves: 2 });
    const one = await tableNo(api, id, 1);
    // The first open seats after table 1's big blind (seat 6), round the table: 1, then 2.
    const arrived = one.seats.filter((s) => s.timesMoved === 1);
    expect(arrived.map((s) => s.seat).sort()).toEqual([1, 2]);
    // Each came from a giving table's next big blind seat (the fullest breaks first: 3, then 2).
    expect(arrived.map((s) => s.playerId).sort()).toEqual(due.sort());
    expect(await chipsInPlay(api, id)).toEqual({ seated: 24_000n, bank: -24_000n });
  });

  it('never moves a player out of a hand in progress: that table gives once its hand is over', async () => {
    const id = await runningTournament(api, 24);
    const busy = await tableNo(api, id, 2);
    expect(await dealOnly(api, busy.tableId)).toBe(true);
    await bustAt(api, id, 1, 3);
    const first = await balance(id);
    // Table 3 gives one player; table 2, as full but mid-hand, waits.
    expect(first).toMatchObject({ moves: 1, waiting: [{ table: 2, action: 'give-player' }] });
    expect(await counts(api, id)).toEqual({ 1: 6, 2: 8, 3: 7 });
    expect((await tableNo(api, id, 2)).seats.map((s) => s.playerId)).toEqual(busy.seats.map((s) => s.playerId));
    const pending = await api.get(LedgerTransactionRepository).findByIdempotencyKey(`tournament:${id}:move:1`);
    const busyAccounts = new Set(busy.seats.map((s) => s.stackAccountId));
    expect(pending?.entries.some((e) => busyAccounts.has(e.accountId))).toBe(false);

    // The hand ends: the report asks for balancing again (work was pending), and table 2 gives now.
    await playOneHand(api, busy.tableId, seededRng('finish'));
    expect(await queuedBalanceJobs(jobs.redisUrl, jobs.prefix)).toContain(`${id}-1`);
    expect(await balance(id)).toMatchObject({ moves: 1, waiting: [] });
    expect(Object.values(await counts(api, id)).sort()).toEqual([7, 7, 7]);
    const { seated, bank } = await chipsInPlay(api, id);
    expect(seated).toBe(-bank);
  });

  it('breaks tables in the fixed order, highest number first — here the fullest one — into the short tables', async () => {
    const id = await runningTournament(api, 24);
    const three = await tableNo(api, id, 3);
    await bustAt(api, id, 1, 4);
    await bustAt(api, id, 2, 4);
    const report = await balance(id);
    expect(report).toMatchObject({ moves: 8, brokenTables: [3], finalTable: null });
    expect(await counts(api, id)).toEqual({ 1: 8, 2: 8 });
    expect(await sql<{ status: string }>(db.databaseUrl, `SELECT status::text FROM tables WHERE id = $1`, [three.tableId])).toEqual([{ status: 'closed' }]);
    const entries = await api.get(TournamentEntryRepository).list(id, ['playing']);
    expect(
      entries
        .filter((e) => e.timesMoved === 1)
        .map((e) => e.playerId)
        .sort(),
    ).toEqual(three.seats.map((s) => s.playerId).sort());
    expect(await chipsInPlay(api, id)).toEqual({ seated: 24_000n, bank: -24_000n });
  });

  it('forms the final table when everybody fits at one: every seat redrawn at table 1, the other tables closed', async () => {
    const id = await runningTournament(api, 16);
    const two = await tableNo(api, id, 2);
    await bustAt(api, id, 1, 4);
    await bustAt(api, id, 2, 4);
    await sql(db.databaseUrl, `UPDATE table_seats SET client_seed = 'seed of ' || player_id WHERE table_id IN ($1, $2)`, [
      (await tableNo(api, id, 1)).tableId,
      two.tableId,
    ]);
    const stayed = (await tableNo(api, id, 1)).seats;
    const leaving = (await tableNo(api, id, 2)).seats;
    const heard: TableUpdate[] = [];
    const stops = await Promise.all((await room(api, id)).map((t) => api.get(TableEventBus).subscribe(t.tableId, (u) => heard.push(u))));
    const report = await balance(id);
    expect(report).toMatchObject({ finalTable: 1, brokenTables: [2] });
    // Only the players who changed tables are told to move, each once, from table 2 to table 1;
    // those redrawn at table 1 see their new seat in table 1's update.
    const one = (await tableNo(api, id, 1)).tableId;
    await eventually(() => heard.some((u) => u.tableId === two.tableId) && heard.some((u) => u.tableId === one), WAIT_MS, 'updates of both tables');
    const notices = heard.flatMap((u) => u.moved ?? []);
    expect(notices.map((n) => n.playerId).sort()).toEqual(leaving.map((s) => s.playerId).sort());
    for (const n of notices) expect(n).toEqual({ playerId: n.playerId, fromTable: two.tableId, toTable: one, seat: expect.any(Number) });
    stops.forEach((stop) => stop());
    const final = await tableNo(api, id, 1);
    expect(final.seats.map((s) => s.seat).sort()).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
    // The redraw keeps every player's client seed, those who stayed and those who came.
    for (const s of final.seats) expect(s.clientSeed).toBe(`seed of ${s.playerId}`);
    expect((await room(api, id)).map((t) => t.number)).toEqual([1]);
    expect(await sql<{ status: string }>(db.databaseUrl, `SELECT status::text FROM tables WHERE id = $1`, [two.tableId])).toEqual([{ status: 'closed' }]);
    // Players who were at table 1 keep their seat-stack account; the others' stacks moved with them.
    for (const s of stayed) expect(final.seats.find((f) => f.playerId === s.playerId)?.stackAccountId).toBe(s.stackAccountId);
    expect(await chipsInPlay(api, id)).toEqual({ seated: 16_000n, bank: -16_000n });
    expect(
      await sql<{ n: string }>(db.databaseUrl, `SELECT count(*)::text AS n FROM ledger_transactions WHERE kind = 'table-move' AND idempotency_key LIKE $1`, [
        `tournament:${id}:move:%`,
      ]),
    ).toEqual([{ n: '4' }]);
  });

  it('halts a table 3 short until balancing has run; while the giver is in a hand it stays halted, then deals', async () => {
    const id = await runningTournament(api, 16);
    const [one, two] = [await tableNo(api, id, 1), await tableNo(api, id, 2)];
    expect(await dealOnly(api, two.tableId)).toBe(true);
    await bustAt(api, id, 1, 3);
    expect(await balance(id)).toMatchObject({ moves: 0, haltedTables: [1], waiting: [{ table: 2, action: 'give-player' }] });
    expect(await dealOnly(api, one.tableId)).toBe(false);
    await playOneHand(api, two.tableId, seededRng('giver'));
    expect(await balance(id)).toMatchObject({ moves: 1, haltedTables: [] });
    expect(await counts(api, id)).toEqual({ 1: 6, 2: 7 });
    expect(await dealOnly(api, one.tableId)).toBe(true);
  });

  it('times each run from its start to its commit, and starts the next no sooner than twice that after it', async () => {
    const id = await runningTournament(api, 16);
    // A balanced room: nothing moves, so little happens between a run's commit and its return.
    const first = await balance(id);
    const firstEnded = performance.now();
    expect(first?.ms).toBeGreaterThan(0);
    const second = await balance(id);
    const took = performance.now() - firstEnded;
    expect(second?.ms).toBeGreaterThan(0);
    // The pause (twice the first run) and the second run itself; 5 ms for the rounding of `ms` and the
    // first run's return after its commit. Without the pause this falls short by about twice the first run.
    expect(took).toBeGreaterThanOrEqual(2 * (first?.ms ?? 0) + (second?.ms ?? 0) - 5);
  });
});
