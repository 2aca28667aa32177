import { Module } from '@nestjs/common';
import { StructuresController } from './structures.controller';
import { TournamentPlayController } from './tournament-play.controller';
import { TournamentServicesModule } from './tournament-services.module';
import { TournamentsController } from './tournaments.controller';

/** Tournaments through HTTP: structures, the lifecycle, entries, the clock, results and deals. */
@Module({ imports: [TournamentServicesModule], controllers: [StructuresController, TournamentsController, TournamentPlayController] })
export class TournamentsModule {}
