import { Module } from '@nestjs/common';
import { AuditModule } from '../audit/audit.module';
import { HandsModule } from '../hands/hands.module';
import { PlayersModule } from '../players/players.module';
import { SeatingService } from './seating.service';

/**
 * Seating without HTTP: the tables' routes use it, and so do the cash sessions wherever they run
 * (a table change that waited for a hand is applied by a job, in the worker too).
 */
@Module({ imports: [HandsModule, AuditModule, PlayersModule], providers: [SeatingService], exports: [SeatingService] })
export class SeatingModule {}
