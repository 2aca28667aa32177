import { readdir, readFile } from 'node:fs/promises';
import { Client } from 'pg';
import { createTestDatabase, TestDatabase } from '../../../test/setup/test-database';
import { createTestTempDir } from '../../../test/setup/test-temp-dir';
import { DatabaseUnavailableError } from './database-unavailable.error';
import { findFreePort } from './free-port';
import { writeMigration } from './migration-files';
import { applyMigrations, diffSchemaToSql } from './migrations';
import { defaultMigrationsDir, defaultSchemaPath } from './project-paths';

async function query<T>(databaseUrl: string, sql: string): Promise<T[]> {
  const client = new Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    return (await client.query(sql)).rows as T[];
  } finally {
    await client.end();
  }
}

async function migrationNames(): Promise<string[]> {
  const entries = await readdir(defaultMigrationsDir(), { withFileTypes: true });
  return entries
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name)
    .sort();
}

describe('migrations (real Postgres)', () => {
  let db: TestDatabase;
  beforeEach(async () => (db = await createTestDatabase({ migrated: false })));
  afterEach(() => db.drop());

  it('applies every migration once, records it like prisma migrate deploy, and applies nothing the second time', async () => {
    const expected = await migrationNames();
    expect(expected.length).toBeGreaterThan(0);

    await expect(applyMigrations(db.databaseUrl)).resolves.toEqual(expected);
    await expect(applyMigrations(db.databaseUrl)).resolves.toEqual([]);

    const recorded = await query<{ migration_name: string; finished_at: Date | null; rolled_back_at: Date | null }>(
      db.databaseUrl,
      'SELECT migration_name, finished_at, rolled_back_at FROM _prisma_migrations ORDER BY migration_name',
    );
    expect(recorded.map((row) => row.migration_name)).toEqual(expected);
    expect(recorded.every((row) => row.finished_at !== null && row.rolled_back_at === null)).toBe(true);
  });

  it('runs a migration script whole: function bodies and semicolons in comments survive, a failure applies nothing', async () => {
    const dir = await createTestTempDir('migrations');
    const sql = [
      '-- a comment; with a semicolon',
      'CREATE TABLE t (n integer);',
      "CREATE FUNCTION t_guard() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN RAISE EXCEPTION 'no; never'; END $$;",
      'CREATE TRIGGER t_guard BEFORE INSERT ON t FOR EACH ROW EXECUTE FUNCTION t_guard();',
    ].join('\n');
    await writeMigration(dir, 'with_function', sql, new Date('2020-01-01T00:00:00Z'));
    await expect(applyMigrations(db.databaseUrl, { migrationsDir: dir })).resolves.toEqual(['20200101000000_with_function']);
    await expect(query(db.databaseUrl, 'INSERT INTO t VALUES (1)')).rejects.toThrow('no; never');

    await writeMigration(dir, 'broken', 'CREATE TABLE u (n integer);\nSELECT no_such_function();', new Date('2020-01-02T00:00:00Z'));
    await expect(applyMigrations(db.databaseUrl, { migrationsDir: dir })).rejects.toThrow(/no_such_function/);
    const tables = await query<{ table_name: string }>(db.databaseUrl, "SELECT table_name FROM information_schema.tables WHERE table_name = 'u'");
    expect(tables).toEqual([]);
  });

  it('fails with a one-line DatabaseUnavailableError when the database cannot be reached', async () => {
    const port = await findFreePort();
    const attempt = applyMigrations(`postgresql://razz:s3cret@127.0.0.1:${port}/razz`);
    await expect(attempt).rejects.toBeInstanceOf(DatabaseUnavailableError);
    await expect(attempt).rejects.toMatchObject({
      code: 'DATABASE_UNAVAILABLE',
      message: `database unavailable at postgresql://razz:***@127.0.0.1:${port}/razz: connect ECONNREFUSED 127.0.0.1:${port}`,
    });
  });

  it('produces exactly the schema that schema.prisma describes (no drift)', async () => {
    await applyMigrations(db.databaseUrl);
    const diff = await diffSchemaToSql({ databaseUrl: db.databaseUrl, from: { kind: 'database' } });
    expect(diff).toEqual({ hasChanges: false, sql: expect.stringContaining('empty migration') });
  });

  it('reports drift when schema.prisma says something the migrations do not', async () => {
    await applyMigrations(db.databaseUrl);
    const schema = (await readFile(defaultSchemaPath(), 'utf8')).replace(/model SystemEvent \{/, 'model SystemEvent {\n  note String?');
    const diff = await diffSchemaToSql({ databaseUrl: db.databaseUrl, from: { kind: 'database' }, schema });
    expect(diff.hasChanges).toBe(true);
    expect(diff.sql).toContain('ALTER TABLE "system_events" ADD COLUMN     "note" TEXT');
  });

  it('reports drift when the database has something schema.prisma does not', async () => {
    await applyMigrations(db.databaseUrl);
    await query(db.databaseUrl, 'CREATE INDEX "stray_idx" ON "system_events" ("created_at")');
    const diff = await diffSchemaToSql({ databaseUrl: db.databaseUrl, from: { kind: 'database' } });
    expect(diff.hasChanges).toBe(true);
    expect(diff.sql).toContain('DROP INDEX "stray_idx"');
  });

  it('diffs from the migrations folder on a scratch database, leaving the database in the URL alone', async () => {
    const diff = await diffSchemaToSql({ databaseUrl: db.databaseUrl, from: { kind: 'migrations' } });
    expect(diff.hasChanges).toBe(false);
    const tables = await query<{ table_name: string }>(db.databaseUrl, "SELECT table_name FROM information_schema.tables WHERE table_schema = 'public'");
    expect(tables).toEqual([]);
    const scratch = await query<{ datname: string }>(db.databaseUrl, "SELECT datname FROM pg_database WHERE datname LIKE 'prisma_migrate_shadow_db_%'");
    expect(scratch).toEqual([]);
  });
});
