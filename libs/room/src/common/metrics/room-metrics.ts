import { Injectable, Logger, Optional } from '@nestjs/common';
import type { Counter } from 'prom-client';
import { MetricsRegistry, ScrapeReading, showReading } from '@app/metrics';
import { TableCensus, TableCensusRepository } from '@app/persistence';

/**
 * The room's own figures (docs/operations.md "Metrics"), declared once here so the services that
 * record them call a method that says what happened and never spell a metric name.
 *
 * Counters count what this process did, after it committed (Prometheus sums them over
 * processes); the two gauges are read from the database when scraped (at most once per
 * SCRAPE_READING_MAX_AGE_MS, libs/metrics), so every process shows the room's whole figure and it
 * is right after a restart (take `max`, not `sum`, across processes). A census that cannot be read
 * leaves both gauges without a sample, and a warning in the log: a stale figure never looks live,
 * and the scrape (and the process's other figures) still answers while the database is away.
 *
 * Without `MetricsModule` in the application (the simulator, service tests) it records into a
 * registry nobody reads, as DatabaseMetrics and JobMetrics do.
 */
@Injectable()
export class RoomMetrics {
  private readonly logger = new Logger('RoomMetrics');
  private readonly applied: Counter<'game'>;
  private readonly refused: Counter<'code'>;
  private readonly paths: Counter<'path'>;
  private readonly dealt: Counter<'game'>;
  private readonly finished: Counter<'game'>;

  constructor(census: TableCensusRepository, @Optional() registry?: MetricsRegistry) {
    const metrics = registry ?? MetricsRegistry.unexposed();
    this.applied = metrics.counter({
      name: 'razz_table_actions_applied_total',
      help: 'Actions tables applied (a player acting, and automatic actions: time-outs, seats that cannot act), by game',
      labelNames: ['game'],
    });
    this.refused = metrics.counter({
      name: 'razz_table_actions_refused_total',
      help: 'Table actions refused, by the error code the caller got (NOT_YOUR_TURN, STALE_VERSION, …)',
      labelNames: ['code'],
    });
    this.paths = metrics.counter({
      name: 'razz_table_action_paths_total',
      help: 'Actions sent to the API and applied, by how they were written: remembered (from the turn this process wrote last, no read), read (one lock-free read), locked (under the table lock)',
      labelNames: ['path'],
    });
    this.dealt = metrics.counter({ name: 'razz_hands_dealt_total', help: 'Hands dealt, by game (razz, stud, stud8)', labelNames: ['game'] });
    this.finished = metrics.counter({ name: 'razz_hands_finished_total', help: 'Hands played to their end, by game', labelNames: ['game'] });
    const reading = new ScrapeReading<TableCensus>(
      () => census.count(),
      (err) => this.logger.warn(`the table census for the metrics could not be read: ${err instanceof Error ? err.message : String(err)}`),
    );
    metrics.gauge({
      name: 'razz_tables_active',
      help: 'Tables not closed (open, or closing after their last hand), read from the database when scraped (at most every 5 s)',
      async collect() {
        const now = await reading.get();
        showReading(this, now && [{ labels: {}, value: now.activeTables }]);
      },
    });
    metrics.gauge({
      name: 'razz_players_seated',
      help: 'Distinct players holding a seat at any table, sitting out included, read from the database when scraped (at most every 5 s)',
      async collect() {
        const now = await reading.get();
        showReading(this, now && [{ labels: {}, value: now.seatedPlayers }]);
      },
    });
  }

  /** `count` actions applied in one committed change of a table dealing `game`. */
  actionApplied(game: string, count = 1): void {
    if (count > 0) this.applied.inc({ game }, count);
  }

  /** An action refused with this domain error code. */
  actionRefused(code: string): void {
    this.refused.inc({ code });
  }

  /** An action sent to the API applied by this path (docs/tables.md "Concurrency"). */
  actionPath(path: 'remembered' | 'read' | 'locked'): void {
    this.paths.inc({ path });
  }

  handDealt(game: string): void {
    this.dealt.inc({ game });
  }

  handFinished(game: string): void {
    this.finished.inc({ game });
  }
}
