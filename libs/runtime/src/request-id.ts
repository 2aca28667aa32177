import { randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';

/** The header a request id arrives in and is echoed in, on every HTTP response. */
export const REQUEST_ID_HEADER = 'X-Request-Id';

/**
 * What an incoming id may be: a proxy's or a client's trace id (UUIDs, `test-123`, `abc.1:2`),
 * short enough for a log line and an audit column. Anything else — markup, spaces, control
 * characters, a 300-character blob — could forge or break a log line, so it is replaced, never echoed.
 */
const ACCEPTED_REQUEST_ID = /^[A-Za-z0-9._:-]{1,128}$/;

/** The incoming id when it is acceptable, else `undefined`. Two headers arrive joined by `, ` and are refused. */
export function acceptedRequestId(value: string | string[] | undefined): string | undefined {
  return typeof value === 'string' && ACCEPTED_REQUEST_ID.test(value) ? value : undefined;
}

/**
 * pino-http's `genReqId`: the request's id, accepted from `X-Request-Id` or a fresh UUID, set on
 * the response header before anything else runs — so a 401 from the guard, a 404 for an unknown
 * route, a 429 and a 500 carry it as a 200 does.
 */
export function assignRequestId(req: IncomingMessage, res: ServerResponse): string {
  const id = acceptedRequestId(req.headers['x-request-id']) ?? randomUUID();
  res.setHeader(REQUEST_ID_HEADER, id);
  return id;
}
