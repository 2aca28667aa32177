import { Logger, OnApplicationShutdown } from '@nestjs/common';
import IORedis, { Redis } from 'ioredis';
import { TableEventBus, TableUpdate, TableUpdateListener } from './table-event-bus';

/**
 * Redis pub/sub, one channel per table (`<prefix>:table:<id>`). An instance subscribes to a
 * table's channel while one of its clients follows that table, so it receives only what it
 * delivers. Connections open on first use: a worker that only publishes never subscribes.
 */
export class RedisTableEventBus extends TableEventBus implements OnApplicationShutdown {
  private readonly logger = new Logger('RedisTableEventBus');
  private publisher: Redis | undefined;
  private subscriber: Redis | undefined;
  private readonly listeners = new Map<string, Set<TableUpdateListener>>();

  constructor(
    private readonly redisUrl: string,
    private readonly prefix: string,
  ) {
    super();
  }

  async publish(update: TableUpdate): Promise<void> {
    this.publisher ??= this.connect('publisher');
    await this.publisher.publish(this.channel(update.tableId), JSON.stringify(update));
  }

  async subscribe(tableId: string, listener: TableUpdateListener): Promise<() => void> {
    const subscriber = this.subscriberConnection();
    let set = this.listeners.get(tableId);
    if (!set) {
      set = new Set();
      this.listeners.set(tableId, set);
      await subscriber.subscribe(this.channel(tableId));
    }
    set.add(listener);
    const listeners = set;
    return () => {
      listeners.delete(listener);
      if (listeners.size > 0 || this.listeners.get(tableId) !== listeners) return;
      this.listeners.delete(tableId);
      subscriber.unsubscribe(this.channel(tableId)).catch((err: Error) => this.logger.warn(`unsubscribe ${tableId}: ${err.message}`));
    };
  }

  async onApplicationShutdown(): Promise<void> {
    this.publisher?.disconnect();
    this.subscriber?.disconnect();
  }

  private subscriberConnection(): Redis {
    if (this.subscriber) return this.subscriber;
    const subscriber = this.connect('subscriber');
    subscriber.on('message', (channel: string, message: string) => this.deliver(channel, message));
    this.subscriber = subscriber;
    return subscriber;
  }

  private deliver(channel: string, message: string): void {
    const tableId = channel.slice(this.channel('').length);
    const listeners = this.listeners.get(tableId);
    if (!listeners) return;
    const update = JSON.parse(message) as TableUpdate;
    for (const listener of listeners) {
      try {
        listener(update);
      } catch (err) {
        this.logger.warn(`table ${tableId} listener failed: ${(err as Error).message}`);
      }
    }
  }

  private connect(role: string): Redis {
    const connection = new IORedis(this.redisUrl, { maxRetriesPerRequest: null });
    connection.on('error', (err: Error) => this.logger.warn(`redis ${role}: ${err.message}`));
    return connection;
  }

  private channel(tableId: string): string {
    return `${this.prefix}:table:${tableId}`;
  }
}
