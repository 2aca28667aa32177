import { OnApplicationShutdown } from '@nestjs/common';
import { RedisChannels } from '../live/redis-channels';
import { TableEventBus, TableUpdate, TableUpdateListener } from './table-event-bus';

/**
 * Redis pub/sub, one channel per table (`<prefix>:table:<id>`): an instance subscribes to a
 * table's channel while one of its clients follows that table (`RedisChannels`).
 */
export class RedisTableEventBus extends TableEventBus implements OnApplicationShutdown {
  private readonly channels: RedisChannels<TableUpdate>;

  constructor(redisUrl: string, prefix: string) {
    super();
    this.channels = new RedisChannels<TableUpdate>(redisUrl, prefix, 'table', 'RedisTableEventBus');
  }

  publish(update: TableUpdate): Promise<void> {
    return this.channels.publish(update.tableId, update);
  }

  subscribe(tableId: string, listener: TableUpdateListener): Promise<() => void> {
    return this.channels.subscribe(tableId, listener);
  }

  async onApplicationShutdown(): Promise<void> {
    this.channels.close();
  }
}
