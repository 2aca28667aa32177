import { randomBytes } from 'node:crypto';

/** The private redis-server the global setup started for this jest run. */
export function testRedisUrl(): string {
  const url = process.env.TEST_REDIS_URL;
  if (!url) throw new Error('TEST_REDIS_URL is not set: run the tests through jest, whose global setup starts redis-server');
  return url;
}

/**
 * A BullMQ key prefix no other test file uses, so files sharing the one Redis never see each
 * other's queues. Call it once per file (or per test for full isolation).
 */
export function uniqueQueuePrefix(label = 'test'): string {
  return `${label}-${process.env.JEST_WORKER_ID ?? '0'}-${randomBytes(4).toString('hex')}`;
}
