import { loadConfig } from '@app/config';
import { createRootLogger, failStartup } from '@app/runtime';
import { startDatabase } from './bootstrap/database-runtime';

/**
 * `node dist/apps/api/src/migrate.js`: applies the pending migrations and exits — the compose
 * stack's one-shot `migrate` service, and any deploy step that runs from the production image,
 * where `npm run db:migrate` cannot (it runs TypeScript through tsx, a development dependency).
 * The same path as the API's own start-up migration: `DATABASE_URL`, or the embedded Postgres.
 */
async function main(): Promise<void> {
  const config = { ...loadConfig(process.env), migrateOnStart: true };
  const logger = createRootLogger(config, 'migrate');
  const database = await startDatabase(config, logger);
  await database.stop();
}

main().catch(failStartup('migrate'));
