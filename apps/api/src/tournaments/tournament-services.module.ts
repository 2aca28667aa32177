import { Module } from '@nestjs/common';
import { AuditModule } from '../audit/audit.module';
import { HandsModule } from '../hands/hands.module';
import { LedgerModule } from '../ledger/ledger.module';
import { PlayersModule } from '../players/players.module';
import { ClockService } from './clock.service';
import { DealsService } from './deals.service';
import { EntriesService } from './entries.service';
import { ResultsService } from './results.service';
import { StructuresService } from './structures.service';
import { TournamentHandsService } from './tournament-hands.service';
import { TournamentLedgerService } from './tournament-ledger.service';
import { TournamentTablesService } from './tournament-tables.service';
import { TournamentsService } from './tournaments.service';

const SERVICES = [StructuresService, TournamentsService, EntriesService, ClockService, ResultsService, DealsService, TournamentLedgerService, TournamentTablesService, TournamentHandsService];

/**
 * The tournament services without HTTP: the API's tournaments module, the worker's level-up
 * processor and the tables' hand service all use them. It imports nothing from the worker.
 */
@Module({ imports: [LedgerModule, AuditModule, PlayersModule, HandsModule], providers: SERVICES, exports: SERVICES })
export class TournamentServicesModule {}
