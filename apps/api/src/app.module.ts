import { DynamicModule, Module } from '@nestjs/common';
import type { Logger } from 'pino';
import { AppConfig, ConfigModule } from '@app/config';
import { JobsModule } from '@app/jobs';
import { LoggingModule } from '@app/runtime';
import { PersistenceModule } from '@app/persistence';
import { ProcessorsModule } from '../../worker/src/processors/processors.module';
import { ApiKeysModule } from './api-keys/api-keys.module';
import { AuditModule } from './audit/audit.module';
import { AuthModule } from './auth/auth.module';
import { CashCoreModule } from './cash/cash-core.module';
import { CashModule } from './cash/cash.module';
import { HandHistoriesModule } from './hand-histories/hand-histories.module';
import { HealthModule } from './health/health.module';
import { LedgerModule } from './ledger/ledger.module';
import { LiveModule } from './live/live.module';
import { PendingRequestsModule } from './pending-requests/pending-requests.module';
import { PlayersModule } from './players/players.module';
import { TablesModule } from './tables/tables.module';
import { TournamentsModule } from './tournaments/tournaments.module';

export interface AppModuleOptions {
  config: AppConfig;
  /** The resolved database: `config.databaseUrl` or the embedded Postgres started for it. */
  databaseUrl: string;
  logger: Logger;
}

/**
 * The API process. When jobs run in-process (no Redis, or JOBS_IN_PROCESS=true) it also hosts
 * the worker's processors: API and worker in one process, as the embedded default promises.
 */
@Module({})
export class AppModule {
  static register({ config, databaseUrl, logger }: AppModuleOptions): DynamicModule {
    return {
      module: AppModule,
      imports: [
        ConfigModule.forRoot(config),
        LoggingModule.forRoot(logger),
        PersistenceModule.forRoot({ databaseUrl, preparedStatements: config.databasePreparedStatements }),
        JobsModule.forRoot({ redisUrl: config.redisUrl, processing: config.jobs.inProcess, prefix: config.jobs.prefix }),
        ...(config.jobs.inProcess ? [ProcessorsModule] : []),
        HealthModule,
        AuthModule.forRoot({ logger }),
        AuditModule,
        PlayersModule,
        ApiKeysModule,
        LedgerModule,
        TablesModule.register({ testDeckInjection: config.testDeckInjection }),
        // Always, not only with in-process jobs: it registers the hooks through which a hand ending in this process closes cash sessions.
        CashCoreModule,
        CashModule.register({ testDeckInjection: config.testDeckInjection }),
        LiveModule,
        TournamentsModule,
        // Always: it registers the hooks through which a hand ending in this process has the requests that waited for it applied.
        PendingRequestsModule,
        HandHistoriesModule,
      ],
    };
  }
}
