import { DomainError, DomainErrorKind } from '../common/errors/domain.error';

export enum PendingRequestErrorCode {
  PENDING_REQUEST_NOT_FOUND = 'PENDING_REQUEST_NOT_FOUND',
  /** Cancelling a request that was already applied, failed or cancelled. */
  REQUEST_NOT_PENDING = 'REQUEST_NOT_PENDING',
}

const KINDS: Record<PendingRequestErrorCode, DomainErrorKind> = {
  PENDING_REQUEST_NOT_FOUND: 'not-found',
  REQUEST_NOT_PENDING: 'conflict',
};

/** Refusals of the pending-request routes (docs/api.md lists them with their statuses). */
export class PendingRequestError extends DomainError {
  readonly kind: DomainErrorKind;

  constructor(code: PendingRequestErrorCode, message: string) {
    super(code, message);
    this.kind = KINDS[code];
  }

  static notFound(id: string): PendingRequestError {
    return new PendingRequestError(PendingRequestErrorCode.PENDING_REQUEST_NOT_FOUND, `no pending request with id ${id}`);
  }
}
