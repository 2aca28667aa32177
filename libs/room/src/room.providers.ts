import type { Provider } from '@nestjs/common';
import { APP_CONFIG, AppConfig } from '@app/config';
import { ApiKeysService } from './api-keys/api-keys.service';
import { DisplaysService } from './displays/displays.service';
import { CashRoomEventBus } from './cash/board/cash-room-event-bus';
import { CashRoomNotifier } from './cash/board/cash-room-notifier.service';
import { LocalCashRoomEventBus } from './cash/board/local-cash-room-event-bus';
import { RedisCashRoomEventBus } from './cash/board/redis-cash-room-event-bus';
import { WaitlistBoardService } from './cash/board/waitlist-board.service';
import { AuditService } from './audit/audit.service';
import { AuthService } from './auth/auth.service';
import { BroadcastFeedService } from './broadcast/broadcast-feed.service';
import { TableBotsService } from './bots/table-bots.service';
import { EquityCalculator } from './broadcast/equity-calculator';
import { CashGamesService } from './cash/cash-games.service';
import { CashReportsService } from './cash/cash-reports.service';
import { CashSessionRecorder } from './cash/cash-session-recorder.service';
import { CashSessionsService } from './cash/cash-sessions.service';
import { SessionExitService } from './cash/session-exit.service';
import { SessionLocks } from './cash/session-locks.service';
import { TimeCollectionService } from './cash/time-collection.service';
import { WaitlistService } from './cash/waitlist.service';
import { HealthProbe } from './common/health/health-probe.service';
import { RoomMetrics } from './common/metrics/room-metrics';
import { DomainEventPublisher } from './events/domain-event-publisher';
import { HandHistoriesService } from './hand-histories/hand-histories.service';
import { DeckSource, FairDeckSource, QueuedDeckSource } from './hands/deck-source';
import { SeedEpochsService } from './hands/seed-epochs.service';
import { FairnessService } from './fairness/fairness.service';
import { HandLifecycleService } from './hands/hand-lifecycle.service';
import { HandProgressService } from './hands/hand-progress.service';
import { RememberedTurns } from './hands/remembered-turns';
import { HandSettlementService } from './hands/hand-settlement.service';
import { SeatLedgerService } from './hands/seat-ledger.service';
import { TableEffectsService } from './hands/table-effects.service';
import { TableFactsReader } from './hands/table-facts.reader';
import { TableRecoveryService } from './hands/table-recovery.service';
import { TOURNAMENT_TABLE_POLICY } from './hands/tournament-table-policy';
import { CashierService } from './ledger/cashier.service';
import { LedgerReportsService } from './ledger/ledger-reports.service';
import { LedgerService } from './ledger/ledger.service';
import { KeyRevocationBus } from './live/key-revocation-bus';
import { LocalKeyRevocationBus } from './live/local-key-revocation-bus';
import { LocalTableEventBus } from './hands/local-table-event-bus';
import { RedisKeyRevocationBus } from './live/redis-key-revocation-bus';
import { RedisTableEventBus } from './hands/redis-table-event-bus';
import { TableEventBus } from './hands/table-event-bus';
import { PendingRequestRunner } from './pending-requests/pending-request-runner.service';
import { PendingRequestsService } from './pending-requests/pending-requests.service';
import { PlayersService } from './players/players.service';
import { ActionTimeoutProcessor } from './processors/action-timeout.processor';
import { ApplyPendingRequestsProcessor } from './processors/apply-pending-requests.processor';
import { BalanceProcessor } from './processors/balance.processor';
import { LevelUpProcessor } from './processors/level-up.processor';
import { NoopProcessor } from './processors/noop.processor';
import { StartHandProcessor } from './processors/start-hand.processor';
import { TimeCollectionProcessor } from './processors/time-collection.processor';
import { WaitlistHoldExpiryProcessor } from './processors/waitlist-hold-expiry.processor';
import { SeatingService } from './tables/seating.service';
import { TablesService } from './tables/tables.service';
import { BalancingTrigger } from './tournaments/balancing/balancing-trigger.service';
import { BalancingService } from './tournaments/balancing/balancing.service';
import { HandForHandService } from './tournaments/balancing/hand-for-hand.service';
import { RoomEffectsService } from './tournaments/balancing/room-effects.service';
import { TableDirectorService } from './tournaments/balancing/table-director.service';
import { TableMovesService } from './tournaments/balancing/table-moves.service';
import { ClockService } from './tournaments/clock.service';
import { LocalTournamentEventBus } from './tournaments/feed/local-tournament-event-bus';
import { RedisTournamentEventBus } from './tournaments/feed/redis-tournament-event-bus';
import { TournamentEventBus } from './tournaments/feed/tournament-feed';
import { TournamentFeedService } from './tournaments/feed/tournament-feed.service';
import { DealsService } from './tournaments/deals.service';
import { BountiesService } from './tournaments/bounties/bounties.service';
import { LiveBountiesService } from './tournaments/bounties/live-bounties.service';
import { EntriesService } from './tournaments/entries.service';
import { ResultsService } from './tournaments/results.service';
import { SatelliteResultsService } from './tournaments/satellites/satellite-results.service';
import { SatelliteSeatsService, SEAT_REGISTRATION } from './tournaments/satellites/satellite-seats.service';
import { SatelliteTargetsService } from './tournaments/satellites/satellite-targets.service';
import { StructuresService } from './tournaments/structures.service';
import { TournamentHandsService } from './tournaments/tournament-hands.service';
import { TournamentLedgerService } from './tournaments/tournament-ledger.service';
import { TournamentTablePolicyService } from './tournaments/tournament-table-policy.service';
import { TournamentTablesService } from './tournaments/tournament-tables.service';
import { TournamentsService } from './tournaments/tournaments.service';
import { DayTwoService } from './tournaments/flights/day-two.service';
import { FlightEntryRulesService } from './tournaments/flights/flight-entry-rules.service';
import { FlightStopService } from './tournaments/flights/flight-stop.service';
import { FlightsService } from './tournaments/flights/flights.service';
import { TournamentStartService } from './tournaments/tournament-start.service';
import { FloorInputsService } from './tournaments/live/floor-inputs.service';
import { FloorOverviewService } from './tournaments/live/floor-overview.service';
import { FloorUndoService } from './tournaments/live/floor-undo.service';
import { FloorWorkService } from './tournaments/live/floor-work.service';
import { MoveInstructionsService } from './tournaments/live/move-instructions.service';
import { TournamentReportsService } from './tournaments/reports/tournament-reports.service';
import { TournamentAuditService } from './tournaments/audit/tournament-audit.service';
import { LeaguesService } from './tournaments/leagues/leagues.service';

/*
 * Every service of the room, by feature: one list that the API process and the worker process both
 * host (RoomModule), so neither owns them and no feature module has to import another. The
 * repositories come from the global PersistenceModule, the scheduler from the global JobsModule.
 */

const people: Provider[] = [AuditService, PlayersService, ApiKeysService, AuthService];

const ledger: Provider[] = [LedgerService, CashierService, LedgerReportsService];

/** Cross-module results as domain events (events/domain-events.ts); the handlers are the services' `@OnDomainEvent` methods. */
const events: Provider[] = [DomainEventPublisher];

/** The room's figures on the process's metrics registry (common/metrics/room-metrics.ts). */
const metrics: Provider[] = [RoomMetrics];

/** The buses live clients hear from (committed table changes, revoked keys): Redis across processes, in-memory in one. */
const live: Provider[] = [
  {
    provide: TableEventBus,
    useFactory: (config: AppConfig) => (config.redisUrl ? new RedisTableEventBus(config.redisUrl, config.jobs.prefix) : new LocalTableEventBus()),
    inject: [APP_CONFIG],
  },
  {
    provide: KeyRevocationBus,
    useFactory: (config: AppConfig) => (config.redisUrl ? new RedisKeyRevocationBus(config.redisUrl, config.jobs.prefix) : new LocalKeyRevocationBus()),
    inject: [APP_CONFIG],
  },
  // A tournament's feed (clock, busts, moves, breaks), one channel per tournament.
  {
    provide: TournamentEventBus,
    useFactory: (config: AppConfig) => (config.redisUrl ? new RedisTournamentEventBus(config.redisUrl, config.jobs.prefix) : new LocalTournamentEventBus()),
    inject: [APP_CONFIG],
  },
  TournamentFeedService,
  // The room's cash games (waitlists, seats, tables, games): one channel, for the waitlist board.
  {
    provide: CashRoomEventBus,
    useFactory: (config: AppConfig) => (config.redisUrl ? new RedisCashRoomEventBus(config.redisUrl, config.jobs.prefix) : new LocalCashRoomEventBus()),
    inject: [APP_CONFIG],
  },
  CashRoomNotifier,
];

/** The hand lifecycle: deal, act, time out, settle, recover; and seating at tables. */
const tables: Provider[] = [
  HandLifecycleService,
  HandProgressService,
  RememberedTurns,
  HandSettlementService,
  SeatLedgerService,
  TableEffectsService,
  TableFactsReader,
  TableRecoveryService,
  {
    provide: DeckSource,
    // The queued (test) source only when the configuration allows it, which it does only under NODE_ENV=test.
    useFactory: (config: AppConfig) => (config.testDeckInjection ? new QueuedDeckSource() : new FairDeckSource()),
    inject: [APP_CONFIG],
  },
  SeatingService,
  TablesService,
  SeedEpochsService,
  FairnessService,
];

const cashGames: Provider[] = [
  CashSessionRecorder,
  TimeCollectionService,
  WaitlistService,
  CashSessionsService,
  SessionExitService,
  SessionLocks,
  CashGamesService,
  CashReportsService,
];

const tournaments: Provider[] = [
  StructuresService,
  TournamentsService,
  TournamentStartService,
  EntriesService,
  // Multi-day events: Day 1 flights, their stop and bags, Day 2 (tournaments/flights).
  FlightsService,
  FlightStopService,
  FlightEntryRulesService,
  DayTwoService,
  ClockService,
  ResultsService,
  // Satellites: seats into a target event and the seat bubble (tournaments/satellites).
  SatelliteResultsService,
  SatelliteSeatsService,
  SatelliteTargetsService,
  { provide: SEAT_REGISTRATION, useExisting: EntriesService },
  DealsService,
  BountiesService,
  LiveBountiesService,
  TournamentLedgerService,
  TournamentTablesService,
  TournamentHandsService,
  TournamentTablePolicyService,
  // What the hands module asks of a tournament table, answered here (hands/tournament-table-policy.ts).
  { provide: TOURNAMENT_TABLE_POLICY, useExisting: TournamentTablePolicyService },
  BalancingTrigger,
  BalancingService,
  HandForHandService,
  RoomEffectsService,
  TableMovesService,
  TableDirectorService,
  FloorWorkService,
  FloorInputsService,
  FloorUndoService,
  FloorOverviewService,
  MoveInstructionsService,
  // Lists and exports: seating, player lookup, results export, statistics (read-only).
  TournamentReportsService,
  // The event's audit trail for its director (read-only).
  TournamentAuditService,
];

/** The broadcast equity feed (its equity thread starts only when a feed first needs it). */
const broadcast: Provider[] = [BroadcastFeedService, EquityCalculator];

/** Bots seated at tables (docs/tables.md "Practice tables and bots"); they act through the hand lifecycle's clock. */
const bots: Provider[] = [TableBotsService];

const pendingRequests: Provider[] = [PendingRequestRunner, PendingRequestsService];

const handHistories: Provider[] = [HandHistoriesService];

/**
 * Leagues and series: points over a season of tournaments (read-only over their results). Its
 * repository is listed here, beside its one user, rather than in PersistenceModule's list.
 */
const leagues: Provider[] = [LeaguesService];

/** Display links: a tournament's clock on a TV, read with the link's token (no API key). */
const displays: Provider[] = [DisplaysService, WaitlistBoardService];

/** What `/health` and `/health/ready` ask in either process: Postgres, the migrations, the job queue. */
const health: Provider[] = [HealthProbe];

/** The services, for both processes. */
export const ROOM_SERVICES: Provider[] = [
  ...people,
  ...ledger,
  ...events,
  ...metrics,
  ...live,
  ...tables,
  ...cashGames,
  ...tournaments,
  ...leagues,
  ...displays,
  ...broadcast,
  ...bots,
  ...pendingRequests,
  ...handHistories,
  ...health,
];

/** The job processors (thin: each calls one service). Hosted where jobs are processed: the worker, or the API with in-process jobs. */
export const ROOM_PROCESSORS: Provider[] = [
  NoopProcessor,
  StartHandProcessor,
  ActionTimeoutProcessor,
  LevelUpProcessor,
  TimeCollectionProcessor,
  WaitlistHoldExpiryProcessor,
  BalanceProcessor,
  ApplyPendingRequestsProcessor,
];
