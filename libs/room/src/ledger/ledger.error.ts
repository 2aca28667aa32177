import { DomainError, DomainErrorKind } from '../common/errors/domain.error';

export enum LedgerErrorCode {
  INSUFFICIENT_FUNDS = 'INSUFFICIENT_FUNDS',
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
