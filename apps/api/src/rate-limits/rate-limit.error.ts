import { DomainError } from '@app/room/common/errors/domain.error';

export enum RateLimitErrorCode {
  /** Too many requests (or live messages) in the window; `Retry-After` says when to try again. */
  RATE_LIMITED = 'RATE_LIMITED',
}

/** A refusal by the rate limits (docs/operations.md "Rate limits"): 429 with `Retry-After`. */
export class RateLimitError extends DomainError {
  readonly kind = 'rate-limited';

  constructor(
    code: RateLimitErrorCode,
    message: string,
    /** Whole seconds until the same request would be counted again (at least 1). */
    readonly retryAfterSeconds = 1,
  ) {
    super(code, message);
  }
}
