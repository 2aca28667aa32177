import { Injectable } from '@nestjs/common';
import { InjectThrottlerOptions, InjectThrottlerStorage, ThrottlerModuleOptions, ThrottlerOptions, ThrottlerStorage } from '@nestjs/throttler';
import { RateLimitError, RateLimitErrorCode } from './rate-limit.error';
import { RateLimitBucket, RefusingBucket } from './rate-limit-throttlers';

/** What went over the limit, for the refusal's message. */
const WHAT: Record<RefusingBucket, string> = {
  [RateLimitBucket.PER_KEY]: 'too many requests with this API key',
  [RateLimitBucket.PER_ADDRESS]: 'too many requests without a valid API key from this address',
  [RateLimitBucket.FAILED_KEYS]: 'too many refused API keys from this address',
};

/** Blocks remembered locally; past this many, the expired ones are dropped. */
const MAX_REMEMBERED_BLOCKS = 10_000;

/**
 * Counts hits in the throttler's storage (in memory per process by default; any
 * `ThrottlerStorage` can be given to `ThrottlerModule`). The throttler's own guard is not used: it
 * counts a request before anything is known about it, while here the counter a request belongs
 * to depends on how its key authenticates (`ThrottledAuthentication`).
 */
@Injectable()
export class RateLimiter {
  private readonly throttlers: Map<string, ThrottlerOptions>;
  /** `bucket:tracker` → until when (ms) the storage said it is refused: lets a caller refuse before doing the work. */
  private readonly blocks = new Map<string, number>();

  constructor(
    @InjectThrottlerOptions() options: ThrottlerModuleOptions,
    @InjectThrottlerStorage() private readonly storage: ThrottlerStorage,
  ) {
    const list = Array.isArray(options) ? options : options.throttlers;
    this.throttlers = new Map(list.map((t) => [t.name ?? 'default', t]));
  }

  /** Counts one hit of `tracker`; over the bucket's limit, a `RateLimitError` with the wait. A limit of 0 counts nothing. */
  async hit(bucket: RefusingBucket, tracker: string): Promise<void> {
    const { limit, ttl, blockDuration } = this.throttler(bucket);
    if (limit === 0) return;
    const key = `${bucket}:${tracker}`;
    const record = await this.storage.increment(key, ttl, limit, blockDuration, bucket);
    if (!record.isBlocked) return;
    const retryAfterSeconds = Math.max(1, record.timeToBlockExpire);
    this.remember(key, Date.now() + retryAfterSeconds * 1000);
    throw new RateLimitError(
      RateLimitErrorCode.RATE_LIMITED,
      `${WHAT[bucket]} (at most ${limit} in ${ttl / 1000} s); retry in ${retryAfterSeconds} s`,
      retryAfterSeconds,
    );
  }

  /** True the first time `tracker` is counted in the window (a counter that never refuses: no message, no block). */
  async firstInWindow(bucket: RateLimitBucket.FAILED_KEY_SEEN, tracker: string): Promise<boolean> {
    const { limit, ttl, blockDuration } = this.throttler(bucket);
    return (await this.storage.increment(`${bucket}:${tracker}`, ttl, limit, blockDuration, bucket)).totalHits === 1;
  }

  /**
   * Whole seconds `tracker` is still refused in `bucket`, as this process last heard from the
   * storage; 0 if not. Asking costs nothing and counts nothing.
   */
  refusedFor(bucket: RateLimitBucket, tracker: string): number {
    const key = `${bucket}:${tracker}`;
    const until = this.blocks.get(key);
    if (until === undefined) return 0;
    const left = until - Date.now();
    if (left > 0) return Math.ceil(left / 1000);
    this.blocks.delete(key);
    return 0;
  }

  private remember(key: string, until: number): void {
    if (this.blocks.size >= MAX_REMEMBERED_BLOCKS) {
      const now = Date.now();
      for (const [k, u] of this.blocks) if (u <= now) this.blocks.delete(k);
    }
    // Still full of live blocks (an attack from many addresses): forget the oldest; they will be counted again.
    if (this.blocks.size >= MAX_REMEMBERED_BLOCKS) this.blocks.delete(this.blocks.keys().next().value as string);
    this.blocks.set(key, until);
  }

  private throttler(bucket: RateLimitBucket): { limit: number; ttl: number; blockDuration: number } {
    const throttler = this.throttlers.get(bucket);
    if (!throttler) throw new Error(`no throttler named ${bucket}`);
    const { limit, ttl, blockDuration } = throttler;
    if (typeof limit !== 'number' || typeof ttl !== 'number' || (blockDuration !== undefined && typeof blockDuration !== 'number')) {
      throw new Error(`throttler ${bucket}: limits are numbers here`);
    }
    return { limit, ttl, blockDuration: blockDuration ?? ttl };
  }
}
