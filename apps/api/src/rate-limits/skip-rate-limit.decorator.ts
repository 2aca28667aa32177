import { SetMetadata } from '@nestjs/common';

export const SKIP_RATE_LIMIT = 'rate-limits:skip';

/**
 * The routes' requests are not counted: probes (health, metrics) that load balancers and
 * Prometheus call from a few addresses on their own schedule, where a 429 would take a healthy
 * process out of rotation. For `@Public()` routes only: a request with a key is always counted
 * (its failures are what stops key guessing), so start-up refuses this on a keyed route.
 */
export const SkipRateLimit = (): ClassDecorator & MethodDecorator => SetMetadata(SKIP_RATE_LIMIT, true);
