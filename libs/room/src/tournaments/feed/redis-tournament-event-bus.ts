import { Logger, OnApplicationShutdown } from '@nestjs/common';
import IORedis, { Redis } from 'ioredis';
import { TournamentEventBus, TournamentUpdate, TournamentUpdateListener } from './tournament-feed';

interface Channel {
  listeners: Set<TournamentUpdateListener>;
  /** Settles once Redis has confirmed the channel's SUBSCRIBE: a second subscriber waits for it too. */
  subscribed: Promise<unknown>;
}

/**
 * Redis pub/sub, one channel per tournament (`<prefix>:tournament:<id>`). An instance subscribes to
 * a tournament's channel while one of its clients follows that tournament, so it receives only what
 * it delivers. Connections open on first use: a worker that only publishes never subscribes.
 * Redis delivers one channel's messages in publish order, so followers hear them in that order.
 */
export class RedisTournamentEventBus extends TournamentEventBus implements OnApplicationShutdown {
  private readonly logger = new Logger('RedisTournamentEventBus');
  private publisher: Redis | undefined;
  private subscriber: Redis | undefined;
  private readonly channels = new Map<string, Channel>();

  constructor(
    private readonly redisUrl: string,
    private readonly prefix: string,
  ) {
    super();
  }

  async publish(update: TournamentUpdate): Promise<void> {
    this.publisher ??= this.connect('publisher');
    await this.publisher.publish(this.channel(update.tournamentId), JSON.stringify(update));
  }

  async subscribe(tournamentId: string, listener: TournamentUpdateListener): Promise<() => void> {
    const subscriber = this.subscriberConnection();
    let channel = this.channels.get(tournamentId);
    if (!channel) {
      channel = { listeners: new Set(), subscribed: subscriber.subscribe(this.channel(tournamentId)) };
      this.channels.set(tournamentId, channel);
    }
    channel.listeners.add(listener);
    const mine = channel;
    try {
      await mine.subscribed;
    } catch (err) {
      this.release(tournamentId, mine, listener);
      throw err;
    }
    return () => this.release(tournamentId, mine, listener);
  }

  async onApplicationShutdown(): Promise<void> {
    this.publisher?.disconnect();
    this.subscriber?.disconnect();
  }

  private release(tournamentId: string, channel: Channel, listener: TournamentUpdateListener): void {
    channel.listeners.delete(listener);
    if (channel.listeners.size > 0 || this.channels.get(tournamentId) !== channel) return;
    this.channels.delete(tournamentId);
    this.subscriber?.unsubscribe(this.channel(tournamentId)).catch((err: Error) => this.logger.warn(`unsubscribe tournament ${tournamentId}: ${err.message}`));
  }

  private subscriberConnection(): Redis {
    if (this.subscriber) return this.subscriber;
    const subscriber = this.connect('subscriber');
    subscriber.on('message', (channel: string, message: string) => this.deliver(channel, message));
    this.subscriber = subscriber;
    return subscriber;
  }

  private deliver(channelName: string, message: string): void {
    const tournamentId = channelName.slice(this.channel('').length);
    const channel = this.channels.get(tournamentId);
    if (!channel) return;
    let update: TournamentUpdate;
    try {
      update = JSON.parse(message) as TournamentUpdate;
    } catch {
      this.logger.warn(`tournament ${tournamentId}: an unreadable message on its channel was dropped`);
      return;
    }
    for (const listener of [...channel.listeners]) {
      try {
        listener(update);
      } catch (err) {
        this.logger.warn(`tournament ${tournamentId} listener failed: ${(err as Error).message}`);
      }
    }
  }

  private connect(role: string): Redis {
    const connection = new IORedis(this.redisUrl, { maxRetriesPerRequest: null });
    connection.on('error', (err: Error) => this.logger.warn(`redis ${role}: ${err.message}`));
    return connection;
  }

  private channel(tournamentId: string): string {
    return `${this.prefix}:tournament:${tournamentId}`;
  }
}
