import type { Histogram } from 'prom-client';
import { MetricsRegistry } from '@app/metrics';
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
 * depth of the queues, read from the driver at each scrape. Without a metrics registry in the
 * application (tests that build JobsModule alone) it records into one of its own that nobody reads.
 */
export class JobMetrics {
  private readonly duration: Histogram<'queue' | 'outcome'>;
  private readDepth: (() => Promise<QueueDepth[]>) | undefined;

  constructor(registry: MetricsRegistry | undefined) {
    const metrics = registry ?? new MetricsRegistry({ process: 'unexposed', defaultMetrics: false });
    this.duration = metrics.histogram({
      name: 'razz_job_duration_seconds',
      help: 'Time of each run (attempt) of a job by its processor, by queue and outcome',
      labelNames: ['queue', 'outcome'],
      buckets: JOB_BUCKETS,
    });
    const depth = () => this.readDepth?.() ?? Promise.resolve([]);
    metrics.gauge({
      name: 'razz_job_queue_depth',
      help: 'Jobs of each queue by state (waiting, delayed, active), as the job driver knows them at the scrape',
      labelNames: ['queue', 'state'],
      async collect() {
        this.reset();
        for (const { queue, state, count } of await depth()) this.set({ queue, state }, count);
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

  /** The driver's own count of its queues, asked at each scrape (one driver per application). */
  reportDepth(read: () => Promise<QueueDepth[]>): void {
    this.readDepth = read;
  }
}
