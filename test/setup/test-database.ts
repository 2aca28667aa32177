import { randomBytes } from 'node:crypto';
import { Client } from 'pg';

export interface TestDatabase {
  databaseUrl: string;
  name: string;
  /** Drops the database, closing any connection still open on it. */
  drop(): Promise<void>;
}

function adminUrl(): string {
  const url = process.env.TEST_PG_ADMIN_URL;
  if (!url) throw new Error('TEST_PG_ADMIN_URL is not set: run the tests through jest, whose global setup starts Postgres');
  return url;
}

async function asAdmin(sql: string): Promise<void> {
  const client = new Client({ connectionString: adminUrl() });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

/**
 * A database of its own for one test file: a copy of the migrated template (milliseconds, no
 * migrations run), or an empty database with `migrated: false`.
 *
 * @example
 * let db: TestDatabase;
 * beforeAll(async () => (db = await createTestDatabase()));
 * afterAll(() => db.drop());
 */
export async function createTestDatabase(options: { migrated?: boolean } = {}): Promise<TestDatabase> {
  const template = process.env.TEST_PG_TEMPLATE_DB;
  if (!template) throw new Error('TEST_PG_TEMPLATE_DB is not set: run the tests through jest, whose global setup creates it');
  const name = `test_${process.env.JEST_WORKER_ID ?? '0'}_${randomBytes(5).toString('hex')}`;
  const source = options.migrated === false ? '' : ` TEMPLATE "${template}"`;
  await asAdmin(`CREATE DATABASE "${name}"${source}`);
  const url = new URL(adminUrl());
  url.pathname = `/${name}`;
  return { databaseUrl: url.toString(), name, drop: () => asAdmin(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`) };
}
