/**
 * The migration status a starting worker reads, and its wait, on real databases: an empty one
 * (never migrated), a migrated one, one missing its last migration, and one migrated by someone
 * else while the wait runs — what happens when the API applies them beside a starting worker.
 */
import { Client } from 'pg';
import { createTestDatabase, TestDatabase } from '../../../test/setup/test-database';
import { DatabaseUnavailableError } from './database-unavailable.error';
import { applyMigrations } from './migrations';
import { migrationFileNames, MigrationStatus, readMigrationStatus } from './migration-status';
import { MigrationsPendingError } from './migrations-pending.error';
import { waitForMigrations } from './wait-for-migrations';

async function execute(databaseUrl: string, sql: string): Promise<void> {
  const client = new Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

describe('the migration status and the wait for it', () => {
  let files: string[];
  const databases: TestDatabase[] = [];
  const database = async (migrated: boolean) => {
    const db = await createTestDatabase({ migrated });
    databases.push(db);
    return db;
  };

  beforeAll(async () => {
    files = await migrationFileNames();
    expect(files.length).toBeGreaterThan(1);
  });
  afterAll(async () => {
    for (const db of databases) await db.drop();
  });

  it('reads an empty database as never migrated, every file pending', async () => {
    const db = await database(false);
    expect(await readMigrationStatus(db.databaseUrl)).toEqual({ files, applied: [], pending: files, tracked: false });
  });

  it('reads a migrated database as up to date, and one missing its last migration as that one pending', async () => {
    const db = await database(true);
    expect(await readMigrationStatus(db.databaseUrl)).toEqual({ files, applied: files, pending: [], tracked: true });
    const last = files[files.length - 1];
    await execute(db.databaseUrl, `DELETE FROM _prisma_migrations WHERE migration_name = '${last}'`);
    expect(await readMigrationStatus(db.databaseUrl)).toMatchObject({ applied: files.slice(0, -1), pending: [last], tracked: true });
  });

  it('does not wait with a bound of 0: one look, then the one-line reason', async () => {
    const db = await database(false);
    const waiting: MigrationStatus[] = [];
    const error = await waitForMigrations(db.databaseUrl, { timeoutMs: 0, onWaiting: (s) => waiting.push(s) }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(MigrationsPendingError);
    expect((error as Error).message).toBe(
      `the database is not migrated (no table "_prisma_migrations"): ${files.length} of ${files.length} migrations pending: run npm run db:migrate`,
    );
    expect(waiting).toEqual([]);
  });

  it('gives up after its bound, saying how long it waited, having said what it waited for', async () => {
    const db = await database(true);
    await execute(db.databaseUrl, `DELETE FROM _prisma_migrations WHERE migration_name = '${files[files.length - 1]}'`);
    const waiting: MigrationStatus[] = [];
    const error = await waitForMigrations(db.databaseUrl, { timeoutMs: 300, pollMs: 50, onWaiting: (s) => waiting.push(s) }).catch((e: unknown) => e);
    expect((error as Error).message).toMatch(
      new RegExp(
        `^the database is missing 1 of ${files.length} migrations \\(${files[files.length - 1]}\\) \\(waited \\d+ s for them\\): run npm run db:migrate$`,
      ),
    );
    // Reported on the first look that found it pending (every 5 s after that, well past this bound).
    expect(waiting.map((s) => s.pending.length)).toEqual([1]);
  });

  it('returns once another process has applied the migrations while it waited', async () => {
    const db = await database(false);
    const waiting: MigrationStatus[] = [];
    let reported: () => void = () => undefined;
    const firstReport = new Promise<void>((resolve) => (reported = resolve));
    const waited = waitForMigrations(db.databaseUrl, {
      timeoutMs: 120_000,
      pollMs: 50,
      onWaiting: (s) => {
        waiting.push(s);
        reported();
      },
    });
    await firstReport;
    // What an API starting beside the worker does.
    await applyMigrations(db.databaseUrl);
    expect(await waited).toEqual({ files, applied: files, pending: [], tracked: true });
    expect(waiting[0]).toMatchObject({ pending: files, tracked: false });
  });

  it('fails at once on a database it cannot reach', async () => {
    const error = await waitForMigrations('postgresql://u:secret@127.0.0.1:1/x', { timeoutMs: 60_000, onWaiting: () => undefined }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(DatabaseUnavailableError);
    expect((error as Error).message).toMatch(/^database unavailable at postgresql:\/\/u:\*\*\*@127\.0\.0\.1:1\/x: .*ECONNREFUSED/);
  });
});
