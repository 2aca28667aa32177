import type { Pool } from 'pg';
import type { Histogram } from 'prom-client';
import { MetricsRegistry } from '@app/metrics';

/** From half a millisecond (a prepared primary-key read) to 5 s (a tournament's start writes every entry in one go). */
const STATEMENT_BUCKETS = [0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5];

/**
 * The database figures of a process: how its connection pool is used (read at each scrape) and
 * how long its statements take. Without a metrics registry in the application (repository tests
 * build PersistenceModule alone) it records into a registry of its own that nobody reads.
 */
export class DatabaseMetrics {
  private readonly statements: Histogram;
  private pool: Pool | undefined;

  constructor(registry: MetricsRegistry | undefined) {
    const metrics = registry ?? MetricsRegistry.unexposed();
    this.statements = metrics.histogram({
      name: 'razz_db_statement_duration_seconds',
      help: 'Time of each SQL statement, from being sent on a pooled connection to its result or error',
      buckets: STATEMENT_BUCKETS,
    });
    // Captures `this`: prom-client calls collect() with the gauge as `this`.
    const readPool = (set: (state: string, value: number) => void) => {
      if (!this.pool) return;
      set('total', this.pool.totalCount);
      set('idle', this.pool.idleCount);
      set('waiting', this.pool.waitingCount);
    };
    metrics.gauge({
      name: 'razz_db_pool_connections',
      help: 'Connections of the Postgres pool: total open, idle among them, and queries waiting for one',
      labelNames: ['state'],
      collect() {
        readPool((state, value) => this.set({ state }, value));
      },
    });
  }

  /** Passed to `createTimedPool`. */
  readonly observeStatement = (seconds: number): void => this.statements.observe(seconds);

  /** The pool whose connections the gauge reports. */
  watch(pool: Pool): void {
    this.pool = pool;
  }
}
