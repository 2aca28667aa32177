/** What Postgres said when a statement failed, dug out of Prisma's error wrappers. */
export interface PostgresErrorInfo {
  /** SQLSTATE, e.g. `23505` (unique), `23514` (check), `P0001` (raised by a trigger). */
  code: string;
  message: string;
  /** The violated constraint or unique index, when Postgres named one. */
  constraint?: string;
}

interface AdapterCause {
  originalCode?: unknown;
  originalMessage?: unknown;
  constraint?: { index?: unknown } | unknown;
}

function causeOf(error: unknown): AdapterCause | undefined {
  if (typeof error !== 'object' || error === null) return undefined;
  // A failed query: PrismaClientKnownRequestError { meta: { driverAdapterError: { cause } } }.
  const meta = (error as { meta?: { driverAdapterError?: { cause?: AdapterCause } } }).meta;
  if (meta?.driverAdapterError?.cause) return meta.driverAdapterError.cause;
  // A failed COMMIT (deferred constraint triggers): the DriverAdapterError itself.
  const cause = (error as { cause?: AdapterCause }).cause;
  return typeof cause === 'object' && cause !== null && 'originalCode' in cause ? cause : undefined;
}

/**
 * Recognises errors by their data (not `instanceof`: Prisma's classes differ between the
 * generated client and jest's module registry). Returns undefined for anything not from Postgres.
 */
export function postgresErrorOf(error: unknown): PostgresErrorInfo | undefined {
  const direct = directPostgresError(error);
  if (direct) return direct;
  const cause = causeOf(error);
  if (!cause || typeof cause.originalCode !== 'string') return undefined;
  const message = typeof cause.originalMessage === 'string' ? cause.originalMessage : '';
  const index = (cause.constraint as { index?: unknown } | undefined)?.index;
  const named = /constraint "([^"]+)"/.exec(message)?.[1];
  const constraint = typeof index === 'string' ? index : named;
  return { code: cause.originalCode, message, ...(constraint ? { constraint } : {}) };
}

/** `pg`'s own DatabaseError, from a statement sent without Prisma (`PrismaService.direct`). */
function directPostgresError(error: unknown): PostgresErrorInfo | undefined {
  if (typeof error !== 'object' || error === null) return undefined;
  const { code, severity, message, constraint } = error as { code?: unknown; severity?: unknown; message?: unknown; constraint?: unknown };
  if (typeof code !== 'string' || !/^[0-9A-Z]{5}$/.test(code) || typeof severity !== 'string') return undefined;
  return { code, message: typeof message === 'string' ? message : '', ...(typeof constraint === 'string' ? { constraint } : {}) };
}

export function isUniqueViolation(error: unknown, constraint: string): boolean {
  const info = postgresErrorOf(error);
  return info?.code === '23505' && info.constraint === constraint;
}
