import { Logger } from '@nestjs/common';
import IORedis, { Redis } from 'ioredis';

interface Channel<T> {
  listeners: Set<(message: T) => void>;
  /** Settles once Redis has confirmed the channel's SUBSCRIBE: a second subscriber waits for it too. */
  subscribed: Promise<unknown>;
}

/**
 * Redis pub/sub with one channel per id (`<prefix>:<kind>:<id>`), for the event buses that carry
 * committed changes to every API instance (tables, tournaments). An instance subscribes to an id's
 * channel while one of its clients follows it, so it receives only what it delivers; connections
 * open on first use (a worker that only publishes never subscribes). Redis delivers one channel's
 * messages in publish order. A listener that throws, or a message that is not JSON, is logged and
 * skipped: the others still hear it.
 */
export class RedisChannels<T> {
  private readonly logger: Logger;
  private publisher: Redis | undefined;
  private subscriber: Redis | undefined;
  private readonly channels = new Map<string, Channel<T>>();

  constructor(
    private readonly redisUrl: string,
    private readonly prefix: string,
    private readonly kind: string,
    loggerName: string,
  ) {
    this.logger = new Logger(loggerName);
  }

  async publish(id: string, message: T): Promise<void> {
    this.publisher ??= this.connect('publisher');
    await this.publisher.publish(this.channel(id), JSON.stringify(message));
  }

  /** Calls `listener` with every message for `id` until the returned function is called. */
  async subscribe(id: string, listener: (message: T) => void): Promise<() => void> {
    const subscriber = this.subscriberConnection();
    let channel = this.channels.get(id);
    if (!channel) {
      channel = { listeners: new Set(), subscribed: subscriber.subscribe(this.channel(id)) };
      this.channels.set(id, channel);
    }
    channel.listeners.add(listener);
    const mine = channel;
    try {
      await mine.subscribed;
    } catch (err) {
      this.release(id, mine, listener);
      throw err;
    }
    return () => this.release(id, mine, listener);
  }

  close(): void {
    this.publisher?.disconnect();
    this.subscriber?.disconnect();
  }

  private release(id: string, channel: Channel<T>, listener: (message: T) => void): void {
    channel.listeners.delete(listener);
    if (channel.listeners.size > 0 || this.channels.get(id) !== channel) return;
    this.channels.delete(id);
    this.subscriber?.unsubscribe(this.channel(id)).catch((err: Error) => this.logger.warn(`unsubscribe ${this.kind} ${id}: ${err.message}`));
  }

  private subscriberConnection(): Redis {
    if (this.subscriber) return this.subscriber;
    const subscriber = this.connect('subscriber');
    subscriber.on('message', (channel: string, message: string) => this.deliver(channel, message));
    this.subscriber = subscriber;
    return subscriber;
  }

  private deliver(channelName: string, text: string): void {
    const id = channelName.slice(this.channel('').length);
    const channel = this.channels.get(id);
    if (!channel) return;
    let message: T;
    try {
      message = JSON.parse(text) as T;
    } catch {
      this.logger.warn(`${this.kind} ${id}: an unreadable message on its channel was dropped`);
      return;
    }
    for (const listener of [...channel.listeners]) {
      try {
        listener(message);
      } catch (err) {
        this.logger.warn(`${this.kind} ${id} listener failed: ${(err as Error).message}`);
      }
    }
  }

  private connect(role: string): Redis {
    const connection = new IORedis(this.redisUrl, { maxRetriesPerRequest: null });
    connection.on('error', (err: Error) => this.logger.warn(`redis ${role}: ${err.message}`));
    return connection;
  }

  private channel(id: string): string {
    return `${this.prefix}:${this.kind}:${id}`;
  }
}
