import type { Request } from 'express';
import type { IncomingMessage } from 'node:http';
import { normalizeIp } from '@nestjs/throttler';

/**
 * The address a request is counted under: `req.ip`, which honours express's `trust proxy`
 * (TRUST_PROXY), normalised as the throttler does (an IPv6 client counts by its /64: one host
 * holds a whole subnet).
 */
export function clientAddress(request: Pick<Request, 'ip' | 'socket'>): string {
  return normalizeIp(request.ip ?? request.socket?.remoteAddress ?? 'unknown');
}

/**
 * The same for a WebSocket upgrade, which never passes through express: the request is read
 * through express's own request prototype (whose `ip` getter applies `trust proxy`), as express
 * itself does for every request it serves.
 */
export function upgradeClientAddress(expressApp: { request: object }, incoming: IncomingMessage): string {
  const viaExpress = Object.create(expressApp.request, { headers: { value: incoming.headers }, socket: { value: incoming.socket } }) as Request;
  return clientAddress(viaExpress);
}
