import { Client } from 'pg';
import { postgresErrorOf } from './database-error';
import { DatabaseUnavailableError } from './database-unavailable.error';
import { readMigrationsList } from './migration-files';
import { defaultMigrationsDir } from './project-paths';

/** Where Prisma (and `applyMigrations`) record what they applied. */
export const MIGRATIONS_TABLE = '_prisma_migrations';

/** A migration counts as applied once it finished and was not rolled back, as `prisma migrate deploy` counts it. */
export const APPLIED_MIGRATIONS_SQL = `SELECT migration_name FROM ${MIGRATIONS_TABLE} WHERE finished_at IS NOT NULL AND rolled_back_at IS NULL`;

/** How the database stands against the project's migrations folder. */
export interface MigrationStatus {
  /** Every migration directory of the project, in the order they apply. */
  files: string[];
  /** The files recorded as applied. */
  applied: string[];
  /** The files not applied yet, in order. */
  pending: string[];
  /** False when the database has no `_prisma_migrations` table: nothing was ever migrated there. */
  tracked: boolean;
}

/** The names of the migration directories, in the order they apply. */
export async function migrationFileNames(migrationsDir = defaultMigrationsDir()): Promise<string[]> {
  const list = await readMigrationsList(migrationsDir);
  return list.migrationDirectories.map((dir) => dir.path);
}

/** Files against the names the database recorded (`null`: it has no migrations table). */
export function compareMigrations(files: readonly string[], recorded: readonly string[] | null): MigrationStatus {
  const done = new Set(recorded ?? []);
  return {
    files: [...files],
    applied: files.filter((name) => done.has(name)),
    pending: files.filter((name) => !done.has(name)),
    tracked: recorded !== null,
  };
}

/**
 * The status of a database whose applied migrations `readApplied` lists (APPLIED_MIGRATIONS_SQL,
 * over whatever connection the caller has). A database without the migrations table (42P01,
 * from `pg` itself or through Prisma's adapter) is one nobody has migrated yet, not an error.
 */
export async function readStatusWith(files: readonly string[], readApplied: () => Promise<string[]>): Promise<MigrationStatus> {
  try {
    return compareMigrations(files, await readApplied());
  } catch (error) {
    const code = postgresErrorOf(error)?.code ?? (error as { code?: unknown }).code;
    if (code === '42P01') return compareMigrations(files, null);
    throw error;
  }
}

/**
 * One line saying what is missing, e.g. `the database is missing 2 of 12 migrations
 * (20261201201658_pending_requests, …)`. Only meaningful when something is pending.
 */
export function describePendingMigrations(status: MigrationStatus): string {
  const { pending, files } = status;
  if (!status.tracked) return `the database is not migrated (no table "${MIGRATIONS_TABLE}"): ${pending.length} of ${files.length} migrations pending`;
  const shown = pending.length > 3 ? [...pending.slice(0, 3), '…'] : pending;
  return `the database is missing ${pending.length} of ${files.length} migrations (${shown.join(', ')})`;
}

/**
 * Reads the status over one plain `pg` connection, before any Nest module starts: the worker
 * asks it while it waits for the API or the migrate step. Throws `DatabaseUnavailableError`
 * (one line, password redacted) when it cannot connect.
 */
export async function readMigrationStatus(databaseUrl: string, migrationsDir = defaultMigrationsDir(), connectTimeoutMs = 5_000): Promise<MigrationStatus> {
  const files = await migrationFileNames(migrationsDir);
  const client = new Client({ connectionString: databaseUrl, connectionTimeoutMillis: connectTimeoutMs });
  client.on('error', () => undefined);
  try {
    await client.connect();
  } catch (error) {
    await client.end().catch(() => undefined);
    throw DatabaseUnavailableError.from(databaseUrl, error);
  }
  try {
    return await readStatusWith(files, async () =>
      (await client.query<{ migration_name: string }>(APPLIED_MIGRATIONS_SQL)).rows.map((row) => row.migration_name),
    );
  } finally {
    await client.end().catch(() => undefined);
  }
}
