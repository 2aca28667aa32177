import 'reflect-metadata';
import { NestFactory } from '@nestjs/core';
import { Logger as PinoNestLogger } from 'nestjs-pino';
import { loadConfig, ConfigError } from '@app/config';
import { waitForMigrations } from '@app/persistence';
import { createRootLogger, failStartup, stopOnSignals } from '@app/runtime';
import { WorkerModule } from './worker.module';
import { startWorkerHttp } from './worker-http';
import { workerShutdown } from './worker-shutdown';

/**
 * The worker process (production shape): BullMQ processors on Redis, against the shared
 * database. Without Redis there is nothing to consume; jobs then run inside the API process.
 */
async function main(): Promise<void> {
  const config = loadConfig(process.env);
  if (!config.redisUrl) {
    throw new ConfigError('REDIS_URL is not set: the worker takes its jobs from Redis; without Redis, jobs run inside the API process (npm start)');
  }
  if (!config.databaseUrl) {
    throw new ConfigError('DATABASE_URL is not set: the embedded Postgres belongs to the API process');
  }
  const logger = createRootLogger(config, 'worker');
  // Before any module starts: the room's start-up reads its tables, which an API starting beside
  // this worker (or the migrate step) may still be creating.
  await waitForMigrations(config.databaseUrl, {
    timeoutMs: config.workerMigrationWaitMs,
    onWaiting: ({ pending, files }) =>
      logger.info(
        { pending: pending.length, total: files.length, next: pending[0] },
        `waiting for the database migrations: ${pending.length} of ${files.length} pending`,
      ),
  });
  logger.info('the database migrations are applied');
  const app = await NestFactory.createApplicationContext(
    WorkerModule.register({ config, databaseUrl: config.databaseUrl, redisUrl: config.redisUrl, logger }),
    { bufferLogs: true, abortOnError: false },
  );
  // createApplicationContext has already run the modules' init hooks: the BullMQ workers take jobs from here on.
  app.useLogger(app.get(PinoNestLogger));
  const http = await startWorkerHttp(app, config, logger);
  logger.info('razz-room worker started');
  stopOnSignals(workerShutdown(app, logger, http), logger, config.shutdownTimeoutMs);
}

main().catch(failStartup('worker'));
