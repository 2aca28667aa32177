import { Client } from 'pg';

/**
 * A fingerprint of every table's content (row count and an md5 of its rows as text, per table),
 * read in one statement: a refused request must leave it unchanged. Row counts alone would miss
 * an update (a tournament started, a key revoked); whole-row checksums do not.
 * `_prisma_migrations` is left out (nothing a request does touches it). One connection for the
 * life of a test file, outside any code under test.
 */
export class DatabaseSnapshots {
  private constructor(
    private readonly client: Client,
    private readonly statement: string,
  ) {}

  static async open(databaseUrl: string): Promise<DatabaseSnapshots> {
    const client = new Client({ connectionString: databaseUrl });
    await client.connect();
    const { rows } = await client.query<{ name: string }>(
      `SELECT table_name AS name FROM information_schema.tables
        WHERE table_schema = 'public' AND table_type = 'BASE TABLE' AND table_name <> '_prisma_migrations'
        ORDER BY table_name`,
    );
    const columns = rows.map(
      ({ name }) => `(SELECT count(*) || ':' || md5(coalesce(string_agg(t::text, '|' ORDER BY t::text), '')) FROM "${name}" t) AS "${name}"`,
    );
    return new DatabaseSnapshots(client, `SELECT ${columns.join(',\n')}`);
  }

  async take(): Promise<Record<string, string>> {
    const { rows } = await this.client.query<Record<string, string>>(this.statement);
    return rows[0] ?? {};
  }

  close(): Promise<void> {
    return this.client.end();
  }
}
