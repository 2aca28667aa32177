import { Module } from '@nestjs/common';
import { HandsModule } from '../../../api/src/hands/hands.module';
import { TournamentServicesModule } from '../../../api/src/tournaments/tournament-services.module';
import { ActionTimeoutProcessor } from './action-timeout.processor';
import { BalanceProcessor } from './balance.processor';
import { LevelUpProcessor } from './level-up.processor';
import { NoopProcessor } from './noop.processor';
import { StartHandProcessor } from './start-hand.processor';

/**
 * Every job processor. The worker app always hosts this module; the API hosts it too when
 * jobs run in-process (no Redis: the embedded default). Processors call the API's feature
 * services (worker → api feature modules, never the other way round).
 */
@Module({ imports: [HandsModule, TournamentServicesModule], providers: [NoopProcessor, StartHandProcessor, ActionTimeoutProcessor, LevelUpProcessor, BalanceProcessor] })
export class ProcessorsModule {}
