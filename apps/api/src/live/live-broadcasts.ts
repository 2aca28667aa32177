import type { Principal } from '@app/room/auth/principal';
import type { BroadcastFeed, BroadcastFeedService } from '@app/room/broadcast/broadcast-feed.service';
import { DomainError } from '@app/room/common/errors/domain.error';
import type { LiveMessageType } from './live-metrics';

/** Broadcast feeds per connection, at most: each holds its frames for the delay and costs equity work. */
export const MAX_BROADCASTS = 10;

type Say = (message: { type: LiveMessageType; [field: string]: unknown }) => void;

/** A `subscribe-broadcast` for a table whose feed is open (or opening) with another delay: unsubscribe it first. */
export const BROADCAST_ALREADY_OPEN = 'BROADCAST_ALREADY_OPEN';

interface Entry {
  /** Null while it opens. */
  feed: BroadcastFeed | null;
  /** Settles once the open has answered (opened or refused). */
  opened: Promise<void>;
}

/**
 * The broadcast feeds one live connection has opened (`subscribe-broadcast`), by table. The feed
 * itself — who may open it, the audit record, the frames and their delay — is
 * `BroadcastFeedService`'s; this only routes its frames to the socket and closes them with it.
 */
export class LiveBroadcasts {
  /** A table's entry is set while its feed opens (`feed` null), so a repeated message opens no second one. */
  private readonly feeds = new Map<string, Entry>();
  /**
   * Every feed of this connection not yet closed: open, or still opening — one unsubscribed while
   * it opens stays here until it has opened and been closed, so it counts toward the cap meanwhile.
   */
  private readonly live = new Set<Entry>();

  constructor(
    private readonly service: BroadcastFeedService,
    private readonly principal: Principal,
    private readonly say: Say,
  ) {}

  /**
   * Opens the table's feed and answers `broadcast-subscribed` with its delay; a refusal is an
   * `error` message with the service's code. `keyStillValid` checks the key as a request would
   * (false: the connection has ended). A repeat for a feed already open (or opening) opens nothing:
   * it is answered `broadcast-subscribed` again with the delay in force (once open) when it asks
   * no delay or the same one, else `BROADCAST_ALREADY_OPEN`.
   */
  async subscribe(tableId: string, delaySeconds: number | undefined, keyStillValid: () => Promise<boolean>): Promise<void> {
    const known = this.feeds.get(tableId);
    if (known) return this.repeated(tableId, known, delaySeconds);
    if (this.live.size >= MAX_BROADCASTS) return this.error('TOO_MANY_SUBSCRIPTIONS', `at most ${MAX_BROADCASTS} broadcast feeds per connection`);
    let settle: () => void = () => undefined;
    const entry: Entry = { feed: null, opened: new Promise<void>((resolve) => (settle = resolve)) };
    this.feeds.set(tableId, entry);
    this.live.add(entry);
    try {
      if (!(await keyStillValid())) return this.drop(tableId, entry);
      const feed = await this.service.open(this.principal, tableId, (frame) => this.say({ type: 'broadcast', tableId, ...frame }), delaySeconds);
      entry.feed = feed;
      // Unsubscribed, or the connection ended, while it opened: not wanted any more.
      if (this.feeds.get(tableId) !== entry) return this.drop(tableId, entry);
      this.say({ type: 'broadcast-subscribed', tableId, delaySeconds: feed.delaySeconds });
      feed.start();
    } catch (err) {
      this.drop(tableId, entry);
      if (err instanceof DomainError) return this.error(err.code, err.message);
      throw err;
    } finally {
      settle();
    }
  }

  /** Stops the table's feed: the frames it still held are never sent. One still opening is closed once it has opened. */
  unsubscribe(tableId: string): void {
    const entry = this.feeds.get(tableId);
    this.feeds.delete(tableId);
    if (entry?.feed) this.drop(tableId, entry);
  }

  close(): void {
    for (const tableId of [...this.feeds.keys()]) this.unsubscribe(tableId);
  }

  /** The feed is asked for again: answered once it has opened, nothing opened twice. */
  private async repeated(tableId: string, entry: Entry, delaySeconds: number | undefined): Promise<void> {
    await entry.opened;
    // Refused, unsubscribed or replaced meanwhile: the first message's answer (or the next one's) says so.
    if (this.feeds.get(tableId) !== entry || !entry.feed) return;
    const { delaySeconds: inForce } = entry.feed;
    if (delaySeconds !== undefined && delaySeconds !== inForce)
      return this.error(
        BROADCAST_ALREADY_OPEN,
        `this connection's broadcast feed of table ${tableId} is open with a delay of ${inForce} s: unsubscribe it first to ask for ${delaySeconds} s`,
      );
    this.say({ type: 'broadcast-subscribed', tableId, delaySeconds: inForce });
  }

  /** Forgets the entry and closes its feed, if it opened. */
  private drop(tableId: string, entry: Entry): void {
    if (this.feeds.get(tableId) === entry) this.feeds.delete(tableId);
    entry.feed?.close();
    this.live.delete(entry);
  }

  private error(code: string, message: string): void {
    this.say({ type: 'error', code, message });
  }
}
