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
  /** `hearing()`: a new number for every unbroken stretch of subscription, undefined between them. */
  private session: number | undefined;
  private sessions = 0;

  constructor(
    private readonly redisUrl: string,
    private readonly prefix: string,
  ) {
    super();
  }

  async publish(keyIds: string[]): Promise<void> {
    if (keyIds.length === 0) return;
    // This process's own listeners first, before the revoking request answers: the notice that
    // comes back through Redis a moment later finds nothing left to do.
    this.notify(keyIds);
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

  hearing(): number | undefined {
    return this.session;
  }

  async onApplicationShutdown(): Promise<void> {
    this.publisher?.disconnect();
    (await this.subscriber?.catch(() => undefined))?.disconnect();
  }

  private async openSubscriber(): Promise<Redis> {
    const subscriber = this.connect('subscriber');
    subscriber.on('message', (_channel: string, message: string) => this.deliver(message));
    // Notices published while the connection is down are lost: stop vouching at once, and vouch
    // again (with a new number) only once Redis has confirmed the channel after the reconnect.
    let opened = false;
    subscriber.on('close', () => (this.session = undefined));
    subscriber.on('ready', () => {
      if (!opened || this.session !== undefined) return;
      subscriber.subscribe(this.channel()).then(
        () => (this.session = ++this.sessions),
        (err: Error) => this.logger.warn(`redis subscriber: resubscribing failed: ${err.message}`),
      );
    });
    try {
      await subscriber.subscribe(this.channel());
    } catch (err) {
      subscriber.disconnect();
      throw err;
    }
    opened = true;
    this.session = ++this.sessions;
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
    this.notify(keyIds as string[]);
  }

  private notify(keyIds: string[]): void {
    for (const listener of this.listeners) {
      try {
        listener([...keyIds]);
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
