import type { INestApplicationContext } from '@nestjs/common';
import type { Logger } from 'pino';
import { JobScheduler } from '@app/jobs';
import { ProcessLifecycle, ShutdownPlan } from '@app/runtime';
import type { WorkerHttpServer } from './worker-http-server';

/**
 * The worker's graceful stop (docs/operations.md "Stopping gracefully"): its BullMQ workers stop
 * fetching and the jobs they run finish (waiting and delayed jobs stay in Redis for the next
 * worker); only then do the database and Redis connections close, so a job never finds them gone.
 * Its HTTP server closes last: a scrape during the stop still sees the jobs finish, and its
 * readiness answers 503 draining from the first step without asking the closing connections.
 */
export function workerShutdown(app: INestApplicationContext, logger: Logger, http?: WorkerHttpServer): ShutdownPlan {
  const jobs = app.get(JobScheduler);
  const lifecycle = app.get(ProcessLifecycle);
  return new ShutdownPlan(
    [
      {
        name: 'stop taking jobs and let running ones finish',
        run: () => {
          lifecycle.beginDraining();
          return jobs.close();
        },
        pending: () => jobs.runningJobs().map((job) => `job ${job}`),
      },
      { name: 'close database and Redis connections', run: () => app.close() },
      ...(http ? [{ name: 'close the HTTP server', run: () => http.close() }] : []),
    ],
    logger,
  );
}
