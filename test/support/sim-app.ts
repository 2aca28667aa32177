/**
 * The tournament simulation's Nest context on a test database and the test Redis, jobs run in
 * process under their own queue prefix: what the simulation specs start before they play.
 */
import type { INestApplicationContext } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { loadConfig } from '@app/config';
import { SimModule } from '../../scripts/sim/sim.module';
import type { TestDatabase } from '../setup/test-database';
import { testRedisUrl, uniqueQueuePrefix } from '../setup/test-redis';

export function startSimApp(db: TestDatabase, queuePrefix: string): Promise<INestApplicationContext> {
  const config = {
    ...loadConfig({ LOG_LEVEL: 'warn' }),
    databaseUrl: db.databaseUrl,
    redisUrl: testRedisUrl(),
    jobs: { inProcess: true, prefix: uniqueQueuePrefix(queuePrefix) },
  };
  return NestFactory.createApplicationContext(SimModule.register(config), { logger: ['error'] });
}
