/**
 * The job figures of both drivers as an application exposes them (MetricsModule beside
 * JobsModule): each run timed under its queue and outcome, and the queues' depth read at the scrape.
 */
import { Injectable, Module } from '@nestjs/common';
import { Test, TestingModule } from '@nestjs/testing';
import { randomUUID } from 'node:crypto';
import { MetricsModule, MetricsRegistry } from '@app/metrics';
import { testRedisUrl } from '../../../test/setup/test-redis';
import { eventually, notYet, WAIT_MS } from '../../../test/support/eventually';
import { histogramCount, metricValue } from '../../../test/support/metrics-text';
import { JobHandler, JobProcessor } from './job-processor.decorator';
import { JobScheduler } from './job-scheduler';
import type { NoopJobPayload } from './job-types';
import { JobsModule } from './jobs.module';

/** Fails a token's first run when asked to; holds a token's run until it is let go. */
@Injectable()
@JobProcessor('system.noop')
class ScriptedProcessor implements JobHandler<'system.noop'> {
  readonly failOnce = new Set<string>();
  readonly held = new Map<string, () => void>();
  private readonly holds = new Map<string, Promise<void>>();

  hold(token: string): void {
    this.holds.set(token, new Promise<void>((release) => this.held.set(token, release)));
  }

  async process({ token }: NoopJobPayload): Promise<void> {
    await this.holds.get(token);
    if (this.failOnce.delete(token)) throw new Error(`planned failure of ${token}`);
  }
}

@Module({ providers: [ScriptedProcessor] })
class ScriptedModule {}

describe.each([
  ['inline', () => undefined],
  ['bullmq', () => testRedisUrl()],
])('job metrics (%s driver)', (_driver, redisUrl) => {
  let moduleRef: TestingModule;
  let scheduler: JobScheduler;
  let processor: ScriptedProcessor;
  const scrape = async () => (await moduleRef.get(MetricsRegistry).exposition()).body;
  const runs = async (outcome: 'completed' | 'failed') => histogramCount(await scrape(), 'razz_job_duration_seconds', { queue: 'system', outcome });
  const depth = async (state: string) => metricValue(await scrape(), 'razz_job_queue_depth', { queue: 'system', state });

  beforeAll(async () => {
    moduleRef = await Test.createTestingModule({
      imports: [
        MetricsModule.forRoot({ process: 'worker', defaultMetrics: false }),
        JobsModule.forRoot({ redisUrl: redisUrl(), processing: true, prefix: `metrics-${randomUUID().slice(0, 8)}` }),
        ScriptedModule,
      ],
    }).compile();
    await moduleRef.init();
    scheduler = moduleRef.get(JobScheduler);
    processor = moduleRef.get(ScriptedProcessor);
  });
  afterAll(() => moduleRef.close());

  it('times each run under its queue: a completed one, and a failed attempt before its retry completes', async () => {
    const [completed, failed] = [await runs('completed'), await runs('failed')];
    await scheduler.enqueue('system.noop', { token: randomUUID() });
    await eventually(async () => (await runs('completed')) === completed + 1 || notYet(await runs('completed')), WAIT_MS, 'one completed run');

    const flaky = randomUUID();
    processor.failOnce.add(flaky);
    await scheduler.enqueue('system.noop', { token: flaky });
    await eventually(async () => (await runs('completed')) === completed + 2 || notYet(await runs('completed')), WAIT_MS, 'the retry completed');
    expect(await runs('failed')).toBe(failed + 1);
    // Every queue is in the family, the ones no job went through too.
    expect(metricValue(await scrape(), 'razz_job_queue_depth', { queue: 'tournament-clock', state: 'waiting' })).toBe(0);
  });

  it('reads the depth at the scrape: a delayed job, a running one, and none once they are gone', async () => {
    const later = randomUUID();
    await scheduler.enqueue('system.noop', { token: randomUUID() }, { jobId: later, delayMs: 600_000 });
    const running = randomUUID();
    processor.hold(running);
    await scheduler.enqueue('system.noop', { token: running });

    await eventually(
      async () => ((await depth('active')) === 1 && (await depth('delayed')) === 1) || notYet(await scrape()),
      WAIT_MS,
      'one active, one delayed',
    );
    processor.held.get(running)?.();
    await expect(scheduler.cancel('system.noop', later)).resolves.toBe(true);
    await eventually(async () => ((await depth('active')) === 0 && (await depth('delayed')) === 0) || notYet(await scrape()), WAIT_MS, 'nothing left');
    expect(await depth('waiting')).toBe(0);
  });
});
