/**
 * `npm run db:migration -- <name>`: writes prisma/migrations/<yyyymmddhhmmss>_<name>/migration.sql
 * with the SQL that takes the schema the existing migrations produce to what
 * prisma/schema.prisma describes (what `prisma migrate dev --create-only` does on a machine
 * with the native engine). Prints "no changes" and writes nothing when they already match.
 *
 * The existing migrations are replayed on a scratch database: on a throw-away embedded Postgres
 * by default, or on the server of `SHADOW_DATABASE_URL` when set (the engine creates and drops a
 * database there; the one in the URL itself is not touched).
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import * as path from 'node:path';
import { defaultMigrationsDir, diffSchemaToSql, migrationSlug, startEmbeddedPostgres, writeMigration } from '@app/persistence';

async function withScratchServer<T>(work: (databaseUrl: string) => Promise<T>): Promise<T> {
  const shadowUrl = process.env.SHADOW_DATABASE_URL?.trim();
  if (shadowUrl) return work(shadowUrl);
  const dataDir = await mkdtemp(path.join(tmpdir(), 'razz-migration-'));
  try {
    const pg = await startEmbeddedPostgres({ dataDir, durable: false });
    try {
      return await work(pg.adminUrl);
    } finally {
      await pg.stop();
    }
  } finally {
    await rm(dataDir, { recursive: true, force: true });
  }
}

async function main(): Promise<void> {
  const name = process.argv[2];
  if (!name || name.startsWith('-')) throw new Error('usage: npm run db:migration -- <name>   (e.g. add_players)');
  migrationSlug(name);
  const migrationsDir = defaultMigrationsDir();
  const diff = await withScratchServer((databaseUrl) => diffSchemaToSql({ databaseUrl, from: { kind: 'migrations', migrationsDir } }));
  if (!diff.hasChanges) {
    console.log('db:migration: no changes (prisma/schema.prisma matches prisma/migrations)');
    return;
  }
  const dir = await writeMigration(migrationsDir, name, diff.sql);
  console.log(`db:migration: wrote ${path.relative(process.cwd(), path.join(dir, 'migration.sql'))}\n\n${diff.sql}`);
  console.log('Review it (data-losing steps are not flagged), then `npm run db:migrate`.');
}

main().catch((error: unknown) => {
  console.error(`db:migration: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
