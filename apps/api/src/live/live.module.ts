import { Module } from '@nestjs/common';
import { AuthService } from '../auth/auth.service';
import { HandsModule } from '../hands/hands.module';
import { LiveGateway } from './live.gateway';

/**
 * The WebSocket gateway (`/live`). API processes only; the worker publishes on the bus
 * (LiveEventsModule, re-exported by HandsModule) and never serves clients.
 */
@Module({
  imports: [HandsModule],
  // AuthService is stateless (a key look-up per call): the gateway gets its own instance.
  providers: [LiveGateway, AuthService],
})
export class LiveModule {}
