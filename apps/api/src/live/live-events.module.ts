import { Module } from '@nestjs/common';
import { APP_CONFIG, AppConfig } from '@app/config';
import { LocalTableEventBus } from './local-table-event-bus';
import { RedisTableEventBus } from './redis-table-event-bus';
import { TableEventBus } from './table-event-bus';

/**
 * The bus committed table changes travel on. Publishers (the hands service, in the API or the
 * worker) import this module; the WebSocket gateway (LiveModule) subscribes.
 */
@Module({
  providers: [
    {
      provide: TableEventBus,
      useFactory: (config: AppConfig) => (config.redisUrl ? new RedisTableEventBus(config.redisUrl, config.jobs.prefix) : new LocalTableEventBus()),
      inject: [APP_CONFIG],
    },
  ],
  exports: [TableEventBus],
})
export class LiveEventsModule {}
