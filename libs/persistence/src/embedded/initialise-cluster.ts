import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { chown, mkdir, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import * as path from 'node:path';
import { promisify } from 'node:util';
import { firstUnenterableDirectory } from './directory-access';
import { POSTGRES_USER, RunAs } from './postgres-binaries';

const run = promisify(execFile);

export const SUPERUSER = 'postgres';

export interface ClusterPaths {
  dataDir: string;
  clusterDir: string;
}

function passwordFile(dataDir: string): string {
  return path.join(dataDir, 'postgres.password');
}

async function isEmptyOrMissing(dir: string): Promise<boolean> {
  try {
    return (await readdir(dir)).length === 0;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return true;
    throw error;
  }
}

/**
 * initdb's own words when it ran and complained. When it could not even be started its stderr
 * is empty: then the reason, naming the directory that keeps its user from reaching it (as
 * root that user is `postgres`, shut out by any 0700 parent such as `mktemp -d` makes).
 */
async function explainInitdbFailure(error: Error & { stderr?: string }, initdb: string, runAs: RunAs | undefined): Promise<string> {
  const stderr = error.stderr?.trim();
  if (stderr) return stderr;
  const self = { uid: process.getuid?.() ?? 0, gid: process.getgid?.() ?? 0 };
  const closed = await firstUnenterableDirectory(path.dirname(initdb), runAs ?? self).catch(() => undefined);
  if (!closed) return error.message;
  const who = runAs ? `Postgres runs as the user "${POSTGRES_USER}", which` : 'this user';
  return `${who} cannot enter ${closed.dir} on the way to ${initdb}: put the project under a directory it can enter, or ${closed.fix}`;
}

/**
 * Returns the superuser password of the cluster in `clusterDir`, running `initdb` first when the
 * directory is empty. An existing cluster is reused as it is: that is what makes the embedded
 * database persistent across restarts.
 */
export async function ensureCluster(
  paths: ClusterPaths,
  initdb: string,
  runAs: RunAs | undefined,
  options: { durable: boolean; log: (message: string) => void },
): Promise<string> {
  const { dataDir, clusterDir } = paths;
  if (!(await isEmptyOrMissing(clusterDir))) {
    const hasVersion = await readFile(path.join(clusterDir, 'PG_VERSION'), 'utf8').then(
      () => true,
      () => false,
    );
    if (!hasVersion) throw new Error(`${clusterDir} is not empty but holds no Postgres cluster (no PG_VERSION); remove it to start afresh`);
    const password = await readFile(passwordFile(dataDir), 'utf8').catch(() => undefined);
    if (password === undefined)
      throw new Error(`${passwordFile(dataDir)} is missing, so the cluster in ${clusterDir} cannot be opened; remove ${clusterDir} to start afresh`);
    return password.trim();
  }
  options.log(`initialising a Postgres cluster in ${clusterDir}`);
  await mkdir(clusterDir, { recursive: true, mode: 0o700 });
  const password = randomBytes(18).toString('hex');
  // Written before initdb: a process killed in between leaves a password without a cluster
  // (harmless, replaced next time), never a cluster nobody can log in to.
  await writeFile(passwordFile(dataDir), `${password}\n`, { mode: 0o600 });
  // initdb reads the password from a file, which must be readable by the user it runs as. It
  // lives in dataDir (not /tmp) so a process killed mid-initdb leaves nothing elsewhere.
  const pwfile = path.join(dataDir, `.initdb-password-${process.pid}`);
  try {
    await writeFile(pwfile, `${password}\n`, { mode: 0o600 });
    if (runAs) await Promise.all([chown(clusterDir, runAs.uid, runAs.gid), chown(pwfile, runAs.uid, runAs.gid)]);
    const args = [
      `--pgdata=${clusterDir}`,
      `--username=${SUPERUSER}`,
      `--pwfile=${pwfile}`,
      '--auth=scram-sha-256',
      '--encoding=UTF8',
      '--no-locale',
      '--no-instructions',
    ];
    // Skipping fsync is only for throw-away clusters (tests): a crash could corrupt them.
    if (!options.durable) args.push('--no-sync');
    await run(initdb, args, { ...runAs, env: { ...process.env, LC_ALL: 'C' } }).catch(async (error: Error & { stderr?: string }) => {
      throw new Error(`initdb failed: ${await explainInitdbFailure(error, initdb, runAs)}`);
    });
  } finally {
    await rm(pwfile, { force: true });
  }
  return password;
}
