/**
 * A unit of work the database could not serve in time: the transaction could not start within its
 * wait for a connection (every pooled connection busy, e.g. behind a queue of requests on the same
 * hot rows), or it outlived its time budget. Either way Postgres rolled it back and nothing of it
 * was kept, so the caller may retry it as it was (with the same idempotency key). The API answers
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
