import { Logger, OnApplicationShutdown } from '@nestjs/common';
import IORedis, { Redis } from 'ioredis';
import { KeyRevocationBus, KeyRevocationListener } from './key-revocation-bus';

/**
 * Redis pub/sub on one channel, `<prefix>:api-keys:revoked`, carrying `{"keyIds":[…]}`. Every API
 * instance's gateway subscribes at start; whoever revokes (any instance) publishes. Connections
 * open on first use: a worker never subscribes and publishes only if it revokes keys.
 */
export class RedisKeyRevocationBus extends KeyRevocationBus implements OnApplicationShutdown {
  private readonly logger = new Logger('RedisKeyRevocationBus');
  private publisher: Redis | undefined;
  private subscriber: Promise<Redis> | undefined;
  private readonly listeners = new Set<KeyRevocationListener>();

  constructor(
    private readonly redisUrl: string,
    private readonly prefix: string,
  ) {
    super();
  }

  async publish(keyIds: string[]): Promise<void> {
    if (keyIds.length === 0) return;
    this.publisher ??= this.connect('publisher');
    await this.publisher.publish(this.channel(), JSON.stringify({ keyIds }));
  }

  async subscribe(listener: KeyRevocationListener): Promise<() => void> {
    // Resolves once Redis confirmed the subscription: a revocation published after this returns is heard.
    this.subscriber ??= this.openSubscriber().catch((err: Error) => {
      this.subscriber = undefined;
      throw err;
    });
    await this.subscriber;
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  async onApplicationShutdown(): Promise<void> {
    this.publisher?.disconnect();
    (await this.subscriber?.catch(() => undefined))?.disconnect();
  }

  private async openSubscriber(): Promise<Redis> {
    const subscriber = this.connect('subscriber');
    subscriber.on('message', (_channel: string, message: string) => this.deliver(message));
    try {
      await subscriber.subscribe(this.channel());
    } catch (err) {
      subscriber.disconnect();
      throw err;
    }
    return subscriber;
  }

  private deliver(message: string): void {
    let keyIds: unknown;
    try {
      keyIds = (JSON.parse(message) as { keyIds?: unknown }).keyIds;
    } catch {
      keyIds = undefined;
    }
    if (!Array.isArray(keyIds) || !keyIds.every((id) => typeof id === 'string')) {
      this.logger.warn(`ignored a malformed key revocation notice: ${message.slice(0, 200)}`);
      return;
    }
    for (const listener of this.listeners) {
      try {
        listener([...(keyIds as string[])]);
      } catch (err) {
        this.logger.warn(`a key revocation listener failed: ${(err as Error).message}`);
      }
    }
  }

  private connect(role: string): Redis {
    const connection = new IORedis(this.redisUrl, { maxRetriesPerRequest: null });
    connection.on('error', (err: Error) => this.logger.warn(`redis ${role}: ${err.message}`));
    return connection;
  }

  private channel(): string {
    return `${this.prefix}:api-keys:revoked`;
  }
}
