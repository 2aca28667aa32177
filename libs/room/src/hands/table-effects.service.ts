import { Injectable, Logger } from '@nestjs/common';
import { JobScheduler } from '@app/jobs';
import { RoomMetrics } from '../common/metrics/room-metrics';
import { TableEventBus } from './table-event-bus';
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
    private readonly metrics: RoomMetrics,
  ) {}

  /**
   * Never throws: the change is committed, so the request that made it succeeded. Each effect on
   * its own, so a Redis hiccup in publishing does not stop the clock being armed; a failed job
   * enqueue is logged (a restart re-arms from the database: TableRecoveryService).
   */
  async apply(change: TableChange): Promise<void> {
    // Every caller applies a change as soon as its unit of work returned: this is its commit time.
    const committedAt = Date.now();
    this.count(change);
    await Promise.all([
      this.guard(change, 'publishing', () =>
        this.bus.publish({
          tableId: change.tableId,
          handId: change.handId,
          events: change.events,
          facts: change.facts,
          committedAt,
          ...(change.moved?.length ? { moved: change.moved } : {}),
        }),
      ),
      this.guard(change, 'arming the action clock', () => this.armClock(change)),
      this.guard(change, 'scheduling the next hand', () => this.scheduleHand(change)),
    ]);
  }

  /**
   * The hands dealt and finished and the actions applied, from the engine events the change wrote:
   * counted here, once it committed, so a rolled-back change counts nothing and a replayed retry
   * (which writes no event) nothing twice.
   */
  private count(change: TableChange): void {
    let game = change.facts.hand?.state.variant.id ?? 'unknown';
    let actions = 0;
    for (const event of change.events) {
      if (event.type === 'hand-started') {
        game = event.game;
        this.metrics.handDealt(game);
      } else if (event.type === 'action') actions++;
      else if (event.type === 'hand-ended') this.metrics.handFinished(game);
    }
    this.metrics.actionApplied(game, actions);
  }

  private async guard(change: TableChange, what: string, effect: () => Promise<void>): Promise<void> {
    try {
      await effect();
    } catch (err) {
      this.logger.error(`table ${change.tableId}: ${what} failed after commit: ${(err as Error).message}`);
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
    await this.jobs.enqueue(
      'tables.start-hand',
      { tableId: change.tableId, handNumber: request.handNumber },
      { jobId: request.jobId, delayMs: request.delayMs },
    );
  }
}
