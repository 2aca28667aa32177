import { Module } from '@nestjs/common';
import { AuditModule } from '../audit/audit.module';
import { HandsModule } from '../hands/hands.module';
import { LedgerModule } from '../ledger/ledger.module';
import { PlayersModule } from '../players/players.module';
import { CashSessionRecorder } from './cash-session-recorder.service';
import { TimeCollectionService } from './time-collection.service';
import { WaitlistService } from './waitlist.service';

/**
 * The cash-game services both processes need: the hooks the hands module calls when a seat is
 * cashed out or a hand ends (wherever hands end: the API, or a worker), time collection and the
 * waitlist (their jobs run in the worker). No HTTP here; `CashModule` adds it for the API.
 */
@Module({
  imports: [HandsModule, LedgerModule, AuditModule, PlayersModule],
  providers: [CashSessionRecorder, TimeCollectionService, WaitlistService],
  exports: [TimeCollectionService, WaitlistService],
})
export class CashCoreModule {}
