/**
 * The inline driver when its process stops: the handlers it is running finish before `close()`
 * resolves, nothing new starts, and a follow-up job a finishing handler asks for is dropped (the
 * process is going; start-up re-plans what the database says is due) instead of failing that handler.
 * The processor here is test-only: it waits until the test lets it go.
 */
import { Injectable, Module } from '@nestjs/common';
import { Test, TestingModule } from '@nestjs/testing';
import { eventually, WAIT_MS } from '../../../../test/support/eventually';
import { JobHandler, JobProcessor } from '../job-processor.decorator';
import { JobScheduler } from '../job-scheduler';
import type { NoopJobPayload } from '../job-types';
import { JobsModule } from '../jobs.module';

@Injectable()
@JobProcessor('system.noop')
class GatedProcessor implements JobHandler<'system.noop'> {
  readonly started: string[] = [];
  readonly finished: string[] = [];
  readonly followUpErrors: unknown[] = [];
  scheduler: JobScheduler | undefined;
  private release: () => void = () => undefined;
  private readonly gate = new Promise<void>((resolve) => (this.release = resolve));

  async process(payload: NoopJobPayload): Promise<void> {
    this.started.push(payload.token);
    if (payload.token.startsWith('follow-up')) return;
    await this.gate;
    // A processor's after-commit effects may schedule the next job.
    await this.scheduler?.enqueue('system.noop', { token: `follow-up-of-${payload.token}` }).catch((err: unknown) => this.followUpErrors.push(err));
    this.finished.push(payload.token);
  }

  open(): void {
    this.release();
  }
}

@Module({ providers: [GatedProcessor] })
class GatedModule {}

describe('InlineJobScheduler stopping', () => {
  let moduleRef: TestingModule;
  let scheduler: JobScheduler;
  let processor: GatedProcessor;

  beforeEach(async () => {
    moduleRef = await Test.createTestingModule({
      imports: [JobsModule.forRoot({ redisUrl: undefined, processing: true, prefix: 'unused' }), GatedModule],
    }).compile();
    await moduleRef.init();
    scheduler = moduleRef.get(JobScheduler);
    processor = moduleRef.get(GatedProcessor);
    processor.scheduler = scheduler;
  });

  afterEach(async () => {
    processor.open();
    await moduleRef.close();
  });

  it('waits for the running handler, says what runs meanwhile, and drops the follow-up it asks for', async () => {
    await scheduler.enqueue('system.noop', { token: 'slow' }, { jobId: 'slow-1' });
    await eventually(() => processor.started.includes('slow'), WAIT_MS, 'the job to start');

    let closed = false;
    const closing = scheduler.close().then(() => (closed = true));
    expect(scheduler.runningJobs()).toEqual(['system.noop (slow-1)']);
    await new Promise((resolve) => setImmediate(resolve));
    expect(closed).toBe(false);

    processor.open();
    await closing;
    expect(processor.finished).toEqual(['slow']);
    expect(processor.followUpErrors).toEqual([]);
    expect(scheduler.runningJobs()).toEqual([]);
    expect(processor.started).toEqual(['slow']);
  });

  it('runs no delayed job once closed, and takes no new one', async () => {
    jest.useFakeTimers();
    try {
      await scheduler.enqueue('system.noop', { token: 'follow-up-delayed' }, { delayMs: 50 });
      await scheduler.close();
      await scheduler.enqueue('system.noop', { token: 'follow-up-late' });
      jest.advanceTimersByTime(60_000);
    } finally {
      jest.useRealTimers();
    }
    await expect(scheduler.status()).resolves.toMatchObject({ driver: 'inline', ok: false });
    expect(processor.started).toEqual([]);
  });
});
