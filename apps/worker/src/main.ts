import 'reflect-metadata';
import { NestFactory } from '@nestjs/core';
import { Logger as PinoNestLogger } from 'nestjs-pino';
import { loadConfig, ConfigError } from '@app/config';
import { createRootLogger, failStartup, stopOnSignals } from '@app/runtime';
import { WorkerModule } from './worker.module';
import { workerShutdown } from './worker-shutdown';

/**
 * The worker process (production shape): BullMQ processors on Redis, against the shared
 * database. Without Redis there is nothing to consume; jobs then run inside the API process.
 */
async function main(): Promise<void> {
  const config = loadConfig(process.env);
  if (!config.redisUrl) {
    throw new ConfigError('the worker needs REDIS_URL; without Redis, jobs run inside the API process (npm start)');
  }
  if (!config.databaseUrl) {
    throw new ConfigError('the worker needs DATABASE_URL: the embedded Postgres belongs to the API process');
  }
  const logger = createRootLogger(config, 'worker');
  const app = await NestFactory.createApplicationContext(
    WorkerModule.register({ config, databaseUrl: config.databaseUrl, redisUrl: config.redisUrl, logger }),
    { bufferLogs: true, abortOnError: false },
  );
  app.useLogger(app.get(PinoNestLogger));
  await app.init();
  logger.info('razz-room worker started');
  stopOnSignals(workerShutdown(app, logger), logger, config.shutdownTimeoutMs);
}

main().catch(failStartup);
