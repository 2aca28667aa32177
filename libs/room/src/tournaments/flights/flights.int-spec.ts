/**
 * Multi-day events on a real Postgres: two Day 1 flights of 40 — 1A stopping at 75 % of its field,
 * 1B at the end of level 1 with a hand still in play — and a Day 2 of their survivors played to
 * the end by random-action bots (every stack all-in from the ante, so it ends in a few rounds).
 * Flight hands are real engine hands at low stakes (a round of them busts nobody: a limit hand
 * cannot cost 1,000 chips there) and busts booked with `bustHandAt`, so the counts are exact.
 * Jobs go to a Redis no worker reads: the test deals and balances itself.
 */
import type { TestingModule } from '@nestjs/testing';
import { Tournament, TournamentClockRepository, TournamentEntry, TournamentTableQueries } from '@app/persistence';
import { seededRng } from '@app/razz-engine';
import { createTestDatabase, TestDatabase } from '../../../../../test/setup/test-database';
import { testRedisUrl, uniqueQueuePrefix } from '../../../../../test/setup/test-redis';
import { placeProblemsOf } from '../../../../../test/support/places';
import { LEDGER_OK, ledgerInvariants } from '../../../../../test/support/ledger-invariants';
import { dealOnly, playOneHand } from '../../../../../test/support/tournament-bots';
import { bustHandAt, DIRECTOR, fundedPlayer, tournamentDto, tournamentModule } from '../../../../../test/support/tournaments';
import { LedgerService } from '../../ledger/ledger.service';
import { chipsUnit } from '../../ledger/units';
import { BalancingService } from '../balancing/balancing.service';
import { ClockService } from '../clock.service';
import { EntriesService } from '../entries.service';
import { StructuresService } from '../structures.service';
import { TournamentsService } from '../tournaments.service';
import { TournamentErrorCode } from '../tournament.error';
import { FlightsService } from './flights.service';

const STACK = 1_000;
const BUY_IN = 10_000;
const FEE = 1_000;
/** Level 1: the flights (a limit hand risks a few hundred chips). Levels 2–3: Day 2, every stack all-in from the ante. */
const ITEMS = [
  { kind: 'level' as const, minutes: 60, stakes: { ante: 2, bringIn: 5, smallBet: 10, bigBet: 20 } },
  { kind: 'level' as const, minutes: 60, stakes: { ante: 100_000, bringIn: 200_000, smallBet: 400_000, bigBet: 800_000 } },
  { kind: 'level' as const, minutes: 60, stakes: { ante: 200_000, bringIn: 400_000, smallBet: 800_000, bigBet: 1_600_000 } },
];

describe('multi-day events and Day 1 flights (real Postgres)', () => {
  let db: TestDatabase;
  let moduleRef: TestingModule;
  let tournaments: TournamentsService;
  let entries: EntriesService;
  let flights: FlightsService;
  let ledger: LedgerService;
  let queries: TournamentTableQueries;
  let structureId: string;

  beforeAll(async () => {
    db = await createTestDatabase();
    moduleRef = await tournamentModule(db.databaseUrl, { redisUrl: testRedisUrl(), prefix: uniqueQueuePrefix('flights'), processing: false });
    tournaments = moduleRef.get(TournamentsService);
    entries = moduleRef.get(EntriesService);
    flights = moduleRef.get(FlightsService);
    ledger = moduleRef.get(LedgerService);
    queries = moduleRef.get(TournamentTableQueries);
    structureId = (await moduleRef.get(StructuresService).create(DIRECTOR, { name: 'flights fast', items: ITEMS })).id;
  });
  afterAll(async () => {
    await moduleRef.close();
    await db.drop();
  });

  const event = (flightReentry: 'if-busted' | 'keep-best') =>
    tournaments.create(
      DIRECTOR,
      tournamentDto({
        format: 'multi-day',
        flightReentry,
        structurePreset: undefined,
        structureId,
        startingStack: STACK,
        buyIn: BUY_IN,
        fee: FEE,
        maxPlayers: 100,
      }),
    );
  const pool = (id: string) => ledger.balanceOf({ kind: 'tournament-prize-pool', unit: 'USD', reference: `tournament:${id}` });
  const bank = (id: string) => ledger.balanceOf({ kind: 'tournament-chip-bank', unit: chipsUnit(id), reference: `tournament:${id}` });
  const refusal = (p: Promise<unknown>) =>
    p.then(
      () => 'accepted',
      (e: { code?: string }) => e.code ?? String(e),
    );
  const tableIds = async (id: string) => (await queries.listTables(id)).filter((t) => t.status === 'open').map((t) => t.id);
  /** Seated players of the flight by table. */
  const seatsByTable = async (id: string) => {
    const byTable = new Map<string, string[]>();
    for (const s of await queries.listSeats(id)) byTable.set(s.tableId, [...(byTable.get(s.tableId) ?? []), s.playerId]);
    return byTable;
  };
  /** One hand at a table of the flight: two of `avoid`'s complement lose everything to a third. */
  const bustTwo = async (flightId: string, keep: ReadonlySet<string>) => {
    for (const [tableId, players] of await seatsByTable(flightId)) {
      const free = players.filter((p) => !keep.has(p));
      if (free.length < 3) continue;
      return bustHandAt(moduleRef, flightId, tableId, () => ({ losers: [free[0] as string, free[1] as string], winner: free[2] as string }));
    }
    throw new Error('test setup: no table with three free players');
  };
  const roundOfHands = async (id: string, rng: ReturnType<typeof seededRng>) => {
    for (const tableId of await tableIds(id)) await playOneHand(moduleRef, tableId, rng);
  };

  it('validates events and flights', async () => {
    expect(await refusal(tournaments.create(DIRECTOR, tournamentDto({ format: 'multi-day' })))).toBe(TournamentErrorCode.TOURNAMENT_SETTINGS_INVALID);
    expect(await refusal(tournaments.create(DIRECTOR, tournamentDto({ flightReentry: 'keep-best' })))).toBe(TournamentErrorCode.TOURNAMENT_SETTINGS_INVALID);
    expect(await refusal(tournaments.create(DIRECTOR, tournamentDto({ format: 'multi-day', flightReentry: 'keep-best', lateRegistrationLevels: 2 })))).toBe(
      TournamentErrorCode.TOURNAMENT_SETTINGS_INVALID,
    );
    const plain = await tournaments.create(DIRECTOR, tournamentDto());
    expect(await refusal(flights.create(DIRECTOR, plain.id, { flightName: '1A', flightStopPercent: 20 }))).toBe(TournamentErrorCode.NOT_A_MULTI_DAY_EVENT);
    const e = await event('if-busted');
    expect(await refusal(flights.create(DIRECTOR, e.id, { flightName: '1A' }))).toBe(TournamentErrorCode.TOURNAMENT_SETTINGS_INVALID);
    // Day 2 needs a level after the stop.
    expect(await refusal(flights.create(DIRECTOR, e.id, { flightName: '1A', flightStopLevel: 3 }))).toBe(TournamentErrorCode.TOURNAMENT_SETTINGS_INVALID);
    expect(await refusal(flights.create(DIRECTOR, e.id, { flightName: '1A', flightStopLevel: 1, lateRegistrationLevels: 2 }))).toBe(
      TournamentErrorCode.TOURNAMENT_SETTINGS_INVALID,
    );
    const a = await flights.create(DIRECTOR, e.id, { flightName: '1a', flightStopPercent: 20 });
    expect(a).toMatchObject({
      flightOfId: e.id,
      flightName: '1A',
      flightStopPercent: 20,
      flightStopLevel: null,
      buyIn: 10_000n,
      guarantee: 0n,
      handForHandAt: 0,
    });
    expect(await refusal(flights.create(DIRECTOR, e.id, { flightName: '1A', flightStopLevel: 1 }))).toBe(TournamentErrorCode.FLIGHT_NAME_TAKEN);
    expect(await refusal(tournaments.start(DIRECTOR, e.id))).toBe(TournamentErrorCode.FLIGHTS_NOT_FINISHED);
    // The event is cancelled only once its flights are.
    expect(await refusal(tournaments.cancel(DIRECTOR, e.id))).toBe(TournamentErrorCode.TOURNAMENT_STATUS_CONFLICT);
    await tournaments.cancel(DIRECTOR, a.id);
    expect((await tournaments.cancel(DIRECTOR, e.id)).status).toBe('cancelled');
  });

  it("'if-busted': a player with a bag enters no other flight; a busted one may; one flight at a time; no entry into the event itself", async () => {
    const e = await event('if-busted');
    const a = await flights.create(DIRECTOR, e.id, { flightName: '2A', flightStopPercent: 50 });
    const b = await flights.create(DIRECTOR, e.id, { flightName: '2B', flightStopPercent: 50 });
    const players = [];
    for (let i = 0; i < 4; i++) players.push(await fundedPlayer(moduleRef, 3 * (BUY_IN + FEE)));
    expect(await refusal(entries.register(DIRECTOR, e.id, players[0] as string))).toBe(TournamentErrorCode.ENTRY_THROUGH_FLIGHTS);
    await tournaments.openRegistration(DIRECTOR, a.id);
    await tournaments.openRegistration(DIRECTOR, b.id);
    for (const p of players) await entries.register(DIRECTOR, a.id, p);
    // Registered in 2A (not yet started): 2B refuses them.
    expect(await refusal(entries.register(DIRECTOR, b.id, players[0] as string))).toBe(TournamentErrorCode.IN_ANOTHER_FLIGHT);
    await tournaments.start(DIRECTOR, a.id);
    const [tableId, seated] = [...(await seatsByTable(a.id))][0] as [string, string[]];
    // 4 entries at 50 %: the flight stops with 2 left. One hand busts two: the flight bags at once.
    const losers = await bustHandAt(moduleRef, a.id, tableId, () => ({ losers: [seated[0] as string, seated[1] as string], winner: seated[2] as string }));
    const stopped = await tournaments.get(a.id);
    expect(stopped.status).toBe('finished');
    const flightEntries = await tournaments.entriesOf(a.id);
    const advanced = flightEntries.filter((x) => x.status === 'advanced');
    expect(advanced.map((x) => x.baggedChips).sort()).toEqual([1_000n, 3_000n]);
    expect(await bank(a.id)).toBe(0n);
    expect(await pool(a.id)).toBe(0n);
    expect(await pool(e.id)).toBe(40_000n);
    expect(await tournaments.get(e.id)).toMatchObject({ entriesCount: 4, collected: 40_000n });
    const winner = advanced[0]?.playerId as string;
    expect(await refusal(entries.register(DIRECTOR, b.id, winner))).toBe(TournamentErrorCode.FLIGHT_ALREADY_ADVANCED);
    expect((await entries.register(DIRECTOR, b.id, losers[0] as string)).status).toBe('registered');
    // The flight's report: the bags (biggest first) and the busts.
    const report = await flights.report(a.id);
    expect(report.bagged.map((x) => x.entry.baggedChips)).toEqual([3_000n, 1_000n]);
    expect(report.busted.map((x) => x.playerId).sort()).toEqual([...losers].sort());
    const listed = await flights.list(e.id);
    expect(listed.flights.map((f) => [f.flight.flightName, f.flight.status, f.flight.entriesCount, f.survivors])).toEqual([
      ['2A', 'finished', 4, 2],
      ['2B', 'registering', 1, 0],
    ]);
  });

  it('two flights of 40 and a Day 2 of their survivors: stacks carried exactly, keep-best, one pool, places 1…S once, prizes = pool', async () => {
    const rng = seededRng('flights');
    const e = await event('keep-best');
    const flightA = await flights.create(DIRECTOR, e.id, { flightName: '1A', flightStopPercent: 75 });
    const flightB = await flights.create(DIRECTOR, e.id, { flightName: '1B', flightStopLevel: 1 });

    // Flight 1A: 40 entries, a round of real hands, then busts two at a time until ⌈40 × 75 %⌉ = 30 are left.
    await tournaments.openRegistration(DIRECTOR, flightA.id);
    const playersA: string[] = [];
    for (let i = 0; i < 40; i++) playersA.push(await fundedPlayer(moduleRef, 2 * (BUY_IN + FEE)));
    for (const p of playersA) await entries.register(DIRECTOR, flightA.id, p);
    await tournaments.start(DIRECTOR, flightA.id);
    await roundOfHands(flightA.id, rng);
    const twice = new Set(playersA.slice(0, 3));
    for (let i = 0; i < 5; i++) {
      expect((await tournaments.get(flightA.id)).status).toBe('running');
      await bustTwo(flightA.id, twice);
    }
    const a = await tournaments.get(flightA.id);
    expect(a.status).toBe('finished');
    const entriesA = await tournaments.entriesOf(flightA.id);
    const baggedA = entriesA.filter((x) => x.status === 'advanced');
    expect(baggedA).toHaveLength(30);
    expect(baggedA.reduce((sum, x) => sum + (x.baggedChips ?? 0n), 0n)).toBe(40n * BigInt(STACK));
    expect(await bank(flightA.id)).toBe(0n);
    expect((await queries.listTables(flightA.id)).every((t) => t.status === 'closed')).toBe(true);
    expect(await pool(e.id)).toBe(40n * BigInt(BUY_IN));

    // Flight 1B: 35 new players, 3 who bagged in 1A (keep-best lets them play again), 2 busted in 1A.
    await tournaments.openRegistration(DIRECTOR, flightB.id);
    const bustedA = entriesA.filter((x) => x.status === 'busted').map((x) => x.playerId);
    const playersB = [...twice, ...bustedA.slice(0, 2)];
    for (let i = 0; i < 35; i++) playersB.push(await fundedPlayer(moduleRef, BUY_IN + FEE));
    for (const p of playersB) await entries.register(DIRECTOR, flightB.id, p);
    // One flight at a time: a player in 1B (not yet over) is refused by another flight.
    const flightC = await flights.create(DIRECTOR, e.id, { flightName: '1C', flightStopLevel: 1 });
    await tournaments.openRegistration(DIRECTOR, flightC.id);
    expect(await refusal(entries.register(DIRECTOR, flightC.id, playersB[5] as string))).toBe(TournamentErrorCode.IN_ANOTHER_FLIGHT);
    await tournaments.start(DIRECTOR, flightB.id);
    await roundOfHands(flightB.id, rng);
    for (let i = 0; i < 2; i++) await bustTwo(flightB.id, twice);
    // Balancing after the busts (a table left short is halted until it runs).
    await moduleRef.get(BalancingService).balance(flightB.id);
    // The end of level 1 comes with a hand in play: it finishes first, no other table deals, then the flight bags.
    const [first, second] = await tableIds(flightB.id);
    expect(await dealOnly(moduleRef, first as string)).toBe(true);
    await moduleRef.get(ClockService).setLevel(DIRECTOR, flightB.id, 2);
    expect((await tournaments.get(flightB.id)).status).toBe('running');
    expect(await dealOnly(moduleRef, second as string)).toBe(false);
    await playOneHand(moduleRef, first as string, rng);
    const b = await tournaments.get(flightB.id);
    expect(b.status).toBe('finished');
    const entriesB = await tournaments.entriesOf(flightB.id);
    expect(entriesB.filter((x) => x.status === 'advanced')).toHaveLength(36);
    expect(entriesB.filter((x) => x.status === 'advanced').reduce((sum, x) => sum + (x.baggedChips ?? 0n), 0n)).toBe(40n * BigInt(STACK));

    // Day 2 waits for every flight: 1C never started, so it is cancelled.
    expect(await refusal(tournaments.start(DIRECTOR, e.id))).toBe(TournamentErrorCode.FLIGHTS_NOT_FINISHED);
    await tournaments.cancel(DIRECTOR, flightC.id);
    const listed = await flights.list(e.id);
    expect(listed.flights.map((f) => [f.flight.flightName, f.flight.status, f.flight.entriesCount, f.survivors])).toEqual([
      ['1A', 'finished', 40, 30],
      ['1B', 'finished', 40, 36],
      ['1C', 'cancelled', 0, 0],
    ]);
    expect(await tournaments.get(e.id)).toMatchObject({ entriesCount: 80, collected: 80n * BigInt(BUY_IN) });
    expect(await pool(e.id)).toBe(80n * BigInt(BUY_IN));

    // Day 2: one entry per player, the biggest bag of those who bagged twice, from level 2.
    const started = await tournaments.start(DIRECTOR, e.id);
    expect(started.status).toBe('running');
    expect((await moduleRef.get(TournamentClockRepository).find(e.id))?.itemIndex).toBe(1);
    const day2 = await tournaments.entriesOf(e.id);
    expect(day2).toHaveLength(30 + 36 - 3);
    const bags = new Map<string, TournamentEntry>([...entriesA, ...entriesB].filter((x) => x.status === 'advanced').map((x) => [x.id, x]));
    const stackProblems: string[] = [];
    const seats = await queries.listSeats(e.id);
    for (const entry of day2) {
      const bag = bags.get(entry.fromFlightEntryId as string);
      const seat = seats.find((s) => s.playerId === entry.playerId);
      if (!bag || bag.playerId !== entry.playerId || seat?.stack !== bag.baggedChips)
        stackProblems.push(`${entry.playerId}: seat ${seat?.stack}, bag ${bag?.baggedChips}`);
      const best = [...bags.values()]
        .filter((x) => x.playerId === entry.playerId)
        .reduce((m, x) => ((x.baggedChips ?? 0n) > m ? (x.baggedChips as bigint) : m), 0n);
      if (bag?.baggedChips !== best) stackProblems.push(`${entry.playerId}: carried ${bag?.baggedChips}, best ${best}`);
    }
    expect(stackProblems).toEqual([]);
    const carried = day2.reduce((sum, x) => sum + (bags.get(x.fromFlightEntryId as string)?.baggedChips ?? 0n), 0n);
    expect(seats.reduce((sum, s) => sum + s.stack, 0n)).toBe(carried);
    expect(await bank(e.id)).toBe(-carried);
    // The forfeited bags of keep-best players: reported, not carried.
    const reportA = await flights.report(flightA.id);
    const reportB = await flights.report(flightB.id);
    expect(
      [...reportA.bagged, ...reportB.bagged]
        .filter((x) => !x.carriedToDay2)
        .map((x) => x.entry.playerId)
        .sort(),
    ).toEqual([...twice].sort());

    // Day 2 to the end: bots, balancing between rounds.
    for (let round = 0; round < 200 && (await tournaments.get(e.id)).status !== 'finished'; round++) {
      for (const tableId of await tableIds(e.id)) await playOneHand(moduleRef, tableId, rng);
      await moduleRef.get(BalancingService).balance(e.id);
    }
    const done: Tournament = await tournaments.get(e.id);
    expect(done.status).toBe('finished');
    const { placed } = await tournaments.resultsOf(e.id);
    expect(placed).toHaveLength(day2.length);
    expect(placeProblemsOf(placed, day2.length)).toEqual([]);
    expect(done.payouts?.prizePool).toBe(80n * BigInt(BUY_IN));
    expect(placed.reduce((sum, x) => sum + (x.prize ?? 0n), 0n)).toBe(80n * BigInt(BUY_IN));
    expect(await pool(e.id)).toBe(0n);
    expect(await bank(e.id)).toBe(0n);
    expect(await ledgerInvariants(db.databaseUrl)).toMatchObject(LEDGER_OK);
  }, 300_000);
});
