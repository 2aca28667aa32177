import { Injectable, Optional } from '@nestjs/common';
import { JobScheduler } from '@app/jobs';
import { DatabaseHealthRepository, MigrationStatusRepository } from '@app/persistence';
import { failureReason, ProcessLifecycle } from '@app/runtime';
import type { ComponentCheck, JobsCheck, MigrationsCheck, ReadinessReport } from './readiness';

/** A check that does not answer within this long counts as down: a probe must answer quickly either way. */
const CHECK_TIMEOUT_MS = 2_000;

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

/**
 * The checks behind the API's `/health` and both processes' `/health/ready`: can this process
 * reach Postgres and the job queue (a Redis PING for BullMQ; the inline driver is always up),
 * and is every migration file of this build applied. Each check answers within 2 s.
 */
@Injectable()
export class HealthProbe {
  constructor(
    private readonly databaseHealth: DatabaseHealthRepository,
    private readonly migrationStatus: MigrationStatusRepository,
    private readonly scheduler: JobScheduler,
    // The API and the worker provide it; hosts that never stop gracefully (tests, scripts) need not.
    @Optional() private readonly lifecycle?: ProcessLifecycle,
  ) {}

  async readiness(): Promise<ReadinessReport> {
    // Stopping: not ready whatever the checks would say, and they would only ask connections the
    // stop is closing (a pool already closed answers with an error, or not at all).
    if (this.lifecycle?.draining === true) return { status: 'not-ready', draining: true };
    const [database, migrations, jobs] = await Promise.all([this.database(), this.migrations(), this.jobs()]);
    const ready = [database, migrations, jobs].every((check) => check.status === 'up');
    return { status: ready ? 'ready' : 'not-ready', checks: { database, migrations, jobs } };
  }

  async database(): Promise<ComponentCheck> {
    const started = performance.now();
    try {
      await withTimeout(this.databaseHealth.ping(), CHECK_TIMEOUT_MS);
      return { status: 'up', latencyMs: Math.round(performance.now() - started) };
    } catch (err) {
      return { status: 'down', detail: (err as Error).message };
    }
  }

  async migrations(): Promise<MigrationsCheck> {
    const started = performance.now();
    try {
      const status = await withTimeout(this.migrationStatus.status(), CHECK_TIMEOUT_MS);
      const counts = { applied: status.applied.length, total: status.files.length, latencyMs: Math.round(performance.now() - started) };
      if (status.pending.length === 0) return { status: 'up', ...counts };
      const detail = status.tracked ? `${status.pending.length} of ${counts.total} migrations not applied` : 'the database is not migrated';
      return { status: 'down', ...counts, pending: status.pending, detail: `${detail}: run npm run db:migrate` };
    } catch (err) {
      return { status: 'down', detail: `cannot read the applied migrations: ${failureReason(err)}` };
    }
  }

  async jobs(): Promise<JobsCheck> {
    const started = performance.now();
    try {
      const s = await withTimeout(this.scheduler.status(), CHECK_TIMEOUT_MS);
      return {
        status: s.ok ? 'up' : 'down',
        driver: s.driver,
        processing: s.processing,
        latencyMs: Math.round(performance.now() - started),
        ...(s.detail ? { detail: s.detail } : {}),
      };
    } catch (err) {
      return { status: 'down', driver: 'bullmq', processing: false, detail: (err as Error).message };
    }
  }
}
