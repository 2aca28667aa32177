import { chmod, copyFile, mkdir } from 'node:fs/promises';
import * as path from 'node:path';
import { createTestTempDir } from '../../../../test/setup/test-temp-dir';
import { firstUnenterableDirectory } from './directory-access';
import { ensureCluster } from './initialise-cluster';
import { postgresBinaries, postgresRunAs, RunAs } from './postgres-binaries';

/**
 * The user initdb runs as (`postgres` when we are root, else ourselves), and a directory mode
 * that shuts it out: as root, a root-owned 0700 directory (what `mktemp -d` makes); otherwise
 * one of our own without its search bit.
 */
async function runnerAndClosedMode(): Promise<{ runAs: RunAs | undefined; user: RunAs; closedMode: number; fix: string }> {
  const runAs = await postgresRunAs();
  const self = { uid: process.getuid?.() ?? 0, gid: process.getgid?.() ?? 0 };
  return { runAs, user: runAs ?? self, closedMode: runAs ? 0o700 : 0o600, fix: runAs ? 'chmod o+x' : 'chmod u+x' };
}

describe('initdb behind a directory its user cannot enter', () => {
  it('names the directory in the way and what to do, instead of a bare "initdb failed: "', async () => {
    const { runAs, closedMode, fix } = await runnerAndClosedMode();
    const scratch = await createTestTempDir('initdb-access');
    // A clone under a closed directory: its node_modules, and initdb with it, are out of reach.
    const closed = path.join(scratch, 'closed');
    const bin = path.join(closed, 'clone', 'node_modules', 'bin');
    await mkdir(bin, { recursive: true });
    const initdb = path.join(bin, 'initdb');
    await copyFile(postgresBinaries().initdb, initdb);
    await chmod(initdb, 0o755);
    await chmod(closed, closedMode);
    const dataDir = path.join(scratch, 'data');
    await mkdir(dataDir, { mode: 0o755 });
    try {
      const started = ensureCluster({ dataDir, clusterDir: path.join(dataDir, 'postgres') }, initdb, runAs, { durable: false, log: () => undefined });
      await expect(started).rejects.toThrow(`cannot enter ${closed} on the way to ${initdb}`);
      await expect(started).rejects.toThrow(`${fix} ${closed}`);
    } finally {
      await chmod(closed, 0o755);
    }
  });
});

describe('firstUnenterableDirectory', () => {
  it('finds the closed directory on the way, and none once it is opened', async () => {
    const { user, closedMode, fix } = await runnerAndClosedMode();
    const scratch = await createTestTempDir('dir-access');
    const closed = path.join(scratch, 'closed');
    const inner = path.join(closed, 'a', 'b');
    await mkdir(inner, { recursive: true, mode: 0o755 });
    await chmod(closed, closedMode);
    try {
      await expect(firstUnenterableDirectory(inner, user)).resolves.toEqual({ dir: closed, fix: `${fix} ${closed}` });
      await chmod(closed, 0o755);
      await expect(firstUnenterableDirectory(inner, user)).resolves.toBeUndefined();
    } finally {
      await chmod(closed, 0o755);
    }
  });
});
