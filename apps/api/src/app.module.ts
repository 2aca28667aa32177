import { DynamicModule, Module } from '@nestjs/common';
import type { Logger } from 'pino';
import { AppConfig, ConfigModule } from '@app/config';
import { JobsModule } from '@app/jobs';
import { MetricsModule } from '@app/metrics';
import { PersistenceModule } from '@app/persistence';
import { RoomModule } from '@app/room';
import { LoggingModule, ProcessLifecycleModule } from '@app/runtime';
import { AuthModule } from './auth/auth.module';
import { HTTP_CONTROLLERS, TEST_ONLY_CONTROLLERS } from './http-controllers';
import { HealthModule } from './health/health.module';
import { LiveModule } from './live/live.module';
import { ApiMetricsModule } from './metrics/api-metrics.module';

export interface AppModuleOptions {
  config: AppConfig;
  /** The resolved database: `config.databaseUrl` or the embedded Postgres started for it. */
  databaseUrl: string;
  logger: Logger;
}

/**
 * The API process: the room's services (libs/room) under HTTP controllers, the key guard and the
 * WebSocket gateway. When jobs run in-process (no Redis, or JOBS_IN_PROCESS=true) the room hosts
 * the job processors here too: API and worker in one process, as the embedded default promises.
 */
@Module({})
export class AppModule {
  static register({ config, databaseUrl, logger }: AppModuleOptions): DynamicModule {
    return {
      module: AppModule,
      imports: [
        ConfigModule.forRoot(config),
        LoggingModule.forRoot(logger),
        ProcessLifecycleModule,
        // The process's registry (global): persistence, jobs and the room record into it. Process defaults only if something reads them.
        MetricsModule.forRoot({ process: 'api', defaultMetrics: config.metrics.enabled }),
        PersistenceModule.forRoot({ databaseUrl, preparedStatements: config.databasePreparedStatements }),
        JobsModule.forRoot({ redisUrl: config.redisUrl, processing: config.jobs.inProcess, prefix: config.jobs.prefix }),
        RoomModule.register({ processors: config.jobs.inProcess }),
        HealthModule,
        AuthModule.forRoot({ logger }),
        LiveModule,
        ApiMetricsModule.register({ enabled: config.metrics.enabled }),
      ],
      // The test-only deck route exists only when the configuration allows it (NODE_ENV=test).
      controllers: [...HTTP_CONTROLLERS, ...(config.testDeckInjection ? TEST_ONLY_CONTROLLERS : [])],
    };
  }
}
