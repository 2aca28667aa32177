import { DynamicModule, Global, Inject, Module, OnApplicationBootstrap } from '@nestjs/common';
import { DiscoveryModule } from '@nestjs/core';
import { MetricsRegistry } from '@app/metrics';
import { BullmqJobScheduler } from './drivers/bullmq-job-scheduler';
import { InlineJobScheduler } from './drivers/inline-job-scheduler';
import { JobHandlerRegistry } from './job-handler.registry';
import { JobMetrics } from './job-metrics';
import { JobScheduler } from './job-scheduler';

export interface JobsModuleOptions {
  /** Unset: the inline driver (jobs run in this process). */
  redisUrl: string | undefined;
  /** Run processors in this process (BullMQ driver only; inline always processes). */
  processing: boolean;
  prefix: string;
}

/**
 * Provides `JobScheduler` with the driver the configuration asks for. Processors are any
 * providers marked `@JobProcessor(...)` in the application; import their module next to this one.
 */
@Global()
@Module({})
export class JobsModule implements OnApplicationBootstrap {
  constructor(@Inject(JobScheduler) private readonly scheduler: JobScheduler) {}

  static forRoot(options: JobsModuleOptions): DynamicModule {
    const { redisUrl } = options;
    const driver =
      redisUrl === undefined
        ? {
            provide: JobScheduler,
            useFactory: (r: JobHandlerRegistry, m: JobMetrics) => new InlineJobScheduler(r, m),
            inject: [JobHandlerRegistry, JobMetrics],
          }
        : {
            provide: JobScheduler,
            useFactory: (r: JobHandlerRegistry, m: JobMetrics) =>
              new BullmqJobScheduler({ redisUrl, prefix: options.prefix, processing: options.processing }, r, m),
            inject: [JobHandlerRegistry, JobMetrics],
          };
    // The application's registry when it hosts MetricsModule (the API and the worker do).
    const metrics = {
      provide: JobMetrics,
      useFactory: (registry?: MetricsRegistry) => new JobMetrics(registry),
      inject: [{ token: MetricsRegistry, optional: true }],
    };
    return {
      module: JobsModule,
      imports: [DiscoveryModule],
      providers: [JobHandlerRegistry, metrics, driver],
      exports: [JobScheduler],
    };
  }

  onApplicationBootstrap(): void {
    if (this.scheduler instanceof BullmqJobScheduler) this.scheduler.startWorkers();
  }
}
