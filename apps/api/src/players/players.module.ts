import { Module } from '@nestjs/common';
import { AuditModule } from '../audit/audit.module';
import { PlayersController } from './players.controller';
import { PlayersService } from './players.service';

@Module({ imports: [AuditModule], controllers: [PlayersController], providers: [PlayersService], exports: [PlayersService] })
export class PlayersModule {}
