/**
 * The queue depth while Redis is away: the BullMQ driver sends nothing while its connection is
 * not ready (ioredis would hold each command in its offline queue until Redis came back, six per
 * reading), and the depth family has no sample rather than a stale or an empty figure.
 */
import { Test, TestingModule } from '@nestjs/testing';
import type { Redis } from 'ioredis';
import { MetricsModule, MetricsRegistry } from '@app/metrics';
import { PrivateRedis, startPrivateRedis } from '../../../../test/setup/redis-server';
import { uniqueQueuePrefix } from '../../../../test/setup/test-redis';
import { createTestTempDir } from '../../../../test/setup/test-temp-dir';
import { eventually, notYet, WAIT_MS } from '../../../../test/support/eventually';
import { metricSamples, metricType } from '../../../../test/support/metrics-text';
import { JobScheduler } from '../job-scheduler';
import { JobsModule } from '../jobs.module';

describe('the BullMQ queue depth while Redis is away', () => {
  let redis: PrivateRedis;
  let moduleRef: TestingModule;
  const scrape = async () => (await moduleRef.get(MetricsRegistry).exposition()).body;

  beforeAll(async () => {
    redis = await startPrivateRedis(await createTestTempDir('depth-outage'));
    moduleRef = await Test.createTestingModule({
      imports: [
        MetricsModule.forRoot({ process: 'worker', defaultMetrics: false }),
        JobsModule.forRoot({ redisUrl: redis.url, processing: false, prefix: uniqueQueuePrefix('depth') }),
      ],
    }).compile();
    await moduleRef.init();
  });
  afterAll(async () => {
    await moduleRef.close();
    await redis.stop();
  });

  it('reads nothing from a connection that is not ready, and shows no depth until Redis answers again', async () => {
    expect(metricSamples(await scrape(), 'razz_job_queue_depth', { queue: 'system', state: 'waiting' })).toEqual([expect.objectContaining({ value: 0 })]);
    // The driver's shared connection (private to it): the one its depth reads and enqueues go through.
    const connection = (moduleRef.get(JobScheduler) as unknown as { connection: Redis }).connection;
    await redis.stop();
    await eventually(() => connection.status !== 'ready' || notYet(connection.status), WAIT_MS, 'the connection to notice Redis is gone');

    const text = await eventually(
      async () => {
        const now = await scrape();
        return metricSamples(now, 'razz_job_queue_depth').length === 0 ? now : notYet(metricSamples(now, 'razz_job_queue_depth').length);
      },
      WAIT_MS,
      'no depth sample while Redis is away',
    );
    expect(metricType(text, 'razz_job_queue_depth')).toBe('gauge');
    // Nothing waits for Redis to come back (ioredis's offline queue: not a documented field, but the one the reads would pile into).
    expect((connection as unknown as { offlineQueue: { length: number } }).offlineQueue.length).toBe(0);
  });
});
