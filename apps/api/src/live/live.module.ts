import { Module } from '@nestjs/common';
import { LiveGateway } from './live.gateway';

/**
 * The WebSocket gateway (`/live`). API processes only; the worker publishes on the room's table
 * event bus and never serves clients.
 */
@Module({ providers: [LiveGateway] })
export class LiveModule {}
