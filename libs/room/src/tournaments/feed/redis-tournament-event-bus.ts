import { OnApplicationShutdown } from '@nestjs/common';
import { RedisChannels } from '../../live/redis-channels';
import { TournamentEventBus, TournamentUpdate, TournamentUpdateListener } from './tournament-feed';

/**
 * Redis pub/sub, one channel per tournament (`<prefix>:tournament:<id>`): an instance subscribes to
 * a tournament's channel while one of its clients follows that tournament (`RedisChannels`). Redis
 * delivers one channel's messages in publish order, so followers hear them in that order.
 */
export class RedisTournamentEventBus extends TournamentEventBus implements OnApplicationShutdown {
  private readonly channels: RedisChannels<TournamentUpdate>;

  constructor(redisUrl: string, prefix: string) {
    super();
    this.channels = new RedisChannels<TournamentUpdate>(redisUrl, prefix, 'tournament', 'RedisTournamentEventBus');
  }

  publish(update: TournamentUpdate): Promise<void> {
    return this.channels.publish(update.tournamentId, update);
  }

  subscribe(tournamentId: string, listener: TournamentUpdateListener): Promise<() => void> {
    return this.channels.subscribe(tournamentId, listener);
  }

  async onApplicationShutdown(): Promise<void> {
    this.channels.close();
  }
}
