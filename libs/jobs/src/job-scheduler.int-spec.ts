/**
 * Both drivers against the same contract, with a real redis-server for BullMQ (started by the
 * test global setup). The processor here is test-only: it records calls in memory, so these tests
 * exercise the drivers alone; the worker's own processors are tested with a real database elsewhere.
 */
import { Injectable, Module } from '@nestjs/common';
import { Test, TestingModule } from '@nestjs/testing';
import { randomUUID } from 'node:crypto';
import { testRedisUrl } from '../../../test/setup/test-redis';
import { eventually, notYet, WAIT_MS } from '../../../test/support/eventually';
import { JobProcessor, JobHandler } from './job-processor.decorator';
import { JobScheduler } from './job-scheduler';
import type { JobContext, NoopJobPayload } from './job-types';
import { JobsModule } from './jobs.module';

@Injectable()
@JobProcessor('system.noop')
class RecordingProcessor implements JobHandler<'system.noop'> {
  readonly runs: { token: string; context: JobContext }[] = [];
  /** Tokens that fail this many times before succeeding. */
  readonly failures = new Map<string, number>();

  async process(payload: NoopJobPayload, context: JobContext): Promise<void> {
    const left = this.failures.get(payload.token) ?? 0;
    this.runs.push({ token: payload.token, context });
    if (left > 0) {
      this.failures.set(payload.token, left - 1);
      throw new Error(`planned failure of ${payload.token}`);
    }
  }

  count(token: string): number {
    return this.runs.filter((r) => r.token === token).length;
  }
}

@Module({ providers: [RecordingProcessor] })
class RecordingModule {}

/** Waits until `token` has run `times` times (or at least that often), saying how often it ran if it gives up. */
const ranTimes = (processor: RecordingProcessor, token: string, times: number, atLeast = false) =>
  eventually(
    () => {
      const n = processor.count(token);
      return (atLeast ? n >= times : n === times) || notYet(`${n} runs`);
    },
    WAIT_MS,
    `job ${token} to run ${atLeast ? 'at least ' : ''}${times} time(s)`,
  );

const drivers: [string, () => string | undefined][] = [
  ['inline', () => undefined],
  ['bullmq', () => testRedisUrl()],
];

describe.each(drivers)('JobScheduler (%s driver)', (driver, redisUrl) => {
  let moduleRef: TestingModule;
  let scheduler: JobScheduler;
  let processor: RecordingProcessor;

  beforeAll(async () => {
    moduleRef = await Test.createTestingModule({
      imports: [JobsModule.forRoot({ redisUrl: redisUrl(), processing: true, prefix: `test-${randomUUID().slice(0, 8)}` }), RecordingModule],
    }).compile();
    await moduleRef.init();
    scheduler = moduleRef.get(JobScheduler);
    processor = moduleRef.get(RecordingProcessor);
  });

  afterAll(async () => {
    await moduleRef.close();
  });

  it('reports its driver as healthy and processing', async () => {
    await expect(scheduler.status()).resolves.toMatchObject({ driver, ok: true, processing: true });
  });

  it('runs an enqueued job through the processor', async () => {
    const token = randomUUID();
    await scheduler.enqueue('system.noop', { token });
    await ranTimes(processor, token, 1);
    expect(processor.runs.find((r) => r.token === token)?.context.attempt).toBe(1);
  });

  it('adds a job id once, however often it is enqueued', async () => {
    const token = randomUUID();
    const jobId = `once-${token}`;
    await Promise.all(Array.from({ length: 10 }, () => scheduler.enqueue('system.noop', { token }, { jobId })));
    await ranTimes(processor, token, 1, true);
    // Enqueued again after it ran: still the same job id, so still not added.
    await scheduler.enqueue('system.noop', { token }, { jobId });
    await new Promise((r) => setTimeout(r, 300));
    expect(processor.count(token)).toBe(1);
  });

  it('holds a delayed job back, and a cancelled one never runs', async () => {
    const kept = randomUUID();
    const cancelled = randomUUID();
    // Long enough that no machine, however slow, takes it between the enqueue and the check below.
    await scheduler.enqueue('system.noop', { token: kept }, { jobId: kept, delayMs: 1_500 });
    await scheduler.enqueue('system.noop', { token: cancelled }, { jobId: cancelled, delayMs: 1_500 });
    expect(processor.count(kept)).toBe(0);
    await expect(scheduler.cancel('system.noop', cancelled)).resolves.toBe(true);
    await expect(scheduler.cancel('system.noop', 'no-such-job')).resolves.toBe(false);
    await ranTimes(processor, kept, 1);
    await new Promise((r) => setTimeout(r, 300));
    expect(processor.count(cancelled)).toBe(0);
  });

  it('cancels nothing that already ran: false, and the finished id still blocks a duplicate', async () => {
    const token = randomUUID();
    await scheduler.enqueue('system.noop', { token }, { jobId: token });
    await ranTimes(processor, token, 1);
    await new Promise((r) => setTimeout(r, 200));
    await expect(scheduler.cancel('system.noop', token)).resolves.toBe(false);
    await scheduler.enqueue('system.noop', { token }, { jobId: token });
    await new Promise((r) => setTimeout(r, 300));
    expect(processor.count(token)).toBe(1);
  });

  it('retries a failing job until it succeeds', async () => {
    const token = randomUUID();
    processor.failures.set(token, 1);
    await scheduler.enqueue('system.noop', { token });
    await ranTimes(processor, token, 2);
    expect(processor.runs.filter((r) => r.token === token).map((r) => r.context.attempt)).toEqual([1, 2]);
  });
});
