/**
 * A 20-player tournament played to the end by random-action bots through the services: the
 * tables' hand service deals each hand at the stakes the tournament's clock gives, settles it and
 * reports it to the tournament, and balancing moves players, breaks tables and forms the final
 * table between rounds; on a real Postgres (the jobs go to a Redis no worker reads: the test runs
 * balancing itself after each round of hands, so every step is deterministic).
 */
import type { TestingModule } from '@nestjs/testing';
import { TournamentTableQueries } from '@app/persistence';
import { seededRng } from '@app/razz-engine';
import { createTestDatabase, TestDatabase } from '../../../../test/setup/test-database';
import { testRedisUrl, uniqueQueuePrefix } from '../../../../test/setup/test-redis';
import { balanceProblem } from '../../../../test/support/balancing';
import { placeProblemsOf } from '../../../../test/support/places';
import { LEDGER_OK, ledgerInvariants, sql } from '../../../../test/support/ledger-invariants';
import { playOneHand } from '../../../../test/support/tournament-bots';
import { DIRECTOR, fundedPlayer, tournamentDto, tournamentModule } from '../../../../test/support/tournaments';
import { LedgerService } from '../ledger/ledger.service';
import { chipsUnit } from '../ledger/units';
import { BalancingService } from './balancing/balancing.service';
import { ClockService } from './clock.service';
import { EntriesService } from './entries.service';
import { StructuresService } from './structures.service';
import { TournamentsService } from './tournaments.service';

const PLAYERS = 20;
const STACK = 1_500;
/** Doubling every level, so random play cannot go on for ever: by level X a big bet is more than all the chips. */
const bigBetAt = (n: number) => 80 * 2 ** (n - 1);
const level = (n: number) => ({
  kind: 'level' as const,
  minutes: 10,
  stakes: { ante: bigBetAt(n) / 16, bringIn: bigBetAt(n) / 8, smallBet: bigBetAt(n) / 2, bigBet: bigBetAt(n) },
});
const LEVELS = 10;

describe('a 20-player tournament played by bots (real Postgres)', () => {
  let db: TestDatabase;
  let moduleRef: TestingModule;

  beforeAll(async () => {
    db = await createTestDatabase();
    moduleRef = await tournamentModule(db.databaseUrl, { redisUrl: testRedisUrl(), prefix: uniqueQueuePrefix('bots20'), processing: false });
  });
  afterAll(async () => {
    await moduleRef.close();
    await db.drop();
  });

  it('finishes with one winner, places 1–20 once each, payouts summing to the pool, chips conserved at every hand', async () => {
    const structure = await moduleRef
      .get(StructuresService)
      .create(DIRECTOR, { name: 'bots fast', items: Array.from({ length: LEVELS }, (_, i) => level(i + 1)) });
    const tournaments = moduleRef.get(TournamentsService);
    const created = await tournaments.create(
      DIRECTOR,
      tournamentDto({
        handPauseMs: 600_000,
        structurePreset: undefined,
        structureId: structure.id,
        startingStack: STACK,
        buyIn: 10_000,
        fee: 1_000,
        guarantee: 250_000,
      }),
    );
    await tournaments.openRegistration(DIRECTOR, created.id);
    for (let i = 0; i < PLAYERS; i++) await moduleRef.get(EntriesService).register(DIRECTOR, created.id, await fundedPlayer(moduleRef, 11_000));
    await tournaments.start(DIRECTOR, created.id);
    const tables = await moduleRef.get(TournamentTableQueries).listTables(created.id);
    expect(tables.map((t) => t.status)).toEqual(['open', 'open', 'open']);

    const rng = seededRng('twenty bots');
    const ledger = moduleRef.get(LedgerService);
    const chipProblems: string[] = [];
    let hands = 0;
    let balancingRuns = 0;
    const levelsDealt = new Set<number>();
    for (let round = 0; round < 2_000 && (await tournaments.get(created.id)).status !== 'finished'; round++) {
      // The director raises the level every 10 hands; hands dealt from then on use it.
      const levelNow = Math.min(LEVELS, 1 + Math.floor(hands / 10));
      await moduleRef.get(ClockService).setLevel(DIRECTOR, created.id, levelNow);
      for (const table of await moduleRef.get(TournamentTableQueries).listTables(created.id)) {
        const played = await playOneHand(moduleRef, table.id, rng);
        if (played) hands++;
        const seated = await moduleRef.get(TournamentTableQueries).listSeats(created.id);
        const held = seated.reduce((sum, s) => sum + s.stack, 0n);
        const bank = await ledger.balanceOf({ kind: 'tournament-chip-bank', unit: chipsUnit(created.id), reference: `tournament:${created.id}` });
        const finished = (await tournaments.get(created.id)).status === 'finished';
        if (!finished && (held !== BigInt(PLAYERS * STACK) || bank !== -BigInt(PLAYERS * STACK)))
          chipProblems.push(`hand ${hands}: seats hold ${held}, bank ${bank}`);
        if (played) levelsDealt.add(played.bigBet);
        if (played && played.bigBet !== bigBetAt(levelNow)) chipProblems.push(`hand ${hands}: dealt with big bet ${played.bigBet} at level ${levelNow}`);
      }
      // Balancing between rounds: the tables in play end within TDA_BALANCING.moveAt − 1 of each other unless a table is waiting.
      const report = await moduleRef.get(BalancingService).balance(created.id);
      const unbalanced = report ? balanceProblem(report) : null;
      if (unbalanced) chipProblems.push(unbalanced);
      if (report && report.moves + report.brokenTables.length > 0) balancingRuns++;
    }
    expect(chipProblems).toEqual([]);
    expect(balancingRuns).toBeGreaterThan(0);
    expect(levelsDealt.size).toBeGreaterThan(1);

    const t = await tournaments.get(created.id);
    // On failure, show where it stuck: who still sits where with what, and the tables.
    const stuck =
      t.status === 'finished'
        ? null
        : { hands, seats: await moduleRef.get(TournamentTableQueries).listSeats(t.id), tables: await moduleRef.get(TournamentTableQueries).listTables(t.id) };
    expect({ status: t.status, stuck }).toEqual({ status: 'finished', stuck: null });
    const { placed } = await tournaments.resultsOf(created.id);
    expect(placed).toHaveLength(PLAYERS);
    expect(placed.filter((e) => e.status === 'finished')).toEqual([expect.objectContaining({ place: 1, placeTo: 1 })]);
    // Every place 1…20 taken once: shared ranges hold as many players as places and the ranges tile 1…20.
    expect(placeProblemsOf(placed, PLAYERS)).toEqual([]);
    // The pool: 20 × 100 USD collected, guaranteed 2,500 USD: the house adds 500.
    expect(t.payouts).toMatchObject({ prizePool: 250_000n, overlay: 50_000n });
    const paid = placed.reduce((sum, e) => sum + (e.prize ?? 0n), 0n);
    expect(paid).toBe(250_000n);
    expect(await ledger.balanceOf({ kind: 'tournament-prize-pool', unit: 'USD', reference: `tournament:${t.id}` })).toBe(0n);
    expect(await ledger.balanceOf({ kind: 'tournament-chip-bank', unit: chipsUnit(t.id), reference: `tournament:${t.id}` })).toBe(0n);
    const chipsLeft = await sql<{ n: string }>(db.databaseUrl, `SELECT count(*)::text AS n FROM ledger_accounts WHERE unit = $1 AND balance <> 0`, [
      chipsUnit(t.id),
    ]);
    expect(chipsLeft[0]?.n).toBe('0');
    expect((await moduleRef.get(TournamentTableQueries).listTables(t.id)).every((x) => x.status === 'closed')).toBe(true);
    expect(await ledgerInvariants(db.databaseUrl)).toMatchObject(LEDGER_OK);
    // 149 s on one core (test:slow --one-core): twice that and more.
  }, 480_000);
});
