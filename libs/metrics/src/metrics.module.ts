import { DynamicModule, Global, Module } from '@nestjs/common';
import { MetricsRegistry } from './metrics-registry';

/** Provides the process's `MetricsRegistry` to every module of one Nest application. */
@Global()
@Module({})
export class MetricsModule {
  static forRoot(options: { process: 'api' | 'worker'; defaultMetrics?: boolean }): DynamicModule {
    return { module: MetricsModule, providers: [{ provide: MetricsRegistry, useValue: new MetricsRegistry(options) }], exports: [MetricsRegistry] };
  }
}
