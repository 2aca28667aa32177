import { Module } from '@nestjs/common';
import { AuditModule } from '../audit/audit.module';
import { PlayersModule } from '../players/players.module';
import { ApiKeysController } from './api-keys.controller';
import { ApiKeysService } from './api-keys.service';

@Module({ imports: [AuditModule, PlayersModule], controllers: [ApiKeysController], providers: [ApiKeysService] })
export class ApiKeysModule {}
