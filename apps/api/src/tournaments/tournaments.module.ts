import { Module } from '@nestjs/common';
import { StructuresController } from './structures.controller';
import { TournamentPlayController } from './tournament-play.controller';
import { TournamentServicesModule } from './tournament-services.module';
import { TournamentTablesController } from './tournament-tables.controller';
import { TournamentsController } from './tournaments.controller';

/** Tournaments through HTTP: structures, the lifecycle, entries, the clock, results, deals, tables. */
@Module({ imports: [TournamentServicesModule], controllers: [StructuresController, TournamentsController, TournamentPlayController, TournamentTablesController] })
export class TournamentsModule {}
