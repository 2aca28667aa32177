import type { Type } from '@nestjs/common';
import { ApiKeysController } from './api-keys/api-keys.controller';
import { AuditController } from './audit/audit.controller';
import { CashGamesController } from './cash/cash-games.controller';
import { CashReportsController } from './cash/cash-reports.controller';
import { CashSessionsController } from './cash/cash-sessions.controller';
import { PlayerWaitlistController } from './cash/player-waitlist.controller';
import { WaitlistController } from './cash/waitlist.controller';
import { HandHistoriesController } from './hand-histories/hand-histories.controller';
import { CashierController } from './ledger/cashier.controller';
import { DisplayLinksController } from './displays/display-links.controller';
import { DisplaysController } from './displays/displays.controller';
import { BoardsController } from './displays/boards.controller';
import { WaitlistBoardLinksController } from './displays/waitlist-board-links.controller';
import { LeaguesController } from './leagues/leagues.controller';
import { LedgerController } from './ledger/ledger.controller';
import { PlayerLedgerController } from './ledger/player-ledger.controller';
import { PendingRequestsController } from './pending-requests/pending-requests.controller';
import { PlayersController } from './players/players.controller';
import { SeatsController } from './tables/seats.controller';
import { TableBotsController } from './tables/table-bots.controller';
import { FairnessController } from './tables/fairness.controller';
import { TableActionsController } from './tables/table-actions.controller';
import { TablesController } from './tables/tables.controller';
import { TestDecksController } from './tables/test-decks.controller';
import { StructuresController } from './tournaments/structures.controller';
import { TournamentAuditController } from './tournaments/tournament-audit.controller';
import { TournamentFloorController } from './tournaments/tournament-floor.controller';
import { TournamentPlayController } from './tournaments/tournament-play.controller';
import { TournamentReportsController } from './tournaments/tournament-reports.controller';
import { TournamentTablesController } from './tournaments/tournament-tables.controller';
import { TournamentsController } from './tournaments/tournaments.controller';
import { FlightsController } from './tournaments/flights.controller';
import { BountiesController } from './tournaments/bounties.controller';

/**
 * The API's routes, by feature, in the order they are registered (and listed in the OpenAPI
 * document). Each controller validates its input and calls one service of the room library.
 * `/auth/me`, `/health*` and `/metrics` belong to the auth, health and metrics modules: each module
 * keeps its route with what it reads (`ApiMetricsModule` registers `/metrics` only with
 * METRICS_ENABLED, next to the request figures it serves).
 */
export const HTTP_CONTROLLERS: Type[] = [
  AuditController,
  PlayersController,
  ApiKeysController,
  CashierController,
  PlayerLedgerController,
  LedgerController,
  TablesController,
  SeatsController,
  TableBotsController,
  FairnessController,
  TableActionsController,
  CashGamesController,
  WaitlistController,
  PlayerWaitlistController,
  CashSessionsController,
  CashReportsController,
  StructuresController,
  TournamentsController,
  FlightsController,
  BountiesController,
  TournamentPlayController,
  TournamentTablesController,
  TournamentFloorController,
  TournamentReportsController,
  TournamentAuditController,
  LeaguesController,
  DisplayLinksController,
  DisplaysController,
  WaitlistBoardLinksController,
  BoardsController,
  PendingRequestsController,
  HandHistoriesController,
];

/** Routes that exist only when the configuration allows test decks (NODE_ENV=test). */
export const TEST_ONLY_CONTROLLERS: Type[] = [TestDecksController];
