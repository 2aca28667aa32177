import { Client } from 'pg';
import { DatabaseUnavailableError } from './database-unavailable.error';

/**
 * Opens and closes one plain `pg` connection, so that a wrong or unreachable URL fails with a
 * `DatabaseUnavailableError` (one line, password redacted) before the schema engine, whose own
 * connection errors carry no code to tell them from other failures, gets to it.
 */
export async function assertDatabaseReachable(databaseUrl: string, timeoutMs = 5_000): Promise<void> {
  // pg reads almost any string as a connection string ("garbage" becomes host "base").
  if (!/^postgres(ql)?:\/\//.test(databaseUrl)) throw DatabaseUnavailableError.from(databaseUrl, new Error('not a postgresql:// URL'));
  const client = new Client({ connectionString: databaseUrl, connectionTimeoutMillis: timeoutMs });
  client.on('error', () => undefined);
  try {
    await client.connect();
  } catch (error) {
    throw DatabaseUnavailableError.from(databaseUrl, error);
  } finally {
    await client.end().catch(() => undefined);
  }
}
