/**
 * The level clock on BullMQ (a real redis-server) and a real Postgres: level changes arrive as
 * delayed jobs processed by a separate worker, apply from the next hand dealt, survive the worker
 * being stopped and started again, and a stale job changes nothing.
 */
import type { TestingModule } from '@nestjs/testing';
import { TournamentClockRepository, TournamentTableQueries } from '@app/persistence';
import { seededRng } from '@app/razz-engine';
import { createTestDatabase, TestDatabase } from '../../../../test/setup/test-database';
import { testRedisUrl, uniqueQueuePrefix } from '../../../../test/setup/test-redis';
import { eventually, notYet } from '../../../../test/support/eventually';
import { LEDGER_OK, ledgerInvariants, sql } from '../../../../test/support/ledger-invariants';
import { playOneHand } from '../../../../test/support/tournament-bots';
import { DIRECTOR, fundedPlayer, tournamentDto, tournamentModule } from '../../../../test/support/tournaments';
import { ClockService } from './clock.service';
import { EntriesService } from './entries.service';
import { nextHandStakes } from './next-hand-stakes';
import { TournamentsService } from './tournaments.service';

describe('the level clock on BullMQ (real Postgres and Redis)', () => {
  let db: TestDatabase;
  let api: TestingModule;
  let worker: TestingModule | undefined;
  const jobs = { redisUrl: testRedisUrl(), prefix: uniqueQueuePrefix('clock') };

  beforeAll(async () => {
    db = await createTestDatabase();
    api = await tournamentModule(db.databaseUrl, { ...jobs, processing: false });
  });
  afterAll(async () => {
    await worker?.close();
    await api.close();
    await db.drop();
  });

  async function runningTournament(): Promise<string> {
    const tournaments = api.get(TournamentsService);
    const t = await tournaments.create(DIRECTOR, tournamentDto());
    await tournaments.openRegistration(DIRECTOR, t.id);
    for (let i = 0; i < 3; i++) await api.get(EntriesService).register(DIRECTOR, t.id, await fundedPlayer(api, 11_000));
    await tournaments.start(DIRECTOR, t.id);
    return t.id;
  }

  it('moves to level II by a job, from the next hand on, even when the worker restarts before it is due', async () => {
    const id = await runningTournament();
    const clocks = api.get(TournamentClockRepository);
    const table = (await api.get(TournamentTableQueries).listTables(id))[0]?.id as string;
    const rng = seededRng('clock');
    expect(await playOneHand(api, table, rng)).toMatchObject({ bigBet: 200 });

    // Level I (20 minutes) is made to end 30 s from now: the clock is moved back, then paused and
    // resumed, which re-schedules its job (a new epoch: the job of the start is stale now). Thirty
    // seconds, so that even a slow machine starts and closes the first worker before it is due (ten
    // were not enough on one core, test:slow --one-core: the first worker lived to run the job).
    await sql(db.databaseUrl, `UPDATE tournament_clocks SET anchor_at = anchor_at - interval '1170 seconds' WHERE tournament_id = $1`, [id]);
    await api.get(ClockService).pause(DIRECTOR, id);
    const resumed = await api.get(ClockService).resume(DIRECTOR, id);
    expect(resumed.current).toMatchObject({ kind: 'level', level: 1 });
    expect(resumed.remainingMs).toBeLessThanOrEqual(30_000);

    // A worker comes and goes before the job is due; a new one processes it.
    worker = await tournamentModule(db.databaseUrl, { ...jobs, processing: true });
    await worker.close();
    worker = undefined;
    expect((await clocks.find(id))?.itemIndex).toBe(0);
    worker = await tournamentModule(db.databaseUrl, { ...jobs, processing: true });
    await eventually(
      async () => {
        const clock = await clocks.find(id);
        return clock?.itemIndex === 1 || notYet({ itemIndex: clock?.itemIndex, anchorAt: clock?.anchorAt });
      },
      // The level ends 30 s after the resume: as long again for the job to run on a slow machine.
      60_000,
      'level II',
    );

    expect(await playOneHand(api, table, rng)).toMatchObject({ bigBet: 300 });
    const view = await api.get(ClockService).view(id);
    expect(view).toMatchObject({ current: { level: 2, name: 'Level II' }, next: { level: 3 }, entries: 3, prizePool: 30_000 });
    expect(await ledgerInvariants(db.databaseUrl)).toMatchObject(LEDGER_OK);
    // 30 s of it is the level's end: 40 s on a quiet machine.
  }, 240_000);

  it('a stale job (an older epoch, or a level the clock has passed) changes nothing', async () => {
    const id = await runningTournament();
    const clock = api.get(ClockService);
    await clock.setLevel(DIRECTOR, id, 3);
    const before = await api.get(TournamentClockRepository).find(id);
    expect(before).toMatchObject({ itemIndex: 2, epoch: 1 });
    expect(await clock.levelUp({ tournamentId: id, itemIndex: 1, epoch: 0 })).toBe(false);
    expect(await clock.levelUp({ tournamentId: id, itemIndex: 3, epoch: 0 })).toBe(false);
    expect(await clock.levelUp({ tournamentId: id, itemIndex: 2, epoch: 1 })).toBe(false);
    expect(await api.get(TournamentClockRepository).find(id)).toEqual(before);
    // Paused: the current epoch's job does nothing either; set-level keeps the pause.
    await clock.pause(DIRECTOR, id);
    expect(await clock.levelUp({ tournamentId: id, itemIndex: 3, epoch: 2 })).toBe(false);
    expect((await clock.setLevel(DIRECTOR, id, 5)).paused).toBe(true);
    expect(nextHandStakes(await api.get(TournamentsService).get(id), await api.get(TournamentClockRepository).find(id))).toEqual({
      level: 5,
      stakes: { ante: 50, bringIn: 100, smallBet: 400, bigBet: 800 },
      game: 'razz',
    });
  });
});
