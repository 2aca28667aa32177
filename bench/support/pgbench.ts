/**
 * What the database alone can do with an action's shape of work, measured in the same run as the
 * API bench and against the same Postgres: `pgbench` (Debian's `postgresql-client`) runs, per
 * client, the two statements an action costs the database — a read of the hand's state, then one
 * statement that locks the table's row, writes the state back (sent from the client, as the API
 * does) and appends an event — each committed on its own with fsync on, one client per table as
 * the bench has one request in flight per table. Its own tables (`pgbench_razz_*`), seeded with a
 * real hand state from the run, so the bytes moved are the API's.
 */
import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import * as path from 'node:path';
import { promisify } from 'node:util';
import { Client } from 'pg';

const run = promisify(execFile);

const SCRIPT = `\\set t :client_id + 1
SELECT h.version AS v, h.state::text AS st FROM pgbench_razz_hands h WHERE h.id = :t \\gset
WITH guard AS (SELECT seating_version FROM pgbench_razz_tables WHERE id = :t FOR UPDATE),
saved AS (UPDATE pgbench_razz_hands SET version = version + 1, state = :st::json
          WHERE id = :t AND version = :v AND (SELECT seating_version FROM guard) = 0 RETURNING version),
appended AS (INSERT INTO pgbench_razz_events (hand_id, seq, payload)
             SELECT :t, version, '{"type":"action","seat":3,"kind":"call","amount":20}'::json FROM saved)
SELECT count(*) FROM saved;
`;

export interface PgbenchResult {
  tps: number;
  latencyMs: number | undefined;
  command: string;
}

/** True when `pgbench` is on the PATH. */
export async function hasPgbench(): Promise<boolean> {
  return run('pgbench', ['--version']).then(
    () => true,
    () => false,
  );
}

/** The database URL of the embedded Postgres a spawned server started in `dataDir`. */
export async function embeddedDatabaseUrl(dataDir: string): Promise<string> {
  const password = (await readFile(path.join(dataDir, 'postgres.password'), 'utf8')).trim();
  // postmaster.pid: pid, data directory, start time, port, …
  const port = (await readFile(path.join(dataDir, 'postgres', 'postmaster.pid'), 'utf8')).split('\n')[3]?.trim();
  return `postgresql://postgres:${encodeURIComponent(password)}@127.0.0.1:${port}/razz_room`;
}

/**
 * The action's tables (`pgbench_razz_*`), one row each per client: a table with its seating
 * version, a hand at version 0 holding the latest state of a real hand of the run (a mid-hand one
 * when a hand is running: its size is what an action writes), and the hands' events. Shared with
 * `bench:floor`'s stand-ins (bench/support/floor-server.ts), which write them the same way.
 */
export async function createActionShapedTables(db: Client, clients: number): Promise<void> {
  await dropActionShapedTables(db);
  await db.query(`CREATE TABLE pgbench_razz_tables (id int PRIMARY KEY, seating_version int NOT NULL DEFAULT 0)`);
  await db.query(`CREATE TABLE pgbench_razz_hands (id int PRIMARY KEY, version int NOT NULL, state json NOT NULL)`);
  await db.query(`CREATE TABLE pgbench_razz_events (hand_id int NOT NULL, seq int NOT NULL, payload json NOT NULL, PRIMARY KEY (hand_id, seq))`);
  await db.query(`INSERT INTO pgbench_razz_tables (id) SELECT g FROM generate_series(1, $1::int) g`, [clients]);
  await db.query(
    `INSERT INTO pgbench_razz_hands (id, version, state)
     SELECT g, 0, coalesce((SELECT state FROM hands WHERE status = 'running' ORDER BY started_at DESC LIMIT 1),
                           (SELECT state FROM hands ORDER BY started_at DESC LIMIT 1), '{}'::json)
     FROM generate_series(1, $1::int) g`,
    [clients],
  );
}

export async function dropActionShapedTables(db: Client): Promise<void> {
  await db.query(`DROP TABLE IF EXISTS pgbench_razz_events, pgbench_razz_hands, pgbench_razz_tables`);
}

/** Runs the action-shaped script with `clients` clients for `seconds`; drops its tables afterwards. */
export async function pgbenchActionShape(databaseUrl: string, clients: number, seconds: number): Promise<PgbenchResult> {
  const db = new Client({ connectionString: databaseUrl });
  await db.connect();
  const dir = await mkdtemp(path.join(tmpdir(), 'razz-pgbench-'));
  try {
    await createActionShapedTables(db, clients);
    const file = path.join(dir, 'action.sql');
    await writeFile(file, SCRIPT);
    const args = ['-n', '-M', 'prepared', '-c', String(clients), '-j', String(Math.min(clients, 2)), '-T', String(seconds), '-f', file, databaseUrl];
    const { stdout } = await run('pgbench', args, { maxBuffer: 1 << 20 });
    const tps = Number(/tps = ([\d.]+)/.exec(stdout)?.[1]);
    const latency = /latency average = ([\d.]+) ms/.exec(stdout)?.[1];
    if (!Number.isFinite(tps)) throw new Error(`pgbench printed no tps:\n${stdout}`);
    const shown = args.map((a) => (a === databaseUrl ? '<database>' : a === file ? 'action.sql' : a));
    return { tps, latencyMs: latency === undefined ? undefined : Number(latency), command: `pgbench ${shown.join(' ')}` };
  } finally {
    await dropActionShapedTables(db).catch(() => undefined);
    await db.end();
    await rm(dir, { recursive: true, force: true });
  }
}
