import type { CorsOptions } from '@nestjs/common/interfaces/external/cors-options.interface';

/** What a browser script may send: the key headers, the body's type and encoding, an idempotency key, a request id. */
const REQUEST_HEADERS = ['x-api-key', 'authorization', 'content-type', 'content-encoding', 'idempotency-key', 'x-request-id'];
/** What it may read besides the simple headers: the request id, the rate limits' wait, and each route's own. */
const RESPONSE_HEADERS = ['x-request-id', 'retry-after', 'idempotent-replayed', 'location', 'x-next-cursor', 'content-disposition'];

/**
 * CORS for the configured origins only (CORS_ORIGINS, exact matches). An allowed origin's
 * preflight is answered 204 by the middleware, before routing and the key guard (a preflight
 * carries no key, and is counted by no limit); any other origin gets no CORS header at all — its
 * preflight meets the router like any request (404), and the browser keeps its script out.
 * No credentials: the API reads keys from headers, never cookies.
 */
export function browserOrigins(origins: readonly string[]): CorsOptions {
  const allowed = new Set(origins);
  return {
    origin: (origin, answer) => answer(null, origin !== undefined && allowed.has(origin)),
    methods: ['GET', 'HEAD', 'POST', 'PATCH'],
    allowedHeaders: REQUEST_HEADERS,
    exposedHeaders: RESPONSE_HEADERS,
    // Browsers cap it (Chromium at 2 hours); an hour spares most repeated preflights.
    maxAge: 3600,
    optionsSuccessStatus: 204,
  };
}
