import type { NextFunction, Request, RequestHandler, Response } from 'express';
import { HttpMetrics, UNMATCHED_ROUTE } from './http-metrics';

/**
 * The route a request matched as it was declared (`/tables/:tableId/actions`), never the URL
 * itself: one label value per route, however many tables there are. Express keeps the last route
 * that matched on the request, including when a guard or a pipe refuses the request afterwards.
 * A controller's route answers one method (Nest registers each handler as its own route); Nest
 * mounts middleware (the request log, the request context) as routes on `/{*path}` for every
 * method, which match every request: when one of those is the last, no controller route matched.
 */
export function routeTemplate(req: Request): string {
  const route = req.route as { path?: unknown; methods?: Record<string, boolean> } | undefined;
  const isHandlerRoute = typeof route?.path === 'string' && Object.keys(route.methods ?? {}).length === 1;
  return isHandlerRoute ? `${req.baseUrl}${route.path as string}` || '/' : UNMATCHED_ROUTE;
}

/**
 * Mounted in front of everything (createApiApp): every response is counted when it has been
 * sent — 2xx, and the 400s, 401s, 403s, 404s and 429s that guards, validation, the rate limiter
 * and the router answer without reaching a handler. A connection closed before the response was
 * sent (`close` without `finish`) is not a response and is not counted.
 */
export function httpMetricsMiddleware(metrics: HttpMetrics): RequestHandler {
  return (req: Request, res: Response, next: NextFunction) => {
    const started = process.hrtime.bigint();
    res.once('finish', () => {
      const seconds = Number(process.hrtime.bigint() - started) / 1e9;
      metrics.record(req.method, routeTemplate(req), res.statusCode, seconds);
    });
    next();
  };
}
