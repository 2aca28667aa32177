import { Module } from '@nestjs/common';
import { DisplayLiveGateway } from '../displays/display-live.gateway';
import { RateLimitsModule } from '../rate-limits/rate-limits.module';
import { LiveMetrics } from './live-metrics';
import { LiveGateway } from './live.gateway';

/**
 * The WebSocket gateways (`/live`, and `/display-live` for display links: the same server, the
 * `ws` adapter routes by path). API processes only; the worker publishes on the room's event buses
 * and never serves clients.
 */
@Module({ imports: [RateLimitsModule], providers: [LiveGateway, LiveMetrics, DisplayLiveGateway] })
export class LiveModule {}
