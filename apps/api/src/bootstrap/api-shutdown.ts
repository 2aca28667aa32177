import type { INestApplication } from '@nestjs/common';
import type { Server } from 'node:http';
import type { Logger } from 'pino';
import { JobScheduler } from '@app/jobs';
import { drainDeadlineMs, HttpDrain, ProcessLifecycle, ShutdownPlan, ShutdownStep } from '@app/runtime';
import { LiveGateway } from '../live/live.gateway';
import type { DatabaseRuntime } from './database-runtime';

/**
 * The API's graceful stop (docs/operations.md "Stopping gracefully"), in the order that loses
 * nothing: readiness turns 503 and the port closes; the requests in flight are answered while the
 * live sockets are closed with 1012; then the jobs this process runs finish (requests that were
 * still running may have enqueued some); only then do the database and Redis connections close
 * (Nest's shutdown hooks), and last the embedded Postgres. Build it once the app listens: it
 * follows the HTTP server's requests from then on. The drain has a deadline (`drainDeadlineMs`):
 * past it, the live sockets still open are terminated and the connections with no request in
 * flight ended, so a paused or slow client cannot use up `shutdownTimeoutMs`; the requests in
 * flight still get their answers within it.
 */
export function apiShutdown(app: INestApplication, database: DatabaseRuntime, logger: Logger, shutdownTimeoutMs: number): ShutdownPlan {
  const deadlineMs = drainDeadlineMs(shutdownTimeoutMs);
  const http = new HttpDrain(app.getHttpServer() as Server);
  const live = app.get(LiveGateway);
  const jobs = app.get(JobScheduler);
  const lifecycle = app.get(ProcessLifecycle);
  const steps: ShutdownStep[] = [
    {
      name: 'stop accepting connections',
      run: () => {
        lifecycle.beginDraining();
        http.stopAccepting();
      },
    },
    {
      name: 'drain HTTP requests and close live sockets',
      run: async () => void (await Promise.all([http.drained(deadlineMs), live.closeAll(deadlineMs)])),
      pending: () => [...http.inFlight(), ...(live.openSockets() > 0 ? [`${live.openSockets()} live socket(s)`] : [])],
    },
    { name: 'let running jobs finish', run: () => jobs.close(), pending: () => jobs.runningJobs().map((job) => `job ${job}`) },
    { name: 'close database and Redis connections', run: () => app.close() },
  ];
  if (database.embedded) steps.push({ name: 'stop the embedded Postgres', run: () => database.stop() });
  return new ShutdownPlan(steps, logger);
}
