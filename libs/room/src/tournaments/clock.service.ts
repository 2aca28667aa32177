import { Injectable, Logger, OnApplicationBootstrap } from '@nestjs/common';
import { JobScheduler, LevelUpJobPayload } from '@app/jobs';
import { ClockState, Tournament, TournamentClockRepository, TournamentRepository, UnitOfWork } from '@app/persistence';
import { anchorFor, handForHandTarget, inPlay, itemStartsAt, levelCount, levelItemIndex, wallReading } from '@app/tournament-core';
import type { Actor } from '../audit/actor';
import { AuditService } from '../audit/audit.service';
import { buildClockView, ClockView } from './dto/clock.view';
import { TournamentFeedService } from './feed/tournament-feed.service';
import { ResultsService } from './results.service';
import { TournamentTablesService } from './tournament-tables.service';
import { TournamentError, TournamentErrorCode } from './tournament.error';

/** A level-up job to enqueue once the unit of work that decided it has committed. */
export interface LevelUpJob {
  payload: LevelUpJobPayload;
  jobId: string;
  delayMs: number;
}

export const levelUpJobId = (p: LevelUpJobPayload) => `${p.tournamentId}-${p.itemIndex + 1}${p.epoch > 0 ? `-e${p.epoch}` : ''}`;

/** The status that goes with the clock's current item. */
export function statusAt(t: Tournament, itemIndex: number): 'running' | 'on-break' {
  return t.structure.items[itemIndex]?.kind === 'break' ? 'on-break' : 'running';
}

/**
 * The level clock. Levels advance only through `tournaments.level-up` jobs (delayed BullMQ jobs
 * with idempotent ids); the stored clock says which item hands are dealt at, so a new level
 * applies from the next hand dealt. Pause, resume and set-level bump the clock's epoch, which
 * makes every job scheduled before them stale.
 *
 * Every committed change of the clock is pushed to the tournament's followers (`/live`
 * `subscribe-tournament`) as `{ type: 'clock', clock }`, `clock` being what `GET
 * /tournaments/{id}/clock` answers just after the commit.
 */
@Injectable()
export class ClockService implements OnApplicationBootstrap {
  private readonly logger = new Logger('ClockService');

  constructor(
    private readonly uow: UnitOfWork,
    private readonly tournaments: TournamentRepository,
    private readonly clocks: TournamentClockRepository,
    private readonly results: ResultsService,
    private readonly tables: TournamentTablesService,
    private readonly jobs: JobScheduler,
    private readonly audit: AuditService,
    private readonly feed: TournamentFeedService,
  ) {}

  /** Per tournament, the clock pushes not yet published, so they read and publish one after another. */
  private readonly clockPushes = new Map<string, ClockPush>();

  /** Inside the start's unit of work: level I begins now (a multi-day event's Day 2: a later item). Returns the job that ends it. */
  async startClock(t: Tournament, now: number, itemIndex = 0): Promise<LevelUpJob | null> {
    const clock = await this.clocks.create({ tournamentId: t.id, itemIndex, anchorAt: new Date(now) });
    this.uow.afterCommit(() => this.pushClock(t.id));
    return this.nextJob(t, clock, now);
  }

  /** The job's work: move the clock on if the job is still due. False when it was stale. */
  async levelUp(payload: LevelUpJobPayload): Promise<boolean> {
    const now = Date.now();
    const outcome = await this.uow.run(async () => {
      const t = await this.tournaments.lockById(payload.tournamentId);
      const clock = t ? await this.clocks.find(t.id) : null;
      if (!t || !clock || !inPlay(t) || clock.epoch !== payload.epoch || clock.pausedAt || clock.itemIndex >= payload.itemIndex) return null;
      const wall = wallReading(t.structure, clock, now).current.index;
      // Normally the wall clock agrees; if the job ran early, the job wins and the clock follows it.
      const itemIndex = Math.min(Math.max(payload.itemIndex, wall), t.structure.items.length - 1);
      const anchorAt = wall === itemIndex ? clock.anchorAt : anchorFor(t.structure, itemIndex, now);
      return this.moveTo(t, clock, { itemIndex, anchorAt }, now);
    });
    if (!outcome) return false;
    await this.afterChange(outcome);
    return true;
  }

  pause(actor: Actor, tournamentId: string): Promise<ClockView> {
    return this.directorChange(actor, tournamentId, 'tournament.clock-pause', async (t, clock, now) => {
      if (clock.pausedAt) throw new TournamentError(TournamentErrorCode.CLOCK_ALREADY_PAUSED, `the clock of tournament ${t.id} is already paused`);
      return { pausedAt: new Date(now) };
    });
  }

  resume(actor: Actor, tournamentId: string): Promise<ClockView> {
    return this.directorChange(actor, tournamentId, 'tournament.clock-resume', async (t, clock, now) => {
      if (!clock.pausedAt) throw new TournamentError(TournamentErrorCode.CLOCK_NOT_PAUSED, `the clock of tournament ${t.id} is running`);
      if (clock.handForHandStop)
        throw new TournamentError(
          TournamentErrorCode.CLOCK_STOPPED_FOR_HAND_FOR_HAND,
          `the clock of tournament ${t.id} is stopped for hand-for-hand play; it runs again when hand-for-hand ends`,
        );
      return { pausedAt: null, anchorAt: new Date(clock.anchorAt.getTime() + (now - clock.pausedAt.getTime())) };
    });
  }

  /** Level `level` starts now, from its full time (paused if the clock was paused). */
  setLevel(actor: Actor, tournamentId: string, level: number): Promise<ClockView> {
    return this.directorChange(
      actor,
      tournamentId,
      'tournament.clock-set-level',
      async (t, clock, now) => {
        const itemIndex = levelItemIndex(t.structure, level);
        if (itemIndex < 0)
          throw new TournamentError(TournamentErrorCode.LEVEL_OUT_OF_RANGE, `level must be from 1 to ${levelCount(t.structure)}, got ${level}`);
        return { itemIndex, anchorAt: anchorFor(t.structure, itemIndex, now), pausedAt: clock.pausedAt ? new Date(now) : null };
      },
      { level },
    );
  }

  /**
   * The next break starts now, with its full time (a director takes the break early, as rooms do
   * when a level's hands run long or the chip race must start): the first break after the clock's
   * current item. NO_BREAK_AHEAD when the structure has none left; paused if the clock was paused.
   */
  startBreak(actor: Actor, tournamentId: string): Promise<ClockView> {
    return this.directorChange(actor, tournamentId, 'tournament.clock-break', async (t, clock, now) => {
      const itemIndex = t.structure.items.findIndex((item, i) => i > clock.itemIndex && item.kind === 'break');
      if (itemIndex < 0)
        throw new TournamentError(TournamentErrorCode.NO_BREAK_AHEAD, `the structure of tournament ${t.id} has no break after the current level`);
      return { itemIndex, anchorAt: anchorFor(t.structure, itemIndex, now), pausedAt: clock.pausedAt ? new Date(now) : null };
    });
  }

  async view(tournamentId: string): Promise<ClockView> {
    const t = await this.tournaments.findById(tournamentId);
    if (!t) throw TournamentError.notFound(tournamentId);
    return this.viewOf(t, await this.clocks.find(t.id));
  }

  private async viewOf(t: Tournament, clock: ClockState | null): Promise<ClockView> {
    return buildClockView(t, clock, await this.results.standing(t), Date.now());
  }

  /**
   * Hand-for-hand stops a running clock during a level (a break runs out: it would otherwise never
   * end). Inside the caller's unit of work, tournament locked; the level-up job it supersedes is
   * removed after the commit. Nothing when the clock is paused already (a director's pause stays theirs).
   */
  async stopForHandForHand(t: Tournament): Promise<void> {
    const clock = await this.clocks.find(t.id);
    if (!clock || clock.pausedAt || t.structure.items[clock.itemIndex]?.kind !== 'level') return;
    const now = Date.now();
    await this.clocks.update(t.id, { pausedAt: new Date(now), epoch: clock.epoch + 1, handForHandStop: true });
    const superseded = this.nextJob(t, clock, now);
    this.uow.afterCommit(() => this.afterChange({ tournament: t, clock, job: null, cancel: superseded, resumeDealing: false }));
  }

  /**
   * Plays a clock hand-for-hand stopped down by `ms` (one round's worth of the average hand time):
   * the level's remaining time shrinks and a level that runs out gives way to the next, but never
   * to a break — the deduction stops at the break's start, and the break begins once the clock runs
   * again. The tournament as it is afterwards (a new level may have moved its results on).
   */
  async playDownForHandForHand(t: Tournament, ms: number): Promise<Tournament> {
    const clock = await this.clocks.find(t.id);
    if (!clock?.handForHandStop || !clock.pausedAt || ms <= 0) return t;
    const target = handForHandTarget(t.structure, clock, ms);
    this.uow.afterCommit(() => this.pushClock(t.id));
    if (target.itemIndex === clock.itemIndex) {
      await this.clocks.update(t.id, { anchorAt: target.anchorAt });
      return t;
    }
    return (await this.moveTo(t, clock, target, Date.now())).tournament;
  }

  /** Hand-for-hand is over: a clock it stopped runs again from where it stood (its next job after the commit). */
  async releaseFromHandForHand(t: Tournament): Promise<void> {
    const clock = await this.clocks.find(t.id);
    if (!clock?.handForHandStop || !clock.pausedAt) return;
    const now = Date.now();
    const anchorAt = new Date(clock.anchorAt.getTime() + (now - clock.pausedAt.getTime()));
    const moved = await this.moveTo(t, clock, { pausedAt: null, anchorAt, epoch: clock.epoch + 1, handForHandStop: false }, now);
    this.uow.afterCommit(() => this.afterChange({ ...moved, resumeDealing: false }));
  }

  /** After a restart: every clock in play gets its next job again (ids make this idempotent). */
  async onApplicationBootstrap(): Promise<void> {
    for (const t of await this.tournaments.listInPlay()) {
      const clock = await this.clocks.find(t.id);
      const job = clock ? this.nextJob(t, clock, Date.now()) : null;
      if (job) await this.enqueue(job);
    }
  }

  async enqueue(job: LevelUpJob | null): Promise<void> {
    if (job) await this.jobs.enqueue('tournaments.level-up', job.payload, { jobId: job.jobId, delayMs: job.delayMs });
  }

  /**
   * After a commit: the clock as it reads now, to the tournament's followers. Pushes of one
   * tournament take turns, so a later read is never published before an earlier one and the last
   * clock a follower hears is the newest (within this process). A push still waiting to read will
   * show this change too, so it stands for both. Never throws: the change has committed.
   */
  private pushClock(tournamentId: string): Promise<void> {
    const ahead = this.clockPushes.get(tournamentId);
    if (ahead?.queued) return ahead.done;
    const push: ClockPush = { done: Promise.resolve(), queued: true };
    push.done = (ahead?.done ?? Promise.resolve())
      .then(async () => {
        push.queued = false;
        await this.publishClock(tournamentId);
      })
      .finally(() => {
        if (this.clockPushes.get(tournamentId) === push) this.clockPushes.delete(tournamentId);
      });
    this.clockPushes.set(tournamentId, push);
    return push.done;
  }

  private async publishClock(tournamentId: string): Promise<void> {
    let clock: ClockView;
    try {
      clock = await this.view(tournamentId);
    } catch (err) {
      this.logger.warn(`tournament ${tournamentId}: reading the clock to push it failed: ${err instanceof Error ? err.message : String(err)}`);
      return;
    }
    await this.feed.announceNow(tournamentId, { type: 'clock', clock });
  }

  private nextJob(t: Tournament, clock: ClockState, now: number): LevelUpJob | null {
    const itemIndex = clock.itemIndex + 1;
    const startsAt = itemStartsAt(t.structure, clock, itemIndex);
    if (itemIndex >= t.structure.items.length || startsAt === null) return null;
    const payload = { tournamentId: t.id, itemIndex, epoch: clock.epoch };
    return { payload, jobId: levelUpJobId(payload), delayMs: Math.max(0, startsAt - now) };
  }

  private async moveTo(t: Tournament, clock: ClockState, changes: Partial<ClockState>, now: number): Promise<ClockChangeOutcome> {
    const updated = await this.clocks.update(t.id, changes);
    const wasOnBreak = t.status === 'on-break';
    const status = statusAt(t, updated.itemIndex);
    const current = status === t.status ? t : await this.tournaments.update(t.id, { status });
    const settled = await this.results.settle(current, updated.itemIndex);
    return {
      tournament: settled,
      clock: updated,
      job: inPlay(settled) ? this.nextJob(settled, updated, now) : null,
      resumeDealing: wasOnBreak && status === 'running',
      cancel: null,
    };
  }

  private async directorChange(
    actor: Actor,
    tournamentId: string,
    action: string,
    change: ClockChangeWork,
    details: Record<string, number> = {},
  ): Promise<ClockView> {
    const now = Date.now();
    const outcome = await this.uow.run(async () => {
      const t = await this.tournaments.lockById(tournamentId);
      if (!t) throw TournamentError.notFound(tournamentId);
      const clock = await this.clocks.find(t.id);
      if (!clock || !inPlay(t)) throw TournamentError.status(t.id, t.status, 'the clock runs only while the tournament is in play');
      const changes = await change(t, clock, now);
      const moved = await this.moveTo(t, clock, { ...changes, epoch: clock.epoch + 1 }, now);
      await this.audit.record(actor, action, { type: 'tournament', id: t.id }, { ...details, itemIndex: moved.clock.itemIndex, epoch: moved.clock.epoch });
      return { ...moved, resumeDealing: moved.resumeDealing || t.status === 'on-break', cancel: this.nextJob(t, clock, now) };
    });
    await this.afterChange(outcome);
    return this.viewOf(outcome.tournament, outcome.clock);
  }

  private async afterChange(outcome: ClockChangeOutcome): Promise<void> {
    await this.pushClock(outcome.tournament.id);
    // The superseded job would find itself stale; removing it keeps the queue small.
    if (outcome.cancel) await this.jobs.cancel('tournaments.level-up', outcome.cancel.jobId).catch(() => false);
    await this.enqueue(outcome.job);
    if (outcome.resumeDealing && outcome.tournament.status === 'running') {
      await this.tables
        .resumeDealing(outcome.tournament)
        .catch((err: Error) => this.logger.warn(`tournament ${outcome.tournament.id}: resuming tables failed: ${err.message}`));
    }
  }
}

/** A clock push waiting its turn; `queued` until it reads the clock. */
interface ClockPush {
  done: Promise<void>;
  queued: boolean;
}

type ClockChangeWork = (t: Tournament, clock: ClockState, now: number) => Promise<Partial<ClockState>>;

interface ClockChangeOutcome {
  tournament: Tournament;
  clock: ClockState;
  job: LevelUpJob | null;
  cancel: LevelUpJob | null;
  resumeDealing: boolean;
}
