/**
 * Sit & gos on a real Postgres: the registration that fills the last seat starts the event (and
 * only that one, even when two race for it), a re-registering sit & go opens its next copy at
 * once, heads-up and two-table sit & gos, refusals; a 6-max and a heads-up one played to the end
 * by random-action bots. Jobs go to a Redis no worker reads: the test deals the hands itself.
 */
import type { TestingModule } from '@nestjs/testing';
import { TournamentTableQueries } from '@app/persistence';
import { seededRng } from '@app/razz-engine';
import { createTestDatabase, TestDatabase } from '../../../../test/setup/test-database';
import { testRedisUrl, uniqueQueuePrefix } from '../../../../test/setup/test-redis';
import { placeProblemsOf } from '../../../../test/support/places';
import { LEDGER_OK, ledgerInvariants, sql } from '../../../../test/support/ledger-invariants';
import { playOneHand } from '../../../../test/support/tournament-bots';
import { DIRECTOR, fundedPlayer, tournamentDto, tournamentModule } from '../../../../test/support/tournaments';
import { LedgerService } from '../ledger/ledger.service';
import { chipsUnit } from '../ledger/units';
import { BalancingService } from './balancing/balancing.service';
import { ClockService } from './clock.service';
import type { CreateTournamentDto } from './dto/create-tournament.dto';
import { EntriesService } from './entries.service';
import { StructuresService } from './structures.service';
import { TournamentsService } from './tournaments.service';
import { TournamentErrorCode } from './tournament.error';

const STACK = 1_500;
/** Doubling every level, so random play cannot go on for ever. */
const bigBetAt = (n: number) => 80 * 2 ** (n - 1);
const LEVELS = 10;
const level = (n: number) => ({
  kind: 'level' as const,
  minutes: 10,
  stakes: { ante: bigBetAt(n) / 16, bringIn: bigBetAt(n) / 8, smallBet: bigBetAt(n) / 2, bigBet: bigBetAt(n) },
});

describe('sit & go tournaments (real Postgres)', () => {
  let db: TestDatabase;
  let moduleRef: TestingModule;
  let tournaments: TournamentsService;
  let entries: EntriesService;
  let ledger: LedgerService;
  let fastStructureId: string;

  beforeAll(async () => {
    db = await createTestDatabase();
    moduleRef = await tournamentModule(db.databaseUrl, { redisUrl: testRedisUrl(), prefix: uniqueQueuePrefix('sng'), processing: false });
    tournaments = moduleRef.get(TournamentsService);
    entries = moduleRef.get(EntriesService);
    ledger = moduleRef.get(LedgerService);
    const structure = await moduleRef
      .get(StructuresService)
      .create(DIRECTOR, { name: 'sng fast', items: Array.from({ length: LEVELS }, (_, i) => level(i + 1)) });
    fastStructureId = structure.id;
  });
  afterAll(async () => {
    await moduleRef.close();
    await db.drop();
  });

  const bankroll = (playerId: string) => ledger.balanceOf({ kind: 'player-bankroll', unit: 'USD', playerId });
  const audits = (action: string, entityId: string) =>
    sql<{ actor_role: string; details: unknown }>(db.databaseUrl, `SELECT actor_role, details FROM audit_log WHERE action = $1 AND entity_id = $2`, [
      action,
      entityId,
    ]);
  const sng = (overrides: Partial<CreateTournamentDto>) =>
    tournamentDto({ format: 'sit-and-go', structurePreset: undefined, structureId: fastStructureId, startingStack: STACK, ...overrides });

  async function openSitAndGo(overrides: Partial<CreateTournamentDto>) {
    const t = await tournaments.create(DIRECTOR, sng(overrides));
    await tournaments.openRegistration(DIRECTOR, t.id);
    return t;
  }

  /** Random-action bots play every table until the event finishes; the level doubles every 10 hands. */
  async function playToTheEnd(id: string, seed: string): Promise<void> {
    const rng = seededRng(seed);
    let hands = 0;
    for (let round = 0; round < 1_000 && (await tournaments.get(id)).status !== 'finished'; round++) {
      await moduleRef.get(ClockService).setLevel(DIRECTOR, id, Math.min(LEVELS, 1 + Math.floor(hands / 10)));
      for (const table of await moduleRef.get(TournamentTableQueries).listTables(id)) if (await playOneHand(moduleRef, table.id, rng)) hands++;
      await moduleRef.get(BalancingService).balance(id);
    }
    expect((await tournaments.get(id)).status).toBe('finished');
  }

  async function expectSoundFinish(id: string, players: number, pool: bigint): Promise<void> {
    const t = await tournaments.get(id);
    const { placed } = await tournaments.resultsOf(id);
    expect(placed).toHaveLength(players);
    expect(placed.filter((e) => e.status === 'finished')).toEqual([expect.objectContaining({ place: 1, placeTo: 1 })]);
    expect(placeProblemsOf(placed, players)).toEqual([]);
    expect(t.payouts?.prizePool).toBe(pool);
    expect(placed.reduce((sum, e) => sum + (e.prize ?? 0n), 0n)).toBe(pool);
    expect(await ledger.balanceOf({ kind: 'tournament-prize-pool', unit: 'USD', reference: `tournament:${id}` })).toBe(0n);
    expect(await ledger.balanceOf({ kind: 'tournament-chip-bank', unit: chipsUnit(id), reference: `tournament:${id}` })).toBe(0n);
    expect(await ledgerInvariants(db.databaseUrl)).toMatchObject(LEDGER_OK);
  }

  it('a 6-max sit & go starts when the 6th registers (not at the 5th), opens its next copy, and plays to one winner', async () => {
    const first = await openSitAndGo({ name: 'Razz Turbo SNG', maxPlayers: 6, reRegister: true });
    expect(first).toMatchObject({ format: 'sit-and-go', reRegister: true, seatsPerTable: 6, seriesId: null, seriesNumber: 1 });
    const players = [];
    for (let i = 0; i < 6; i++) players.push(await fundedPlayer(moduleRef, 11_000));
    for (const p of players.slice(0, 5)) await entries.register(DIRECTOR, first.id, p);
    expect((await tournaments.get(first.id)).status).toBe('registering');
    expect((await tournaments.list({ format: 'sit-and-go', status: 'registering' })).items.map((t) => t.id)).toContain(first.id);

    const last = await entries.register(DIRECTOR, first.id, players[5]!);
    expect(last.status).toBe('playing');
    const started = await tournaments.get(first.id);
    expect(started.status).toBe('running');
    const tables = await moduleRef.get(TournamentTableQueries).listTables(first.id);
    expect(tables).toHaveLength(1);
    expect(await moduleRef.get(TournamentTableQueries).listSeats(first.id)).toHaveLength(6);
    expect(await audits('tournament.start', first.id)).toEqual([{ actor_role: 'system', details: { from: 'registering', to: 'running', trigger: 'full' } }]);

    // The next one of the series is open already, on the same terms.
    const filling = (await tournaments.list({ format: 'sit-and-go', status: 'registering' })).items;
    const copy = filling.find((t) => t.seriesId === first.id);
    expect(filling.map((t) => t.id)).not.toContain(first.id);
    expect(copy).toMatchObject({
      name: 'Razz Turbo SNG #2',
      status: 'registering',
      format: 'sit-and-go',
      reRegister: true,
      seriesNumber: 2,
      structure: first.structure,
      structureSource: first.structureSource,
      buyIn: first.buyIn,
      fee: first.fee,
      startingStack: first.startingStack,
      maxPlayers: 6,
      seatsPerTable: 6,
      payoutTable: first.payoutTable,
      entriesCount: 0,
    });
    expect(await audits('tournament.re-register', copy!.id)).toEqual([
      { actor_role: 'system', details: expect.objectContaining({ previousId: first.id, seriesId: first.id, seriesNumber: 2 }) },
    ]);

    await playToTheEnd(first.id, 'six-max sng');
    await expectSoundFinish(first.id, 6, 60_000n);
    // The copy stayed open and untouched by the first one's play.
    expect(await tournaments.get(copy!.id)).toMatchObject({ status: 'registering', entriesCount: 0 });

    // The copy fills and starts: the third of the series opens, numbered from the copy.
    for (let i = 0; i < 6; i++) await entries.register(DIRECTOR, copy!.id, await fundedPlayer(moduleRef, 11_000));
    expect((await tournaments.get(copy!.id)).status).toBe('running');
    const third = (await tournaments.list({ format: 'sit-and-go', status: 'registering' })).items.find((t) => t.seriesNumber === 3);
    expect(third).toMatchObject({ name: 'Razz Turbo SNG #3', seriesId: first.id });
  }, 300_000);

  it('four registrations racing for the last seat: one starts it, the others are refused TOURNAMENT_FULL and charged nothing', async () => {
    const t = await openSitAndGo({ maxPlayers: 3, reRegister: true });
    await entries.register(DIRECTOR, t.id, await fundedPlayer(moduleRef, 11_000));
    await entries.register(DIRECTOR, t.id, await fundedPlayer(moduleRef, 11_000));
    const racers: string[] = [];
    for (let i = 0; i < 4; i++) racers.push(await fundedPlayer(moduleRef, 11_000));
    const outcomes = await Promise.allSettled(racers.map((p) => entries.register(DIRECTOR, t.id, p)));
    const won = outcomes.filter((o) => o.status === 'fulfilled');
    const lost = outcomes.flatMap((o, i) => (o.status === 'rejected' ? [{ reason: o.reason as { code?: string }, player: racers[i]! }] : []));
    expect(won).toHaveLength(1);
    expect(lost.map((l) => l.reason.code)).toEqual([
      TournamentErrorCode.TOURNAMENT_FULL,
      TournamentErrorCode.TOURNAMENT_FULL,
      TournamentErrorCode.TOURNAMENT_FULL,
    ]);
    for (const l of lost) expect(await bankroll(l.player)).toBe(11_000n);
    const entered = (await tournaments.entriesOf(t.id)).map((e) => e.playerId);
    for (const l of lost) expect(entered).not.toContain(l.player);
    expect(await tournaments.get(t.id)).toMatchObject({ status: 'running', entriesCount: 3 });
    expect(await audits('tournament.start', t.id)).toHaveLength(1);
    expect(await moduleRef.get(TournamentTableQueries).listTables(t.id)).toHaveLength(1);
    const copies = await sql<{ n: string }>(db.databaseUrl, `SELECT count(*)::text AS n FROM tournaments WHERE series_id = $1`, [t.id]);
    expect(copies[0]?.n).toBe('1');
    // Once running, a further registration is refused the same way.
    await expect(entries.register(DIRECTOR, t.id, await fundedPlayer(moduleRef, 11_000))).rejects.toMatchObject({ code: TournamentErrorCode.TOURNAMENT_FULL });
  }, 120_000);

  it('a heads-up sit & go: two seats at one table, winner takes all, played to the end', async () => {
    const t = await openSitAndGo({ maxPlayers: 2 });
    expect(t.seatsPerTable).toBe(2);
    const a = await fundedPlayer(moduleRef, 11_000);
    const b = await fundedPlayer(moduleRef, 11_000);
    await entries.register(DIRECTOR, t.id, a);
    expect((await tournaments.get(t.id)).status).toBe('registering');
    await entries.register(DIRECTOR, t.id, b);
    expect(await tournaments.get(t.id)).toMatchObject({ status: 'running', payouts: { percentages: [100], amounts: [20_000n] } });
    expect(await moduleRef.get(TournamentTableQueries).listTables(t.id)).toHaveLength(1);
    // Not re-registering: no copy.
    expect((await sql<{ n: string }>(db.databaseUrl, `SELECT count(*)::text AS n FROM tournaments WHERE series_id = $1`, [t.id]))[0]?.n).toBe('0');
    await playToTheEnd(t.id, 'heads-up sng');
    await expectSoundFinish(t.id, 2, 20_000n);
    expect((await bankroll(a)) + (await bankroll(b))).toBe(20_000n);
  }, 300_000);

  it('a 12-player sit & go with 6 seats a table starts on two tables of six', async () => {
    const t = await openSitAndGo({ maxPlayers: 12, seatsPerTable: 6 });
    for (let i = 0; i < 11; i++) await entries.register(DIRECTOR, t.id, await fundedPlayer(moduleRef, 11_000));
    expect((await tournaments.get(t.id)).status).toBe('registering');
    await entries.register(DIRECTOR, t.id, await fundedPlayer(moduleRef, 11_000));
    expect((await tournaments.get(t.id)).status).toBe('running');
    const seats = await moduleRef.get(TournamentTableQueries).listSeats(t.id);
    const perTable = new Map<string, number>();
    for (const s of seats) perTable.set(s.tableId, (perTable.get(s.tableId) ?? 0) + 1);
    expect([...perTable.values()]).toEqual([6, 6]);
  }, 120_000);

  it('a shoot-out: two tables of three play to one winner each without moves, the winners draw a final table, places by bust order', async () => {
    const t = await openSitAndGo({ maxPlayers: 6, seatsPerTable: 3, shootOut: true });
    expect(t).toMatchObject({ shootOut: true, handForHandAt: 0 });
    for (let i = 0; i < 6; i++) await entries.register(DIRECTOR, t.id, await fundedPlayer(moduleRef, 11_000));
    const queries = moduleRef.get(TournamentTableQueries);
    const firstRound = new Map((await queries.listSeats(t.id)).map((s) => [s.playerId, s.tableId]));
    expect(new Set(firstRound.values()).size).toBe(2);
    const problems: string[] = [];
    let finalTable: { tableId: string; players: string[] } | null = null;
    const rng = seededRng('shoot-out');
    let hands = 0;
    for (let round = 0; round < 1_000 && (await tournaments.get(t.id)).status !== 'finished'; round++) {
      await moduleRef.get(ClockService).setLevel(DIRECTOR, t.id, Math.min(LEVELS, 1 + Math.floor(hands / 10)));
      for (const table of await queries.listTables(t.id)) if (await playOneHand(moduleRef, table.id, rng)) hands++;
      const report = await moduleRef.get(BalancingService).balance(t.id);
      if (report && report.moves > 0) problems.push(`round ${round}: ${report.moves} balancing moves`);
      const seats = await queries.listSeats(t.id);
      const tablesInPlay = new Set(seats.map((s) => s.tableId));
      if (finalTable === null && tablesInPlay.size === 1 && seats.length >= 2)
        finalTable = { tableId: seats[0]!.tableId, players: seats.map((s) => s.playerId) };
      if (finalTable === null)
        for (const s of seats) if (firstRound.get(s.playerId) !== s.tableId) problems.push(`round ${round}: ${s.playerId} moved before the final table`);
    }
    expect(problems).toEqual([]);
    expect((await tournaments.get(t.id)).status).toBe('finished');
    // The final table: one winner from each first-round table.
    expect(finalTable?.players).toHaveLength(2);
    expect(new Set(finalTable!.players.map((p) => firstRound.get(p))).size).toBe(2);
    await expectSoundFinish(t.id, 6, 60_000n);
    const { placed } = await tournaments.resultsOf(t.id);
    const finalists = new Set(finalTable!.players);
    // First-round losers take places 3–6, in their bust order across both tables (the later bust the better).
    const losers = placed.filter((e) => !finalists.has(e.playerId));
    expect(losers.every((e) => (e.place ?? 0) >= 3)).toBe(true);
    const byBust = [...losers].sort((a, b) => (b.bustSeq ?? 0) - (a.bustSeq ?? 0));
    for (let i = 1; i < byBust.length; i++) expect(byBust[i]!.place!).toBeGreaterThanOrEqual(byBust[i - 1]!.place!);
  }, 300_000);

  it("a director's start before it fills starts it short-handed and still opens the series' next copy", async () => {
    const t = await openSitAndGo({ name: 'Razz 9-max SNG #7', maxPlayers: 9, reRegister: true });
    await entries.register(DIRECTOR, t.id, await fundedPlayer(moduleRef, 11_000));
    await entries.register(DIRECTOR, t.id, await fundedPlayer(moduleRef, 11_000));
    expect((await tournaments.start(DIRECTOR, t.id)).status).toBe('running');
    expect(await audits('tournament.start', t.id)).toEqual([{ actor_role: 'director', details: { from: 'registering', to: 'running' } }]);
    const copy = (await tournaments.list({ format: 'sit-and-go', status: 'registering' })).items.find((x) => x.seriesId === t.id);
    // A first sit & go whose name ends in a number numbers the series on from it.
    expect(t.seriesNumber).toBe(7);
    expect(copy).toMatchObject({ name: 'Razz 9-max SNG #8', seriesNumber: 8, maxPlayers: 9 });
  });

  it('a sit & go is still unregistered from and cancelled like any tournament before it fills', async () => {
    const t = await openSitAndGo({ maxPlayers: 3 });
    const p = await fundedPlayer(moduleRef, 11_000);
    await entries.register(DIRECTOR, t.id, p);
    await entries.unregister(DIRECTOR, t.id, p);
    expect(await bankroll(p)).toBe(11_000n);
    expect((await tournaments.cancel(DIRECTOR, t.id)).status).toBe('cancelled');
  });

  it.each<[string, Partial<CreateTournamentDto>, RegExp]>([
    ['late registration', { lateRegistrationLevels: 2 }, /late registration/],
    ['re-entries', { maxReentries: 1 }, /takes no re-entries/],
    ['a start time', { scheduledStartAt: '2027-01-01T18:00:00Z' }, /scheduledStartAt/],
    ['more seats a table than players', { maxPlayers: 4, seatsPerTable: 6 }, /seatsPerTable 6/],
    ['re-register on a scheduled tournament', { format: 'scheduled', reRegister: true }, /sit & gos only/],
    ['a shoot-out on a scheduled tournament', { format: 'scheduled', shootOut: true }, /sit & gos only/],
    ['a shoot-out at one table', { maxPlayers: 6, shootOut: true }, /2 or more tables/],
    ['a shoot-out whose winners do not fit one table', { maxPlayers: 9, seatsPerTable: 2, shootOut: true }, /5 table winners/],
    ['a shoot-out with hand-for-hand', { maxPlayers: 6, seatsPerTable: 3, shootOut: true, handForHandAt: 3 }, /no hand-for-hand/],
  ])('refuses %s (TOURNAMENT_SETTINGS_INVALID) and creates nothing', async (_what, overrides, message) => {
    const count = async () => (await sql<{ n: string }>(db.databaseUrl, `SELECT count(*)::text AS n FROM tournaments`))[0]?.n;
    const before = await count();
    await expect(tournaments.create(DIRECTOR, sng({ maxPlayers: 6, ...overrides }))).rejects.toMatchObject({
      code: TournamentErrorCode.TOURNAMENT_SETTINGS_INVALID,
      message: expect.stringMatching(message),
    });
    expect(await count()).toBe(before);
  });

  it('a scheduled tournament does not start by itself when full', async () => {
    const t = await tournaments.create(DIRECTOR, tournamentDto({ maxPlayers: 2 }));
    expect(t).toMatchObject({ format: 'scheduled', reRegister: false, seatsPerTable: 8 });
    await tournaments.openRegistration(DIRECTOR, t.id);
    await entries.register(DIRECTOR, t.id, await fundedPlayer(moduleRef, 11_000));
    await entries.register(DIRECTOR, t.id, await fundedPlayer(moduleRef, 11_000));
    expect((await tournaments.get(t.id)).status).toBe('registering');
    await expect(entries.register(DIRECTOR, t.id, await fundedPlayer(moduleRef, 11_000))).rejects.toMatchObject({ code: TournamentErrorCode.TOURNAMENT_FULL });
    expect((await tournaments.list({ format: 'sit-and-go' })).items.map((x) => x.id)).not.toContain(t.id);
  });
});
