import { DomainError, DomainErrorKind } from '../common/errors/domain.error';

export enum LedgerErrorCode {
  INSUFFICIENT_FUNDS = 'INSUFFICIENT_FUNDS',
  IDEMPOTENCY_KEY_REQUIRED = 'IDEMPOTENCY_KEY_REQUIRED',
  IDEMPOTENCY_KEY_INVALID = 'IDEMPOTENCY_KEY_INVALID',
  IDEMPOTENCY_KEY_REUSED = 'IDEMPOTENCY_KEY_REUSED',
  IDEMPOTENCY_KEY_IN_USE = 'IDEMPOTENCY_KEY_IN_USE',
  UNKNOWN_UNIT = 'UNKNOWN_UNIT',
  NOT_A_CURRENCY = 'NOT_A_CURRENCY',
  UNIT_MISMATCH = 'UNIT_MISMATCH',
  SAME_PLAYER_TRANSFER = 'SAME_PLAYER_TRANSFER',
  POSTING_INVALID = 'POSTING_INVALID',
  LEDGER_ACCOUNT_NOT_FOUND = 'LEDGER_ACCOUNT_NOT_FOUND',
  LEDGER_TRANSACTION_NOT_FOUND = 'LEDGER_TRANSACTION_NOT_FOUND',
}

const KINDS: Record<LedgerErrorCode, DomainErrorKind> = {
  INSUFFICIENT_FUNDS: 'conflict',
  IDEMPOTENCY_KEY_REQUIRED: 'bad-request',
  IDEMPOTENCY_KEY_INVALID: 'bad-request',
  IDEMPOTENCY_KEY_REUSED: 'conflict',
  IDEMPOTENCY_KEY_IN_USE: 'conflict',
  UNKNOWN_UNIT: 'invalid',
  NOT_A_CURRENCY: 'invalid',
  UNIT_MISMATCH: 'invalid',
  SAME_PLAYER_TRANSFER: 'invalid',
  POSTING_INVALID: 'invalid',
  LEDGER_ACCOUNT_NOT_FOUND: 'not-found',
  LEDGER_TRANSACTION_NOT_FOUND: 'not-found',
};

export class LedgerError extends DomainError {
  readonly kind: DomainErrorKind;

  constructor(code: LedgerErrorCode, message: string) {
    super(code, message);
    this.kind = KINDS[code];
  }
}
