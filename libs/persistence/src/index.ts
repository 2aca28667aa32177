export { PersistenceModule } from './persistence.module';
export { PERSISTENCE_OPTIONS } from './persistence-options';
export type { PersistenceOptions } from './persistence-options';
export { PrismaService } from './prisma.service';
export { DatabaseUnavailableError } from './database-unavailable.error';
export { asDatabaseBusy, DatabaseBusyError } from './database-busy.error';
export { redactDatabaseUrl } from './redact-database-url';
export { SystemEventRepository } from './system-event.repository';
export type { JsonValue, SystemEvent } from './system-event';
export { DatabaseHealthRepository } from './database-health.repository';
export { MigrationStatusRepository } from './migration-status.repository';
export { compareMigrations, describePendingMigrations, migrationFileNames, readMigrationStatus } from './migration-status';
export type { MigrationStatus } from './migration-status';
export { MigrationsPendingError } from './migrations-pending.error';
export { waitForMigrations } from './wait-for-migrations';
export type { WaitForMigrationsOptions } from './wait-for-migrations';
export { UnitOfWork, UnitOfWorkOptions } from './unit-of-work';
export type { DatabaseClient } from './unit-of-work';
export { postgresErrorOf } from './database-error';
export type { PostgresErrorInfo } from './database-error';
export type { Page } from './common/page';
export { UniqueViolationError } from './common/unique-violation.error';
export { PlayerRepository } from './players/player.repository';
export type { NewPlayer, Player, PlayerChanges, PlayerListQuery, PlayerStatusFilter } from './players/player';
export { ApiKeyRepository } from './api-keys/api-key.repository';
export { API_KEY_ROLES } from './api-keys/api-key';
export type { ApiKey, ApiKeyListQuery, ApiKeyPosition, ApiKeyRole, NewApiKey } from './api-keys/api-key';
export { DisplayLinkRepository } from './displays/display-link.repository';
export { DISPLAY_LINK_KINDS } from './displays/display-link';
export type { BoardDisplayLink, DisplayLink, DisplayLinkKind, NewDisplayLink, TournamentDisplayLink } from './displays/display-link';
export { LedgerAccountRepository } from './ledger/ledger-account.repository';
export { LedgerTransactionRepository } from './ledger/ledger-transaction.repository';
export { LEDGER_ACCOUNT_KINDS, ledgerAccountKey } from './ledger/ledger';
export type {
  LedgerAccount,
  LedgerAccountKind,
  LedgerAccountListQuery,
  LedgerAccountSpec,
  LedgerEntry,
  LedgerTransaction,
  NewLedgerTransaction,
  StatementLine,
} from './ledger/ledger';
export { AuditRepository } from './audit/audit.repository';
export type { AuditListQuery, AuditRecord, AuditSubject, AuditSubjectQuery, NewAuditRecord } from './audit/audit-record';
export { auditRecordHash } from './audit/audit-record-hash';
export { ChainCheckRepository } from './chains/chain-check.repository';
export { chainHistory } from './chains/history-chain';
export { checkChains, reportLine } from './chains/check-chains';
export type { ChainReport } from './chains/check-chains';
export { TableRepository } from './tables/table.repository';
export { TableSeatRepository } from './tables/table-seat.repository';
export { TableCensusRepository } from './tables/table-census.repository';
export type { TableCensus } from './tables/table-census.repository';
export { HandRepository, StaleHandSnapshotError } from './tables/hand.repository';
export { SeedEpochRepository } from './fairness/seed-epoch.repository';
export * from './fairness/seed-epoch';
export { TABLE_KINDS, TABLE_STATUSES } from './tables/table';
export type {
  HandActionKey,
  HandLog,
  HandRecord,
  HandSeat,
  HandSnapshot,
  HandStatus,
  HandStep,
  LoggedHandEvent,
  NewHand,
  NewTable,
  NewTableSeat,
  PeekedTurn,
  PokerTable,
  SeatChanges,
  SeedRevealRule,
  TableChanges,
  TableGame,
  TableKind,
  TableListQuery,
  TablePosition,
  TableSchedule,
  TableSeat,
  TableStatus,
  TableToResume,
  TableTurn,
} from './tables/table';
export { TournamentStructureRepository } from './tournaments/tournament-structure.repository';
export { TournamentRepository } from './tournaments/tournament.repository';
export { TournamentEntryRepository } from './tournaments/tournament-entry.repository';
export { FlightRepository } from './tournaments/flight.repository';
export { TournamentClockRepository } from './tournaments/tournament-clock.repository';
export { TournamentDealRepository } from './tournaments/tournament-deal.repository';
export { TournamentBountyAwardRepository } from './tournaments/tournament-bounty-award.repository';
export type { BountyAward, NewBountyAward } from './tournaments/tournament-bounty-award.repository';
export { FloorInputRepository, MoveInstructionRepository } from './tournaments/floor-input.repository';
export { FLOOR_INPUT_KINDS, MOVE_REASONS, MOVE_STATUSES } from './tournaments/floor-input';
export type { FloorInput, FloorInputKind, MoveInstruction, MoveReason, MoveStatus, NewFloorInput, NewMoveInstruction } from './tournaments/floor-input';
export { TournamentTableQueries } from './tournaments/tournament-table.queries';
export type { LayoutSeat, TableLayout, TournamentSeat, TournamentTableInfo } from './tournaments/tournament-table.queries';
export { TournamentTableRepository } from './tournaments/tournament-table.repository';
export { TournamentReportQueries } from './tournaments/tournament-report.queries';
export type { PendingMove, ReportEntrant } from './tournaments/tournament-report.queries';
export { TOURNAMENT_STATUSES, ENTRY_STATUSES, DEAL_STATUSES } from './tournaments/tournament';
export type {
  ClockChanges,
  ClockState,
  DealMethod,
  DealPlayer,
  DealStatus,
  EntryChanges,
  EntryStatus,
  FinalPayouts,
  NewDeal,
  NewEntry,
  NewStructure,
  NewTournament,
  StoredStructure,
  Tournament,
  TournamentChanges,
  TournamentDeal,
  TournamentEntry,
  TournamentListQuery,
  TournamentPosition,
  TournamentStatus,
  TournamentTableChanges,
  TournamentTableState,
} from './tournaments/tournament';
export { CashGameRepository } from './cash/cash-game.repository';
export { CashSessionRepository } from './cash/cash-session.repository';
export { CashWaitlistRepository } from './cash/cash-waitlist.repository';
export type { RankedWaitlistEntry } from './cash/cash-waitlist.repository';
export { CashTimeChargeRepository } from './cash/cash-time-charge.repository';
export { CashReportRepository } from './cash/cash-report.repository';
export type { CashReportFilter, DayReportRow, PlayerReportRow, TableReportRow } from './cash/cash-report.repository';
export { SESSION_EVENT_KINDS, TABLE_DEALINGS, WAITLIST_NO_ANSWER, WAITLIST_STATUSES } from './cash/cash';
export type {
  CashGame,
  CashGamePosition,
  CashSession,
  MoneySource,
  NewCashGame,
  NewSessionEvent,
  SessionDetail,
  SessionEvent,
  SessionEventKind,
  SessionListQuery,
  SessionPosition,
  SessionSeating,
  TableDealing,
  TimeCharge,
  WaitlistEntry,
  WaitlistNoAnswer,
  WaitlistPosition,
  WaitlistStatus,
} from './cash/cash';
export { PendingRequestRepository } from './pending/pending-request.repository';
export { PENDING_REQUEST_KINDS, PENDING_REQUEST_STATUSES } from './pending/pending-request';
export type {
  NewPendingRequest,
  PendingRequest,
  PendingRequestKind,
  PendingRequestOwner,
  PendingRequestStatus,
  TableMoveParams,
  TopUpParams,
  TournamentMoveParams,
} from './pending/pending-request';
export { HandHistoryRepository } from './hand-histories/hand-history.repository';
export type {
  HandHistoryFilter,
  HandHistoryQuery,
  HandPlayerEntry,
  HandPosition,
  HandSummary,
  HistoryTournamentFacts,
  StoredHandHistory,
} from './hand-histories/hand-history';
export { startEmbeddedPostgres } from './embedded-postgres';
export { EmbeddedPostgresInUseError } from './embedded-postgres-in-use.error';
export type { EmbeddedPostgres, EmbeddedPostgresOptions } from './embedded-postgres';
export { applyMigrations, diffSchemaToSql } from './migrations';
export { SchemaEngineError } from './schema-engine.error';
export type { ApplyMigrationsOptions, DiffSchemaOptions, DiffSource, SchemaDiff } from './migrations';
export { readMigrationsList, writeMigration, migrationSlug, migrationTimestamp } from './migration-files';
export { defaultMigrationsDir, defaultSchemaPath, projectRoot } from './project-paths';
export { findFreePort } from './free-port';
export { LeagueRepository } from './leagues/league.repository';
export type {
  League,
  LeagueChanges,
  LeagueEntryResult,
  LeagueEventResults,
  LeagueEventSummary,
  LeagueFormula,
  LeagueListQuery,
  LeaguePosition,
  NewLeague,
} from './leagues/league';
