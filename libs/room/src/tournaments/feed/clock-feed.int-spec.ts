/**
 * The clock pushed to a tournament's followers (real Postgres, in-process bus and jobs): each
 * committed change the clock makes outside a director's request — the level-up job, the
 * hand-for-hand stop and release — is heard as `{ type: 'clock', clock }`, the clock as
 * `GET /tournaments/{id}/clock` reads after the commit; a change rolled back, or a stale job, is
 * heard as nothing.
 */
import type { TestingModule } from '@nestjs/testing';
import { TournamentClockRepository, TournamentRepository, UnitOfWork } from '@app/persistence';
import { createTestDatabase, TestDatabase } from '../../../../../test/setup/test-database';
import { eventually, notYet } from '../../../../../test/support/eventually';
import { runningTournament } from '../../../../../test/support/balancing';
import { DIRECTOR, tournamentModule } from '../../../../../test/support/tournaments';
import { ClockService } from '../clock.service';
import type { ClockView } from '../dto/clock.view';
import { TournamentEventBus, TournamentUpdate } from './tournament-feed';

describe('the clock, pushed after every committed change (real Postgres)', () => {
  let db: TestDatabase;
  let moduleRef: TestingModule;

  beforeAll(async () => {
    db = await createTestDatabase();
    moduleRef = await tournamentModule(db.databaseUrl);
  });
  afterAll(async () => {
    await moduleRef?.close();
    await db.drop();
  });

  it('pushes the level-up job, the hand-for-hand stop and release; nothing of a rolled-back stop or a stale job', async () => {
    const id = await runningTournament(moduleRef, 4);
    const other = await runningTournament(moduleRef, 4);
    const clock = moduleRef.get(ClockService);
    const uow = moduleRef.get(UnitOfWork);
    const heard: TournamentUpdate[] = [];
    await moduleRef.get(TournamentEventBus).subscribe(id, (u) => heard.push(u));
    const clocks = () => heard.map((u) => (u.event.type === 'clock' ? (u.event.clock as ClockView) : null));
    const tournament = async () => {
      const t = await moduleRef.get(TournamentRepository).findById(id);
      if (!t) throw new Error('test setup: the tournament is gone');
      return t;
    };
    const epoch = async () => (await moduleRef.get(TournamentClockRepository).find(id))?.epoch ?? -1;
    const heardCount = (n: number, what: string) => eventually(() => (heard.length >= n ? true : notYet(clocks())), undefined, what);

    expect(await clock.levelUp({ tournamentId: id, itemIndex: 1, epoch: await epoch() })).toBe(true);
    await heardCount(1, 'the level-up');
    expect(clocks()[0]).toEqual({ ...(await clock.view(id)), remainingMs: expect.any(Number) });
    expect(clocks()[0]).toMatchObject({ tournamentId: id, paused: false, current: { level: 2 } });

    // A stop whose unit of work rolls back: never heard; a stale job: changes nothing, heard as nothing.
    await expect(
      uow.run(async () => {
        await clock.stopForHandForHand(await tournament());
        throw new Error('rolled back');
      }),
    ).rejects.toThrow('rolled back');
    expect(await clock.levelUp({ tournamentId: id, itemIndex: 2, epoch: (await epoch()) + 5 })).toBe(false);
    // Another tournament's change: not this one's followers' business.
    await clock.pause(DIRECTOR, other);

    await uow.run(async () => clock.stopForHandForHand(await tournament()));
    await heardCount(2, 'the hand-for-hand stop');
    await uow.run(async () => clock.releaseFromHandForHand(await tournament()));
    await heardCount(3, 'the hand-for-hand release');
    expect(clocks().map((c) => [c?.paused, c?.current?.level])).toEqual([
      [false, 2],
      [true, 2],
      [false, 2],
    ]);
    expect(heard.every((u) => u.tournamentId === id && u.event.type === 'clock')).toBe(true);
    expect(clocks()[2]).toEqual({ ...(await clock.view(id)), remainingMs: expect.any(Number) });
  });
});
