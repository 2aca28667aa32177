import { Module } from '@nestjs/common';
import { ThrottlerModule } from '@nestjs/throttler';
import { APP_CONFIG, AppConfig } from '@app/config';
import { rateLimitThrottlers } from './rate-limit-throttlers';
import { RateLimiter } from './rate-limiter.service';
import { ThrottledAuthentication } from './throttled-authentication.service';

/**
 * The rate limits' counters (@nestjs/throttler's module and its storage: in memory, per process)
 * and the authentication that counts under them, for the key guard and the live gateway.
 */
@Module({
  imports: [
    ThrottlerModule.forRootAsync({ inject: [APP_CONFIG], useFactory: (config: AppConfig) => ({ throttlers: rateLimitThrottlers(config.edge.rateLimits) }) }),
  ],
  providers: [RateLimiter, ThrottledAuthentication],
  exports: [RateLimiter, ThrottledAuthentication],
})
export class RateLimitsModule {}
