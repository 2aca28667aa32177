import { OnApplicationShutdown } from '@nestjs/common';
import { RedisChannels } from '../../live/redis-channels';
import { CashRoomEventBus, CashRoomUpdate, CashRoomUpdateListener } from './cash-room-event-bus';

/** The room's one channel for its cash games (`<prefix>:cash-room:games`). */
const CHANNEL = 'games';

/**
 * Redis pub/sub, one channel for the room's cash games: an instance subscribes while one of its
 * clients follows the board (`RedisChannels`), so every API instance hears every change.
 */
export class RedisCashRoomEventBus extends CashRoomEventBus implements OnApplicationShutdown {
  private readonly channels: RedisChannels<CashRoomUpdate>;

  constructor(redisUrl: string, prefix: string) {
    super();
    this.channels = new RedisChannels<CashRoomUpdate>(redisUrl, prefix, 'cash-room', 'RedisCashRoomEventBus');
  }

  publish(update: CashRoomUpdate): Promise<void> {
    return this.channels.publish(CHANNEL, update);
  }

  subscribe(listener: CashRoomUpdateListener): Promise<() => void> {
    return this.channels.subscribe(CHANNEL, (update) => listener(update));
  }

  async onApplicationShutdown(): Promise<void> {
    this.channels.close();
  }
}
