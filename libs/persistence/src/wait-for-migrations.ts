import { MigrationsPendingError } from './migrations-pending.error';
import { MigrationStatus, readMigrationStatus } from './migration-status';
import { defaultMigrationsDir } from './project-paths';

export interface WaitForMigrationsOptions {
  /** Give up after this long; 0 checks once and does not wait. */
  timeoutMs: number;
  /** Told what is pending: on the first check that finds something, then every `reportEveryMs`. */
  onWaiting(status: MigrationStatus): void;
  pollMs?: number;
  reportEveryMs?: number;
  migrationsDir?: string;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Polls until every migration file is applied and returns that status. A worker starts beside an
 * API that may still be applying them (or a migrate step that has not run yet): it waits rather
 * than failing on a missing table, and gives up with a `MigrationsPendingError` after
 * `timeoutMs`. An unreachable database fails at once (`DatabaseUnavailableError`): that is not
 * something migrations will fix.
 */
export async function waitForMigrations(databaseUrl: string, options: WaitForMigrationsOptions): Promise<MigrationStatus> {
  const { timeoutMs, pollMs = 1_000, reportEveryMs = 5_000, migrationsDir = defaultMigrationsDir() } = options;
  const started = Date.now();
  let reportedAt: number | undefined;
  for (;;) {
    const status = await readMigrationStatus(databaseUrl, migrationsDir);
    if (status.pending.length === 0) return status;
    const now = Date.now();
    const waited = now - started;
    // Said before giving up, so a wait whose first look outlasts its bound (a slow database) has
    // still said what it waited for. With no bound there is no wait to speak of, only the one look.
    if (timeoutMs > 0 && (reportedAt === undefined || now - reportedAt >= reportEveryMs)) {
      options.onWaiting(status);
      reportedAt = now;
    }
    if (waited >= timeoutMs) throw new MigrationsPendingError(status, timeoutMs > 0 ? { waitedMs: waited } : {});
    await sleep(Math.min(pollMs, timeoutMs - waited));
  }
}
