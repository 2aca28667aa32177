import { readFile, rm, writeFile } from 'node:fs/promises';
import * as path from 'node:path';
import { EmbeddedPostgresInUseError } from '../embedded-postgres-in-use.error';
import { isProcessAlive, processCommandLine, terminateProcess } from './process-utils';

/** Which Node process started the running server: lets the next start tell "in use" from "orphaned". */
interface OwnerRecord {
  ownerPid: number;
  postmasterPid: number;
}

export function ownerFile(dataDir: string): string {
  return path.join(dataDir, 'postgres.owner.json');
}

export async function writeOwner(dataDir: string, postmasterPid: number): Promise<void> {
  const record: OwnerRecord = { ownerPid: process.pid, postmasterPid };
  await writeFile(ownerFile(dataDir), JSON.stringify(record));
}

export async function removeOwner(dataDir: string): Promise<void> {
  await rm(ownerFile(dataDir), { force: true });
}

async function readOwner(dataDir: string): Promise<OwnerRecord | undefined> {
  try {
    return JSON.parse(await readFile(ownerFile(dataDir), 'utf8')) as OwnerRecord;
  } catch {
    return undefined;
  }
}

async function readPostmasterPid(clusterDir: string): Promise<number | undefined> {
  try {
    const first = (await readFile(path.join(clusterDir, 'postmaster.pid'), 'utf8')).split('\n')[0] ?? '';
    const pid = Number.parseInt(first, 10);
    return Number.isInteger(pid) && pid > 0 ? pid : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Makes the cluster startable after an unclean end of the process that ran it.
 *
 * - `postmaster.pid` names a dead process, or a live one that is not our Postgres (a PID reused after
 *   a reboot or container restart, which Postgres itself would mistake for a running server):
 *   the file is stale, remove it.
 * - It names a live Postgres whose owning Node process is still alive: the data directory is in
 *   use, refuse (two servers on one data directory would corrupt it).
 * - It names a live Postgres whose owner is gone (killed with SIGKILL, so it never stopped its
 *   child): an orphan, shut it down the way `pg_ctl stop -m fast` would.
 */
export async function clearStalePostmaster(dataDir: string, clusterDir: string, log: (message: string) => void): Promise<void> {
  const pid = await readPostmasterPid(clusterDir);
  if (pid === undefined) return;
  const alive = isProcessAlive(pid);
  const commandLine = alive ? await processCommandLine(pid) : undefined;
  // Without /proc we cannot tell whose process it is: leave the decision to Postgres's own check
  // rather than risk signalling an unrelated process.
  if (alive && commandLine === undefined) return;
  if (!alive || !commandLine?.includes(clusterDir)) {
    log(`removing stale postmaster.pid (pid ${pid} is ${alive ? "not this cluster's Postgres" : 'not running'})`);
    await rm(path.join(clusterDir, 'postmaster.pid'), { force: true });
    return;
  }
  const owner = await readOwner(dataDir);
  if (owner && isProcessAlive(owner.ownerPid)) {
    throw new EmbeddedPostgresInUseError(dataDir, pid, owner.ownerPid);
  }
  log(`stopping orphaned Postgres (pid ${pid}) left by a process that was killed`);
  await terminateProcess(pid, 'SIGINT', 15_000);
  await rm(path.join(clusterDir, 'postmaster.pid'), { force: true });
  await removeOwner(dataDir);
}
