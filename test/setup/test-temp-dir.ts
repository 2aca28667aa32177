import { chmod, mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import * as path from 'node:path';

/**
 * A fresh directory under the run's scratch area (removed with the test stack, even when jest
 * was killed). Mode 0755 because, as root, an embedded Postgres in it runs as `postgres`.
 */
export async function createTestTempDir(prefix: string): Promise<string> {
  const dir = await mkdtemp(path.join(process.env.TEST_TMP_DIR ?? tmpdir(), `${prefix}-`));
  await chmod(dir, 0o755);
  return dir;
}
