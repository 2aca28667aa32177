import { redactDatabaseUrl } from './redact-database-url';

/**
 * Prisma wraps driver failures in a multi-line "Invalid `prisma.$queryRaw()` invocation … Message:
 * `…`" text; the driver's own words (`Can't reach database server at 127.0.0.1:1`,
 * `password authentication failed for user "x"`) are what an operator needs.
 */
function reasonOf(error: unknown): string {
  // Duck-typed, not `instanceof`: errors from Node's sockets come from another realm under jest.
  const { message, errors } = (typeof error === 'object' && error !== null ? error : {}) as { message?: unknown; errors?: unknown };
  // `localhost` resolves to two addresses, so a refused connection can be an AggregateError
  // whose own message is empty.
  if (!message && Array.isArray(errors) && errors.length > 0) return [...new Set(errors.map(reasonOf))].join('; ');
  const text = typeof message === 'string' ? message : String(error);
  const quoted = /Message: `([\s\S]*)`\s*$/.exec(text)?.[1];
  const lines = (quoted ?? text)
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);
  return lines.join(' ') || 'unknown error';
}

/**
 * The database could not be reached at start-up. Its message is one line, with the password
 * redacted, meant to be printed as the reason the process stops.
 */
export class DatabaseUnavailableError extends Error {
  readonly code = 'DATABASE_UNAVAILABLE';

  constructor(
    /** The URL with its password redacted. */
    readonly databaseUrl: string,
    readonly reason: string,
    options?: { cause?: unknown },
  ) {
    super(`database unavailable at ${databaseUrl}: ${reason}`, options);
    this.name = 'DatabaseUnavailableError';
  }

  static from(databaseUrl: string, error: unknown): DatabaseUnavailableError {
    return new DatabaseUnavailableError(redactDatabaseUrl(databaseUrl), reasonOf(error), { cause: error });
  }
}
