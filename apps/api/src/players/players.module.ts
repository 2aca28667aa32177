import { Module } from '@nestjs/common';
import { AuditModule } from '../audit/audit.module';
import { LiveEventsModule } from '../live/live-events.module';
import { PlayersController } from './players.controller';
import { PlayersService } from './players.service';

@Module({ imports: [AuditModule, LiveEventsModule], controllers: [PlayersController], providers: [PlayersService], exports: [PlayersService] })
export class PlayersModule {}
