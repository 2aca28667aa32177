import { DynamicModule, Module } from '@nestjs/common';
import { MetricsRegistry } from '@app/metrics';
import { HttpMetrics } from './http-metrics';
import { MetricsController } from './metrics.controller';

/**
 * The API's side of the metrics: the request figures (`HttpMetrics`, recorded by the middleware
 * createApiApp mounts) and `GET /metrics`, which exists only when metrics are enabled. The
 * registry itself comes from `MetricsModule`, hosted by AppModule.
 */
@Module({})
export class ApiMetricsModule {
  static register(options: { enabled: boolean }): DynamicModule {
    return {
      module: ApiMetricsModule,
      providers: [{ provide: HttpMetrics, useFactory: (registry: MetricsRegistry) => new HttpMetrics(registry), inject: [MetricsRegistry] }],
      exports: [HttpMetrics],
      controllers: options.enabled ? [MetricsController] : [],
    };
  }
}
