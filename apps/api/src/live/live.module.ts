import { Module } from '@nestjs/common';
import { RateLimitsModule } from '../rate-limits/rate-limits.module';
import { LiveMetrics } from './live-metrics';
import { LiveGateway } from './live.gateway';

/**
 * The WebSocket gateway (`/live`). API processes only; the worker publishes on the room's table
 * event bus and never serves clients.
 */
@Module({ imports: [RateLimitsModule], providers: [LiveGateway, LiveMetrics] })
export class LiveModule {}
