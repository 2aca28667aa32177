import { Logger, OnApplicationShutdown, OnModuleInit } from '@nestjs/common';
import { Job, Queue, Worker } from 'bullmq';
import IORedis, { Redis } from 'ioredis';
import { JobHandlerRegistry } from '../job-handler.registry';
import { JobMetrics, QueueDepth } from '../job-metrics';
import { JobScheduler, JobsStatus } from '../job-scheduler';
import { EnqueueOptions, JOB_QUEUES, JobName, JobPayloads } from '../job-types';
import { QUEUES, QueueName } from '../queue-names';
import { FAILED_JOB_RETENTION_SECONDS, FINISHED_JOB_RETENTION_SECONDS, JOB_ATTEMPTS, JOB_BACKOFF_MS } from './job-defaults';
import { RedisUnavailableError, connectRedis, describeRedisUrl } from './redis-connection';

export interface BullmqDriverOptions {
  redisUrl: string;
  prefix: string;
  /** Start BullMQ workers for every queue that has a processor in this application. */
  processing: boolean;
  /** Jobs processed at once per queue by this process. */
  concurrency?: number;
}

/** How long a scrape waits for the queues' counts from Redis. */
const DEPTH_READ_MS = 2_000;

/** The production driver: jobs live in Redis, survive restarts, and any worker may run them. */
export class BullmqJobScheduler extends JobScheduler implements OnModuleInit, OnApplicationShutdown {
  private readonly logger = new Logger('BullmqJobScheduler');
  private readonly queues = new Map<QueueName, Queue>();
  private readonly workers: Worker[] = [];
  /** BullMQ leaves connections it was given open on close; these are ours to end. */
  private readonly workerConnections: Redis[] = [];
  private connection: Redis | undefined;
  /** Jobs this process is running, by BullMQ job: what a stop that runs out of time names. */
  private readonly active = new Map<Job, string>();
  private closed: Promise<void> | undefined;

  constructor(
    private readonly options: BullmqDriverOptions,
    private readonly registry: JobHandlerRegistry,
    private readonly metrics = new JobMetrics(undefined),
  ) {
    super();
    metrics.reportDepth(() => this.depth());
  }

  /** Fails start-up with a one-line reason when Redis cannot be reached. */
  async onModuleInit(): Promise<void> {
    this.connection = await connectRedis(this.options.redisUrl);
  }

  /** Workers start after every module (and so every processor) is initialised. */
  startWorkers(): void {
    if (!this.options.processing) return;
    const queues = new Set(this.registry.names().map((name) => JOB_QUEUES[name]));
    for (const queue of queues) {
      const connection = new IORedis(this.options.redisUrl, { maxRetriesPerRequest: null });
      this.workerConnections.push(connection);
      const worker = new Worker(queue, (job: Job) => this.process(job), {
        connection,
        prefix: this.options.prefix,
        concurrency: this.options.concurrency ?? 4,
      });
      worker.on('failed', (job, err) => this.logger.warn(`job ${job?.name ?? '?'} (${job?.id ?? '?'}) failed: ${err.message}`));
      this.workers.push(worker);
    }
    this.logger.log(`processing queues: ${[...queues].join(', ') || 'none'}`);
  }

  async enqueue<N extends JobName>(name: N, payload: JobPayloads[N], options: EnqueueOptions = {}): Promise<void> {
    await this.queue(JOB_QUEUES[name]).add(name, payload, {
      jobId: options.jobId,
      delay: options.delayMs,
      attempts: JOB_ATTEMPTS,
      backoff: { type: 'exponential', delay: JOB_BACKOFF_MS },
      removeOnComplete: { age: FINISHED_JOB_RETENTION_SECONDS },
      removeOnFail: { age: FAILED_JOB_RETENTION_SECONDS },
    });
  }

  /**
   * Two round trips (a state script, then remove), not five (load the job, two state checks, remove):
   * every table action cancels the previous decision's timeout. The state check keeps finished jobs,
   * whose ids block duplicates for an hour; an active job is locked, and `remove` leaves it (0).
   */
  async cancel(name: JobName, jobId: string): Promise<boolean> {
    const queue = this.queue(JOB_QUEUES[name]);
    const state = await queue.getJobState(jobId);
    if (state !== 'delayed' && state !== 'waiting' && state !== 'prioritized') return false;
    return (await queue.remove(jobId)) === 1;
  }

  async status(): Promise<JobsStatus> {
    const base = { driver: 'bullmq' as const, processing: this.workers.length > 0 };
    try {
      if (!this.connection) throw new RedisUnavailableError('not connected');
      await this.connection.ping();
      return { ...base, ok: true };
    } catch (err) {
      return { ...base, ok: false, detail: `${describeRedisUrl(this.options.redisUrl)}: ${(err as Error).message}` };
    }
  }

  /**
   * Workers first: `Worker.close()` stops fetching and waits for the active jobs, which may still
   * enqueue follow-ups, so the queues close after them; then the connections. Waiting and delayed
   * jobs stay in Redis for the next worker.
   */
  close(): Promise<void> {
    this.closed ??= (async () => {
      await Promise.allSettled(this.workers.map((w) => w.close()));
      await Promise.allSettled([...this.queues.values()].map((q) => q.close()));
      for (const connection of this.workerConnections) connection.disconnect();
      this.connection?.disconnect();
    })();
    return this.closed;
  }

  runningJobs(): string[] {
    return [...this.active.values()];
  }

  async onApplicationShutdown(): Promise<void> {
    await this.close();
  }

  private async process(job: Job): Promise<void> {
    const handler = this.registry.get(job.name);
    if (!handler) throw new Error(`no processor for job ${job.name}`);
    this.active.set(job, `${job.name} (${job.id ?? '?'})`);
    try {
      const context = { jobId: job.id ?? '', attempt: job.attemptsMade + 1 };
      await this.metrics.timeRun(job.queueName as QueueName, () => handler.process(job.data as never, context));
    } finally {
      this.active.delete(job);
    }
  }

  /**
   * Every queue's counts from Redis, for the scrape (JobMetrics reads it at most once per 5 s).
   * A scrape must answer even when Redis does not: while the connection is not ready (an outage,
   * a reconnect, a stop) nothing is sent, since ioredis would queue each command until Redis
   * came back; past DEPTH_READ_MS the reading gives up. Either way it rejects, and the depth is
   * left out of the scrape while the rest of the figures still go out.
   */
  private async depth(): Promise<QueueDepth[]> {
    if (this.connection?.status !== 'ready') throw new RedisUnavailableError(`Redis connection ${this.connection?.status ?? 'not opened'}`);
    const queues = Object.values(QUEUES);
    const read = Promise.all(queues.map((name) => this.queue(name).getJobCounts('waiting', 'delayed', 'active')));
    let timer: NodeJS.Timeout | undefined;
    const late = new Promise<never>(
      (_, reject) => (timer = setTimeout(() => reject(new RedisUnavailableError(`no answer within ${DEPTH_READ_MS} ms`)), DEPTH_READ_MS)),
    );
    try {
      const counts = await Promise.race([read, late]);
      return queues.flatMap((queue, i) => (['waiting', 'delayed', 'active'] as const).map((state) => ({ queue, state, count: counts[i]?.[state] ?? 0 })));
    } finally {
      clearTimeout(timer);
    }
  }

  private queue(name: QueueName): Queue {
    let queue = this.queues.get(name);
    if (!queue) {
      if (!this.connection) throw new RedisUnavailableError('not connected');
      queue = new Queue(name, { connection: this.connection, prefix: this.options.prefix });
      this.queues.set(name, queue);
    }
    return queue;
  }
}
