/**
 * `npm run sim:tournament -- --bots tips` in small: 24 of the engine's tips bots (tight style),
 * each deciding from its own player's view and live feed, play a tournament to one winner through
 * the services, BullMQ and Postgres; the summary reports the hands of every level. The 1,000-player
 * runs and their figures are in docs/tournaments.md ("The simulation").
 */
import 'reflect-metadata';
import type { INestApplicationContext } from '@nestjs/common';
import { parseSimBots } from '../scripts/sim/sim-bots';
import { SimSummary, simulateTournament } from '../scripts/sim/tournament-simulation';
import { createTestDatabase, TestDatabase } from './setup/test-database';
import { startSimApp } from './support/sim-app';

const PLAYERS = 24;

describe('a 24-player tournament played by tips bots', () => {
  let db: TestDatabase;
  let app: INestApplicationContext;
  let summary: SimSummary;
  const lines: string[] = [];

  beforeAll(async () => {
    db = await createTestDatabase();
    app = await startSimApp(db, 'sim-tips');
    const bots = parseSimBots('tips');
    if (!bots.ok) throw new Error(`unknown bot ${bots.unknown}`);
    summary = await simulateTournament(app, {
      databaseUrl: db.databaseUrl,
      players: PLAYERS,
      seed: 'suite-tips',
      bots: bots.roster,
      // A 1,500 stack is about two big bets at level I: three tables that end in a level or two.
      levelMinutes: 1,
      firstBigBet: 640,
      handPauseMs: 0,
      // About a minute under load: room for many times that.
      timeoutMs: 15 * 60_000,
      progressEveryMs: 5_000,
      log: (line) => lines.push(line),
    });
  }, 20 * 60_000);

  afterAll(async () => {
    await app?.close();
    await db?.drop();
  });

  it('ends with one winner and every place taken once, every action a tips bot’s', () => {
    expect({ finished: summary.finished, lastProgress: summary.finished ? null : lines.slice(-3) }).toEqual({ finished: true, lastProgress: null });
    expect(summary.checks).toMatchObject({ oneWinner: true, everyPlaceOnce: true, placeProblems: [] });
    expect(summary.bots).toBe('tips-tight');
    expect(summary.actionsByBot).toEqual({ 'tips-tight': summary.actions });
    // Every decision read the betting so far (from the feed, or the stored log cut to its seat); a refused one is read but not counted.
    expect(summary.betting.feed + summary.betting.log).toBeGreaterThanOrEqual(summary.actions);
  });

  it('conserves chips and money and keeps the tables balanced', () => {
    expect(summary.chipProblems).toEqual([]);
    expect(summary.checks).toMatchObject({ chipsAllBack: true, prizesSumToPool: true, bankrollsHoldPrizes: true, feesCollected: true, ledgerBalanced: true });
    expect(summary.unbalanced).toEqual([]);
    expect(summary.finalTable).not.toBeNull();
  });

  it('reports the hands of every level, from level I to the last, summing to the hands dealt', () => {
    const levels = summary.levels;
    expect(levels.map((l) => l.level)).toEqual(Array.from({ length: summary.levelCount }, (_, i) => i + 1));
    expect(levels.reduce((n, l) => n + l.hands, 0)).toBe(summary.hands);
    for (const l of levels) {
      expect(l.hands).toBeGreaterThan(0);
      expect(l.tables).toBeGreaterThan(0);
      expect(l.handsPerTable).toBe(Math.round((l.hands * 10) / l.tables) / 10);
      expect(l.mostAtATable).toBeGreaterThanOrEqual(l.handsPerTable);
      expect(l.mostAtATable).toBeLessThanOrEqual(l.hands);
    }
    const left = levels.map((l) => l.playersLeft);
    expect(left).toEqual([...left].sort((a, b) => b - a));
    expect(left.at(-1)).toBe(1);
  });
});
