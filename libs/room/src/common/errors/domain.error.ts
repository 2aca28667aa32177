/**
 * Base of every error a service raises on purpose. Services never throw HTTP exceptions;
 * the exception filter maps kinds to HTTP codes (`httpStatusFor`):
 * `bad-request` 400 (a malformed request the DTOs cannot see: a header, a cursor),
 * `invalid` 422 (well-formed but not acceptable), `not-found` 404, `conflict` 409 (the current
 * state forbids it: a taken name, too little money), `forbidden` 403, `unauthenticated` 401,
 * `unavailable` 503, and for a request body the server will not read: `too-large` 413,
 * `unsupported-media-type` 415; and `rate-limited` 429 (the API's rate limits: a `Retry-After` goes with it).
 */
export type DomainErrorKind =
  | 'bad-request'
  | 'invalid'
  | 'not-found'
  | 'conflict'
  | 'forbidden'
  | 'unauthenticated'
  | 'unavailable'
  | 'too-large'
  | 'unsupported-media-type'
  | 'rate-limited';

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
