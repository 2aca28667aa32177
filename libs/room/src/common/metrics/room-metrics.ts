import { Injectable, Logger } from '@nestjs/common';
import type { Counter } from 'prom-client';
import { MetricsRegistry } from '@app/metrics';
import { TableCensus, TableCensusRepository } from '@app/persistence';

/**
 * The room's own figures (docs/operations.md "Metrics"), declared once here so the services that
 * record them call a method that says what happened and never spell a metric name.
 *
 * Counters count what this process did, after it committed (Prometheus sums them over
 * processes); the two gauges are read from the database at each scrape, so every process shows
 * the room's whole figure and it is right after a restart (take `max`, not `sum`, across
 * processes).
 */
@Injectable()
export class RoomMetrics {
  private readonly logger = new Logger('RoomMetrics');
  private readonly applied: Counter<'game'>;
  private readonly refused: Counter<'code'>;
  private readonly dealt: Counter<'game'>;
  private readonly finished: Counter<'game'>;
  /** The census being read for the scrape in progress: both gauges wait for one query. */
  private reading: Promise<TableCensus | null> | null = null;

  constructor(metrics: MetricsRegistry, census: TableCensusRepository) {
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
    this.dealt = metrics.counter({ name: 'razz_hands_dealt_total', help: 'Hands dealt, by game (razz, stud, stud8)', labelNames: ['game'] });
    this.finished = metrics.counter({ name: 'razz_hands_finished_total', help: 'Hands played to their end, by game', labelNames: ['game'] });
    const read = () => this.readCensus(census);
    metrics.gauge({
      name: 'razz_tables_active',
      help: 'Tables not closed (open, or closing after their last hand), read from the database at each scrape',
      async collect() {
        const now = await read();
        if (now) this.set(now.activeTables);
      },
    });
    metrics.gauge({
      name: 'razz_players_seated',
      help: 'Distinct players holding a seat at any table, sitting out included, read from the database at each scrape',
      async collect() {
        const now = await read();
        if (now) this.set(now.seatedPlayers);
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

  handDealt(game: string): void {
    this.dealt.inc({ game });
  }

  handFinished(game: string): void {
    this.finished.inc({ game });
  }

  /**
   * One query per scrape however many gauges ask. A failed read leaves the gauges at their last
   * figure and says so in the log: the scrape (and the process's other figures) still answers
   * while the database is away.
   */
  private readCensus(census: TableCensusRepository): Promise<TableCensus | null> {
    this.reading ??= census
      .count()
      .catch((err: unknown) => {
        this.logger.warn(`the table census for the metrics could not be read: ${err instanceof Error ? err.message : String(err)}`);
        return null;
      })
      .finally(() => (this.reading = null));
    return this.reading;
  }
}
