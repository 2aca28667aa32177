/**
 * How big the simulation left the database, read straight from Postgres: the whole database
 * (`pg_database_size`) and its biggest tables, each with its indexes and TOAST.
 */
import { Client } from 'pg';

export interface DatabaseSize {
  bytes: number;
  /** The biggest tables, largest first: rows as the planner estimates them (after ANALYZE: exact enough). */
  tables: { name: string; bytes: number; rows: number }[];
}

export async function databaseSize(databaseUrl: string, top = 6): Promise<DatabaseSize> {
  const client = new Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    // Row estimates come from the statistics: ANALYZE makes them current (seconds, even for millions of rows).
    await client.query('ANALYZE');
    const total = await client.query<{ bytes: string }>('SELECT pg_database_size(current_database())::text AS bytes');
    const tables = await client.query<{ name: string; bytes: string; rows: string }>(
      `SELECT c.relname AS name, pg_total_relation_size(c.oid)::text AS bytes, greatest(c.reltuples, 0)::bigint::text AS rows
       FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
       WHERE c.relkind IN ('r', 'p') AND n.nspname NOT IN ('pg_catalog', 'information_schema')
       ORDER BY pg_total_relation_size(c.oid) DESC LIMIT $1`,
      [top],
    );
    return {
      bytes: Number(total.rows[0]?.bytes ?? 0),
      tables: tables.rows.map((r) => ({ name: r.name, bytes: Number(r.bytes), rows: Number(r.rows) })),
    };
  } finally {
    await client.end();
  }
}

/** `1.4 GB`, `312.0 MB`, `88.0 kB`. */
export function formatBytes(bytes: number): string {
  const units = ['B', 'kB', 'MB', 'GB', 'TB'];
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) [value, unit] = [value / 1024, unit + 1];
  return unit === 0 ? `${value} B` : `${value.toFixed(1)} ${units[unit]}`;
}
