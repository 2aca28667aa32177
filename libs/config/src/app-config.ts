import { z } from 'zod';
import { EdgeConfig, edgeEnv, toEdgeConfig } from './edge-config';
import { resolveWebDistDir } from './web-config';

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
/** How the public waitlist board names players: their screen names, or only their initials. */
export const WAITLIST_BOARD_NAMES = ['screen-names', 'initials'] as const;
export type WaitlistBoardNames = (typeof WAITLIST_BOARD_NAMES)[number];

/** Empty strings count as unset: `DATABASE_URL= npm start` must mean "embedded". */
const optionalString = z.preprocess((v) => (v === '' ? undefined : v), z.string().optional());

function urlWithScheme(schemes: readonly string[], example: string) {
  return z.preprocess(
    (v) => (v === '' ? undefined : v),
    z
      .string()
      .refine((v) => {
        try {
          return schemes.includes(new URL(v).protocol.replace(/:$/, ''));
        } catch {
          return false;
        }
      }, `must be a URL like ${example}`)
      .optional(),
  );
}

const integer = (min: number, max: number, fallback: number) =>
  z.preprocess(
    (v) => (v === undefined || v === '' ? fallback : v),
    z.coerce
      .number({ error: `must be an integer from ${min} to ${max}` })
      .int(`must be an integer from ${min} to ${max}`)
      .min(min, `must be an integer from ${min} to ${max}`)
      .max(max, `must be an integer from ${min} to ${max}`),
  );

const boolean = (fallback: boolean | undefined) =>
  z.preprocess(
    (v) => (v === undefined || v === '' ? fallback : v),
    z
      .union([z.boolean(), z.enum(['true', 'false', '1', '0', 'yes', 'no'])], { error: 'must be true or false' })
      .transform((v) => v === true || v === 'true' || v === '1' || v === 'yes')
      .optional(),
  );

/**
 * Every environment variable the server and worker read, validated once at start-up.
 * Unknown variables are ignored (the environment is shared with the rest of the machine).
 */
export const envSchema = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
    HOST: z.preprocess((v) => (v === '' ? undefined : v), z.string().default('0.0.0.0')),
    PORT: integer(0, 65535, 3000),
    DATABASE_URL: urlWithScheme(['postgres', 'postgresql'], 'postgresql://user:pass@host:5432/db'),
    REDIS_URL: urlWithScheme(['redis', 'rediss'], 'redis://host:6379'),
    DATA_DIR: z.preprocess((v) => (v === '' ? undefined : v), z.string().default('./.data')),
    EMBEDDED_PG_PORT: integer(0, 65535, 0),
    LOG_LEVEL: z.enum(LOG_LEVELS, { error: `must be one of ${LOG_LEVELS.join(', ')}` }).default('info'),
    MIGRATE_ON_START: boolean(true),
    DATABASE_PREPARED_STATEMENTS: boolean(true),
    JOBS_IN_PROCESS: boolean(undefined),
    JOBS_PREFIX: z.preprocess(
      (v) => (v === '' ? undefined : v),
      z
        .string()
        .regex(/^[a-z0-9_-]+$/i, 'letters, digits, - and _ only')
        .default('razz'),
    ),
    SHUTDOWN_TIMEOUT_MS: integer(100, 600_000, 10_000),
    WORKER_MIGRATION_WAIT_MS: integer(0, 3_600_000, 180_000),
    ADMIN_API_KEY: optionalString,
    API_KEY_CACHE_SECONDS: integer(0, 3_600, 30),
    TEST_DECK_INJECTION: boolean(false),
    BROADCAST_DELAY_SECONDS: integer(0, 86_400, 1_800),
    BOTS_AT_MONEY_TABLES: boolean(false),
    ...edgeEnv,
    METRICS_ENABLED: boolean(true),
    WORKER_METRICS_HOST: optionalString,
    WORKER_METRICS_PORT: integer(0, 65535, 9464),
    WEB_DIST_DIR: optionalString,
    ROOM_TIME_ZONE: z.preprocess(
      (v) => (v === '' ? undefined : v),
      z.string().refine(isTimeZone, 'must be an IANA time zone such as Europe/London or America/Los_Angeles').optional(),
    ),
    WAITLIST_BOARD_NAMES: z.preprocess(
      (v) => (v === '' ? undefined : v),
      z.enum(WAITLIST_BOARD_NAMES, { error: `must be one of ${WAITLIST_BOARD_NAMES.join(', ')}` }).default('screen-names'),
    ),
  })
  .superRefine((env, ctx) => {
    // The deck seam lets a caller choose the cards: it must be unreachable outside tests.
    if (env.TEST_DECK_INJECTION && env.NODE_ENV !== 'test') {
      ctx.addIssue({ code: 'custom', path: ['TEST_DECK_INJECTION'], message: 'is allowed only with NODE_ENV=test (it lets a caller choose the cards)' });
    }
  });

export type Env = z.input<typeof envSchema>;

/** The typed configuration every module receives. Derived values are resolved here, once. */
export interface AppConfig {
  nodeEnv: 'development' | 'production' | 'test';
  http: { host: string; port: number };
  /** Unset means: start the embedded Postgres under `dataDir`. */
  databaseUrl: string | undefined;
  /** Unset means: run jobs with the inline driver, in this process. */
  redisUrl: string | undefined;
  dataDir: string;
  embeddedPostgresPort: number;
  logLevel: (typeof LOG_LEVELS)[number];
  migrateOnStart: boolean;
  /**
   * Prepare each SQL statement once per connection and reuse its plan (on by default; it took the
   * API benchmark from ~410 to ~550 actions/s, docs/performance.md). Off for a pooler in transaction
   * mode that cannot carry named statements across clients (PgBouncer before 1.21, or without
   * `max_prepared_statements`).
   */
  databasePreparedStatements: boolean;
  jobs: {
    /** Run the job processors in this process (always true without Redis). */
    inProcess: boolean;
    /** Redis key prefix for BullMQ queues, so several deployments can share a Redis. */
    prefix: string;
  };
  shutdownTimeoutMs: number;
  /**
   * How long a starting worker waits for the migrations to be applied (by an API starting beside it,
   * or a migrate step) before it gives up; 0: it does not wait.
   */
  workerMigrationWaitMs: number;
  adminApiKey: string | undefined;
  auth: {
    /**
     * How long an API process may reuse a key it looked up without asking the database again
     * (API_KEY_CACHE_SECONDS, default 30; 0: every request asks). A revocation does not wait for
     * it: revocations are pushed to every instance (KeyRevocationBus), and a process that cannot
     * hear them (Redis unreachable) does not use its cache (docs/api.md "Keys").
     */
    keyCacheSeconds: number;
  };
  /**
   * Tests only (NODE_ENV=test): directors may queue the decks of a table's next hands
   * (`POST /tables/{tableId}/test-decks`). Off: that route does not exist.
   */
  testDeckInjection: boolean;
  broadcast: {
    /**
     * The broadcast equity feed (docs/tables.md): how long every message of a director's feed is
     * held before it is sent, at least (a subscription may ask for longer). 30 minutes by default,
     * the usual delay of a real-money broadcast: a viewer cannot relay hole cards to a player.
     */
    delaySeconds: number;
  };
  bots: {
    /**
     * Staff may seat bots (docs/tables.md "Practice tables and bots") at tables that play for money
     * — a currency unit, a cash game's table, a tournament table — too. Off by default: bots then
     * sit at practice tables (unit PLAY) only, and the route refuses with BOTS_NOT_ALLOWED.
     */
    atMoneyTables: boolean;
  };
  /** Proxies trusted for the client address, browser origins (CORS), rate limits: `edge-config.ts`. */
  edge: EdgeConfig;
  metrics: {
    /** Off: no `GET /metrics` on the API or the worker (figures are still counted, never shown; no process defaults collected). */
    enabled: boolean;
    /** Where the worker's own HTTP server (`GET /metrics`) listens: WORKER_METRICS_HOST, else HOST. */
    workerHost: string;
    workerPort: number;
  };
  web: {
    /**
     * The web app's build (`index.html` + `assets/`), served by the API at `/`: WEB_DIST_DIR, else
     * `<repo>/dist/web` (absolute). Without an `index.html` there, `/` says the app is not built.
     */
    distDir: string;
  };
  room: {
    /**
     * The room's time zone (IANA): the screens show every time of day in it, whatever the zone of
     * the browser showing them (a TV set to UTC, a director abroad). ROOM_TIME_ZONE, else the
     * server's own zone.
     */
    timeZone: string;
  };
  waitlistBoard: {
    /**
     * How the waitlist board (`GET /boards/{token}`, a public TV) names the players on the lists:
     * their screen names (default), or only their initials (WAITLIST_BOARD_NAMES=initials).
     */
    names: WaitlistBoardNames;
  };
}

/** True for a time zone name the runtime knows (IANA, e.g. `Europe/Paris`, or `UTC`). */
function isTimeZone(name: string): boolean {
  try {
    new Intl.DateTimeFormat('en', { timeZone: name });
    return true;
  } catch {
    return false;
  }
}

export function toAppConfig(env: z.output<typeof envSchema>): AppConfig {
  return {
    nodeEnv: env.NODE_ENV,
    http: { host: env.HOST, port: env.PORT },
    databaseUrl: env.DATABASE_URL,
    redisUrl: env.REDIS_URL,
    dataDir: env.DATA_DIR,
    embeddedPostgresPort: env.EMBEDDED_PG_PORT,
    logLevel: env.LOG_LEVEL,
    migrateOnStart: env.MIGRATE_ON_START ?? true,
    databasePreparedStatements: env.DATABASE_PREPARED_STATEMENTS ?? true,
    jobs: {
      inProcess: env.REDIS_URL === undefined ? true : (env.JOBS_IN_PROCESS ?? false),
      prefix: env.JOBS_PREFIX,
    },
    shutdownTimeoutMs: env.SHUTDOWN_TIMEOUT_MS,
    workerMigrationWaitMs: env.WORKER_MIGRATION_WAIT_MS,
    adminApiKey: env.ADMIN_API_KEY,
    auth: { keyCacheSeconds: env.API_KEY_CACHE_SECONDS },
    testDeckInjection: env.TEST_DECK_INJECTION ?? false,
    broadcast: { delaySeconds: env.BROADCAST_DELAY_SECONDS },
    bots: { atMoneyTables: env.BOTS_AT_MONEY_TABLES ?? false },
    edge: toEdgeConfig(env),
    metrics: { enabled: env.METRICS_ENABLED ?? true, workerHost: env.WORKER_METRICS_HOST ?? env.HOST, workerPort: env.WORKER_METRICS_PORT },
    web: { distDir: resolveWebDistDir(env.WEB_DIST_DIR) },
    room: { timeZone: env.ROOM_TIME_ZONE ?? Intl.DateTimeFormat().resolvedOptions().timeZone },
    waitlistBoard: { names: env.WAITLIST_BOARD_NAMES },
  };
}
