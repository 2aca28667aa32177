import { Module } from '@nestjs/common';
import { AuditModule } from '../audit/audit.module';
import { PlayersModule } from '../players/players.module';
import { CashierController } from './cashier.controller';
import { CashierService } from './cashier.service';
import { LedgerReportsService } from './ledger-reports.service';
import { LedgerController } from './ledger.controller';
import { LedgerService } from './ledger.service';
import { PlayerLedgerController } from './player-ledger.controller';

/** The chip and money ledger. Exports `LedgerService` for every later feature that moves value. */
@Module({
  imports: [AuditModule, PlayersModule],
  controllers: [CashierController, PlayerLedgerController, LedgerController],
  providers: [LedgerService, CashierService, LedgerReportsService],
  exports: [LedgerService],
})
export class LedgerModule {}
