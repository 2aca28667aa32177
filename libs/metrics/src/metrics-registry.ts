import { Counter, CounterConfiguration, Gauge, GaugeConfiguration, Histogram, HistogramConfiguration, Registry, collectDefaultMetrics } from 'prom-client';

/**
 * One process's Prometheus registry (prom-client), injected wherever a figure is counted. Not
 * prom-client's global `register`: each Nest application owns its own, so the API and worker in
 * one test process (or two apps in one jest file) never see each other's figures or collide on
 * a metric name.
 *
 * Modules declare the metrics they record through `counter` / `gauge` / `histogram`, which return
 * the metric already registered under that name if there is one: two providers of one process may
 * record the same family without either having to own it.
 */
export class MetricsRegistry {
  readonly registry = new Registry();

  constructor(options: { process: string; defaultMetrics?: boolean }) {
    this.registry.setDefaultLabels({ process: options.process });
    // CPU, memory, handles, GC, and the event loop lag (nodejs_eventloop_lag_*) of this process.
    if (options.defaultMetrics !== false) collectDefaultMetrics({ register: this.registry });
  }

  /**
   * For a host without `MetricsModule` (repository tests, the simulator, scripts): every metrics
   * class takes the application's registry when there is one and records into one of these, which
   * nobody reads, when there is not, so the code that records figures never checks.
   */
  static unexposed(): MetricsRegistry {
    return new MetricsRegistry({ process: 'unexposed', defaultMetrics: false });
  }

  counter<T extends string>(config: Omit<CounterConfiguration<T>, 'registers'>): Counter<T> {
    return (this.registry.getSingleMetric(config.name) as Counter<T> | undefined) ?? new Counter({ ...config, registers: [this.registry] });
  }

  gauge<T extends string>(config: Omit<GaugeConfiguration<T>, 'registers'>): Gauge<T> {
    return (this.registry.getSingleMetric(config.name) as Gauge<T> | undefined) ?? new Gauge({ ...config, registers: [this.registry] });
  }

  histogram<T extends string>(config: Omit<HistogramConfiguration<T>, 'registers'>): Histogram<T> {
    return (this.registry.getSingleMetric(config.name) as Histogram<T> | undefined) ?? new Histogram({ ...config, registers: [this.registry] });
  }

  /** The Prometheus text exposition of every metric, and its content type. */
  async exposition(): Promise<{ contentType: string; body: string }> {
    return { contentType: this.registry.contentType, body: await this.registry.metrics() };
  }
}
