/**
 * Entries through the ledger on a real Postgres: registration, unregistration and cancellation
 * move money and chips exactly; every refusal has a clear code and moves nothing.
 */
import type { TestingModule } from '@nestjs/testing';
import { isDeepStrictEqual } from 'node:util';
import { JobScheduler } from '@app/jobs';
import { TableRepository, TournamentTableQueries, UnitOfWork } from '@app/persistence';
import { createTestDatabase, TestDatabase } from '../../../../test/setup/test-database';
import { LEDGER_OK, ledgerInvariants, sql } from '../../../../test/support/ledger-invariants';
import { DIRECTOR, fundedPlayer, tournamentDto, tournamentModule } from '../../../../test/support/tournaments';
import { DomainEventPublisher } from '../events/domain-event-publisher';
import { LedgerService } from '../ledger/ledger.service';
import { chipsUnit } from '../ledger/units';
import { ClockService } from './clock.service';
import { EntriesService } from './entries.service';
import { TournamentsService } from './tournaments.service';

describe('tournament entries (real Postgres)', () => {
  let db: TestDatabase;
  let moduleRef: TestingModule;
  let tournaments: TournamentsService;
  let entries: EntriesService;
  let ledger: LedgerService;

  const bankroll = (playerId: string) => ledger.balanceOf({ kind: 'player-bankroll', unit: 'USD', playerId });
  const pool = (id: string) => ledger.balanceOf({ kind: 'tournament-prize-pool', unit: 'USD', reference: `tournament:${id}` });
  const fees = () => ledger.balanceOf({ kind: 'house-fees', unit: 'USD' });
  const offTable = (id: string, playerId: string) =>
    ledger.balanceOf({ kind: 'tournament-chips', unit: chipsUnit(id), playerId, reference: `tournament:${id}` });
  const moved = async () => (await sql<{ n: string }>(db.databaseUrl, 'SELECT count(*)::text AS n FROM ledger_transactions'))[0]?.n;

  async function registering(overrides = {}) {
    const t = await tournaments.create(DIRECTOR, tournamentDto(overrides));
    return tournaments.openRegistration(DIRECTOR, t.id);
  }

  const snapshot = async (tournamentId: string) => ({
    tx: await moved(),
    t: await tournaments.get(tournamentId),
    entries: (await tournaments.entriesOf(tournamentId)).length,
  });

  /**
   * The state once the jobs earlier steps set off have run: a bust or a seat taken asks for a
   * balancing run (an inline job, right after the commit), which bumps the tournament's
   * `balanceRuns`. A run may first wait out its pause after the last one (twice that run's time,
   * up to seconds on a loaded machine), and it counts as running while it waits: so no balancing
   * job running, and two equal reads 200 ms apart, before a refusal is measured against it.
   */
  async function settled(tournamentId: string): Promise<Awaited<ReturnType<typeof snapshot>>> {
    const balancing = () =>
      moduleRef
        .get(JobScheduler)
        .runningJobs()
        .some((job) => job.startsWith('tournaments.balance'));
    let last = await snapshot(tournamentId);
    for (let i = 0; i < 100; i++) {
      await new Promise((r) => setTimeout(r, 200));
      const now = await snapshot(tournamentId);
      if (!balancing() && isDeepStrictEqual(now, last)) return now;
      last = now;
    }
    throw new Error(`tournament ${tournamentId} did not settle in 20 s`);
  }

  /** The refusal's code, and that no ledger row, entry or tournament counter changed. */
  async function refused(attempt: () => Promise<unknown>, tournamentId: string): Promise<string> {
    const before = await settled(tournamentId);
    const error = await attempt().then(
      () => null,
      (e: { code?: string }) => e,
    );
    const after = await snapshot(tournamentId);
    expect(after).toEqual(before);
    return error?.code ?? 'no error';
  }

  beforeAll(async () => {
    db = await createTestDatabase();
    moduleRef = await tournamentModule(db.databaseUrl);
    tournaments = moduleRef.get(TournamentsService);
    entries = moduleRef.get(EntriesService);
    ledger = moduleRef.get(LedgerService);
  });
  afterEach(async () => {
    expect(await ledgerInvariants(db.databaseUrl)).toMatchObject(LEDGER_OK);
  });
  afterAll(async () => {
    await moduleRef.close();
    await db.drop();
  });

  it('registration: buy-in to the prize pool, fee to the house, a full stack from the chip bank', async () => {
    const t = await registering();
    const player = await fundedPlayer(moduleRef, 50_000);
    const feesBefore = await fees();
    const entry = await entries.register(DIRECTOR, t.id, player);
    expect(entry).toMatchObject({ status: 'registered', entryNo: 1 });
    expect(await bankroll(player)).toBe(39_000n);
    expect(await pool(t.id)).toBe(10_000n);
    expect((await fees()) - feesBefore).toBe(1_000n);
    expect(await offTable(t.id, player)).toBe(1_000n);
    expect(await tournaments.get(t.id)).toMatchObject({ entriesCount: 1, collected: 10_000n });
    const audit = await sql(db.databaseUrl, `SELECT 1 FROM audit_log WHERE action = 'tournament.register' AND entity_id = $1`, [t.id]);
    expect(audit).toHaveLength(1);
  });

  it('unregistration before the start gives everything back', async () => {
    const t = await registering();
    const player = await fundedPlayer(moduleRef, 11_000);
    await entries.register(DIRECTOR, t.id, player);
    const entry = await entries.unregister(DIRECTOR, t.id, player);
    expect(entry.status).toBe('unregistered');
    expect(await bankroll(player)).toBe(11_000n);
    expect(await pool(t.id)).toBe(0n);
    expect(await offTable(t.id, player)).toBe(0n);
    expect(await tournaments.get(t.id)).toMatchObject({ entriesCount: 0, collected: 0n });
    // And may register again, as a first entry once more.
    expect(await entries.register(DIRECTOR, t.id, player)).toMatchObject({ status: 'registered', entryNo: 2 });
  });

  it('cancellation refunds every entry and returns every chip', async () => {
    const t = await registering();
    const players = [await fundedPlayer(moduleRef, 20_000), await fundedPlayer(moduleRef, 20_000)];
    for (const p of players) await entries.register(DIRECTOR, t.id, p);
    const cancelled = await tournaments.cancel(DIRECTOR, t.id);
    expect(cancelled).toMatchObject({ status: 'cancelled', entriesCount: 0 });
    for (const p of players) expect(await bankroll(p)).toBe(20_000n);
    expect(await pool(t.id)).toBe(0n);
    expect(await ledger.balanceOf({ kind: 'tournament-chip-bank', unit: chipsUnit(t.id), reference: `tournament:${t.id}` })).toBe(0n);
  });

  describe('refusals: a clear code, nothing moved', () => {
    it('a full tournament', async () => {
      const t = await registering({ maxPlayers: 2 });
      for (let i = 0; i < 2; i++) await entries.register(DIRECTOR, t.id, await fundedPlayer(moduleRef, 11_000));
      const third = await fundedPlayer(moduleRef, 11_000);
      expect(await refused(() => entries.register(DIRECTOR, t.id, third), t.id)).toBe('TOURNAMENT_FULL');
      expect(await bankroll(third)).toBe(11_000n);
    });

    it('a duplicate registration', async () => {
      const t = await registering();
      const player = await fundedPlayer(moduleRef, 50_000);
      await entries.register(DIRECTOR, t.id, player);
      expect(await refused(() => entries.register(DIRECTOR, t.id, player), t.id)).toBe('ALREADY_REGISTERED');
      expect(await bankroll(player)).toBe(39_000n);
    });

    it('an insufficient bankroll', async () => {
      const t = await registering();
      const player = await fundedPlayer(moduleRef, 10_999);
      expect(await refused(() => entries.register(DIRECTOR, t.id, player), t.id)).toBe('INSUFFICIENT_FUNDS');
      expect(await bankroll(player)).toBe(10_999n);
      expect(await entries.register(DIRECTOR, t.id, await fundedPlayer(moduleRef, 11_000))).toMatchObject({ entryNo: 1 });
    });

    it('registration before it opens, and after the start without late registration', async () => {
      const scheduled = await tournaments.create(DIRECTOR, tournamentDto());
      const player = await fundedPlayer(moduleRef, 50_000);
      expect(await refused(() => entries.register(DIRECTOR, scheduled.id, player), scheduled.id)).toBe('REGISTRATION_CLOSED');
      const t = await registering();
      for (let i = 0; i < 2; i++) await entries.register(DIRECTOR, t.id, await fundedPlayer(moduleRef, 11_000));
      await tournaments.start(DIRECTOR, t.id);
      expect(await refused(() => entries.register(DIRECTOR, t.id, player), t.id)).toBe('REGISTRATION_CLOSED');
    });

    it('late registration closed after its last level', async () => {
      const t = await registering({ lateRegistrationLevels: 2 });
      for (let i = 0; i < 2; i++) await entries.register(DIRECTOR, t.id, await fundedPlayer(moduleRef, 11_000));
      await tournaments.start(DIRECTOR, t.id);
      const late = await fundedPlayer(moduleRef, 50_000);
      // Level I: a late entry is taken, with a full stack, seated at once.
      const entry = await entries.register(DIRECTOR, t.id, late);
      expect(entry.status).toBe('playing');
      const seat = (await moduleRef.get(TournamentTableQueries).listSeats(t.id)).find((s) => s.playerId === late);
      expect(seat?.stack).toBe(1_000n);
      expect(await offTable(t.id, late)).toBe(0n);
      await moduleRef.get(ClockService).setLevel(DIRECTOR, t.id, 3);
      const later = await fundedPlayer(moduleRef, 50_000);
      expect(await refused(() => entries.register(DIRECTOR, t.id, later), t.id)).toBe('REGISTRATION_CLOSED');
    });

    it('the re-entry limit', async () => {
      const t = await registering({ lateRegistrationLevels: 4, maxReentries: 1 });
      const player = await fundedPlayer(moduleRef, 100_000);
      await entries.register(DIRECTOR, t.id, player);
      // Three players: a bust leaves two, so the tournament goes on.
      for (let i = 0; i < 2; i++) await entries.register(DIRECTOR, t.id, await fundedPlayer(moduleRef, 11_000));
      await tournaments.start(DIRECTOR, t.id);
      await bust(t.id, player);
      expect(await entries.register(DIRECTOR, t.id, player)).toMatchObject({ entryNo: 2, status: 'playing' });
      await bust(t.id, player);
      expect(await refused(() => entries.register(DIRECTOR, t.id, player), t.id)).toBe('REENTRY_LIMIT');
    });

    it('unregistration after the start', async () => {
      const t = await registering();
      const players = [await fundedPlayer(moduleRef, 11_000), await fundedPlayer(moduleRef, 11_000)];
      for (const p of players) await entries.register(DIRECTOR, t.id, p);
      await tournaments.start(DIRECTOR, t.id);
      expect(await refused(() => entries.unregister(DIRECTOR, t.id, players[0] as string), t.id)).toBe('UNREGISTER_AFTER_START');
    });
  });

  /** A hand in which `playerId` loses their whole seat stack to another seat at the table. */
  async function bust(tournamentId: string, playerId: string): Promise<void> {
    const seats = await moduleRef.get(TournamentTableQueries).listSeats(tournamentId);
    const loser = seats.find((s) => s.playerId === playerId);
    const winner = seats.find((s) => s.tableId === loser?.tableId && s.playerId !== playerId);
    if (!loser || !winner) throw new Error('test setup: the two players must share a table');
    await moduleRef.get(UnitOfWork).run(async () => {
      const table = await moduleRef.get(TableRepository).findById(loser.tableId);
      if (!table) throw new Error('test setup: the table is gone');
      await ledger.post(
        {
          kind: 'hand-settlement',
          unit: chipsUnit(tournamentId),
          entries: [
            { accountId: loser.stackAccountId, amount: -loser.stack },
            { accountId: winner.stackAccountId, amount: loser.stack },
          ],
        },
        { idempotencyKey: `test-hand:${loser.seatingId}` },
      );
      await moduleRef.get(DomainEventPublisher).publish('hand.finished', {
        table,
        handId: loser.seatingId,
        seats: [
          { seat: loser.seat, playerId, startingStack: loser.stack, finalStack: 0n },
          { seat: winner.seat, playerId: winner.playerId, startingStack: winner.stack, finalStack: winner.stack + loser.stack },
        ],
      });
    });
  }
});
