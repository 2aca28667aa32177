import { Client } from 'pg';

/**
 * A lock on one table, held by the test in an open transaction: whatever the server writes there
 * waits for `release()`. That is real slow work (a statement waiting for a lock, as under
 * contention in production) without a test-only delay in the server's code.
 */
export interface HeldTableLock {
  /** How many other sessions of this database are waiting for a lock right now. */
  waiting(): Promise<number>;
  /** Commits the holding transaction: the waiting statements go on. */
  release(): Promise<void>;
}

/**
 * `SHARE ROW EXCLUSIVE` (the default) blocks inserts and updates on `table` and lets reads
 * through; `ACCESS EXCLUSIVE` blocks reads too (an API key's lookup, say).
 */
export async function holdTableLock(
  databaseUrl: string,
  table: string,
  mode: 'SHARE ROW EXCLUSIVE' | 'ACCESS EXCLUSIVE' = 'SHARE ROW EXCLUSIVE',
): Promise<HeldTableLock> {
  const client = new Client({ connectionString: databaseUrl });
  await client.connect();
  await client.query('BEGIN');
  await client.query(`LOCK TABLE "${table}" IN ${mode} MODE`);
  let released = false;
  return {
    async waiting() {
      const { rows } = await client.query<{ n: number }>(
        `SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = current_database() AND pid <> pg_backend_pid() AND wait_event_type = 'Lock'`,
      );
      return rows[0]?.n ?? 0;
    },
    async release() {
      if (released) return;
      released = true;
      await client.query('COMMIT');
      await client.end();
    },
  };
}
