import { Injectable } from '@nestjs/common';
import type { PokerTable } from '@app/persistence';

/** What the hand lifecycle tells the requests that wait for hands to end (docs/api.md "Pending requests"). */
export interface PendingRequestHooks {
  /**
   * Inside the hand's unit of work (table locked), after the settlement and the leavers: the
   * requests of these players that waited for this hand are to be applied once it commits.
   */
  handFinished(table: PokerTable, playerIds: readonly string[], handId: string): Promise<void>;
  /** Before the table's next hand is dealt, outside any unit of work: what still waits there is applied first. */
  beforeDeal(tableId: string): Promise<void>;
}

/**
 * The seam between hands and the pending requests. Applying a request takes the cash and
 * tournament services, which depend on the hands module; so the requests' runner registers its
 * hooks here at start-up (API and worker: hands end in both). Without hooks nothing happens.
 */
@Injectable()
export class PendingRequestsPort implements PendingRequestHooks {
  private hooks: PendingRequestHooks | null = null;

  register(hooks: PendingRequestHooks): void {
    this.hooks = hooks;
  }

  async handFinished(table: PokerTable, playerIds: readonly string[], handId: string): Promise<void> {
    await this.hooks?.handFinished(table, playerIds, handId);
  }

  async beforeDeal(tableId: string): Promise<void> {
    await this.hooks?.beforeDeal(tableId);
  }
}
