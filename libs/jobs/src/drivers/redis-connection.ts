import IORedis, { Redis } from 'ioredis';

/** Redis could not be reached: start-up prints the message and stops. */
export class RedisUnavailableError extends Error {
  override readonly name = 'RedisUnavailableError';
}

/** `redis://host:port/db` without credentials, for messages and logs. */
export function describeRedisUrl(url: string): string {
  try {
    const u = new URL(url);
    return `${u.protocol}//${u.host}${u.pathname === '/' ? '' : u.pathname}`;
  } catch {
    return 'redis (unparseable URL)';
  }
}

/**
 * Opens the shared connection and proves it works (PING) before start-up goes on.
 * `maxRetriesPerRequest: null` is what BullMQ requires of connections it blocks on.
 */
export async function connectRedis(url: string, timeoutMs = 5_000): Promise<Redis> {
  const connection = new IORedis(url, {
    maxRetriesPerRequest: null,
    lazyConnect: true,
    connectTimeout: timeoutMs,
    retryStrategy: (times) => Math.min(times * 200, 2_000),
  });
  // ioredis reports socket errors as events (and prints "Unhandled error event" without a
  // listener); the promise only says "Connection is closed". Keep the first real reason.
  let firstError: Error | undefined;
  connection.on('error', (err: Error) => {
    firstError ??= err;
  });
  try {
    await connection.connect();
    await connection.ping();
    return connection;
  } catch (err) {
    connection.disconnect();
    const reason = (firstError ?? (err as Error)).message;
    throw new RedisUnavailableError(`cannot reach Redis at ${describeRedisUrl(url)}: ${reason}`);
  }
}
