import { Injectable } from '@nestjs/common';
import { hashApiKey } from '@app/room/auth/api-key-secret';
import { AuthService } from '@app/room/auth/auth.service';
import type { Principal } from '@app/room/auth/principal';
import { DomainError } from '@app/room/common/errors/domain.error';
import { RateLimitError, RateLimitErrorCode } from './rate-limit.error';
import { RateLimitBucket } from './rate-limit-throttlers';
import { RateLimiter } from './rate-limiter.service';
import { RecentKeys } from './recent-keys';

/** How long a key that authenticated counts as "in use" from any address, and how many are remembered. */
const RECENT_KEY_AGE_MS = 15 * 60_000;
const RECENT_KEYS = 10_000;

/**
 * Authentication under the rate limits, for HTTP requests and live connections alike
 * (docs/operations.md "Rate limits"):
 * - no key, or a key that does not authenticate: one hit for the client address (`per-address`);
 * - a key that does not authenticate and that this address has not presented before in the
 *   window: one hit of `failed-keys` — a guess. Over that limit the address is refused any key
 *   not seen authenticating lately, before the database is asked: guessing stops, while the keys
 *   that address uses successfully (the same NAT, the same test run) carry on;
 * - a valid key is counted per key by the caller (`per-key`), not here: a live connection is not a request.
 */
@Injectable()
export class ThrottledAuthentication {
  private readonly recent = new RecentKeys(RECENT_KEY_AGE_MS, RECENT_KEYS);

  constructor(
    private readonly auth: AuthService,
    private readonly limiter: RateLimiter,
  ) {}

  async authenticate(presented: string | undefined, address: string): Promise<Principal> {
    if (presented === undefined) {
      await this.limiter.hit(RateLimitBucket.PER_ADDRESS, address);
      return this.auth.authenticate(undefined);
    }
    const hash = hashApiKey(presented);
    const known = this.recent.has(hash);
    if (!known) this.refuseIfGuessing(address);
    try {
      const principal = await this.auth.authenticate(presented);
      this.recent.add(hash);
      return principal;
    } catch (err) {
      if (err instanceof DomainError && err.kind === 'unauthenticated') {
        if (known) this.recent.delete(hash);
        await this.countFailure(address, hash);
      }
      throw err;
    }
  }

  private refuseIfGuessing(address: string): void {
    const seconds = this.limiter.refusedFor(RateLimitBucket.FAILED_KEYS, address);
    if (seconds > 0) {
      throw new RateLimitError(RateLimitErrorCode.RATE_LIMITED, `too many refused API keys from this address; retry in ${seconds} s`, seconds);
    }
  }

  private async countFailure(address: string, hash: string): Promise<void> {
    await this.limiter.hit(RateLimitBucket.PER_ADDRESS, address);
    // A stale key sent again and again is one mistake, not many guesses: only new keys count here.
    if (await this.limiter.firstInWindow(RateLimitBucket.FAILED_KEY_SEEN, `${address}:${hash}`)) {
      await this.limiter.hit(RateLimitBucket.FAILED_KEYS, address);
    }
  }
}
