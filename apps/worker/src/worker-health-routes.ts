import type { INestApplicationContext } from '@nestjs/common';
import { HealthProbe } from '@app/room/common/health/health-probe.service';
import { jsonAnswer, WorkerRoute } from './worker-http-server';

/**
 * The worker's probes, the same as the API's (docs/operations.md "Health and readiness"):
 * `/health/live` answers while the process runs, `/health/ready` is 200 only when Postgres, every
 * migration and Redis answer, else 503 with the report naming the failed check.
 */
export function workerHealthRoutes(app: INestApplicationContext): Record<string, WorkerRoute> {
  const probe = app.get(HealthProbe);
  return {
    '/health/live': () => Promise.resolve(jsonAnswer(200, { status: 'live' })),
    '/health/ready': async () => {
      const report = await probe.readiness();
      return jsonAnswer(report.status === 'ready' ? 200 : 503, report);
    },
  };
}
