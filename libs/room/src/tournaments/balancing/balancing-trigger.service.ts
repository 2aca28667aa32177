import { Injectable } from '@nestjs/common';
import { JobScheduler } from '@app/jobs';
import { Tournament, UnitOfWork } from '@app/persistence';

/** The `tournaments.balance` job id for a trigger that read `balanceRuns` = `runs`. */
export const balanceJobId = (tournamentId: string, runs: number) => `${tournamentId}-${runs}`;

/**
 * Asks for a balancing run once the caller's unit of work has committed.
 *
 * Deduplication without losing a run: the job id is `<tournamentId>-<balanceRuns>`, read by the
 * caller inside its unit of work while it holds a lock the run also takes (the table whose hand
 * ended, or every table). Every run locks every table, then bumps `balanceRuns` in the same
 * transaction. So a run with that id either has not read the tables yet — it waits for the
 * caller's lock and sees its change, and sharing it is safe — or it has committed, and then the
 * caller read the bumped count and names the next run. A burst of busts therefore collapses into
 * one run per "generation", and BullMQ keeping finished ids for an hour never swallows a needed
 * run: the next trigger names an id no run has used.
 */
@Injectable()
export class BalancingTrigger {
  constructor(
    private readonly uow: UnitOfWork,
    private readonly jobs: JobScheduler,
  ) {}

  /** `t` as read inside the caller's unit of work (its `balanceRuns` is what names the job). */
  request(t: Pick<Tournament, 'id' | 'balanceRuns'>): void {
    const jobId = balanceJobId(t.id, t.balanceRuns);
    this.uow.afterCommit(() => this.jobs.enqueue('tournaments.balance', { tournamentId: t.id }, { jobId }));
  }
}
