import { DynamicModule, Module } from '@nestjs/common';
import { MetricsRegistry } from '@app/metrics';
import { DatabaseMetrics } from './database-metrics';
import { DatabaseHealthRepository } from './database-health.repository';
import { MigrationStatusRepository } from './migration-status.repository';
import { PERSISTENCE_OPTIONS, PersistenceOptions } from './persistence-options';
import { PrismaService } from './prisma.service';
import { SystemEventRepository } from './system-event.repository';
import { UnitOfWork } from './unit-of-work';
import { PlayerRepository } from './players/player.repository';
import { ApiKeyRepository } from './api-keys/api-key.repository';
import { DisplayLinkRepository } from './displays/display-link.repository';
import { LedgerAccountRepository } from './ledger/ledger-account.repository';
import { LedgerTransactionRepository } from './ledger/ledger-transaction.repository';
import { AuditRepository } from './audit/audit.repository';
import { ChainCheckRepository } from './chains/chain-check.repository';
import { HandHistoryRepository } from './hand-histories/hand-history.repository';
import { HandRepository } from './tables/hand.repository';
import { SeedEpochRepository } from './fairness/seed-epoch.repository';
import { TableSeatRepository } from './tables/table-seat.repository';
import { TableRepository } from './tables/table.repository';
import { TableCensusRepository } from './tables/table-census.repository';
import { TournamentClockRepository } from './tournaments/tournament-clock.repository';
import { TournamentDealRepository } from './tournaments/tournament-deal.repository';
import { TournamentBountyAwardRepository } from './tournaments/tournament-bounty-award.repository';
import { FloorInputRepository, MoveInstructionRepository } from './tournaments/floor-input.repository';
import { TournamentEntryRepository } from './tournaments/tournament-entry.repository';
import { FlightRepository } from './tournaments/flight.repository';
import { TournamentTableQueries } from './tournaments/tournament-table.queries';
import { TournamentTableRepository } from './tournaments/tournament-table.repository';
import { TournamentReportQueries } from './tournaments/tournament-report.queries';
import { TournamentStructureRepository } from './tournaments/tournament-structure.repository';
import { TournamentRepository } from './tournaments/tournament.repository';
import { CashGameRepository } from './cash/cash-game.repository';
import { CashReportRepository } from './cash/cash-report.repository';
import { CashSessionRepository } from './cash/cash-session.repository';
import { CashTimeChargeRepository } from './cash/cash-time-charge.repository';
import { CashWaitlistRepository } from './cash/cash-waitlist.repository';
import { PendingRequestRepository } from './pending/pending-request.repository';
import { LeagueRepository } from './leagues/league.repository';

const REPOSITORIES = [
  SystemEventRepository,
  DatabaseHealthRepository,
  MigrationStatusRepository,
  PlayerRepository,
  ApiKeyRepository,
  DisplayLinkRepository,
  LedgerAccountRepository,
  LedgerTransactionRepository,
  AuditRepository,
  ChainCheckRepository,
  TableRepository,
  TableSeatRepository,
  TableCensusRepository,
  HandRepository,
  SeedEpochRepository,
  TournamentStructureRepository,
  TournamentRepository,
  TournamentEntryRepository,
  FlightRepository,
  TournamentClockRepository,
  TournamentDealRepository,
  TournamentBountyAwardRepository,
  FloorInputRepository,
  MoveInstructionRepository,
  TournamentTableQueries,
  TournamentTableRepository,
  TournamentReportQueries,
  CashGameRepository,
  CashSessionRepository,
  CashWaitlistRepository,
  CashTimeChargeRepository,
  CashReportRepository,
  PendingRequestRepository,
  HandHistoryRepository,
  LeagueRepository,
];

/** Global: every feature module can inject the repositories without importing this module. */
@Module({})
export class PersistenceModule {
  static forRoot(options: PersistenceOptions): DynamicModule {
    return {
      module: PersistenceModule,
      global: true,
      providers: [
        { provide: PERSISTENCE_OPTIONS, useValue: options },
        // The application's registry when it hosts MetricsModule (the API and the worker do).
        {
          provide: DatabaseMetrics,
          useFactory: (registry?: MetricsRegistry) => new DatabaseMetrics(registry),
          inject: [{ token: MetricsRegistry, optional: true }],
        },
        PrismaService,
        UnitOfWork,
        ...REPOSITORIES,
      ],
      exports: [PrismaService, UnitOfWork, ...REPOSITORIES],
    };
  }
}
