import { DynamicModule, Module } from '@nestjs/common';
import { AuditModule } from '../audit/audit.module';
import { HandsModule } from '../hands/hands.module';
import { PlayersModule } from '../players/players.module';
import { SeatingModule } from './seating.module';
import { SeatsController } from './seats.controller';
import { TableActionsController } from './table-actions.controller';
import { TablesController } from './tables.controller';
import { TablesService } from './tables.service';
import { TestDecksController } from './test-decks.controller';

/** Tables over HTTP: create, list, view, close, seating and actions. */
@Module({})
export class TablesModule {
  /** `testDeckInjection`: adds the test-only deck route (config allows it only under NODE_ENV=test). */
  static register(options: { testDeckInjection: boolean }): DynamicModule {
    return {
      module: TablesModule,
      imports: [HandsModule, AuditModule, PlayersModule, SeatingModule],
      controllers: [TablesController, SeatsController, TableActionsController, ...(options.testDeckInjection ? [TestDecksController] : [])],
      providers: [TablesService],
      exports: [SeatingModule],
    };
  }
}
