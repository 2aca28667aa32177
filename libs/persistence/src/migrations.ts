import { readFile } from 'node:fs/promises';
import type { DiffTarget, SchemaFilter } from '@prisma/schema-engine-wasm/schema_engine_bg';
import { assertDatabaseReachable } from './database-reachability';
import { MIGRATION_LOCK_CONTENT, readMigrationsList } from './migration-files';
import { defaultMigrationsDir, defaultSchemaPath, projectRoot } from './project-paths';
import { EngineLog, withSchemaEngine } from './schema-engine';

/** No tables or enums are managed outside Prisma. */
const NO_EXTERNAL: SchemaFilter = { externalTables: [], externalEnums: [] };

export interface ApplyMigrationsOptions {
  /** Default: the project's `prisma/migrations`. */
  migrationsDir?: string;
  log?: EngineLog;
}

/**
 * Applies the pending migrations of a Prisma migrations folder to `databaseUrl`, recording them in
 * `_prisma_migrations` exactly as `prisma migrate deploy` does (so either can take over), and
 * returns the names it applied: empty when the database was up to date.
 * Throws `DatabaseUnavailableError` when it cannot connect, `SchemaEngineError` when a migration fails.
 */
export async function applyMigrations(databaseUrl: string, options: ApplyMigrationsOptions = {}): Promise<string[]> {
  const migrationsList = await readMigrationsList(options.migrationsDir ?? defaultMigrationsDir());
  await assertDatabaseReachable(databaseUrl);
  const result = await withSchemaEngine({ databaseUrl, log: options.log }, (engine) => engine.applyMigrations({ migrationsList, filters: NO_EXTERNAL }));
  return result.appliedMigrationNames;
}

/** Where a diff starts from. */
export type DiffSource =
  | { kind: 'empty' }
  /** The database at `databaseUrl`, as it is now. */
  | { kind: 'database' }
  /** A migrations folder, replayed on a scratch database the engine creates (and drops) on the server of `databaseUrl`. */
  | { kind: 'migrations'; migrationsDir?: string };

export interface DiffSchemaOptions {
  databaseUrl: string;
  from: DiffSource;
  /** Prisma schema text to diff to. Default: the project's `prisma/schema.prisma`. */
  schema?: string;
  log?: EngineLog;
}

export interface SchemaDiff {
  hasChanges: boolean;
  /** The SQL that takes `from` to the schema (Prisma writes "-- This is an empty migration." when nothing changes). */
  sql: string;
}

async function diffTarget(from: DiffSource, schemaFile: { path: string; content: string }): Promise<DiffTarget> {
  switch (from.kind) {
    case 'empty':
      return { tag: 'empty' };
    case 'database':
      return { tag: 'schemaDatasource', files: [schemaFile], configDir: projectRoot() };
    case 'migrations': {
      const list = await readMigrationsList(from.migrationsDir ?? defaultMigrationsDir());
      // Before the first migration there is no migration_lock.toml yet, and the engine will not
      // replay a folder without one. (Diffing from 'empty' instead would add a CREATE SCHEMA.)
      const lockfile = { ...list.lockfile, content: list.lockfile.content ?? MIGRATION_LOCK_CONTENT };
      return { tag: 'migrations', ...list, lockfile };
    }
  }
}

/**
 * The SQL that turns `from` into what the Prisma schema describes: the migration generator's
 * output, and, when `hasChanges` is false, the proof that there is no drift.
 */
export async function diffSchemaToSql(options: DiffSchemaOptions): Promise<SchemaDiff> {
  const schemaFile = { path: 'schema.prisma', content: options.schema ?? (await readFile(defaultSchemaPath(), 'utf8')) };
  const from = await diffTarget(options.from, schemaFile);
  if (options.from.kind !== 'empty') await assertDatabaseReachable(options.databaseUrl);
  const result = await withSchemaEngine({ databaseUrl: options.databaseUrl, log: options.log }, (engine) =>
    // exitCode: true makes the engine report 2 for "there are differences", 0 for none.
    engine.diff({ from, to: { tag: 'schemaDatamodel', files: [schemaFile] }, script: true, exitCode: true, filters: NO_EXTERNAL }),
  );
  return { hasChanges: result.exitCode === 2, sql: result.stdout ?? '' };
}
