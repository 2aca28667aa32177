import { Module } from '@nestjs/common';
import { AuditModule } from '../audit/audit.module';
import { HandsModule } from '../hands/hands.module';
import { LedgerModule } from '../ledger/ledger.module';
import { PlayersModule } from '../players/players.module';
import { SeatingModule } from '../tables/seating.module';
import { CashSessionsService } from './cash-sessions.service';
import { CashSessionRecorder } from './cash-session-recorder.service';
import { SessionExitService } from './session-exit.service';
import { SessionLocks } from './session-locks.service';
import { TimeCollectionService } from './time-collection.service';
import { WaitlistService } from './waitlist.service';

/**
 * The cash-game services both processes need: the hooks the hands module calls when a seat is
 * cashed out or a hand ends (wherever hands end: the API, or a worker), time collection and the
 * waitlist (their jobs run in the worker), and the sessions' top-ups and moves (a request that
 * waited for a hand is applied by a job). No HTTP here; `CashModule` adds it for the API.
 */
@Module({
  imports: [HandsModule, LedgerModule, AuditModule, PlayersModule, SeatingModule],
  providers: [CashSessionRecorder, TimeCollectionService, WaitlistService, CashSessionsService, SessionExitService, SessionLocks],
  exports: [TimeCollectionService, WaitlistService, CashSessionsService, SessionExitService, SessionLocks],
})
export class CashCoreModule {}
