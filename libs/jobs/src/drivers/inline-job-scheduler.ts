import { Logger, OnApplicationShutdown } from '@nestjs/common';
import { AsyncLocalStorage } from 'node:async_hooks';
import { randomUUID } from 'node:crypto';
import { JobHandlerRegistry } from '../job-handler.registry';
import { JobMetrics, QueueDepth } from '../job-metrics';
import { JobScheduler, JobsStatus } from '../job-scheduler';
import { EnqueueOptions, JOB_QUEUES, JobName, JobPayloads } from '../job-types';
import { QUEUES } from '../queue-names';
import { FINISHED_JOB_RETENTION_SECONDS, JOB_ATTEMPTS, backoffDelayMs } from './job-defaults';

interface InlineJob {
  name: JobName;
  id: string;
  timer: NodeJS.Timeout | undefined;
  /** When the timer is due (epoch ms): before it the job is delayed, after it waiting. */
  dueAt: number;
  running: Promise<void> | undefined;
  finishedAt: number | undefined;
}

/**
 * Runs jobs in this process with timers: the embedded default, for a single instance without
 * Redis. Same processors, same job-id idempotency, same retry count as the BullMQ driver;
 * pending jobs are lost when the process stops or dies (BullMQ keeps them), which is why
 * production uses Redis; start-up re-plans the ones the database says are due (docs/operations.md).
 */
export class InlineJobScheduler extends JobScheduler implements OnApplicationShutdown {
  private readonly logger = new Logger('InlineJobScheduler');
  private readonly jobs = new Map<string, InlineJob>();
  private closing = false;
  private closed: Promise<void> | undefined;
  private lastSweep = 0;
  /**
   * The async context the scheduler was built in (start-up). A timer runs in the context that set
   * it, so without this a job would run inside whoever enqueued it: the request's id (its audit
   * records and log lines would claim that request), even a unit of work's finished transaction.
   * Jobs run here instead, outside every caller, as they do on a BullMQ worker.
   */
  private readonly outsideCallers = AsyncLocalStorage.snapshot();

  constructor(
    private readonly registry: JobHandlerRegistry,
    private readonly metrics = new JobMetrics(undefined),
  ) {
    super();
    metrics.reportDepth(async () => this.depth());
  }

  async enqueue<N extends JobName>(name: N, payload: JobPayloads[N], options: EnqueueOptions = {}): Promise<void> {
    // A finishing job's follow-up (its after-commit effects): failing it would fail a job whose work
    // is committed. It is dropped like every pending timer; start-up re-plans what is due.
    if (this.closing) {
      this.logger.warn(`job ${name} (${options.jobId ?? 'no id'}) not scheduled: the process is stopping`);
      return;
    }
    this.forgetExpired();
    const jobId = options.jobId ?? randomUUID();
    const key = `${JOB_QUEUES[name]}/${jobId}`;
    if (this.jobs.has(key)) return;
    // A JSON round trip, as Redis would do: processors never share objects with the caller.
    const data = JSON.parse(JSON.stringify(payload)) as JobPayloads[N];
    const delayMs = Math.max(0, options.delayMs ?? 0);
    const job: InlineJob = { name, id: jobId, timer: undefined, dueAt: Date.now() + delayMs, running: undefined, finishedAt: undefined };
    job.timer = this.outsideCallers(() =>
      setTimeout(() => {
        job.timer = undefined;
        job.running = this.run(job, jobId, data).finally(() => {
          job.running = undefined;
          job.finishedAt = Date.now();
        });
      }, delayMs),
    );
    this.jobs.set(key, job);
  }

  async cancel(name: JobName, jobId: string): Promise<boolean> {
    const key = `${JOB_QUEUES[name]}/${jobId}`;
    const job = this.jobs.get(key);
    if (!job?.timer) return false;
    clearTimeout(job.timer);
    this.jobs.delete(key);
    return true;
  }

  async status(): Promise<JobsStatus> {
    return { driver: 'inline', ok: !this.closing, processing: true };
  }

  /** Pending timers are dropped (lost with the process); the handlers already running are awaited. */
  close(): Promise<void> {
    this.closed ??= this.stopRunning();
    return this.closed;
  }

  runningJobs(): string[] {
    return [...this.jobs.values()].filter((job) => job.running).map((job) => `${job.name} (${job.id})`);
  }

  async onApplicationShutdown(): Promise<void> {
    await this.close();
  }

  private async stopRunning(): Promise<void> {
    this.closing = true;
    const running: Promise<void>[] = [];
    for (const job of this.jobs.values()) {
      if (job.timer) clearTimeout(job.timer);
      job.timer = undefined;
      if (job.running) running.push(job.running);
    }
    await Promise.allSettled(running);
  }

  private async run(job: InlineJob, jobId: string, payload: unknown): Promise<void> {
    const handler = this.registry.get(job.name);
    if (!handler) {
      this.logger.error(`no processor for job ${job.name} (${jobId})`);
      return;
    }
    for (let attempt = 1; attempt <= JOB_ATTEMPTS && !this.closing; attempt++) {
      try {
        await this.metrics.timeRun(JOB_QUEUES[job.name], () => handler.process(payload as never, { jobId, attempt }));
        return;
      } catch (err) {
        const reason = err instanceof Error ? err.message : String(err);
        this.logger.warn(`job ${job.name} (${jobId}) attempt ${attempt} failed: ${reason}`);
        // Stopping: no retry, so no wait for one either.
        if (attempt < JOB_ATTEMPTS && !this.closing) await new Promise((r) => setTimeout(r, backoffDelayMs(attempt)));
      }
    }
  }

  /** Every queue in every state, zeros included: a queue that empties reads 0, not "no data". */
  private depth(): QueueDepth[] {
    const now = Date.now();
    const counts = new Map<string, number>();
    for (const job of this.jobs.values()) {
      const state = job.running ? 'active' : job.timer ? (job.dueAt > now ? 'delayed' : 'waiting') : undefined;
      if (!state) continue; // finished, kept only to block a duplicate id
      const key = `${JOB_QUEUES[job.name]}/${state}`;
      counts.set(key, (counts.get(key) ?? 0) + 1);
    }
    return Object.values(QUEUES).flatMap((queue) =>
      (['waiting', 'delayed', 'active'] as const).map((state) => ({ queue, state, count: counts.get(`${queue}/${state}`) ?? 0 })),
    );
  }

  /** At most once a second: a busy table enqueues on every action, and the sweep walks every known job. */
  private forgetExpired(): void {
    const now = Date.now();
    if (now - this.lastSweep < 1_000) return;
    this.lastSweep = now;
    const cutoff = now - FINISHED_JOB_RETENTION_SECONDS * 1000;
    for (const [key, job] of this.jobs) {
      if (job.finishedAt !== undefined && job.finishedAt < cutoff) this.jobs.delete(key);
    }
  }
}
