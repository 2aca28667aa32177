import type { EdgeConfig } from '@app/config';
import type { ThrottlerOptions } from '@nestjs/throttler';

/** The counters (the throttler's named throttlers), each counted per its own tracker. */
export enum RateLimitBucket {
  /** Requests with a valid key, per key id. */
  PER_KEY = 'per-key',
  /** Requests without a valid key, per client address. */
  PER_ADDRESS = 'per-address',
  /** Distinct keys that did not authenticate, per client address. */
  FAILED_KEYS = 'failed-keys',
  /** Internal: has this address presented this (failed) key already in the window? */
  FAILED_KEY_SEEN = 'failed-key-seen',
}

/** The counters that refuse a client over their limit; `FAILED_KEY_SEEN` only counts, it never refuses. */
export type RefusingBucket = Exclude<RateLimitBucket, RateLimitBucket.FAILED_KEY_SEEN>;

/**
 * The throttlers, from the configuration (0 = off). `blockDuration` 0 is a plain sliding window:
 * a refused client is let in again as soon as its oldest counted request leaves the window. A
 * key guesser gets no such grace: over the limit, its address is refused new keys for a whole
 * window.
 */
export function rateLimitThrottlers({ windowMs, perKey, perAddress, failedKeys }: EdgeConfig['rateLimits']): ThrottlerOptions[] {
  return [
    { name: RateLimitBucket.PER_KEY, limit: perKey, ttl: windowMs, blockDuration: 0 },
    { name: RateLimitBucket.PER_ADDRESS, limit: perAddress, ttl: windowMs, blockDuration: 0 },
    { name: RateLimitBucket.FAILED_KEYS, limit: failedKeys, ttl: windowMs, blockDuration: windowMs },
    // Never refuses (limit 0 would mean off): it only counts how often one key was seen.
    { name: RateLimitBucket.FAILED_KEY_SEEN, limit: Number.MAX_SAFE_INTEGER, ttl: windowMs, blockDuration: 0 },
  ];
}
