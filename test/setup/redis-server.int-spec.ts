import { connect } from 'node:net';
import { REDIS_MISSING_MESSAGE, startPrivateRedis } from './redis-server';
import { createTestTempDir } from './test-temp-dir';

describe('startPrivateRedis', () => {
  const originalPath = process.env.PATH;
  afterEach(() => {
    process.env.PATH = originalPath;
  });

  it('names the Debian package to install when redis-server is not on PATH', async () => {
    process.env.PATH = await createTestTempDir('empty-path');
    await expect(startPrivateRedis(await createTestTempDir('redis'))).rejects.toThrow(REDIS_MISSING_MESSAGE);
    expect(REDIS_MISSING_MESSAGE).toBe('redis-server not found: install the Debian package redis-server (apt-get install -y redis-server)');
  });

  it('starts a private server that answers and stops for good', async () => {
    const redis = await startPrivateRedis(await createTestTempDir('redis'));
    const reply = await new Promise<string>((resolve, reject) => {
      const socket = connect(Number(new URL(redis.url).port), '127.0.0.1', () => socket.write('PING\r\n'));
      socket.once('data', (data) => {
        socket.destroy();
        resolve(data.toString());
      });
      socket.once('error', reject);
    });
    expect(reply).toBe('+PONG\r\n');
    await redis.stop();
    expect(() => process.kill(redis.pid, 0)).toThrow();
  });
});
