import { DomainError, DomainErrorKind } from '../common/errors/domain.error';

/** The refusals of the `Idempotency-Key` contract, for every route that takes the header. */
export enum IdempotencyErrorCode {
  IDEMPOTENCY_KEY_REQUIRED = 'IDEMPOTENCY_KEY_REQUIRED',
  IDEMPOTENCY_KEY_INVALID = 'IDEMPOTENCY_KEY_INVALID',
  IDEMPOTENCY_KEY_REUSED = 'IDEMPOTENCY_KEY_REUSED',
  IDEMPOTENCY_KEY_IN_USE = 'IDEMPOTENCY_KEY_IN_USE',
}

const KINDS: Record<IdempotencyErrorCode, DomainErrorKind> = {
  IDEMPOTENCY_KEY_REQUIRED: 'bad-request',
  IDEMPOTENCY_KEY_INVALID: 'bad-request',
  IDEMPOTENCY_KEY_REUSED: 'conflict',
  /** Two requests with one key at once: the second may retry once the first is done. */
  IDEMPOTENCY_KEY_IN_USE: 'conflict',
};

export class IdempotencyError extends DomainError {
  readonly kind: DomainErrorKind;

  constructor(code: IdempotencyErrorCode, message: string) {
    super(code, message);
    this.kind = KINDS[code];
  }

  static inUse(): IdempotencyError {
    return new IdempotencyError(IdempotencyErrorCode.IDEMPOTENCY_KEY_IN_USE, 'another request with this idempotency key is in progress; retry it');
  }
}
