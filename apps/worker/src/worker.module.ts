import { DynamicModule, Module } from '@nestjs/common';
import type { Logger } from 'pino';
import { AppConfig, ConfigModule } from '@app/config';
import { JobsModule } from '@app/jobs';
import { MetricsModule } from '@app/metrics';
import { PersistenceModule } from '@app/persistence';
import { RoomModule } from '@app/room';
import { LoggingModule, ProcessLifecycleModule } from '@app/runtime';

/** The worker process: the room's services with its job processors; no HTTP routes of Nest's (its probes and /metrics are served by WorkerHttpServer). */
@Module({})
export class WorkerModule {
  static register(options: { config: AppConfig; databaseUrl: string; redisUrl: string; logger: Logger }): DynamicModule {
    const { config } = options;
    return {
      module: WorkerModule,
      imports: [
        ConfigModule.forRoot(config),
        LoggingModule.forRoot(options.logger),
        ProcessLifecycleModule,
        MetricsModule.forRoot({ process: 'worker', defaultMetrics: config.metrics.enabled }),
        PersistenceModule.forRoot({ databaseUrl: options.databaseUrl, preparedStatements: config.databasePreparedStatements }),
        JobsModule.forRoot({ redisUrl: options.redisUrl, processing: true, prefix: config.jobs.prefix }),
        RoomModule.register({ processors: true }),
      ],
    };
  }
}
