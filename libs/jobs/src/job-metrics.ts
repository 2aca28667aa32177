import type { Histogram } from 'prom-client';
import { Logger } from '@nestjs/common';
import { MetricsRegistry, ScrapeReading, showReading } from '@app/metrics';
import type { QueueName } from './queue-names';

/** How many jobs of a queue are in one state: waiting (due, not started), delayed (not due yet), active (running). */
export interface QueueDepth {
  queue: QueueName;
  state: 'waiting' | 'delayed' | 'active';
  count: number;
}

/** From 5 ms (a timeout that finds its decision already taken) to a minute (a tournament's balancing of many tables). */
const JOB_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30, 60];

/**
 * The job figures both drivers record: how long each run of a job took and how it ended, and the
 * depth of the queues, read from the driver when scraped, at most once per
 * SCRAPE_READING_MAX_AGE_MS (libs/metrics: the BullMQ driver's reading asks Redis for the six queues' counts). A
 * depth that cannot be read leaves the family without samples and a warning in the log, the rule
 * RoomMetrics applies to the table census. Without a metrics registry in the application (tests
 * that build JobsModule alone) it records into one of its own that nobody reads.
 */
export class JobMetrics {
  private readonly duration: Histogram<'queue' | 'outcome'>;
  private readDepth: (() => Promise<QueueDepth[]>) | undefined;

  constructor(registry: MetricsRegistry | undefined) {
    const metrics = registry ?? MetricsRegistry.unexposed();
    this.duration = metrics.histogram({
      name: 'razz_job_duration_seconds',
      help: 'Time of each run (attempt) of a job by its processor, by queue and outcome',
      labelNames: ['queue', 'outcome'],
      buckets: JOB_BUCKETS,
    });
    const logger = new Logger('JobMetrics');
    const depth = new ScrapeReading<QueueDepth[]>(
      () => this.readDepth?.() ?? Promise.resolve([]),
      (err) => logger.warn(`the queue depth for the metrics could not be read: ${err instanceof Error ? err.message : String(err)}`),
    );
    metrics.gauge({
      name: 'razz_job_queue_depth',
      help: 'Jobs of each queue by state (waiting, delayed, active), as the job driver knows them when scraped (at most every 5 s)',
      labelNames: ['queue', 'state'],
      async collect() {
        const now = await depth.get();
        showReading(
          this,
          now?.map(({ queue, state, count }) => ({ labels: { queue, state }, value: count })),
        );
      },
    });
  }

  /** Runs one attempt of a job and records its duration as `completed` or `failed`; the outcome is passed on. */
  async timeRun(queue: QueueName, run: () => Promise<void>): Promise<void> {
    const stop = this.duration.startTimer({ queue });
    try {
      await run();
      stop({ outcome: 'completed' });
    } catch (err) {
      stop({ outcome: 'failed' });
      throw err;
    }
  }

  /**
   * The driver's own count of its queues, asked when scraped (one driver per application). It
   * rejects when it cannot tell: no depth is then shown, rather than a stale or an empty one.
   */
  reportDepth(read: () => Promise<QueueDepth[]>): void {
    this.readDepth = read;
  }
}
