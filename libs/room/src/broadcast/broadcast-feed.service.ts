import { Inject, Injectable, Logger } from '@nestjs/common';
import { APP_CONFIG, AppConfig } from '@app/config';
import { UnitOfWork } from '@app/persistence';
import { AuditService } from '../audit/audit.service';
import type { Principal } from '../auth/principal';
import { TableEventBus } from '../hands/table-event-bus';
import { TableFactsReader } from '../hands/table-facts.reader';
import { seesEverything } from '../tables/table-view';
import { BroadcastError, BroadcastErrorCode } from './broadcast.error';
import type { BroadcastFrame } from './broadcast-frame';
import { BroadcastSubscription } from './broadcast-subscription';
import { EquityCalculator } from './equity-calculator';
import { SharedFrames } from './shared-frames';

/** The longest delay a feed may ask for: a day, as `BROADCAST_DELAY_SECONDS`. */
export const MAX_BROADCAST_DELAY_SECONDS = 86_400;

/**
 * Broadcast feeds one API key may have open on this process, across all its connections (a feed
 * still opening counts): each holds its frames for its delay. Beyond it `TOO_MANY_BROADCASTS`.
 */
export const MAX_BROADCASTS_PER_KEY = 10;

/** An open feed: its delay, when its frames may start to go, and how to stop it (dropping every frame it still holds). */
export interface BroadcastFeed {
  readonly delaySeconds: number;
  /** Frames are sent from now on (none before: the caller announces the feed first), each once its delay has passed. */
  start(): void;
  close(): void;
}

/**
 * The broadcast equity feed of a table (docs/tables.md, the broadcast feed): every live hand's
 * cards and equity after each street and at the end, from the engine's uncensored state, held
 * `delaySeconds` before it is sent. For admin and director keys only; opening one is audited.
 * The feed is computed on the process that serves its subscriber, from the committed changes the
 * table event bus carries, so it adds nothing to a table action's commit.
 */
@Injectable()
export class BroadcastFeedService {
  private readonly logger = new Logger('BroadcastFeed');
  /** Feeds open (or opening) per API key on this process. */
  private readonly openPerKey = new Map<string, number>();
  private readonly frames: SharedFrames;

  constructor(
    private readonly uow: UnitOfWork,
    private readonly bus: TableEventBus,
    private readonly facts: TableFactsReader,
    private readonly audit: AuditService,
    private readonly equity: EquityCalculator,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {
    this.frames = new SharedFrames(equity);
  }

  /** The delay a feed gets when it asks for none: `BROADCAST_DELAY_SECONDS`, which is also the least it may ask for. */
  get minimumDelaySeconds(): number {
    return this.config.broadcast.delaySeconds;
  }

  /**
   * Opens `viewer`'s feed of `tableId`; once `start()`ed, `send` receives each frame after its
   * delay. Refused: `BROADCAST_FORBIDDEN` (not an admin or director key),
   * `BROADCAST_DELAY_OUT_OF_RANGE`, `TOO_MANY_BROADCASTS` (the key has `MAX_BROADCASTS_PER_KEY`
   * feeds open or opening on this process), `TABLE_NOT_FOUND`. The audit record (who, which table, the
   * delay) has committed when this returns, so before any frame can go.
   */
  async open(viewer: Principal, tableId: string, send: (frame: BroadcastFrame) => void, delaySeconds = this.minimumDelaySeconds): Promise<BroadcastFeed> {
    if (!seesEverything(viewer.role)) {
      throw new BroadcastError(
        BroadcastErrorCode.BROADCAST_FORBIDDEN,
        `the broadcast feed shows every hole card: admin and director keys only, not a ${viewer.role} key`,
      );
    }
    this.checkDelay(delaySeconds);
    const release = this.reserve(viewer.keyId);
    const subscription = new BroadcastSubscription(delaySeconds, this.frames, send, (err) =>
      this.logger.warn(`table ${tableId}: a broadcast frame failed: ${err instanceof Error ? err.message : String(err)}`),
    );
    let stop: () => void = () => undefined;
    const close = () => {
      stop();
      subscription.close();
      release();
    };
    try {
      // Listen first, then read: a change committed in between is not missed (the older of the two is dropped).
      stop = await this.bus.subscribe(tableId, (update) => subscription.heard(update));
      const facts = await this.facts.load(tableId);
      await this.uow.run(() => this.audit.record(viewer, 'table.broadcast-open', { type: 'table', id: tableId }, { delaySeconds }));
      subscription.opened(facts);
    } catch (err) {
      close();
      throw err;
    }
    return { delaySeconds, start: () => subscription.start(), close };
  }

  /** Counts a feed of `keyId` (refused beyond the cap); the function returned uncounts it, once. */
  private reserve(keyId: string): () => void {
    const open = this.openPerKey.get(keyId) ?? 0;
    if (open >= MAX_BROADCASTS_PER_KEY)
      throw new BroadcastError(
        BroadcastErrorCode.TOO_MANY_BROADCASTS,
        `this key already has ${open} broadcast feeds open on this server (at most ${MAX_BROADCASTS_PER_KEY} across its connections): close one first`,
      );
    this.openPerKey.set(keyId, open + 1);
    let released = false;
    return () => {
      if (released) return;
      released = true;
      const left = (this.openPerKey.get(keyId) ?? 1) - 1;
      if (left > 0) this.openPerKey.set(keyId, left);
      else this.openPerKey.delete(keyId);
    };
  }

  private checkDelay(delaySeconds: number): void {
    const least = this.minimumDelaySeconds;
    if (Number.isInteger(delaySeconds) && delaySeconds >= least && delaySeconds <= MAX_BROADCAST_DELAY_SECONDS) return;
    throw new BroadcastError(
      BroadcastErrorCode.BROADCAST_DELAY_OUT_OF_RANGE,
      `delaySeconds must be a whole number of seconds from ${least} (this room's broadcast delay) to ${MAX_BROADCAST_DELAY_SECONDS}, got ${String(delaySeconds)}`,
    );
  }
}
