import { Injectable, Logger } from '@nestjs/common';
import { UnitOfWork } from '@app/persistence';
import { TournamentEventBus, TournamentFeedEvent, TournamentUpdate } from './tournament-feed';

/**
 * What a service calls to tell a tournament's followers (the `/live` `subscribe-tournament` feed)
 * about a change it made. The feed only ever carries committed changes, and a failed publish never
 * undoes (or fails) the work it reports: it is logged and the follower misses that one update.
 */
@Injectable()
export class TournamentFeedService {
  private readonly logger = new Logger('TournamentFeedService');

  constructor(
    private readonly bus: TournamentEventBus,
    private readonly uow: UnitOfWork,
  ) {}

  /**
   * Publishes `event` once the current unit of work commits (never if it rolls back), at once when
   * none is open. Events announced in one unit of work go out in the order announced.
   */
  announce(tournamentId: string, event: TournamentFeedEvent): void {
    this.uow.afterCommit(() => this.announceNow(tournamentId, event));
  }

  /** Publishes `event` now: for a caller already past its commit (an after-commit effect). Never throws. */
  async announceNow(tournamentId: string, event: TournamentFeedEvent): Promise<void> {
    const update: TournamentUpdate = { tournamentId, at: new Date().toISOString(), event };
    try {
      await this.bus.publish(update);
    } catch (err) {
      this.logger.warn(`tournament ${tournamentId}: publishing a '${event.type}' update failed: ${err instanceof Error ? err.message : String(err)}`);
    }
  }
}
