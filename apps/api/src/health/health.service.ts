import { Injectable } from '@nestjs/common';
import { JobScheduler } from '@app/jobs';
import { DatabaseHealthRepository } from '@app/persistence';
import type { ComponentHealth, HealthReport, JobsHealth } from './health-report';

const CHECK_TIMEOUT_MS = 2_000;

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

@Injectable()
export class HealthService {
  constructor(
    private readonly database: DatabaseHealthRepository,
    private readonly jobs: JobScheduler,
  ) {}

  async check(): Promise<HealthReport> {
    const [database, jobs] = await Promise.all([this.checkDatabase(), this.checkJobs()]);
    const status = database.status === 'up' && jobs.status === 'up' ? 'ok' : 'degraded';
    return { status, checks: { database, jobs } };
  }

  private async checkDatabase(): Promise<ComponentHealth> {
    const started = performance.now();
    try {
      await withTimeout(this.database.ping(), CHECK_TIMEOUT_MS);
      return { status: 'up', latencyMs: Math.round(performance.now() - started) };
    } catch (err) {
      return { status: 'down', detail: (err as Error).message };
    }
  }

  private async checkJobs(): Promise<JobsHealth> {
    const started = performance.now();
    try {
      const s = await withTimeout(this.jobs.status(), CHECK_TIMEOUT_MS);
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
