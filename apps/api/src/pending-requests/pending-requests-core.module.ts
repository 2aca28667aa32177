import { Module } from '@nestjs/common';
import { AuditModule } from '../audit/audit.module';
import { CashCoreModule } from '../cash/cash-core.module';
import { HandsModule } from '../hands/hands.module';
import { TournamentServicesModule } from '../tournaments/tournament-services.module';
import { PendingRequestRunner } from './pending-request-runner.service';
import { PendingRequestsService } from './pending-requests.service';

/**
 * Pending requests without HTTP: the runner (registered with the hands module's port wherever
 * hands end, and called by the worker's job) and the reads and cancels the routes use.
 */
@Module({
  imports: [HandsModule, AuditModule, CashCoreModule, TournamentServicesModule],
  providers: [PendingRequestRunner, PendingRequestsService],
  exports: [PendingRequestRunner, PendingRequestsService],
})
export class PendingRequestsCoreModule {}
