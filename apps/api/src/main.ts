import 'reflect-metadata';
import { loadConfig } from '@app/config';
import { createRootLogger, failStartup, stopOnSignals } from '@app/runtime';
import { apiShutdown } from './bootstrap/api-shutdown';
import { createApiApp } from './bootstrap/create-api-app';
import { startDatabase } from './bootstrap/database-runtime';

async function main(): Promise<void> {
  const config = loadConfig(process.env);
  const logger = createRootLogger(config, 'api');
  const database = await startDatabase(config, logger);
  let app;
  try {
    app = await createApiApp({ config, databaseUrl: database.databaseUrl, logger });
    await app.listen(config.http.port, config.http.host);
  } catch (err) {
    await app?.close().catch(() => undefined);
    await database.stop();
    throw err;
  }
  const url = await app.getUrl();
  logger.info(
    { url, docs: `${url}/docs`, database: database.embedded ? 'embedded' : 'external', jobs: config.redisUrl ? 'bullmq' : 'inline' },
    `razz-room API listening on ${url}`,
  );
  stopOnSignals(apiShutdown(app, database, logger, config.shutdownTimeoutMs), logger, config.shutdownTimeoutMs);
}

main().catch(failStartup('api'));
