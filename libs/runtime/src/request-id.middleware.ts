import type { IncomingMessage, ServerResponse } from 'node:http';
import { runInRequestContext } from './request-context';
import { assignRequestId } from './request-id';

/**
 * First in line in the API (`createApiApp`): gives the request its id and echoes it before any
 * other middleware can answer — CORS, the rate limits, the router's 404 — then runs the rest of
 * the request in its request context (`currentRequestId()`). pino-http keeps an id already on the
 * request (`req.id` wins over `genReqId`), so the log lines carry the same one.
 */
export function requestIdMiddleware(req: IncomingMessage, res: ServerResponse, next: () => void): void {
  if (typeof req.id !== 'string') req.id = assignRequestId(req, res);
  runInRequestContext({ requestId: req.id }, next);
}
