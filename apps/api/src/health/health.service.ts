import { Injectable } from '@nestjs/common';
import { HealthProbe } from '@app/room/common/health/health-probe.service';
import type { HealthReport } from './health-report';

/** `/health`: Postgres and the job queue, as it always answered; `/health/ready` adds the migrations (HealthProbe). */
@Injectable()
export class HealthService {
  constructor(private readonly probe: HealthProbe) {}

  async check(): Promise<HealthReport> {
    const [database, jobs] = await Promise.all([this.probe.database(), this.probe.jobs()]);
    const status = database.status === 'up' && jobs.status === 'up' ? 'ok' : 'degraded';
    return { status, checks: { database, jobs } };
  }
}
