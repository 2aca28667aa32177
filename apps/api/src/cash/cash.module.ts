import { DynamicModule, Module } from '@nestjs/common';
import { AuditModule } from '../audit/audit.module';
import { HandsModule } from '../hands/hands.module';
import { LedgerModule } from '../ledger/ledger.module';
import { PendingRequestsCoreModule } from '../pending-requests/pending-requests-core.module';
import { TablesModule } from '../tables/tables.module';
import { CashCoreModule } from './cash-core.module';
import { CashGamesController } from './cash-games.controller';
import { CashGamesService } from './cash-games.service';
import { CashReportsController } from './cash-reports.controller';
import { CashReportsService } from './cash-reports.service';
import { CashSessionsController } from './cash-sessions.controller';
import { WaitlistController } from './waitlist.controller';

/** Cash games over HTTP (docs/cash-games.md): games and their tables, waitlists, sessions, reports. */
@Module({})
export class CashModule {
  /** The same options as the tables module it seats players through (one instance of it). */
  static register(options: { testDeckInjection: boolean }): DynamicModule {
    return {
      module: CashModule,
      imports: [CashCoreModule, PendingRequestsCoreModule, HandsModule, LedgerModule, AuditModule, TablesModule.register(options)],
      controllers: [CashGamesController, WaitlistController, CashSessionsController, CashReportsController],
      providers: [CashGamesService, CashReportsService],
    };
  }
}
