/**
 * The suite's run of `npm run sim:tournament`: 100 random-action bots play a whole tournament
 * through the services — hands dealt by `tables.start-hand` jobs, levels by `tournaments.level-up`
 * jobs and balancing by `tournaments.balance` jobs, all on BullMQ with the test run's real
 * redis-server, everything stored in a real Postgres. The 1,000-player run and its figures are in
 * docs/tournaments.md ("The simulation").
 */
import 'reflect-metadata';
import type { INestApplicationContext } from '@nestjs/common';
import { SimSummary, simulateTournament } from '../scripts/sim/tournament-simulation';
import { createTestDatabase, TestDatabase } from './setup/test-database';
import { startSimApp } from './support/sim-app';

const PLAYERS = 100;
const SEATS_PER_TABLE = 8;

describe('a 100-player tournament played by bots through the services, BullMQ and Postgres', () => {
  let db: TestDatabase;
  let app: INestApplicationContext;
  let summary: SimSummary;
  const lines: string[] = [];

  beforeAll(async () => {
    db = await createTestDatabase();
    app = await startSimApp(db, 'sim');
    summary = await simulateTournament(app, {
      databaseUrl: db.databaseUrl,
      players: PLAYERS,
      seed: 'suite',
      // One-minute levels from a big bet of 320 (a 1,500 stack is under five big bets), doubling:
      // a short tournament that still runs long enough for busts, balancing and breaking tables.
      levelMinutes: 1,
      firstBigBet: 320,
      handPauseMs: 0,
      // 250–290 s under load, 465 s on one core (test:slow --one-core): room for twice that and more.
      timeoutMs: 25 * 60_000,
      progressEveryMs: 5_000,
      log: (line) => lines.push(line),
    });
  }, 30 * 60_000);

  afterAll(async () => {
    await app?.close();
    await db?.drop();
  });

  it('ends with one winner and every place 1…100 taken once (shared places fill their range)', () => {
    expect({ finished: summary.finished, lastProgress: summary.finished ? null : lines.slice(-3) }).toEqual({ finished: true, lastProgress: null });
    expect(summary.checks).toMatchObject({ oneWinner: true, everyPlaceOnce: true, placeProblems: [] });
  });

  it('conserves chips and money: every chip back in the bank, prizes = pool in the bankrolls, fees, a balanced ledger', () => {
    expect(summary.chipProblems).toEqual([]);
    expect(summary.checks).toMatchObject({ chipsAllBack: true, prizesSumToPool: true, bankrollsHoldPrizes: true, feesCollected: true, ledgerBalanced: true });
  });

  it('kept the tables balanced: after every balancing run the tables in play are within one player, players were moved and tables broken down to a final table', () => {
    expect(summary.unbalanced).toEqual([]);
    expect(summary.balancingRuns).toBeGreaterThan(10);
    expect(summary.moves).toBeGreaterThan(0);
    // 100 players start at 13 tables of 8 or fewer; the final table forms once the rest fit at one.
    expect(summary.finalTable).not.toBeNull();
    expect(summary.finalTable?.players).toBeLessThanOrEqual(SEATS_PER_TABLE);
    expect(summary.finalTable?.tablesBefore).toBeGreaterThan(1);
  });
});
