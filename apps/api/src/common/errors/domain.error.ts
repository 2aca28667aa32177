/**
 * Base of every error a service raises on purpose. Services never throw HTTP exceptions;
 * the exception filter maps `status` kinds to HTTP codes.
 */
export type DomainErrorKind = 'invalid' | 'not-found' | 'conflict' | 'forbidden' | 'unauthenticated' | 'unavailable';

export abstract class DomainError extends Error {
  abstract readonly kind: DomainErrorKind;

  constructor(
    readonly code: string,
    message: string,
  ) {
    super(message);
    this.name = new.target.name;
  }
}
