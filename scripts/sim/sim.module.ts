import { DynamicModule, Module } from '@nestjs/common';
import { AppConfig, ConfigModule } from '@app/config';
import { JobsModule } from '@app/jobs';
import { PersistenceModule } from '@app/persistence';
import { RoomModule } from '@app/room';

/**
 * The simulation's process: the services the API runs and the worker's processors on BullMQ
 * (dealing, timeouts, the clock, balancing), in one process — no HTTP: the bots call the
 * services as the API's controllers would.
 */
@Module({})
export class SimModule {
  static register(config: AppConfig & { databaseUrl: string; redisUrl: string }): DynamicModule {
    return {
      module: SimModule,
      imports: [
        ConfigModule.forRoot(config),
        PersistenceModule.forRoot({ databaseUrl: config.databaseUrl }),
        JobsModule.forRoot({ redisUrl: config.redisUrl, processing: true, prefix: config.jobs.prefix }),
        RoomModule.register({ processors: true }),
      ],
    };
  }
}
