import { Injectable, Logger } from '@nestjs/common';
import { JobScheduler } from '@app/jobs';
import { TableEventBus } from '../live/table-event-bus';
import { jobIds, TableChange } from './table-change';

/**
 * What happens after a table change committed: live clients hear of it, the action clock is
 * re-armed (the previous version's job cancelled: it would find the hand moved on anyway, but
 * cancelling keeps queues and memory flat) and the next hand is scheduled.
 */
@Injectable()
export class TableEffectsService {
  private readonly logger = new Logger('TableEffectsService');

  constructor(
    private readonly jobs: JobScheduler,
    private readonly bus: TableEventBus,
  ) {}

  async apply(change: TableChange): Promise<void> {
    // Each effect on its own: a Redis hiccup in publishing must not stop the clock being armed.
    await Promise.all([this.publish(change), this.armClock(change), this.scheduleHand(change)]);
  }

  private async publish(change: TableChange): Promise<void> {
    try {
      await this.bus.publish({ tableId: change.tableId, handId: change.handId, events: change.events, facts: change.facts });
    } catch (err) {
      this.logger.warn(`table ${change.tableId}: publishing failed: ${(err as Error).message}`);
    }
  }

  private async armClock(change: TableChange): Promise<void> {
    const { clock, tableId } = change;
    if (!clock) return;
    const { handId, cancelVersion, arm } = clock;
    if (cancelVersion !== null && cancelVersion !== arm?.version) {
      await this.jobs.cancel('tables.action-timeout', jobIds.actionTimeout(handId, cancelVersion));
    }
    if (!arm) return;
    await this.jobs.enqueue(
      'tables.action-timeout',
      { tableId, handId, version: arm.version },
      { jobId: jobIds.actionTimeout(handId, arm.version), delayMs: Math.max(0, arm.deadlineAt.getTime() - Date.now()) },
    );
  }

  private async scheduleHand(change: TableChange): Promise<void> {
    const request = change.startHand;
    if (!request) return;
    await this.jobs.enqueue('tables.start-hand', { tableId: change.tableId, handNumber: request.handNumber }, { jobId: request.jobId, delayMs: request.delayMs });
  }
}
