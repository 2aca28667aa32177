import { Module } from '@nestjs/common';
import { PendingRequestsCoreModule } from '../pending-requests/pending-requests-core.module';
import { StructuresController } from './structures.controller';
import { TournamentPlayController } from './tournament-play.controller';
import { TournamentServicesModule } from './tournament-services.module';
import { TournamentTablesController } from './tournament-tables.controller';
import { TournamentsController } from './tournaments.controller';

/** Tournaments through HTTP: structures, the lifecycle, entries, the clock, results, deals, tables. */
@Module({ imports: [TournamentServicesModule, PendingRequestsCoreModule], controllers: [StructuresController, TournamentsController, TournamentPlayController, TournamentTablesController] })
export class TournamentsModule {}
