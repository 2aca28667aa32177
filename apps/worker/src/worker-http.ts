import type { INestApplicationContext } from '@nestjs/common';
import type { Logger } from 'pino';
import type { AppConfig } from '@app/config';
import { MetricsRegistry } from '@app/metrics';
import { workerHealthRoutes } from './worker-health-routes';
import { WorkerHttpServer, WorkerRoute } from './worker-http-server';

/**
 * The routes of the worker's HTTP server: the probes always (an orchestrator's or the compose
 * stack's health check asks them), `/metrics` with METRICS_ENABLED.
 */
export function workerRoutes(app: INestApplicationContext, config: AppConfig): Record<string, WorkerRoute> {
  const routes: Record<string, WorkerRoute> = { ...workerHealthRoutes(app) };
  if (config.metrics.enabled) {
    const registry = app.get(MetricsRegistry);
    routes['/metrics'] = async () => {
      const { contentType, body } = await registry.exposition();
      return { status: 200, contentType, body };
    };
  }
  return routes;
}

/**
 * Starts the worker's HTTP server on WORKER_METRICS_HOST:WORKER_METRICS_PORT once the worker has
 * started (always: the probes are always on). A port already taken closes the worker first — its
 * BullMQ workers are already taking jobs, and the jobs they run finish before the database and
 * Redis close — then stops start-up with that reason.
 */
export async function startWorkerHttp(app: INestApplicationContext, config: AppConfig, logger: Logger): Promise<WorkerHttpServer> {
  const routes = workerRoutes(app, config);
  const server = new WorkerHttpServer(routes);
  const { host, port } = { host: config.metrics.workerHost, port: config.metrics.workerPort };
  const address = await server.listen(host, port).catch(async (err: Error) => {
    await app.close();
    throw new Error(`the worker's HTTP server cannot listen on ${host}:${port} (WORKER_METRICS_HOST, WORKER_METRICS_PORT): ${err.message}`);
  });
  const url = `http://${address.family === 'IPv6' ? `[${address.address}]` : address.address}:${address.port}`;
  logger.info({ routes: Object.keys(routes) }, `razz-room worker HTTP on ${url} (${Object.keys(routes).join(', ')})`);
  return server;
}
