import { Module } from '@nestjs/common';
import { AuditModule } from '../audit/audit.module';
import { LiveEventsModule } from '../live/live-events.module';
import { PlayersModule } from '../players/players.module';
import { ApiKeysController } from './api-keys.controller';
import { ApiKeysService } from './api-keys.service';

@Module({ imports: [AuditModule, LiveEventsModule, PlayersModule], controllers: [ApiKeysController], providers: [ApiKeysService] })
export class ApiKeysModule {}
