import { Module } from '@nestjs/common';
import { APP_CONFIG, AppConfig } from '@app/config';
import { AuditModule } from '../audit/audit.module';
import { LedgerModule } from '../ledger/ledger.module';
import { LiveEventsModule } from '../live/live-events.module';
import { CashGamePort } from './cash-game-port';
import { CryptoDeckSource, DeckSource, QueuedDeckSource } from './deck-source';
import { HandLifecycleService } from './hand-lifecycle.service';
import { HandProgressService } from './hand-progress.service';
import { HandSettlementService } from './hand-settlement.service';
import { PendingRequestsPort } from './pending-requests-port';
import { SeatLedgerService } from './seat-ledger.service';
import { TableEffectsService } from './table-effects.service';
import { TableFactsReader } from './table-facts.reader';
import { TableRecoveryService } from './table-recovery.service';
import { TournamentPort } from './tournament-port';

/**
 * The hand lifecycle (deal, act, time out, settle) without HTTP: the API's tables module and the
 * worker's processors both use it. It must not import anything from the worker.
 */
@Module({
  imports: [LedgerModule, AuditModule, LiveEventsModule],
  providers: [
    HandLifecycleService,
    HandProgressService,
    HandSettlementService,
    SeatLedgerService,
    TableEffectsService,
    TableFactsReader,
    TableRecoveryService,
    TournamentPort,
    CashGamePort,
    PendingRequestsPort,
    {
      provide: DeckSource,
      // The queued (test) source only when the configuration allows it, which it does only under NODE_ENV=test.
      useFactory: (config: AppConfig) => (config.testDeckInjection ? new QueuedDeckSource() : new CryptoDeckSource()),
      inject: [APP_CONFIG],
    },
  ],
  exports: [HandLifecycleService, SeatLedgerService, TableEffectsService, TableFactsReader, DeckSource, LiveEventsModule, TournamentPort, CashGamePort, PendingRequestsPort],
})
export class HandsModule {}
