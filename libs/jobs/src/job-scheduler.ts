import type { EnqueueOptions, JobName, JobPayloads } from './job-types';

export interface JobsStatus {
  driver: 'bullmq' | 'inline';
  ok: boolean;
  /** Processors run in this process. */
  processing: boolean;
  detail?: string;
}

/**
 * The port every service uses to schedule work. Two drivers implement it: BullMQ on Redis
 * (production, any number of workers) and inline (embedded default, single process).
 * Both run the same `@JobProcessor` classes.
 */
export abstract class JobScheduler {
  abstract enqueue<N extends JobName>(name: N, payload: JobPayloads[N], options?: EnqueueOptions): Promise<void>;
  /** Removes a waiting or delayed job; true when one was removed. */
  abstract cancel(name: JobName, jobId: string): Promise<boolean>;
  abstract status(): Promise<JobsStatus>;
  /**
   * Stops taking jobs and resolves once the ones this process is running have finished (a
   * graceful stop's "let running jobs finish"). Idempotent: the shutdown hook calls it again.
   */
  abstract close(): Promise<void>;
  /** The jobs this process is running now (`system.noop (<jobId>)`), for the shutdown's log line. */
  abstract runningJobs(): string[];
}
