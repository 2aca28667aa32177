import { Module } from '@nestjs/common';
import { CashCoreModule } from '../../../api/src/cash/cash-core.module';
import { HandsModule } from '../../../api/src/hands/hands.module';
import { PendingRequestsCoreModule } from '../../../api/src/pending-requests/pending-requests-core.module';
import { TournamentServicesModule } from '../../../api/src/tournaments/tournament-services.module';
import { ActionTimeoutProcessor } from './action-timeout.processor';
import { ApplyPendingRequestsProcessor } from './apply-pending-requests.processor';
import { BalanceProcessor } from './balance.processor';
import { LevelUpProcessor } from './level-up.processor';
import { NoopProcessor } from './noop.processor';
import { StartHandProcessor } from './start-hand.processor';
import { TimeCollectionProcessor } from './time-collection.processor';
import { WaitlistHoldExpiryProcessor } from './waitlist-hold-expiry.processor';

/**
 * Every job processor. The worker app always hosts this module; the API hosts it too when
 * jobs run in-process (no Redis: the embedded default). Processors call the API's feature
 * services (worker → api feature modules, never the other way round).
 */
@Module({
  // CashCoreModule also registers the cash hooks of the hands module: hands end (and leavers are cashed out) here too.
  imports: [HandsModule, TournamentServicesModule, CashCoreModule, PendingRequestsCoreModule],
  providers: [NoopProcessor, StartHandProcessor, ActionTimeoutProcessor, LevelUpProcessor, TimeCollectionProcessor, WaitlistHoldExpiryProcessor, BalanceProcessor, ApplyPendingRequestsProcessor],
})
export class ProcessorsModule {}
