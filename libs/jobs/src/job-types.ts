import { QUEUES, QueueName } from './queue-names';

/** Payload of `system.noop`: a job that only records that it ran (health checks, tests). */
export interface NoopJobPayload {
  /** Correlates the run with whoever enqueued it. */
  token: string;
}

/**
 * Every job name with its payload type. Adding a job = one line here, one line in
 * `JOB_QUEUES`, and a processor decorated with `@JobProcessor(name)`.
 */
export interface JobPayloads {
  'system.noop': NoopJobPayload;
}

export type JobName = keyof JobPayloads;

/** Which queue carries each job (queues are the unit of concurrency and of Redis keys). */
export const JOB_QUEUES: { readonly [N in JobName]: QueueName } = {
  'system.noop': QUEUES.system,
};

export const JOB_NAMES = Object.keys(JOB_QUEUES) as JobName[];

export interface EnqueueOptions {
  /**
   * Makes the job idempotent: a second job with the same id, while the first is still
   * known to the driver (waiting, delayed, running or recently finished), is not added.
   * Must not contain ':' (BullMQ reserves it).
   */
  jobId?: string;
  /** Run no earlier than this many milliseconds from now. */
  delayMs?: number;
}

export interface JobContext {
  jobId: string;
  attempt: number;
}
