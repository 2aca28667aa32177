import type { Counter, Histogram } from 'prom-client';
import { MetricsRegistry } from '@app/metrics';

/** The route label of a request no route matched (404s, preflights answered before the router). */
export const UNMATCHED_ROUTE = '(unmatched)';

/**
 * From 1 ms (a cached read) to 10 s (past which a client has given up): the API's p99 under load
 * is tens of milliseconds (docs/performance.md), so the low buckets are where the detail is.
 */
const HTTP_DURATION_BUCKETS = [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

type HttpLabel = 'method' | 'route' | 'status';

/** The API's request figures: a count and a latency histogram by method, route template and status. */
export class HttpMetrics {
  private readonly requests: Counter<HttpLabel>;
  private readonly duration: Histogram<HttpLabel>;

  constructor(registry: MetricsRegistry) {
    this.requests = registry.counter({
      name: 'http_requests_total',
      help: 'HTTP requests answered, by method, route template and status',
      labelNames: ['method', 'route', 'status'],
    });
    this.duration = registry.histogram({
      name: 'http_request_duration_seconds',
      help: 'Time from a request arriving to its response being sent, by method, route template and status',
      labelNames: ['method', 'route', 'status'],
      buckets: HTTP_DURATION_BUCKETS,
    });
  }

  record(method: string, route: string, status: number, seconds: number): void {
    const labels = { method, route, status: String(status) };
    this.requests.inc(labels);
    this.duration.observe(labels, seconds);
  }
}
