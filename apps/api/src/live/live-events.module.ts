import { Module } from '@nestjs/common';
import { APP_CONFIG, AppConfig } from '@app/config';
import { KeyRevocationBus } from './key-revocation-bus';
import { LocalKeyRevocationBus } from './local-key-revocation-bus';
import { LocalTableEventBus } from './local-table-event-bus';
import { RedisKeyRevocationBus } from './redis-key-revocation-bus';
import { RedisTableEventBus } from './redis-table-event-bus';
import { TableEventBus } from './table-event-bus';

/**
 * The buses live clients hear from: committed table changes, and revoked API keys (whose sockets
 * close). Publishers (the hands service, in the API or the worker; key revocation and player
 * deactivation) import this module; the WebSocket gateway (LiveModule) subscribes.
 */
@Module({
  providers: [
    {
      provide: TableEventBus,
      useFactory: (config: AppConfig) => (config.redisUrl ? new RedisTableEventBus(config.redisUrl, config.jobs.prefix) : new LocalTableEventBus()),
      inject: [APP_CONFIG],
    },
    {
      provide: KeyRevocationBus,
      useFactory: (config: AppConfig) => (config.redisUrl ? new RedisKeyRevocationBus(config.redisUrl, config.jobs.prefix) : new LocalKeyRevocationBus()),
      inject: [APP_CONFIG],
    },
  ],
  exports: [TableEventBus, KeyRevocationBus],
})
export class LiveEventsModule {}
