/**
 * `npm run db:migrate`: applies pending migrations from prisma/migrations.
 *
 * To `DATABASE_URL` when it is set; otherwise to the embedded Postgres under `DATA_DIR`
 * (default ./.data), which it starts for the purpose and stops again. The app does the same on
 * start-up (unless MIGRATE_ON_START=false), so this is for deploy pipelines and for checking.
 */
import { applyMigrations, redactDatabaseUrl, startEmbeddedPostgres } from '@app/persistence';

async function migrate(databaseUrl: string): Promise<void> {
  const applied = await applyMigrations(databaseUrl);
  const target = redactDatabaseUrl(databaseUrl);
  if (applied.length === 0) console.log(`db:migrate: ${target} is up to date`);
  else console.log(`db:migrate: applied ${applied.length} migration(s) to ${target}:\n  ${applied.join('\n  ')}`);
}

async function main(): Promise<void> {
  const databaseUrl = process.env.DATABASE_URL?.trim();
  if (databaseUrl) return migrate(databaseUrl);
  const dataDir = process.env.DATA_DIR?.trim() || './.data';
  console.log(`db:migrate: no DATABASE_URL, using the embedded Postgres in ${dataDir}`);
  const pg = await startEmbeddedPostgres({ dataDir, log: (message) => console.log(`db:migrate: ${message}`) });
  try {
    await migrate(pg.databaseUrl);
  } finally {
    await pg.stop();
  }
}

main().catch((error: unknown) => {
  console.error(`db:migrate: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
