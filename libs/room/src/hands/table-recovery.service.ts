import { Injectable, Logger, OnApplicationBootstrap } from '@nestjs/common';
import { JobScheduler } from '@app/jobs';
import { TableRepository } from '@app/persistence';
import { jobIds } from './table-change';

/**
 * After a (re)start, re-arms what the database says is pending: the decision clock of every
 * running hand (from its stored deadline) and the next hand of every open table between hands.
 * The inline driver lost its timers with the old process; with BullMQ the jobs usually survived,
 * and the same job ids make these enqueues no-ops. Either way a job that is no longer due does
 * nothing (it checks the hand version / hand number under the table lock).
 */
@Injectable()
export class TableRecoveryService implements OnApplicationBootstrap {
  private readonly logger = new Logger('TableRecoveryService');

  constructor(
    private readonly tables: TableRepository,
    private readonly jobs: JobScheduler,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    const pending = await this.tables.listToResume();
    for (const table of pending) {
      const { hand } = table;
      if (hand?.status === 'running') {
        const delayMs = Math.max(0, (hand.deadlineAt?.getTime() ?? Date.now()) - Date.now());
        await this.jobs.enqueue(
          'tables.action-timeout',
          { tableId: table.tableId, handId: hand.id, version: hand.version },
          { jobId: jobIds.actionTimeout(hand.id, hand.version), delayMs },
        );
      } else if (table.status === 'open') {
        const handNumber = table.handsStarted + 1;
        const jobId = jobIds.startHand(table.tableId, handNumber, `s${table.seatingVersion}`);
        await this.jobs.enqueue('tables.start-hand', { tableId: table.tableId, handNumber }, { jobId, delayMs: table.handPauseMs });
      }
    }
    if (pending.length > 0) this.logger.log(`re-armed timers of ${pending.length} open table(s)`);
  }
}
