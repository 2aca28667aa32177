import { isIP } from 'node:net';
import { z } from 'zod';

/** A count per window, 0 meaning "no limit". */
const limit = (fallback: number, max: number) =>
  z.preprocess(
    (v) => (v === undefined || v === '' ? fallback : v),
    z.coerce
      .number({ error: `must be an integer from 0 (off) to ${max}` })
      .int(`must be an integer from 0 (off) to ${max}`)
      .min(0, `must be an integer from 0 (off) to ${max}`)
      .max(max, `must be an integer from 0 (off) to ${max}`),
  );

/** The names express's `trust proxy` accepts besides addresses and subnets. */
const PROXY_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal']);

function isProxyAddress(entry: string): boolean {
  if (PROXY_NAMES.has(entry)) return true;
  const [address, prefix, ...rest] = entry.split('/');
  const family = isIP(address ?? '');
  if (family === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  return /^\d{1,3}$/.test(prefix) && Number(prefix) <= (family === 4 ? 32 : 128);
}

/**
 * TRUST_PROXY, as express's `trust proxy` reads it: `false` (the default: the client is the
 * socket's peer), `true` (every proxy: only behind one that overwrites X-Forwarded-For), a number
 * of proxy hops, or a comma-separated list of proxy addresses, subnets and the names loopback,
 * linklocal, uniquelocal.
 */
const trustProxy = z.preprocess(
  (v) => (v === undefined || v === '' ? 'false' : v),
  z.string().transform((v, ctx): boolean | number | string[] => {
    const value = v.trim();
    if (value === 'true' || value === 'false') return value === 'true';
    if (/^\d+$/.test(value)) return Number(value);
    const entries = value.split(',').map((e) => e.trim());
    const bad = entries.filter((e) => !isProxyAddress(e));
    if (bad.length === 0) return entries;
    ctx.addIssue({
      code: 'custom',
      message: 'must be true, false, a number of proxy hops, or a comma-separated list of addresses, subnets, loopback, linklocal, uniquelocal',
    });
    return z.NEVER;
  }),
);

/** CORS_ORIGINS: comma-separated exact origins (`https://screens.example.com`); none by default. */
const corsOrigins = z.preprocess(
  (v) => (v === undefined ? '' : v),
  z.string().transform((v, ctx) => {
    const origins = v
      .split(',')
      .map((o) => o.trim())
      .filter(Boolean);
    const bad = origins.filter((o) => {
      try {
        const url = new URL(o);
        return (url.protocol !== 'http:' && url.protocol !== 'https:') || url.origin !== o;
      } catch {
        return true;
      }
    });
    if (bad.length === 0) return origins;
    ctx.addIssue({
      code: 'custom',
      message: `must be comma-separated exact origins like https://screens.example.com (no path, no trailing slash, no *): ${bad.join(', ')}`,
    });
    return z.NEVER;
  }),
);

/** The environment variables of the HTTP edge, merged into `envSchema`. */
export const edgeEnv = {
  TRUST_PROXY: trustProxy,
  CORS_ORIGINS: corsOrigins,
  RATE_LIMIT_WINDOW_MS: z.preprocess(
    (v) => (v === undefined || v === '' ? 60_000 : v),
    z.coerce
      .number({ error: 'must be an integer from 1000 to 3600000' })
      .int('must be an integer from 1000 to 3600000')
      .min(1000, 'must be an integer from 1000 to 3600000')
      .max(3_600_000, 'must be an integer from 1000 to 3600000'),
  ),
  // Per window. The defaults are ceilings for runaway clients, not quotas (docs/operations.md).
  RATE_LIMIT_PER_KEY: limit(12_000, 100_000),
  RATE_LIMIT_PER_ADDRESS: limit(1_200, 100_000),
  RATE_LIMIT_FAILED_KEYS: limit(20, 100_000),
  RATE_LIMIT_WS_CONNECTIONS_PER_KEY: limit(50, 100_000),
  RATE_LIMIT_WS_MESSAGES_PER_SECOND: limit(50, 100_000),
};

type EdgeEnv = { [K in keyof typeof edgeEnv]: z.output<(typeof edgeEnv)[K]> };

/** What the HTTP edge lets through: the client address, browser origins, rate limits. */
export interface EdgeConfig {
  /** express's `trust proxy`: which peers' X-Forwarded-For names the client (`req.ip`). */
  trustProxy: boolean | number | string[];
  /** Browser origins allowed to call the API (CORS); empty: no CORS headers at all. */
  corsOrigins: string[];
  /** Each limit is a count per `windowMs`, 0 = off (docs/operations.md "Rate limits"). */
  rateLimits: {
    windowMs: number;
    /** Requests with a valid key, counted per key id. */
    perKey: number;
    /** Requests without a valid key (none, or one that does not authenticate), counted per client address. */
    perAddress: number;
    /** Distinct keys presented from one address that did not authenticate: guesses. */
    failedKeys: number;
    /** Open live WebSockets per key (per API process; not per window). */
    wsConnectionsPerKey: number;
    /** Messages a live WebSocket may send per second. */
    wsMessagesPerSecond: number;
  };
}

export function toEdgeConfig(env: EdgeEnv): EdgeConfig {
  return {
    trustProxy: env.TRUST_PROXY,
    corsOrigins: env.CORS_ORIGINS,
    rateLimits: {
      windowMs: env.RATE_LIMIT_WINDOW_MS,
      perKey: env.RATE_LIMIT_PER_KEY,
      perAddress: env.RATE_LIMIT_PER_ADDRESS,
      failedKeys: env.RATE_LIMIT_FAILED_KEYS,
      wsConnectionsPerKey: env.RATE_LIMIT_WS_CONNECTIONS_PER_KEY,
      wsMessagesPerSecond: env.RATE_LIMIT_WS_MESSAGES_PER_SECOND,
    },
  };
}
