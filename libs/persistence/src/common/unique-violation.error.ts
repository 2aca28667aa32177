/**
 * A write hit a unique constraint the caller can explain (a taken screen name, a key id
 * collision). Repositories throw it with the field that clashed; services turn it into a domain
 * error. Other database errors pass through untouched.
 */
export class UniqueViolationError extends Error {
  override readonly name = 'UniqueViolationError';

  constructor(
    readonly entity: string,
    readonly field: string,
  ) {
    super(`${entity}.${field} is already taken`);
  }
}
