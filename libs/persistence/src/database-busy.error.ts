/**
 * Work the database could not serve in time: a unit of work whose transaction could not start
 * within its wait for a connection (every pooled connection busy, e.g. behind a queue of requests
 * on the same hot rows) or outlived its time budget, and a statement outside a unit of work that
 * waited for a pooled connection past the pool's wait (`asDatabaseBusy`). Either way nothing
 * of it was kept (a transaction was rolled back, a lone statement never sent), so the caller may
 * retry it as it was (with the same idempotency key). The API answers
 * `503 DATABASE_BUSY` with `Retry-After`, never a 500: the server is overloaded, not broken.
 */
export class DatabaseBusyError extends Error {
  readonly code = 'DATABASE_BUSY';

  constructor(options?: { cause?: unknown }) {
    super('the database was too busy to finish this request in time; nothing was changed, try again', options);
    this.name = 'DatabaseBusyError';
  }
}

/**
 * Prisma's P2028, "Transaction API error": the transaction could not be started within `maxWait`,
 * or was used after its `timeout` expired. Recognised by its data, not `instanceof` (Prisma's
 * classes differ between the generated client and jest's module registry).
 */
export function isTransactionTimeout(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as { code?: unknown }).code === 'P2028';
}

/**
 * `pg`'s pool giving up on a free connection: every connection was checked out for the whole
 * `connectionTimeoutMillis`. pg-pool's error carries no code, only this message (a connection
 * that cannot be opened says "Connection terminated due to connection timeout" instead: an
 * unreachable database, not a busy one).
 */
export function isPoolWaitTimeout(error: unknown): boolean {
  return error instanceof Error && error.message === 'timeout exceeded when trying to connect';
}

/**
 * The busy database in `error`, if that is what it is: a `DatabaseBusyError` (a unit of work), or
 * `pg`'s pool wait running out under a statement outside a unit of work. That one cannot be
 * turned into a DatabaseBusyError where it happens: Prisma's driver adapter passes the pool's
 * error through as it is, but would wrap any error with a `code` (ours) into a
 * PrismaClientKnownRequestError. So the edge asks here (the API's exception filter).
 */
export function asDatabaseBusy(error: unknown): DatabaseBusyError | undefined {
  if (error instanceof DatabaseBusyError) return error;
  return isPoolWaitTimeout(error) ? new DatabaseBusyError({ cause: error }) : undefined;
}
