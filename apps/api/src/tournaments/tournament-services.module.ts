import { Module } from '@nestjs/common';
import { AuditModule } from '../audit/audit.module';
import { HandsModule } from '../hands/hands.module';
import { LedgerModule } from '../ledger/ledger.module';
import { PlayersModule } from '../players/players.module';
import { BalancingService } from './balancing/balancing.service';
import { BalancingTrigger } from './balancing/balancing-trigger.service';
import { HandForHandService } from './balancing/hand-for-hand.service';
import { RoomEffectsService } from './balancing/room-effects.service';
import { TableDirectorService } from './balancing/table-director.service';
import { TableMovesService } from './balancing/table-moves.service';
import { ClockService } from './clock.service';
import { DealsService } from './deals.service';
import { EntriesService } from './entries.service';
import { ResultsService } from './results.service';
import { StructuresService } from './structures.service';
import { TournamentHandsService } from './tournament-hands.service';
import { TournamentLedgerService } from './tournament-ledger.service';
import { TournamentTablesService } from './tournament-tables.service';
import { TournamentsService } from './tournaments.service';

const SERVICES = [
  StructuresService,
  TournamentsService,
  EntriesService,
  ClockService,
  ResultsService,
  DealsService,
  TournamentLedgerService,
  TournamentTablesService,
  TournamentHandsService,
  BalancingTrigger,
  BalancingService,
  HandForHandService,
  RoomEffectsService,
  TableMovesService,
  TableDirectorService,
];

/**
 * The tournament services without HTTP: the API's tournaments module, the worker's level-up and
 * balancing processors and the tables' hand service all use them. It imports nothing from the worker.
 */
@Module({ imports: [LedgerModule, AuditModule, PlayersModule, HandsModule], providers: SERVICES, exports: SERVICES })
export class TournamentServicesModule {}
