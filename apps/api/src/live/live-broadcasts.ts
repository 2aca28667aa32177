import type { Principal } from '@app/room/auth/principal';
import type { BroadcastFeed, BroadcastFeedService } from '@app/room/broadcast/broadcast-feed.service';
import { DomainError } from '@app/room/common/errors/domain.error';
import type { LiveMessageType } from './live-metrics';

/** Broadcast feeds per connection, at most: each holds its frames for the delay and costs equity work. */
export const MAX_BROADCASTS = 10;

type Say = (message: { type: LiveMessageType; [field: string]: unknown }) => void;

/**
 * The broadcast feeds one live connection has opened (`subscribe-broadcast`), by table. The feed
 * itself — who may open it, the audit record, the frames and their delay — is
 * `BroadcastFeedService`'s; this only routes its frames to the socket and closes them with it.
 */
export class LiveBroadcasts {
  /** A table's entry is set while its feed opens (`feed` null), so a repeated message opens no second one. */
  private readonly feeds = new Map<string, { feed: BroadcastFeed | null }>();

  constructor(
    private readonly service: BroadcastFeedService,
    private readonly principal: Principal,
    private readonly say: Say,
  ) {}

  /**
   * Opens the table's feed and answers `broadcast-subscribed` with its delay; a refusal is an
   * `error` message with the service's code. `keyStillValid` checks the key as a request would
   * (false: the connection has ended).
   */
  async subscribe(tableId: string, delaySeconds: number | undefined, keyStillValid: () => Promise<boolean>): Promise<void> {
    if (this.feeds.has(tableId)) return;
    if (this.feeds.size >= MAX_BROADCASTS) return this.error('TOO_MANY_SUBSCRIPTIONS', `at most ${MAX_BROADCASTS} broadcast feeds per connection`);
    const entry: { feed: BroadcastFeed | null } = { feed: null };
    this.feeds.set(tableId, entry);
    try {
      if (!(await keyStillValid())) return;
      const feed = await this.service.open(this.principal, tableId, (frame) => this.say({ type: 'broadcast', tableId, ...frame }), delaySeconds);
      // Unsubscribed, or the connection ended, while it opened: not wanted any more.
      if (this.feeds.get(tableId) !== entry) return feed.close();
      entry.feed = feed;
      this.say({ type: 'broadcast-subscribed', tableId, delaySeconds: feed.delaySeconds });
      feed.start();
    } catch (err) {
      if (this.feeds.get(tableId) === entry) this.feeds.delete(tableId);
      if (err instanceof DomainError) return this.error(err.code, err.message);
      throw err;
    }
  }

  /** Stops the table's feed: the frames it still held are never sent. */
  unsubscribe(tableId: string): void {
    this.feeds.get(tableId)?.feed?.close();
    this.feeds.delete(tableId);
  }

  close(): void {
    for (const tableId of [...this.feeds.keys()]) this.unsubscribe(tableId);
  }

  private error(code: string, message: string): void {
    this.say({ type: 'error', code, message });
  }
}
